/**
 * Requests per second of the public API's reads, each beside its baseline measured in the same run:
 * a bare Fastify answering `select 1` from the same kind of database (tests/load/servers/bare.ts).
 * Servers run as processes of their own; the load comes from this one (autocannon), so the two
 * share the machine the same way for the baseline and for Plouf.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { MAINTAIN_MS } from '@plouf/infra';
import { addDays, parisDay } from '@plouf/infra/days';
import { createFreshPostgres } from '@plouf/infra/testing';
import pg from 'pg';
import { freePort } from '../harness/ports.ts';

type Record = (group: string, measure: string, value: string) => void;

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 10);
const root = join(import.meta.dirname, '..', '..');

/** Starts a server script with tsx and waits until it prints `ready` (or Plouf's banner). */
async function startProcess(script: string, env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 120_000);
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners('exit');
  return child;
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Requests per second and latency at CONNECTIONS connections for SECONDS seconds; non-2xx answers count as errors. */
async function load(url: string, headers: { [name: string]: string } = {}, vary?: (path: string, n: number) => string) {
  // `vary`: each request's path made from the URL's and its number (a question asked once).
  let n = 0;
  const asked = new URL(url);
  const requests: autocannon.Request[] | undefined = vary ? [{ setupRequest: (request) => ({ ...request, path: vary(asked.pathname + asked.search, n++) }) }] : undefined;
  // A short warm-up: JIT, connection pools, first reads from disk.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1, ...(requests && { requests }) });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS, ...(requests && { requests }) });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests of ${result.requests.total}`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bytes: result.throughput.average / Math.max(result.requests.average, 1) };
}

async function appUrls(base: string) {
  const pools = (await (await fetch(`${base}/webapi/Piscine`)).json()) as { data: { id: number; content: { slug: string } }[] };
  const pool = pools.data[0]!;
  // The public course list as `/reserver` asks it: a pool's week from today, the pool with the most lessons that week.
  const from = parisDay(new Date());
  const weeks = await Promise.all(
    pools.data.map(async ({ id }) => {
      const url = `${base}/webapi/Cours?psnId=${id}&from=${from}&to=${addDays(from, 6)}`;
      return { url, courses: ((await (await fetch(url)).json()) as { data: unknown[] }).data.length };
    }),
  );
  const week = weeks.sort((a, b) => b.courses - a.courses)[0];
  if (!week || week.courses === 0) throw new Error('the demo has no lesson this week: the public course list cannot be measured');
  return [
    { name: 'GET /webapi/Piscine (public list)', url: `${base}/webapi/Piscine` },
    { name: `GET /webapi/Piscine/{id} (public detail)`, url: `${base}/webapi/Piscine/${pool.id}` },
    { name: 'GET /webapi/Piscine/slug/{slug}', url: `${base}/webapi/Piscine/slug/${pool.content.slug}` },
    { name: 'GET /webapi/Activity (public list)', url: `${base}/webapi/Activity` },
    { name: `GET /webapi/Cours (public course list: a pool's week, ${week.courses} lessons)`, url: week.url },
  ];
}

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300);

/**
 * The back-office's order list (a page of 50, this year, newest first) after `count` orders placed at
 * the desk for the demo family: the admin's request, with its session cookie.
 */
/**
 * The orders just placed, as a school's list is any other day: after the database's own upkeep
 * has seen them (PostgreSQL's autovacuum analyzes a table within a minute of such a burst; the
 * embedded database's pool does it every `MAINTAIN_MS`). Measured right after the burst, the
 * planner still believes the table nearly empty and reads every row of it for a page.
 */
async function maintained(databaseUrl: string | undefined) {
  if (!databaseUrl) return new Promise((resolve) => setTimeout(resolve, MAINTAIN_MS + 2000));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
  } finally {
    await client.end();
  }
}

