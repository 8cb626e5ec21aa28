/**
 * `npm run bench`: the home page's JavaScript (gzip) and a cached resized image against a static
 * file (tests/load/site.ts); appends per second (one writer, eight writers) beside raw one-row INSERT commits
 * with the same writers, 200 commands at once on one stream, latency from append to change
 * notice, and from `POST /webapi/Contact` to the admin's socket message, on PGlite and (when a server
 * answers) PostgreSQL; issue 22's rush at a term's opening (tests/load/term-rush.ts: 1,000 families enrol on
 * 40 slots of 8 places while 200 open pages watch, beside bare bursts, with its consistency checks); issue 23's term life
 * (tests/load/term-life.ts: closing a week with 200 bookings beside 200 contacts and the same courses
 * cancelled one by one; 1,000 reminders due at once beside the scheduler firing no-op items and bare
 * appends); issue 24's dashboard (tests/load/dashboard.ts: its answer with a year of about 100,000 events,
 * for the year and its last month, beside a bare indexed query on the same database); Lighthouse (mobile) on every public page beside a bare-HTML baseline (tests/load/lighthouse.ts); each public page's main-thread blocking over a fixed 12 s at 4× CPU beside the same page with its scripts not fetched (tests/load/blocking.ts); the deployment of infra/deploy/ (nginx, 2 + 2 API nodes, Redis) with bursts through the proxy beside one node directly, and each node's /metrics scraped (tests/load/topology.ts). Prints a table and writes bench/results/<timestamp>.json and .md.
 * PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { apiThroughput } from './api.ts';
import { bookingBench } from './booking.ts';
import { nightBench } from './night.ts';
import { commandsBench } from './commands.ts';
import { termRushBench, tuitionRushBench } from './term-rush.ts';
import { termLifeBench } from './term-life.ts';
import { dashboardBench } from './dashboard.ts';
import { personalBench } from './personal.ts';
import { lighthouseBench } from './lighthouse.ts';
import { blockingBench } from './blocking.ts';
import { topologyBench } from './topology.ts';
import { cachedImage, homeJavaScript } from './site.ts';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ADMIN_ROOMS } from '@plouf/command-api/read-models';
import { createKysely, createLocalNotices, createPGliteEventStore, createPGlitePool, createPostgresEventStore, handleCommand, migrateDatabase, type Decider, type EventStore, type SqlPool } from '@plouf/infra';
import { createFreshPostgres } from '@plouf/infra/testing';
import { contactsProjector, rebuildReadModel, startProjectionRunner, type Database } from '@plouf/projections';
import pg from 'pg';
import { startTestApp } from '../harness/app.ts';
import { connectLive, subscribe, type Change } from '../harness/socket.ts';

const APPENDS = Number(process.env.BENCH_APPENDS ?? 2000);
/**
 * A pause between two samples of a change's way to a socket: longer than a live room's window
 * (query-api/src/live/roomThrottle.ts, 100 ms), so each sample is a change as an admin meets it,
 * after a quiet moment; changes back to back are gathered per window and measured on their own.
 */
const QUIET_MS = 150;
const LATENCY_SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

interface Row {
  database: string;
  measure: string;
  value: string;
}
const rows: Row[] = [];
const record = (database: string, measure: string, value: string) => {
  rows.push({ database, measure, value });
  console.log(`${database.padEnd(10)} ${measure.padEnd(46)} ${value}`);
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function appendsPerSecond(store: EventStore, writers: number) {
  const perWriter = Math.floor(APPENDS / writers);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < perWriter; i++) {
        await store.appendToStream(`bench-${writers}-${w}-${i % 50}`, [{ type: 'BenchAppended', data: { w, i } }]);
      }
    }),
  );
  return (perWriter * writers) / ((performance.now() - started) / 1000);
}

