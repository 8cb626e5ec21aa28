/**
 * Issue 22's rush in the bench (the scenario is tests/harness/term-rush.ts, shared with the
 * integration test): at the opening second 1,000 families enrol on 40 slots of 8 places while 200
 * open pages watch the places left. Measures the enrol call (p50/p99), the answers by kind (only
 * "waiting (full)" is acceptable besides "enrolled"), the pages' convergence after the last answer,
 * beside a bare route burst in the same run (the same number of GET /webapi/Trimestre at once, and
 * of the simplest command, POST /webapi/Contact), runs the consistency checks, and profiles where
 * the enrolments' time goes (event store reads and appends by stream kind, read-model waits, ids).
 * BENCH_RUSH_FAMILIES, BENCH_RUSH_SLOTS, BENCH_RUSH_WATCHERS change the size (PGlite: 300×20×50 by
 * default, issue 42's night on PGlite; BENCH_RUSH_PGLITE_* to change it); BENCH_RUSH_COURSES=both also runs it with no course
 * generated yet (0: only that way); BENCH_RUSH_PROFILE=1 prints the whole profile; BENCH_CPU_PROFILE=folder
 * writes the server process's CPU profile over the rush (tests/load/cpu.ts `cpuProfile`).
 */
import { loadavg } from 'node:os';
import { cpuProfile, cpuSpent } from './cpu.ts';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { checkRush, inBatches, percentile, prepareRush, runRush, type RushSize } from '../harness/term-rush.ts';

type Record = (database: string, measure: string, value: string) => void;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Time spent (summed over concurrent calls) and calls, by what was called. */
export interface Profile {
  stop(): { rows: Array<{ what: string; calls: number; totalMs: number; maxMs: number }>; poolWaiting: { max: number; mean: number } | null };
}

const streamKind = (streamId: string) => streamId.replace(/-\d+/g, '-{id}');

/**
 * Wraps the platform's event store, read-your-writes waiter, id allocator and SQL pool the
 * commands use (the same objects: deps are the platform's), timing each call until `stop`.
 */
export function profilePlatform(app: TestApp): Profile {
  const table = new Map<string, { calls: number; totalMs: number; maxMs: number }>();
  const add = (what: string, spent: number) => {
    const row = table.get(what) ?? { calls: 0, totalMs: 0, maxMs: 0 };
    row.calls++;
    row.totalMs += spent;
    row.maxMs = Math.max(row.maxMs, spent);
    table.set(what, row);
  };
  const restore: Array<() => void> = [];
  const wrap = <T extends object, K extends keyof T>(target: T, name: K, label: (...args: any[]) => string) => {
    const original = target[name] as unknown as (...args: any[]) => Promise<unknown>;
    (target as any)[name] = async (...args: any[]) => {
      const begun = performance.now();
      try {
        return await original.apply(target, args);
      } finally {
        add(label(...args), performance.now() - begun);
      }
    };
    restore.push(() => ((target as any)[name] = original));
  };
  const { store, waiter, ids, pool } = app.platform;
  wrap(store, 'readStream', (streamId: string, options?: { fromRevision?: number }) => `read ${streamKind(streamId)}${options?.fromRevision ? ' (since kept fold)' : ''}`);
  wrap(store, 'appendToStream', (streamId: string) => `append ${streamKind(streamId)}`);
  wrap(waiter, 'reach', (readModel: string) => `wait read model ${readModel}`);
  wrap(ids, 'next', (name: string) => `id ${name}`);
  wrap(pool, 'query', (text: string) => `sql ${String(text).replace(/\s+/g, ' ').slice(0, 60)}`);
  // Kysely (the read models, the queries, the waiter's checkpoint polls) takes a client per query.
  const connect = pool.connect;
  pool.connect = async () => {
    const begun = performance.now();
    const client = await connect.call(pool);
    add('connection for a read-model query (wait)', performance.now() - begun);
    const query = client.query;
    return {
      ...client,
      query: async (text: string, params?: readonly unknown[]) => {
        const started = performance.now();
        try {
          return await query.call(client, text, params);
        } finally {
          add(`db ${String(text).replace(/\s+/g, ' ').slice(0, 60)}`, performance.now() - started);
        }
      },
    } as typeof client;
  };
  restore.push(() => (pool.connect = connect));
  // PostgreSQL: how many queries wait for one of the pool's connections, sampled.
  const pg = (pool as { pg?: { waitingCount: number } }).pg;
  const waiting: number[] = [];
  const sampler = pg ? setInterval(() => waiting.push(pg.waitingCount), 20) : undefined;
  return {
    stop() {
      clearInterval(sampler);
      for (const undo of restore) undo();
      const rows = [...table.entries()].map(([what, row]) => ({ what, ...row })).sort((a, b) => b.totalMs - a.totalMs);
      return { rows, poolWaiting: waiting.length > 0 ? { max: Math.max(...waiting), mean: waiting.reduce((sum, n) => sum + n, 0) / waiting.length } : null };
    },
  };
}