async function ordersList(base: string, count: number) {
  const login = await fetch(`${base}/webapi/Authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userEmail: 'admin@plouf.fr', userPass: 'plouf-admin-2026' }) });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const families = (await (await fetch(`${base}/webapi/Family?limit=200`, { headers: { cookie } })).json()) as { data: { items: { id: number; libelle: string }[] } };
  const famId = families.data.items.find((family) => family.libelle === 'Martin')!.id;
  const passes = (await (await fetch(`${base}/webapi/Forfait`)).json()) as { data: { id: number; fftLimiteAchat: number }[] };
  const pass = passes.data.find((candidate) => candidate.fftLimiteAchat === 0)!;
  for (let i = 0; i < count; i++) {
    const placed = await fetch(`${base}/webapi/Commande`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': `bench-order-${i}` },
      body: JSON.stringify({ famId, items: [{ item: { id: pass.id }, qty: 1 + (i % 3) }] }),
    });
    if (!placed.ok) throw new Error(`desk order ${i}: ${placed.status} ${await placed.text()}`);
  }
  const year = new Date().getUTCFullYear();
  const query = `from=${year}-01-01T00:00:00Z&to=${year + 1}-01-01T00:00:00Z&sort=date&desc=true&limit=50`;
  const name = `GET /webapi/Commande/filter (admin, page of 50 of ${count + 3} orders)`;
  const url = `${base}/webapi/Commande/filter?${query}`;
  // Read anew: each request starts its range a millisecond later in January (the same 50 orders, a question not asked before), so no kept answer serves it.
  const anew = (path: string, n: number) => path.replace(`from=${year}-01-01T00:00:00Z`, `from=${new Date(Date.UTC(year, 0, 1) + n + 1).toISOString()}`);
  return [
    { name: `${name}, asked again: the answer kept`, url, headers: { cookie } },
    { name: `${name}, each a new question: read anew`, url, headers: { cookie }, vary: anew },
  ];
}

/**
 * The bare baseline, then Plouf's public reads, on one database kind. `serverUrl` is a PostgreSQL
 * server (a fresh database is made for each process); without it, PGlite.
 */
export async function apiThroughput(record: Record, database: 'pglite' | 'postgres', serverUrl?: string) {
  const group = `${database} api`;
  const fresh = serverUrl ? [await createFreshPostgres(serverUrl), await createFreshPostgres(serverUrl)] : [];
  await Promise.all(fresh.map((db) => db.pool.end()));
  const dataDir = mkdtempSync(join(tmpdir(), 'plouf-bench-api-'));
  const processes: ChildProcess[] = [];
  try {
    const barePort = await freePort();
    const bare = await startProcess('tests/load/servers/bare.ts', { PORT: String(barePort), DATABASE_URL: fresh[0]?.url ?? '' }, /ready/);
    processes.push(bare);
    const baseline = await load(`http://127.0.0.1:${barePort}/one`);
    record(group, `baseline: bare Fastify, select 1 (${CONNECTIONS} connections, ${SECONDS} s)`, `${baseline.rps.toFixed(0)} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`);
    await stopProcess(bare);

    const port = await freePort();
    const app = await startProcess(
      'infra/entry/all-in-one.ts',
      { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: fresh[1]?.url ?? '', SEED_DEMO: 'true', LOG_LEVEL: 'silent', FRONTEND_DIR: join(dataDir, 'no-front-end') },
      /Plouf is running/,
    );
    processes.push(app);
    const base = `http://127.0.0.1:${port}`;
    const orders = await ordersList(base, ORDERS);
    await maintained(fresh[1]?.url);
    const reads: { name: string; url: string; headers: { [name: string]: string }; vary?: (path: string, n: number) => string }[] = [...(await appUrls(base)).map((read) => ({ ...read, headers: {} })), ...orders];
    for (const { name, url, headers, vary } of reads) {
      const measured = await load(url, headers, vary);
      record(group, name, `${measured.rps.toFixed(0)} req/s (${(measured.rps / baseline.rps).toFixed(2)} of baseline), p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${(measured.bytes / 1024).toFixed(1)} kB each`);
    }
  } finally {
    await Promise.all(processes.map(stopProcess));
    for (const db of fresh) await db.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
