/**
 * A product process that dies between the two steps of a booking: it serves the whole product on
 * the PostgreSQL database named by argv[2], books a family on a course over HTTP, and kills itself
 * (SIGKILL, nothing flushed, nothing cleaned) the moment anything tries to store the entry's
 * spending, after the place was stored. It prints what it made, as one JSON line, before the
 * booking. Used by tests/integration/booking-crash.test.ts.
 */
import type { AddressInfo } from 'node:net';
import { openPlatform } from '../../infra/entry/platform.ts';
import { prepareStore } from '../../infra/entry/seed.ts';
import { buildServer } from '../../infra/entry/server.ts';
import { ADMIN } from './app.ts';
import { bookingCatalogue, bookingCourse, bookingFamily, type BookingFamily } from './booking.ts';

const databaseUrl = process.argv[2]!;
const platform = await openPlatform({ databaseUrl, dataDir: undefined, eventStoreUrl: undefined });
await prepareStore(platform, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: true }, { ADMIN_PASSWORD: ADMIN.password });
const server = await buildServer(platform, { secureCookies: 'auto' }, { logger: false });
await platform.caughtUp();
await server.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

// The few calls the harness's booking helpers make, against this process's own server.
const call = async (method: string, path: string, options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) => {
  const headers: Record<string, string> = { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(`${url}${path}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  return { status: response.status, body: (await response.json()) as { resultCode: string; data: any }, headers: response.headers };
};
const login = await call('POST', '/webapi/Authenticate', { body: { userEmail: ADMIN.email, userPass: ADMIN.password } });
const admin = login.headers.get('set-cookie')!.split(';')[0]!;
const app = { platform, call } as unknown as Parameters<typeof bookingCatalogue>[0];
const catalogue = await bookingCatalogue(app);
const crsId = await bookingCourse(app, admin, catalogue, 8, 12);
const family: BookingFamily = await bookingFamily(app, catalogue, 1);
// The family, its card and the course shown everywhere, as for a family that opens the page later:
// the booking below is refused for no reason of its own.
await platform.caughtUp();

// From here, storing an entry's spending kills the process before it reaches the database.
const append = platform.store.appendToStream.bind(platform.store);
platform.store.appendToStream = async (streamId, events, options) => {
  if (events.some((event) => event.type === 'EntrySpent')) process.kill(process.pid, 'SIGKILL');
  return append(streamId, events, options);
};
console.log(JSON.stringify({ crsId, famId: family.famId, cardId: family.cardId, userId: family.userId }));
const answer = await call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${family.userId}&cardId=${family.cardId}`, { cookie: family.cookie, headers: { 'idempotency-key': `crash-${Date.now()}` }, body: {} });
// Not killed: said, with the answer, and the process ends (its server would keep it alive and the test waiting).
console.log(`NOT KILLED ${answer.status} ${JSON.stringify(answer.body)}`);
process.exit(1);