/** The ceiling the store is measured against: one-row INSERTs into a plain table, autocommit, the same writers. */
async function rawInsertsPerSecond(pool: SqlPool, writers: number) {
  await pool.query('CREATE TABLE IF NOT EXISTS bench_raw (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, w integer NOT NULL, i integer NOT NULL)');
  const perWriter = Math.floor(APPENDS / writers);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < perWriter; i++) await pool.query('INSERT INTO bench_raw (w, i) VALUES ($1, $2)', [w, i]);
    }),
  );
  return (perWriter * writers) / ((performance.now() - started) / 1000);
}

/** A course's places booked all at once: commands on one stream, each appending one event. */
const counter: Decider<{ type: 'Book' }, { type: 'Booked'; data: { n: number } }, number> = {
  initialState: () => 0,
  evolve: (count) => count + 1,
  decide: (_, count) => [{ type: 'Booked', data: { n: count } }],
};

async function commandsOnOneStream(store: EventStore, commands: number) {
  const streamId = `course-bench-${Date.now()}`;
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: commands }, async () => {
      const begun = performance.now();
      try {
        await handleCommand(store, streamId, counter, { type: 'Book' }, { correlationId: 'bench' });
        latencies.push(performance.now() - begun);
      } catch {
        failures++;
      }
    }),
  );
  const total = performance.now() - started;
  const revisions = (await store.readStream(streamId)).map((event) => event.revision);
  const inOrder = revisions.length === commands - failures && revisions.every((revision, index) => revision === index);
  return { total, latencies, failures, inOrder };
}

async function appendToNotice(store: EventStore, pool: SqlPool) {
  const db = createKysely<Database>(pool);
  const notices = createLocalNotices();
  const runner = startProjectionRunner({ store, db, notices, projectors: [contactsProjector] });
  const noticed: Array<{ position: bigint; at: number }> = [];
  notices.subscribe((notice) => noticed.push({ position: BigInt(notice.position), at: performance.now() }));
  const latencies: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const contactId = 1_000_000 + i;
    const started = performance.now();
    const { position } = await store.appendToStream(`contact-${contactId}`, [
      { type: 'ContactReceived', data: { contactId, email: 'b@x.fr', message: 'bench', activityIds: [], receivedAt: new Date().toISOString() } },
    ]);
    // The notice may arrive before the append's own answer: look for it among all notices seen.
    const deadline = Date.now() + 5000;
    let hit = noticed.find((n) => n.position >= position);
    while (!hit && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      hit = noticed.find((n) => n.position >= position);
    }
    latencies.push((hit?.at ?? performance.now()) - started);
    noticed.length = 0;
  }
  await runner.stop();
  await db.destroy();
  return latencies;
}

async function postToSocket(postgresServer: string | null, spacedMs: number) {
  const app = await startTestApp({ seed: true, postgresServer });
  try {
    const socket = await connectLive(app.url, await app.login());
    await subscribe(socket, ADMIN_ROOMS.contacts);
    const arrivals = new Map<number, number>();
    socket.on('change', (change: Change) => {
      for (const id of change.ids) if (!arrivals.has(id)) arrivals.set(id, performance.now());
    });
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const started = performance.now();
      const response = await fetch(`${app.url}/webapi/Contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${i % 250}` },
        body: JSON.stringify({ ctcMail: `bench${i}@example.fr`, ctcMessage: 'Mesure', acyIds: [1] }),
      });
      const { data } = (await response.json()) as { data: { id: number } };
      const deadline = Date.now() + 5000;
      while (!arrivals.has(data.id) && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
      latencies.push((arrivals.get(data.id) ?? performance.now()) - started);
      if (spacedMs > 0) await new Promise((resolve) => setTimeout(resolve, spacedMs));
    }
    socket.disconnect();
    return latencies;
  } finally {
    await app.close();
  }
}

/**
 * A family's whole purchase as the admins see it: checkout, pay with the offline test card, and the
 * order's change notice (now paid) on the admin's socket. Each sample is another family buying one
 * pass: one family checking the same cart out again within ten seconds is the same action
 * (`SAME_ACTION_MS`, a double click), answered with the order it just paid.
 */
