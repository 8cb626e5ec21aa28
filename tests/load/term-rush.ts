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
 * generated yet (0: only that way); BENCH_RUSH_PROFILE=1 prints the whole profile.
 */
import { loadavg } from 'node:os';
import { cpuSpent } from './cpu.ts';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { checkRush, percentile, prepareRush, runRush, type RushSize } from '../harness/term-rush.ts';

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

export async function termRushBench(record: Record, database: 'pglite' | 'postgres', serverUrl?: string) {
  // PGlite (one connection in this process) is measured smaller by default: at full size each of the
  // 200 pages re-reads the slots on every notice, and PGlite sends one nearly per enrolment (hours).
  const pglite = database === 'pglite';
  const size: RushSize = {
    families: Number((pglite && process.env.BENCH_RUSH_PGLITE_FAMILIES) || process.env.BENCH_RUSH_FAMILIES || (pglite ? 300 : 1000)),
    slots: Number((pglite && process.env.BENCH_RUSH_PGLITE_SLOTS) || process.env.BENCH_RUSH_SLOTS || (pglite ? 20 : 40)),
    capacity: 8,
    watchers: Number((pglite && process.env.BENCH_RUSH_PGLITE_WATCHERS) || process.env.BENCH_RUSH_WATCHERS || (pglite ? 50 : 200)),
    courses: true,
  };
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
      const outcome = await runRush(app, setup);
      const used = cpu.stop();
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