async function burst(count: number, request: (i: number) => Promise<Response>) {
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const begun = performance.now();
      const response = await request(i).catch(() => null);
      if (!response || !response.ok) errors++;
      else await response.arrayBuffer();
      latencies.push(performance.now() - begun);
    }),
  );
  return { latencies, errors };
}

/** The rush's size: PGlite's smaller by default (`BENCH_RUSH_PGLITE_*`), both set by `BENCH_RUSH_*`. */
function rushSize(database: 'pglite' | 'postgres'): RushSize {
  const pglite = database === 'pglite';
  return {
    families: Number((pglite && process.env.BENCH_RUSH_PGLITE_FAMILIES) || process.env.BENCH_RUSH_FAMILIES || (pglite ? 300 : 1000)),
    slots: Number((pglite && process.env.BENCH_RUSH_PGLITE_SLOTS) || process.env.BENCH_RUSH_SLOTS || (pglite ? 20 : 40)),
    capacity: 8,
    watchers: Number((pglite && process.env.BENCH_RUSH_PGLITE_WATCHERS) || process.env.BENCH_RUSH_WATCHERS || (pglite ? 50 : 200)),
    courses: true,
  };
}

export async function termRushBench(record: Record, database: 'pglite' | 'postgres', serverUrl?: string) {
  // PGlite (one connection in this process) is measured smaller by default: at full size each of the
  // 200 pages re-reads the slots on every notice, and PGlite sends one nearly per enrolment (hours).
  const size = rushSize(database);
  const ways = process.env.BENCH_RUSH_COURSES === 'both' ? [true, false] : process.env.BENCH_RUSH_COURSES === '0' ? [false] : [true];
  for (const courses of ways) {
    const app = await startTestApp({ seed: true, postgresServer: serverUrl ?? null });
    try {
      const admin = await app.login();
      const setup = await prepareRush(app, admin, { ...size, courses });
      const label = `rush ${size.families}×${size.slots}×${size.capacity}, ${size.watchers} pages${courses ? '' : ', no course yet'}`;
      // Baselines, same run, same app: as many of a bare read, and of the simplest command, at once.
      const reads = await burst(size.families, () => fetch(`${app.url}/webapi/Trimestre`));
      const contacts = await burst(size.families, (i) =>
        fetch(`${app.url}/webapi/Contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.6.${Math.floor(i / 250)}.${i % 250}`, 'idempotency-key': `rush-contact-${i}-${Date.now()}` },
          body: JSON.stringify({ ctcMail: `rush${i}@example.fr`, ctcMessage: 'Mesure', acyIds: [] }),
        }),
      );
      const loadAtStart = loadavg().map((value) => value.toFixed(1)).join(' ');
      const profile = profilePlatform(app);
      const cpu = cpuSpent();
      const profiled = await cpuProfile(`rush-${database}-${size.families}`);
      const outcome = await runRush(app, setup);
      const used = cpu.stop();
      await profiled.stop();
      const { rows: spent, poolWaiting } = profile.stop();
      const { problems, facts } = await checkRush(app, admin, setup, outcome);
      const enrol = outcome.answers.map((answer) => answer.ms);
      const p = (values: number[], q: number) => percentile(values, q);
      record(database, `${label}: ${size.families} GET /Trimestre at once p50 / p99 (baseline)`, `${ms(p(reads.latencies, 50))} / ${ms(p(reads.latencies, 99))}, ${reads.errors} errors`);
      record(database, `${label}: ${size.families} POST /Contact at once p50 / p99 (baseline)`, `${ms(p(contacts.latencies, 50))} / ${ms(p(contacts.latencies, 99))}, ${contacts.errors} errors`);
      record(
        database,
        `${label}: enrol p50 / p99 / max`,
        `${ms(p(enrol, 50))} / ${ms(p(enrol, 99))} / ${ms(Math.max(...enrol))} (${(p(enrol, 50) / p(reads.latencies, 50)).toFixed(1)}× / ${(p(enrol, 99) / p(reads.latencies, 99)).toFixed(1)}× the bare read's, ${(p(enrol, 99) / p(contacts.latencies, 99)).toFixed(1)}× the contact's p99), ${(size.families / outcome.seconds).toFixed(0)} enrolments/s`,
      );
      record(database, `${label}: answers by kind`, Object.entries(facts.kinds).map(([kind, count]) => `${kind} ${count}`).join(', '));
      // Issue 42: every answer final (enrolled, or waiting with its position); a 202 is a fault, not a busy evening.
      record(database, `${label}: answers 202 (stored, not final) / errors`, `${facts.kinds['late (202)'] ?? 0} / ${outcome.answers.filter((answer) => answer.kind !== 'enrolled' && answer.kind !== 'waiting (full)' && answer.kind !== 'late (202)').length}`);
      record(database, `${label}: pages showing the final places after the last answer`, `${outcome.convergenceMs === null ? `never (${outcome.behind} behind)` : ms(outcome.convergenceMs)}${outcome.convergenceMs !== null && outcome.convergenceMs <= 2000 ? ' (within 2 s)' : ' (NOT within 2 s)'}, ${outcome.pageReads} page reads (${outcome.failedReads} failed), ${outcome.reconnections} page reconnections; the opening seen by all in ${outcome.openSeenMs === null ? 'never' : ms(outcome.openSeenMs)}`);
      // Where the cores went over the rush (pages opened to pages settled): steadier than a latency on a shared machine.
      const perEnrolment = (seconds: number) => `${((seconds * 1000) / size.families).toFixed(1)} ms/enrolment`;
      record(
        database,
        `${label}: CPU over the rush (${used.wall.toFixed(1)} s, pages opened to settled)`,
        `server process ${used.server.toFixed(1)} s (${perEnrolment(used.server)}), PostgreSQL ${used.postgres === null ? 'not local' : `${used.postgres.toFixed(1)} s (${perEnrolment(used.postgres)})`}, the clients' process ${outcome.clientCpu.toFixed(1)} s`,
      );
      record(database, `${label}: consistency`, problems.length === 0 ? `ok (${facts.enrolled} enrolled, ${facts.waiting} waiting, ${facts.seats} seats, every card right)` : `${problems.length} PROBLEM(S): ${problems.slice(0, 5).join(' | ')}`);
      // Where the time goes: calls per enrolment and their mean time (a query's includes its wait for a connection).
      const per = (row: { calls: number; totalMs: number }) => `${(row.calls / size.families).toFixed(1)}/enrolment, mean ${ms(row.totalMs / row.calls)}`;
      const top = spent.filter((row) => !row.what.startsWith('sql ') && !row.what.startsWith('db ')).slice(0, 8);
      const sql = spent.filter((row) => row.what.startsWith('sql ') || row.what.startsWith('db '));
      const sqlCalls = sql.reduce((sum, row) => sum + row.calls, 0);
      record(database, `${label}: where the time goes (top, summed over concurrent calls)`, top.map((row) => `${row.what}: ${per(row)}`).join('; '));
      record(
        database,
        `${label}: SQL on the app's pool (commands, processes)`,
        `${(sqlCalls / size.families).toFixed(1)} statements/enrolment, mean ${ms(sql.reduce((sum, row) => sum + row.totalMs, 0) / Math.max(sqlCalls, 1))}${poolWaiting ? `; queries waiting for a connection: mean ${poolWaiting.mean.toFixed(0)}, max ${poolWaiting.max}` : ''}; load average at the start ${loadAtStart}`,
      );
      if (process.env.BENCH_RUSH_PROFILE) for (const row of spent.slice(0, 40)) console.log(`   ${row.what.padEnd(80)} ${String(row.calls).padStart(6)} calls ${(row.totalMs / 1000).toFixed(2).padStart(8)} s  max ${row.maxMs.toFixed(0)} ms`);
    } finally {
      app.clock.reset();
      await app.close();
    }
  }
}