async function checkoutToSocket(postgresServer: string | null, samples: number) {
  const app = await startTestApp({ seed: true, postgresServer });
  try {
    const socket = await connectLive(app.url, await app.login());
    await subscribe(socket, ADMIN_ROOMS.orders);
    const families: string[] = [];
    for (let i = 0; i < samples; i++) {
      await app.createAccount({ email: `bench-${i}@plouf.test`, password: 'bench-password', roles: ['Client', 'Famille'] });
      families.push(await app.login(`bench-${i}@plouf.test`, 'bench-password'));
    }
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; fftLimiteAchat: number; fftTarif: number }[];
    const pass = passes.find((candidate) => candidate.fftLimiteAchat === 0 && candidate.fftTarif > 0)!;
    const arrivals = new Map<number, number[]>();
    socket.on('change', (change: Change) => {
      if (change.readModel !== 'orders') return;
      for (const id of change.ids) arrivals.set(id, [...(arrivals.get(id) ?? []), performance.now()]);
    });
    const body = { items: [{ item: { id: pass.id }, qty: 1 }], address: { adrNumberWay: '1 rue du Banc', adrPostalCode: '75011', libelle: 'Paris' } };
    const latencies: number[] = [];
    for (let i = 0; i < samples; i++) {
      const family = families[i]!;
      const started = performance.now();
      const cart = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, body, headers: { 'idempotency-key': `bench-checkout-${i}-${Date.now()}` } });
      const { orderId, clientSecret } = cart.body.data as { orderId: number; clientSecret: string };
      const paying = performance.now();
      const paid = await app.call('POST', `/webapi/Commande/${orderId}/test-payment`, { cookie: family, body: { clientSecret, cardNumber: '4242424242424242' }, headers: { 'idempotency-key': `bench-pay-${i}-${Date.now()}` } });
      if (paid.body.data.cmdStatus !== 2) throw new Error(`order ${orderId} not paid: ${JSON.stringify(paid.body)}`);
      const deadline = Date.now() + 5000;
      const seen = () => arrivals.get(orderId)?.find((at) => at >= paying);
      while (seen() === undefined && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
      latencies.push((seen() ?? performance.now()) - started);
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    }
    socket.disconnect();
    return latencies;
  } finally {
    await app.close();
  }
}

/** The floor of append → notice on PostgreSQL: a NOTIFY sent on one connection, heard on another. */
async function notifyOneWay(url: string, samples: number) {
  const listener = new pg.Client({ connectionString: url });
  const sender = new pg.Client({ connectionString: url });
  await Promise.all([listener.connect(), sender.connect()]);
  await listener.query('LISTEN bench_one_way');
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    const heard = new Promise<void>((resolve) => listener.once('notification', () => resolve()));
    const started = performance.now();
    await sender.query(`NOTIFY bench_one_way, '${i}'`);
    await heard;
    latencies.push(performance.now() - started);
  }
  await Promise.all([listener.end(), sender.end()]);
  return latencies;
}

const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 20_000);

