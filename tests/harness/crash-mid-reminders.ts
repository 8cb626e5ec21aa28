/**
 * A product process that dies while reminders are due (issue 23): it serves the whole product on the
 * PostgreSQL database named by argv[2], books `count` families on a lesson whose reminders fall due a
 * few seconds later, and kills itself (SIGKILL, nothing flushed) the moment the scheduler tries to
 * store the fifth reminder, four being stored. It prints what it made, as one JSON line, first. Used
 * by tests/integration/reminders-crash.test.ts.
 */
import type { AddressInfo } from 'node:net';
import { openPlatform } from '../../infra/entry/platform.ts';
import { prepareStore } from '../../infra/entry/seed.ts';
import { buildServer } from '../../infra/entry/server.ts';
import { ADMIN, type TestApp } from './app.ts';
import { bookingCatalogue, bookingFamily, bookOn } from './booking.ts';

const databaseUrl = process.argv[2]!;
const count = Number(process.argv[3] ?? 12);
const platform = await openPlatform({ databaseUrl, dataDir: undefined, eventStoreUrl: undefined });
await prepareStore(platform, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: true }, { ADMIN_PASSWORD: ADMIN.password });
const server = await buildServer(platform, { secureCookies: 'auto' }, { logger: false, dueLeaseMs: 8_000 });
await platform.caughtUp();
await server.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

const call = async (method: string, path: string, options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) => {
  const headers: Record<string, string> = { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(`${url}${path}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  return { status: response.status, body: (await response.json()) as { resultCode: string; data: any }, headers: response.headers };
};
const login = await call('POST', '/webapi/Authenticate', { body: { userEmail: ADMIN.email, userPass: ADMIN.password } });
const admin = login.headers.get('set-cookie')!.split(';')[0]!;
const app = { platform, call } as unknown as TestApp;
const catalogue = await bookingCatalogue(app);

// The lesson starts 24 h (the reminders' lead) and 15 s from now: its reminders fall due in 15 s.
const start = new Date(Date.now() + 24 * 3_600_000 + 15_000).toISOString();
const course = await call('POST', '/webapi/Cours', { cookie: admin, headers: { 'idempotency-key': `crash-course-${Date.now()}` }, body: { psnId: catalogue.pool, acyId: catalogue.aquagym, usrId: catalogue.mns, crsDatdebut: start, crsDureeMin: 45, crsCapaciteMax: count } });
const crsId = course.body.data.id as number;
const insIds: number[] = [];
for (let n = 0; n < count; n++) {
  const family = await bookingFamily(app, catalogue, n);
  const booked = await bookOn(app, family, crsId);
  if (booked.body.resultCode !== 'Ok') throw new Error(JSON.stringify(booked.body));
  insIds.push(booked.body.data.id as number);
}

// From here, storing the fifth reminder kills the process before it reaches the database.
let reminders = 0;
const append = platform.store.appendToStream.bind(platform.store);
platform.store.appendToStream = async (streamId, events, options) => {
  if (events.some((event) => event.type === 'LessonReminded') && ++reminders === 5) process.kill(process.pid, 'SIGKILL');
  return append(streamId, events, options);
};
console.log(JSON.stringify({ crsId, insIds, start }));
// Not killed within a minute: said, and the process ends.
setTimeout(() => {
  console.log(`NOT KILLED after ${reminders} reminders`);
  process.exit(1);
}, 60_000);
