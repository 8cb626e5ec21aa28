/**
 * Where a command's time goes (issue 27): 200 `POST /webapi/Contact` at once (the simplest command:
 * one append) beside raw one-row INSERT commits with 8 connections on a fresh database of the same
 * kind, in the same run; then, for the same burst again, the round trips each command makes (the
 * platform's event store, ids, read-model waits and SQL, wrapped and counted: tests/load/term-rush.ts
 * `profilePlatform`) and a CPU profile of the process (the server and the bench's client share it)
 * summed by what the code belongs to. BENCH_COMMANDS_PROFILE=1 prints the profile's top functions.
 */
import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';
import { createFreshPostgres } from '@plouf/infra/testing';
import { createPGlitePool, migrateDatabase, type SqlPool } from '@plouf/infra';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { profilePlatform } from './term-rush.ts';

type Record = (database: string, measure: string, value: string) => void;
const COMMANDS = 200;
const root = relative('/', `${import.meta.dirname}/../..`);

async function rawInserts(pool: SqlPool, writers: number, total: number) {
  await pool.query('CREATE TABLE IF NOT EXISTS bench_raw (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, w integer NOT NULL, i integer NOT NULL)');
  const perWriter = Math.floor(total / writers);
  const started = performance.now();
  await Promise.all(Array.from({ length: writers }, async (_, w) => {
    for (let i = 0; i < perWriter; i++) await pool.query('INSERT INTO bench_raw (w, i) VALUES ($1, $2)', [w, i]);
  }));
  return (perWriter * writers) / ((performance.now() - started) / 1000);
}

let round = 0;
async function contactBurst(app: TestApp) {
  round++;
  const started = performance.now();
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: COMMANDS }, async (_, i) => {
      const begun = performance.now();
      const response = await fetch(`${app.url}/webapi/Contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${round}.${Math.floor(i / 250)}.${i % 250}`, 'idempotency-key': `bench-command-${round}-${i}` },
        body: JSON.stringify({ ctcMail: `command${i}@example.fr`, ctcMessage: 'Mesure', acyIds: [] }),
      });
      await response.arrayBuffer();
      if (response.status >= 400) errors++;
      latencies.push(performance.now() - begun);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: COMMANDS / seconds, p50: latencies[Math.floor(COMMANDS / 2)]!, p99: latencies[Math.floor(COMMANDS * 0.99)]!, errors };
}

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }

/** What a frame's code belongs to: a package, a folder of ours, Node itself, or V8's own work. */
function ownerOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const at = url.indexOf(root);
  const path = at >= 0 ? url.slice(at + root.length + 1) : url;
  return path.split('/').slice(0, path.startsWith('tests/') ? 2 : 1).join('/') || path;
}

async function cpuProfile<T>(work: () => Promise<T>) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const result = await work();
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  session.disconnect();
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const owners = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  for (const [id, micros] of self) {
    const { callFrame } = byNode.get(id)!;
    const owner = ownerOf(callFrame.url, callFrame.functionName);
    owners.set(owner, (owners.get(owner) ?? 0) + micros);
    const where = `${callFrame.functionName || '(anonymous)'} ${callFrame.url ? `${callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*?\/work\/main\//, '')}:${callFrame.lineNumber + 1}` : ''}`;
    functions.set(where, (functions.get(where) ?? 0) + micros);
    total += micros;
  }
  const top = (map: Map<string, number>, n: number) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([what, micros]) => ({ what, ms: micros / 1000, share: micros / total }));
  return { result, totalMs: total / 1000, owners: top(owners, 12), functions: top(functions, 25) };
}

export async function commandsBench(record: Record, database: 'pglite' | 'postgres', serverUrl?: string) {
  const fresh = serverUrl ? await createFreshPostgres(serverUrl) : undefined;
  const pool = fresh ? fresh.pool : await createPGlitePool();
  await migrateDatabase(pool);
  const raw = await rawInserts(pool, 8, 2000);
  if (fresh) await fresh.dispose();
  else await pool.end();
  record(database, 'baseline: raw one-row INSERT commits/s, 8 connections', raw.toFixed(0));

  const app = await startTestApp({ seed: true, postgresServer: serverUrl ?? null });
  try {
    // Warm-up: JIT, the pools' connections, the first reads of each kind.
    await contactBurst(app);
    const runs = [await contactBurst(app), await contactBurst(app), await contactBurst(app)].sort((a, b) => a.perSecond - b.perSecond);
    const median = runs[1]!;
    record(database, `${COMMANDS} POST /Contact at once, median of 3: commands/s`, `${median.perSecond.toFixed(0)}/s (${(median.perSecond / raw).toFixed(3)} of raw INSERTs), p50 ${median.p50.toFixed(0)} ms, p99 ${median.p99.toFixed(0)} ms, ${median.errors} errors`);

    const calls = profilePlatform(app);
    const { result: profiled, totalMs, owners, functions } = await cpuProfile(() => contactBurst(app));
    const { rows } = calls.stop();
    record(database, `${COMMANDS} POST /Contact, profiled: commands/s, CPU sampled`, `${profiled.perSecond.toFixed(0)}/s, ${totalMs.toFixed(0)} ms of CPU samples`);
    const perCommand = rows.map((row) => `${(row.calls / COMMANDS).toFixed(2)}× ${row.what} (${(row.totalMs / row.calls).toFixed(1)} ms avg)`);
    record(database, 'round trips per command (calls / command, mean time)', perCommand.slice(0, 12).join('; '));
    record(database, 'CPU by owner (share of samples)', owners.map((owner) => `${owner.what} ${(100 * owner.share).toFixed(0)}%`).join(', '));
    if (process.env.BENCH_COMMANDS_PROFILE) {
      for (const row of rows) console.log(`   ${row.what.padEnd(80)} ${String(row.calls).padStart(6)} calls ${row.totalMs.toFixed(0).padStart(8)} ms  max ${row.maxMs.toFixed(0)} ms`);
      for (const fn of functions) console.log(`   ${(100 * fn.share).toFixed(1).padStart(5)}%  ${fn.what}`);
    }
  } finally {
    await app.close();
  }
}