/** A read model rebuilt from REBUILD_EVENTS contact events, beside reading the same events in order. */
async function rebuildBeside(store: EventStore, pool: SqlPool) {
  const at = new Date().toISOString();
  for (let start = 0; start < REBUILD_EVENTS; start += 100) {
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const contactId = 2_000_000 + start + i;
        return store.appendToStream(`contact-${contactId}`, [{ type: 'ContactReceived', data: { contactId, email: `r${contactId}@x.fr`, message: 'rebuild', activityIds: [], receivedAt: at } }]);
      }),
    );
  }
  const head = await store.headPosition();
  let after = 0n;
  let read = 0;
  const readStarted = performance.now();
  while (after < head) {
    const batch = await store.readAll({ after, maxCount: 500 });
    if (batch.length === 0) break;
    read += batch.length;
    after = batch[batch.length - 1]!.position;
  }
  const readPerSecond = read / ((performance.now() - readStarted) / 1000);
  const db = createKysely<Database>(pool);
  const rebuildStarted = performance.now();
  const { events } = await rebuildReadModel(store, db, contactsProjector);
  const rebuildPerSecond = events / ((performance.now() - rebuildStarted) / 1000);
  await db.destroy();
  return { events, readPerSecond, rebuildPerSecond };
}

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function benchDatabase(name: 'pglite' | 'postgres', serverUrl?: string) {
  for (const writers of [1, 8]) {
    const fresh = name === 'postgres' ? await createFreshPostgres(serverUrl!) : undefined;
    const pool = fresh ? fresh.pool : await createPGlitePool();
    const store = fresh ? createPostgresEventStore(pool, fresh.url!) : createPGliteEventStore(pool);
    await migrateDatabase(pool);
    const label = `${writers} writer${writers > 1 ? 's' : ''}`;
    const raw = await rawInsertsPerSecond(pool, writers);
    record(name, `raw INSERT commits/s, ${label} (${APPENDS} one-row)`, raw.toFixed(0));
    const appends = await appendsPerSecond(store, writers);
    record(name, `appends/s, ${label} (${APPENDS} single-event appends)`, `${appends.toFixed(0)} (${((100 * appends) / raw).toFixed(0)}% of raw INSERT)`);
    if (writers === 8) {
      const booking = await commandsOnOneStream(store, 200);
      const done = booking.latencies.length > 0;
      record(name, '200 commands at once on one stream: total', `${ms(booking.total)}, ${booking.failures} failed${booking.inOrder ? '' : ', revisions NOT 0..n-1'}`);
      record(name, '200 commands at once on one stream: p50 / p99', done ? `${ms(percentile(booking.latencies, 50))} / ${ms(percentile(booking.latencies, 99))}` : 'none succeeded');
    }
    if (writers === 1) {
      const latencies = await appendToNotice(store, pool);
      record(name, `append -> change notice p50 (${LATENCY_SAMPLES} samples)`, ms(percentile(latencies, 50)));
      if (fresh) {
        const floor = await notifyOneWay(fresh.url!, LATENCY_SAMPLES);
        record(name, 'baseline: NOTIFY one way p50 / p99', `${ms(percentile(floor, 50))} / ${ms(percentile(floor, 99))}`);
        record(name, 'append -> change notice p99', `${ms(percentile(latencies, 99))} (${(percentile(latencies, 99) / percentile(floor, 99)).toFixed(1)}× NOTIFY one way)`);
      } else record(name, 'append -> change notice p99', ms(percentile(latencies, 99)));
      const rebuilt = await rebuildBeside(store, pool);
      record(name, `read-model rebuild (${rebuilt.events} events, contacts): events/s`, `${rebuilt.rebuildPerSecond.toFixed(0)} (${(rebuilt.rebuildPerSecond / rebuilt.readPerSecond).toFixed(3)} of reading them in order: ${rebuilt.readPerSecond.toFixed(0)}/s)`);
    }
    await store.close();
    if (fresh) await fresh.dispose();
    else await pool.end();
  }
  const latencies = await postToSocket(name === 'postgres' ? serverUrl! : null, QUIET_MS);
  record(name, `POST /webapi/Contact -> admin socket p50 (${LATENCY_SAMPLES}, ${QUIET_MS} ms apart)`, ms(percentile(latencies, 50)));
  record(name, 'POST /webapi/Contact -> admin socket p99', ms(percentile(latencies, 99)));
  const backToBack = await postToSocket(name === 'postgres' ? serverUrl! : null, 0);
  record(name, 'the same back to back: p50 / p99', `${ms(percentile(backToBack, 50))} / ${ms(percentile(backToBack, 99))}`);
  // Beside it, in the same run: a purchase is three requests (checkout, payment) and two appends more.
  const purchases = await checkoutToSocket(name === 'postgres' ? serverUrl! : null, Math.min(LATENCY_SAMPLES, 150));
  const ratio = (p: number) => (percentile(purchases, p) / percentile(latencies, p)).toFixed(1);
  record(name, `checkout -> paid -> admin socket p50 (${purchases.length}, ${QUIET_MS} ms apart)`, `${ms(percentile(purchases, 50))} (${ratio(50)}× the contact's)`);
  record(name, 'checkout -> paid -> admin socket p99', `${ms(percentile(purchases, 99))} (${ratio(99)}× the contact's)`);
}

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`Plouf benchmarks — ${new Date().toISOString()}, ${cpus().length} cores, Node ${process.version}\n`);
// BENCH_ONLY=api (or site, store, commands, booking, night, rush, rush-tuition, term-life, dashboard, personal, lighthouse, blocking, topology) runs one group: a quicker look while working on it.
const only = process.env.BENCH_ONLY;
const postgresAnswers = await reachable(serverUrl);
if (!postgresAnswers) console.log(`postgres   skipped: no server answers at ${new URL(serverUrl).host}`);
if (!only || only === 'api') {
  await apiThroughput(record, 'pglite');
  if (postgresAnswers) await apiThroughput(record, 'postgres', serverUrl);
}
if (!only || only === 'site') {
  await homeJavaScript(record);
  await cachedImage(record, LATENCY_SAMPLES);
}
if (!only || only === 'lighthouse') {
  await lighthouseBench(record);
}
if (!only || only === 'blocking') {
  await blockingBench(record);
}
if (!only || only === 'booking') {
  await bookingBench(record, 'pglite');
  if (postgresAnswers) await bookingBench(record, 'postgres', serverUrl);
}
if (!only || only === 'commands') {
  await commandsBench(record, 'pglite');
  if (postgresAnswers) await commandsBench(record, 'postgres', serverUrl);
}
if (!only || only === 'night') {
  await nightBench(record, 'pglite');
  if (postgresAnswers) await nightBench(record, 'postgres', serverUrl);
}
if (!only || only === 'rush') {
  await termRushBench(record, 'pglite');
  if (postgresAnswers) await termRushBench(record, 'postgres', serverUrl);
}
if (!only || only === 'rush-tuition') {
  await tuitionRushBench(record, 'pglite');
  if (postgresAnswers) await tuitionRushBench(record, 'postgres', serverUrl);
}
if (!only || only === 'term-life') {
  await termLifeBench(record, 'pglite');
  if (postgresAnswers) await termLifeBench(record, 'postgres', serverUrl);
}
if (!only || only === 'dashboard') {
  await dashboardBench(record, 'pglite');
  if (postgresAnswers) await dashboardBench(record, 'postgres', serverUrl);
}
if (!only || only === 'personal') {
  await personalBench(record, 'pglite');
  if (postgresAnswers) await personalBench(record, 'postgres', serverUrl);
}
if (!only || only === 'topology') {
  await topologyBench(record, postgresAnswers ? serverUrl : undefined);
}
if (!only || only === 'store') {
  await benchDatabase('pglite');
  if (postgresAnswers) await benchDatabase('postgres', serverUrl);
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const folder = join(process.cwd(), 'bench', 'results');
mkdirSync(folder, { recursive: true });
const meta = { at: new Date().toISOString(), node: process.version, cores: cpus().length, cpu: cpus()[0]?.model, appends: APPENDS, samples: LATENCY_SAMPLES };
writeFileSync(join(folder, `${stamp}.json`), JSON.stringify({ ...meta, rows }, null, 2));
writeFileSync(
  join(folder, `${stamp}.md`),
  [`# Benchmarks ${meta.at}`, '', `${meta.cores} cores (${meta.cpu}), Node ${meta.node}`, '', '| database | measure | value |', '|---|---|---|', ...rows.map((r) => `| ${r.database} | ${r.measure} | ${r.value} |`), ''].join('\n'),
);
console.log(`\nWritten to bench/results/${stamp}.json and .md`);
process.exit(0);