type RosterRow = { id: number; tcsId: number; famId: number; status: string; hold?: { orderId: number }; orderId?: number; weeksPaid: number };

/**
 * The opening second when families pay the term's price (issue 43, ADR 0029 decision 11): every
 * family asks for a place with `pay: "tuition"` at once (a place held while its order is paid, a
 * full slot refused), then every held order is paid with the offline test card at once; measured
 * beside the same run's bare read, and checked: no slot over its places, every paid hold enrolled
 * with its card's lessons, no order left waiting for a family refused, nothing still held.
 * `BENCH_ONLY=rush-tuition`; sizes as the card rush (`BENCH_RUSH_*`), no open page by default.
 */
export async function tuitionRushBench(record: Record, database: 'pglite' | 'postgres', serverUrl?: string) {
  const size: RushSize = { ...rushSize(database), watchers: Number(process.env.BENCH_TUITION_WATCHERS || 0), tariffCents: 15_000 };
  const app = await startTestApp({ seed: true, postgresServer: serverUrl ?? null });
  try {
    const admin = await app.login();
    const setup = await prepareRush(app, admin, size);
    const label = `tuition rush ${size.families}×${size.slots}×${size.capacity}, ${size.watchers} pages`;
    const reads = await burst(size.families, () => fetch(`${app.url}/webapi/Trimestre`));
    const cpu = cpuSpent();
    const outcome = await runRush(app, setup, { pay: 'tuition' });
    const p = (values: number[], q: number) => percentile(values, q);
    const holds = outcome.answers.map((answer) => answer.ms);
    const held = outcome.answers.filter((answer) => answer.kind === 'held');
    const refused = outcome.answers.filter((answer) => answer.kind !== 'held');
    const problems: string[] = [];
    const full = refused.filter((answer) => answer.kind.startsWith('409') && /complet|full/i.test(answer.kind));
    if (full.length !== refused.length) problems.push(`${refused.length - full.length} answer(s) neither held nor full: ${refused.find((answer) => !full.includes(answer))?.kind}`);
    const expected = setup.slots.reduce((sum, slot) => sum + Math.min(slot.capacity, setup.families.filter((family) => family.slot.tcsId === slot.tcsId).length), 0);
    if (held.length !== expected) problems.push(`${held.length} places held, ${expected} expected`);
    await app.platform.waiter.waitFor('terms', await app.platform.store.headPosition(), 120_000);
    const roster = async () => ((await app.call('GET', `/webapi/Trimestre/${setup.termId}/roster`, { cookie: admin })).body.data as RosterRow[]);
    const orderOf = new Map((await roster()).filter((row) => row.status === 'held' && row.hold).map((row) => [row.id, row.hold!.orderId]));
    // Every held order paid at once, each by its family: ask the payment, then the test card.
    const paidAt = performance.now();
    const payments = await Promise.all(
      held.map(async (answer) => {
        const begun = performance.now();
        const orderId = orderOf.get(answer.enrId ?? 0);
        if (orderId === undefined) return { ms: 0, ok: false, why: `held enrolment ${answer.enrId} not in the roster as held` };
        const headers = { cookie: answer.family.cookie, 'content-type': 'application/json' };
        const asked = await fetch(`${app.url}/webapi/Commande/${orderId}/pay`, { method: 'POST', headers: { ...headers, 'idempotency-key': `tuition-pay-${orderId}` }, body: '{}' }).then((response) => response.json() as Promise<{ resultCode: string; data: { clientSecret?: string } }>);
        if (asked.resultCode !== 'Ok') return { ms: performance.now() - begun, ok: false, why: `pay ${orderId}: ${JSON.stringify(asked.data)}` };
        const body = JSON.stringify({ clientSecret: asked.data.clientSecret, cardNumber: '4242424242424242' });
        const paid = await fetch(`${app.url}/webapi/Commande/${orderId}/test-payment`, { method: 'POST', headers: { ...headers, 'idempotency-key': `tuition-card-${orderId}` }, body }).then((response) => response.json() as Promise<{ resultCode: string; data: { cmdStatus?: number } }>);
        // Taken, its read model a moment behind (HTTP 202, `accepted`): paid all the same; the roster below checks it.
        const accepted = (paid.data as { accepted?: boolean }).accepted === true;
        return { ms: performance.now() - begun, ok: paid.resultCode === 'Ok' && (paid.data.cmdStatus === 2 || accepted), why: `test-payment ${orderId}: ${JSON.stringify(paid.data)}` };
      }),
    );
    for (const payment of payments.filter((payment) => !payment.ok).slice(0, 3)) problems.push(payment.why);
    // Paid: each held place becomes its enrolment, then its lessons are paid by the order's card
    // (a step after the confirmation, read through the cards' read model); nothing stays held.
    let rows = await roster();
    const until = Date.now() + 120_000;
    const unfinished = (row: RosterRow) => row.status === 'held' || (row.status === 'enrolled' && row.weeksPaid === 0);
    while (rows.some(unfinished) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rows = await roster();
    }
    const confirmedMs = performance.now() - paidAt;
    const used = cpu.stop();
    const mine = rows.filter((row) => setup.slots.some((slot) => slot.tcsId === row.tcsId));
    for (const slot of setup.slots) {
      const taken = mine.filter((row) => row.tcsId === slot.tcsId && (row.status === 'enrolled' || row.status === 'held')).length;
      if (taken > slot.capacity) problems.push(`slot ${slot.tcsId}: ${taken} places for ${slot.capacity}`);
    }
    const stillHeld = mine.filter((row) => row.status === 'held').length;
    if (stillHeld > 0) problems.push(`${stillHeld} place(s) still held after every order was paid`);
    const enrolled = mine.filter((row) => row.status === 'enrolled');
    if (enrolled.length !== held.length) problems.push(`${enrolled.length} enrolled for ${held.length} paid`);
    const short = enrolled.filter((row) => row.orderId === undefined || row.weeksPaid === 0);
    if (short.length > 0) problems.push(`${short.length} enrolment(s) without their order or lessons paid`);
    // A refused family keeps no order waiting (its order was cancelled, or never placed).
    // (Asked as a cart of one pass on sale would: "which order would this checkout replace?")
    const onSale = ((await app.call('GET', '/webapi/Forfait')).body.data as Array<{ id: number; fftEnable: boolean; fftTarif: number }>).find((pass) => pass.fftEnable && pass.fftTarif > 0)!;
    const waitingOrders = await inBatches(refused, 16, async (answer) => {
      const asked = await app.call('POST', '/webapi/Commande/checkout/waiting', { cookie: answer.family.cookie, body: { items: [{ item: { id: onSale.id }, qty: 1 }] } });
      if (asked.body.resultCode !== 'Ok') return `asked ${answer.family.famId}: ${JSON.stringify(asked.body.data)}`;
      return asked.body.data.waiting ? `family ${answer.family.famId}: order ${asked.body.data.waiting.orderId} waiting` : null;
    });
    const left = waitingOrders.filter((one): one is string => one !== null);
    if (left.length > 0) problems.push(`${left.length} refused famil(ies) with an order still waiting, or not asked: ${left[0]}`);
    const pays = payments.map((payment) => payment.ms);
    record(database, `${label}: ${size.families} GET /Trimestre at once p50 / p99 (baseline)`, `${ms(p(reads.latencies, 50))} / ${ms(p(reads.latencies, 99))}, ${reads.errors} errors`);
    record(
      database,
      `${label}: hold p50 / p99 / max`,
      `${ms(p(holds, 50))} / ${ms(p(holds, 99))} / ${ms(Math.max(...holds))} (${(p(holds, 99) / p(reads.latencies, 99)).toFixed(1)}× the bare read's p99), ${held.length} held, ${full.length} full`,
    );
    record(database, `${label}: ${held.length} orders paid at once (ask + test card) p50 / p99`, `${ms(p(pays, 50))} / ${ms(p(pays, 99))}; every place enrolled, its lessons paid, ${ms(confirmedMs)} after the payments began`);
    record(database, `${label}: CPU (${used.wall.toFixed(1)} s)`, `server process ${used.server.toFixed(1)} s, PostgreSQL ${used.postgres === null ? 'not local' : `${used.postgres.toFixed(1)} s`}`);
    record(database, `${label}: consistency`, problems.length === 0 ? `ok (${enrolled.length} enrolled by their orders, none over its places, none left held, no refused family with an order waiting)` : `${problems.length} PROBLEM(S): ${problems.slice(0, 5).join(' | ')}`);
  } finally {
    app.clock.reset();
    await app.close();
  }
}
