import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createFreshPostgres, type TestDatabase } from '@plouf/infra/testing';
import { openPlatform } from '../../infra/entry/platform.ts';
import { prepareStore } from '../../infra/entry/seed.ts';
import { ADMIN, type TestApp } from './app.ts';
import { nginxConfFor } from './nginx-routes.ts';
import { freePort } from './ports.ts';
import { eventually } from './wait.ts';

/**
 * The deployment of infra/deploy/ on this machine (issue 28), for the topology test and the bench:
 * Debian's nginx with the operators' nginx.conf (the ports made free ones), two command-api, two
 * query-api, one projections and one mailer process (`infra/entry/service.ts`, each its own Node
 * process) on a fresh PostgreSQL database, and Redis for the limits and the live rooms.
 */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => spawnSync(path, ['-v']).status === 0);
const SECRET = 'topology-test-secret-of-at-least-32-characters';

export async function redisAnswers(url = REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export interface TopologyNode {
  name: string;
  service: string;
  port: number;
  url: string;
  child: ChildProcess;
  output: string[];
}

export interface CallAnswer {
  status: number;
  body: { resultCode: string; data: any };
  headers: Headers;
}

/** A call as a browser sends it, through `base` (the proxy, or a node directly); nginx's own pages are not the envelope. */
export async function callAt(base: string, method: string, path: string, options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}): Promise<CallAnswer> {
  const headers: Record<string, string> = { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(`${base}${path}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  const text = await response.text();
  let body: CallAnswer['body'];
  try {
    body = JSON.parse(text) as CallAnswer['body'];
  } catch {
    body = { resultCode: 'NotTheEnvelope', data: text.slice(0, 200) };
  }
  return { status: response.status, body, headers: response.headers };
}

async function ready(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${url}/readyz`).then((answer) => answer.status, () => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} not ready (last status ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function startTopology(serverUrl: string, options: { metricsToken?: string } = {}) {
  if (!NGINX_BINARY) throw new Error("the topology needs nginx (Debian's package)");
  const dir = mkdtempSync(join(tmpdir(), 'plouf-topology-'));
  // nginx's workers (another user when this runs as root) write their temporary files under it.
  chmodSync(dir, 0o755);
  const database: TestDatabase = await createFreshPostgres(serverUrl);
  // The limits and the live stream start empty: another run's counts would hold this one back.
  const redis = new Redis(REDIS_URL);
  const stale = await redis.keys('plouf:*');
  if (stale.length > 0) await redis.del(...stale);
  redis.disconnect();

  // The demo school, written as a first start would (the command-api nodes do not seed demo data).
  const platform = await openPlatform({ databaseUrl: database.url, dataDir: undefined, eventStoreUrl: undefined, appSecret: SECRET });
  await prepareStore(platform, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: true }, { ADMIN_PASSWORD: ADMIN.password });

  const ports = { command: [await freePort(), await freePort()], query: [await freePort(), await freePort()], projections: await freePort(), mailer: await freePort(), nginx: await freePort() };
  const proxy = `http://127.0.0.1:${ports.nginx}`;
  const env = {
    DATABASE_URL: database.url!,
    REDIS_URL,
    APP_SECRET: SECRET,
    PUBLIC_URL: proxy,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SHUTDOWN_DRAIN_MS: '0',
    ...(options.metricsToken && { METRICS_TOKEN: options.metricsToken }),
  };
  const nodes: TopologyNode[] = [];
  const start = (name: string, service: string, port: number) => {
    const output: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/entry/service.ts', service], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dir, name), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => output.push(chunk.toString());
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const node: TopologyNode = { name, service, port, url: `http://127.0.0.1:${port}`, child, output };
    nodes.push(node);
    return node;
  };
  let nginx: ChildProcess | undefined;

  const stop = async () => {
    nginx?.kill('SIGTERM');
    await Promise.all(
      nodes.map(
        (node) =>
          new Promise<void>((resolve) => {
            if (node.child.exitCode !== null || node.child.signalCode !== null) return resolve();
            node.child.once('exit', () => resolve());
            node.child.kill('SIGTERM');
            setTimeout(() => node.child.kill('SIGKILL'), 15_000).unref();
          }),
      ),
    );
    await platform.close();
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The projections first: the APIs' commands wait for their read models.
    await ready(start('projections', 'projections', ports.projections).url);
    start('command-api-1', 'command-api', ports.command[0]!);
    start('command-api-2', 'command-api', ports.command[1]!);
    start('query-api-1', 'query-api', ports.query[0]!);
    start('query-api-2', 'query-api', ports.query[1]!);
    start('mailer', 'mailer', ports.mailer);
    await Promise.all(nodes.map((node) => ready(node.url)));
    // The demo school read into every read model (the projections' /readyz says how far each is behind).
    await eventually(
      async () => ((await callAt(nodes[0]!.url, 'GET', '/readyz')).body.data.checks.readModels ?? {}) as Record<string, { behind: number }>,
      (readModels) => Object.keys(readModels).length > 10 && Object.values(readModels).every((readModel) => readModel.behind === 0),
      60_000,
    );

    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConfFor({ listen: ports.nginx, commandApi: ports.command, queryApi: ports.query, dir }));
    nginx = spawn(NGINX_BINARY, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const nginxOutput: string[] = [];
    nginx.stderr!.on('data', (chunk: Buffer) => nginxOutput.push(chunk.toString()));
    await ready(proxy, 15_000).catch((error: Error) => {
      throw new Error(`${error.message}\nnginx: ${nginxOutput.join('')}`);
    });
  } catch (error) {
    const output = nodes.map((node) => `${node.name}: ${node.output.join('').slice(-2000)}`).join('\n');
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }

  const call = (method: string, path: string, callOptions?: Parameters<typeof callAt>[3]) => callAt(proxy, method, path, callOptions);
  const login = await call('POST', '/webapi/Authenticate', { body: { userEmail: ADMIN.email, userPass: ADMIN.password } });
  if (login.body.resultCode !== 'Ok') {
    await stop();
    throw new Error(`the administrator's login through the proxy: ${login.status} ${JSON.stringify(login.body)}`);
  }
  return {
    proxy,
    ports,
    nodes,
    platform,
    database,
    /** The administrator's session cookie. */
    admin: login.headers.get('set-cookie')!.split(';')[0]!,
    call,
    /** The harness's helpers (booking.ts) through the proxy, with this platform for what they make directly. */
    app: { platform, call } as unknown as TestApp,
    node: (name: string) => nodes.find((node) => node.name === name)!,
    /** A node started again on a port (a restart after a crash). */
    async restart(name: string, service: string, port: number) {
      const node = start(name, service, port);
      await ready(node.url);
      return node;
    },
    stop,
  };
}

export type Topology = Awaited<ReturnType<typeof startTopology>>;
