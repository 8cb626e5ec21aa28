import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Issue 28, containers: what an operator runs with Docker (infra/deploy/Dockerfile, compose.yaml,
 * nginx.compose.conf). No Docker engine runs on our machines, so nothing here builds the image or
 * starts a container: Debian's `docker-compose` (v1) reads and resolves the compose file, and the
 * resolved services are checked against the topology of infra/deploy/nginx.conf and what the
 * services need; the Dockerfile is read as text, beside package-lock.json for what its runtime
 * stage installs (`npm ci --omit=dev`) and takes from the build stage.
 *
 * `yaml` (installed as @fastify/swagger's dependency, not named in tests/package.json) reads what
 * `docker-compose config` prints.
 */
const root = join(import.meta.dirname, '..', '..');
const COMPOSE_FILE = 'infra/deploy/compose.yaml';
const dockerfile = readFileSync(join(root, 'infra/deploy/Dockerfile'), 'utf8');
const composeConf = readFileSync(join(root, 'infra/deploy/nginx.compose.conf'), 'utf8');

/** The secrets compose.yaml refuses to go without (`${NAME:?…}`), with stand-ins. */
const SECRETS = {
  POSTGRES_PASSWORD: 'composecheck',
  APP_SECRET: 'c'.repeat(64),
  PUBLIC_URL: 'https://plouf.example.fr',
  ADMIN_PASSWORD: 'an-operator-password',
};
/** The services of infra/entry/service.ts, and how many nodes of each nginx.conf's topology runs. */
const NODES = { 'command-api': 2, 'query-api': 2, projections: 1, mailer: 1 };
/** lifecycle.ts: a stop (drain included) ends within 30 s, or the process exits anyway. */
const STOP_DEADLINE_S = 30;

const missingBinary = (spawnSync('docker-compose', ['version']).error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
const skipReason = missingBinary && process.env.CI !== 'true' ? 'no docker-compose (Debian: apt-get install docker-compose); under CI=true this fails instead' : undefined;
if (skipReason) console.warn(`[skip] compose file checks: ${skipReason}`);

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  user?: string;
  environment?: Record<string, string>;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
}
interface Resolved {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/** `docker-compose -f infra/deploy/compose.yaml <args>` with only the given variables (and no `.env`). */
let emptyEnvFile = '';
function compose(args: string[], env: Record<string, string>): SpawnSyncReturns<string> {
  const result = spawnSync('docker-compose', ['--env-file', emptyEnvFile, '-f', COMPOSE_FILE, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? tmpdir(), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.error) throw new Error(`docker-compose did not run: ${result.error.message}`);
  return result;
}

/** `40s`, `1m`, `1m30s` (as `docker-compose config` prints a duration) in seconds. */
function seconds(duration: string): number {
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us|ns)/g)];
  const unit = { h: 3600, m: 60, s: 1, ms: 1e-3, us: 1e-6, ns: 1e-9 } as const;
  return parts.reduce((total, [, value, name]) => total + Number(value) * unit[name as keyof typeof unit], 0);
}

/** An nginx configuration's upstream blocks: name → the `server` addresses. */
function upstreams(conf: string): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  for (const [, name, body] of conf.matchAll(/^\s*upstream\s+(\w+)\s*\{([^}]*)\}/gm)) {
    blocks.set(name!, [...body!.matchAll(/^\s*server\s+([^\s;]+)/gm)].map(([, address]) => address!));
  }
  return blocks;
}

/** The Dockerfile's instructions (continuations joined, comments dropped), grouped by stage. */
function stages(text: string): string[][] {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const grouped: string[][] = [];
  for (const instruction of instructions) {
    if (/^FROM\s/i.test(instruction)) grouped.push([]);
    grouped.at(-1)?.push(instruction);
  }
  return grouped;
}

describe('the Dockerfile', () => {
  const all = stages(dockerfile);
  const build = all[0]!;
  const runtime = all.at(-1)!;
  const runtimeText = runtime.join('\n');

  it('builds in a stage of its own and runs from a slim Node 20 image', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(build.join('\n')).toMatch(/^RUN npm ci\b/m);
    expect(build.join('\n')).toMatch(/^RUN npm run build\b/m);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-[\w-]*slim$/m);
    expect(runtime[0]).toMatch(/^FROM \$\{NODE_IMAGE\} AS runtime$/);
    expect(runtimeText).toMatch(/^COPY --from=build \/app\/frontend\/dist frontend\/dist$/m);
  });

  it('runs as a user other than root, with production dependencies only', () => {
    const users = runtime.filter((line) => /^USER\s/i.test(line)).map((line) => line.split(/\s+/)[1]!);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0', '0:0']).not.toContain(users.at(-1));
    const installs = runtime.filter((line) => /\bnpm (ci|install|i)\b/.test(line));
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install).toMatch(/npm ci --omit=dev\b/);
    expect(runtimeText).toMatch(/^ENV NODE_ENV=production\b/m);
  });

  it('runs infra/entry/service.ts through tsx, the service named by the command, checked on /healthz', () => {
    const entrypoint = runtime.find((line) => line.startsWith('ENTRYPOINT '));
    expect(JSON.parse(entrypoint!.slice('ENTRYPOINT '.length))).toEqual(['node', '--import', 'tsx', 'infra/entry/service.ts']);
    expect(runtime.some((line) => line.startsWith('CMD '))).toBe(false);
    expect(runtime.find((line) => line.startsWith('HEALTHCHECK '))).toMatch(/\/healthz/);
  });

  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; os?: string[]; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }>;
  };
  /** The node_modules folders the runtime takes from the build stage (`COPY --from=build /app/node_modules/…`). */
  const copied = [...runtimeText.matchAll(/^COPY --from=build \/app\/(node_modules\/\S+) (\S+)$/gm)].map(([, from, to]) => {
    expect(to).toBe(from);
    return from!;
  });
  const inRuntime = (path: string) => !lock.packages[path]!.dev || copied.some((folder) => path === folder || path.startsWith(`${folder}/`));

  it('carries tsx, a devDependency, and every package it needs that `npm ci --omit=dev` leaves out', () => {
    // package-lock.json: the packages tsx reaches (Node's resolution: nested first, then hoisted),
    // those the lock marks dev (not installed by --omit=dev) and that install on Linux.
    const resolve = (from: string, name: string) => [`${from}/node_modules/${name}`, `node_modules/${name}`].find((path) => lock.packages[path]);
    const needed = new Set<string>();
    const visit = (path: string) => {
      const entry = lock.packages[path]!;
      if (needed.has(path) || (entry.os && !entry.os.includes('linux'))) return;
      needed.add(path);
      for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
        const found = resolve(path, name);
        if (found) visit(found);
      }
    };
    visit('node_modules/tsx');
    expect(lock.packages['node_modules/tsx']!.dev).toBe(true);
    for (const path of needed) expect(inRuntime(path), `${path} is not in the runtime`).toBe(true);
  });

  it('installs every package the code it copies imports (a devDependency there would fail at start)', () => {
    // The folders of code the runtime copies from the context, their test files and test kits aside.
    const folders = runtime.map((line) => /^COPY (?!--)(\S+) \1$/.exec(line)?.[1]).filter((folder): folder is string => folder !== undefined && !folder.includes('.'));
    expect(folders).toEqual(expect.arrayContaining(['infra', 'command-api', 'projections', 'query-api', 'mailer']));
    const statement = /^\s*(import|export)\b([^'"]*?)\sfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
    const missing: string[] = [];
    for (const folder of folders) {
      const files = readdirSync(join(root, folder), { encoding: 'utf8', recursive: true }).filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)(node_modules|testing|deploy)\//.test(file),
      );
      for (const file of files) {
        for (const match of readFileSync(join(root, folder, file), 'utf8').matchAll(statement)) {
          if (match[1] && /^\s*type\b/.test(match[2]!)) continue; // `import type`: erased, never loaded
          const specifier = (match[3] ?? match[4] ?? match[5])!;
          if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
          const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
          const path = [`${folder}/node_modules/${name}`, `node_modules/${name}`].find((candidate) => lock.packages[candidate]);
          if (!path || !inRuntime(path)) missing.push(`${name} (${folder}/${file}${path ? ', a devDependency' : ', not in package-lock.json'})`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('nginx.compose.conf', () => {
  it('is what its `make:` line makes from nginx.conf', () => {
    const make = /^# make: (.+)$/m.exec(composeConf)?.[1];
    expect(make).toBeDefined();
    const scratch = mkdtempSync(join(tmpdir(), 'plouf-nginx-compose-'));
    try {
      mkdirSync(join(scratch, 'infra/deploy'), { recursive: true });
      for (const file of ['nginx.conf', 'nginx.compose.conf']) copyFileSync(join(root, 'infra/deploy', file), join(scratch, 'infra/deploy', file));
      const made = spawnSync('sh', ['-c', make!], { cwd: scratch, encoding: 'utf8' });
      expect(made.status, made.stderr).toBe(0);
      expect(readFileSync(join(scratch, 'infra/deploy/nginx.compose.conf'), 'utf8'), 'nginx.conf changed: run the `make:` line of nginx.compose.conf').toBe(composeConf);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('has the upstreams of nginx.conf, each with as many servers, and listens beyond the container', () => {
    const original = upstreams(readFileSync(join(root, 'infra/deploy/nginx.conf'), 'utf8'));
    const made = upstreams(composeConf);
    expect([...made.keys()]).toEqual([...original.keys()]);
    for (const [name, servers] of original) expect(made.get(name)!.length).toBe(servers.length);
    const listens = [...composeConf.matchAll(/^\s*listen\s+([^\s;]+)/gm)].map(([, address]) => address!);
    expect(listens.length).toBeGreaterThan(0);
    for (const listen of listens) expect(listen).not.toMatch(/^(127\.|localhost|\[::1\])/);
  });
});

describe.skipIf(Boolean(skipReason))('compose.yaml, as docker-compose resolves it', () => {
  let scratch = '';
  let resolved: Resolved;
  let apps: Array<[string, Service]>;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'plouf-compose-'));
    emptyEnvFile = join(scratch, 'empty.env');
    writeFileSync(emptyEnvFile, '');
    const quiet = compose(['config', '--quiet'], SECRETS);
    expect(quiet.status, quiet.stderr).toBe(0);
    const printed = compose(['config'], SECRETS);
    expect(printed.status, printed.stderr).toBe(0);
    resolved = parse(printed.stdout) as Resolved;
    apps = Object.entries(resolved.services).filter(([, service]) => service.build?.dockerfile === 'infra/deploy/Dockerfile');
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('refuses to resolve without each required secret, naming it', () => {
    for (const name of Object.keys(SECRETS)) {
      const result = compose(['config', '--quiet'], Object.fromEntries(Object.entries(SECRETS).filter(([key]) => key !== name)));
      expect(result.status, `config passed without ${name}`).not.toBe(0);
      expect(result.stderr).toContain(`set ${name}`);
    }
  });

  it('runs the topology: 2 command-api, 2 query-api, 1 projections, 1 mailer, PostgreSQL, Redis and nginx', () => {
    const counts: Record<string, number> = {};
    for (const [, service] of apps) counts[service.command!.join(' ')] = (counts[service.command!.join(' ')] ?? 0) + 1;
    expect(counts).toEqual(NODES);
    const images = Object.values(resolved.services).map((service) => service.image?.split(':')[0]);
    for (const image of ['postgres', 'redis', 'nginx']) expect(images.filter((name) => name === image)).toHaveLength(1);
    expect(Object.keys(resolved.services)).toHaveLength(apps.length + 3);
    // One image for every node: built once, from the repository's root.
    expect(new Set(apps.map(([, service]) => `${service.image} ${service.build!.context}`)).size).toBe(1);
    expect(apps[0]![1].build!.context).toBe(root);
  });

  it('gives every node what production needs: non-root (the Dockerfile), a health check, its settings, a graceful stop', () => {
    const named = (image: string) => Object.entries(resolved.services).find(([, service]) => service.image?.startsWith(`${image}:`))![0];
    const [postgres, redis] = [named('postgres'), named('redis')];
    const volumes = new Set<string>();
    for (const [name, service] of apps) {
      const env = service.environment ?? {};
      const context = `service ${name}`;
      expect(service.user, context).toBeUndefined(); // the Dockerfile's USER stands
      expect(service.healthcheck?.disable, context).not.toBe(true);
      expect(service.healthcheck?.test?.[0], context).toMatch(/^CMD(-SHELL)?$/);
      expect(service.healthcheck?.test?.join(' '), context).toMatch(/\/(readyz|healthz)/);
      expect(env.NODE_ENV, context).toBe('production');
      expect(new URL(env.DATABASE_URL!).hostname, context).toBe(postgres);
      expect(env.REDIS_URL, context).toBe(`redis://${redis}:6379`);
      expect(env.APP_SECRET, context).toBe(SECRETS.APP_SECRET);
      expect(env.PUBLIC_URL, context).toBe(SECRETS.PUBLIC_URL);
      expect(env.PORT, context).toMatch(/^\d+$/);
      expect('METRICS_TOKEN' in env, context).toBe(true);
      // Every service but the mailer opens Redis at its start (infra/entry/service.ts).
      for (const needed of service.command![0] === 'mailer' ? [postgres] : [postgres, redis]) expect(service.depends_on?.[needed]?.condition, context).toBe('service_healthy');
      expect(seconds(service.stop_grace_period ?? '10s'), context).toBeGreaterThan(STOP_DEADLINE_S);
      // DATA_DIR (the erasure ledger every process applies at its start) on one named volume for all.
      const mount = (service.volumes ?? []).map((volume) => volume.split(':')).find(([, target]) => target === env.DATA_DIR);
      expect(mount, `${context}: DATA_DIR ${env.DATA_DIR} on a volume`).toBeDefined();
      volumes.add(mount![0]!);
    }
    expect(volumes.size).toBe(1);
    expect(Object.keys(resolved.volumes ?? {})).toContain([...volumes][0]);
    expect(apps.filter(([, service]) => service.command![0] === 'command-api').every(([, service]) => service.environment?.ADMIN_PASSWORD === SECRETS.ADMIN_PASSWORD)).toBe(true);
    expect(apps.find(([, service]) => service.command![0] === 'mailer')![1].environment).toHaveProperty('SMTP_URL');
  });

  it('puts nginx, with nginx.compose.conf, in front of exactly the API nodes, once they are ready', () => {
    const [nginxName, nginx] = Object.entries(resolved.services).find(([, service]) => service.image?.startsWith('nginx:'))!;
    expect(nginx.volumes).toContain(`${join(root, 'infra/deploy/nginx.compose.conf')}:/etc/nginx/nginx.conf:ro`);
    expect(nginx.healthcheck?.test?.length, nginxName).toBeGreaterThan(0);
    const address = ([name, service]: [string, Service]) => `${name}:${service.environment!.PORT}`;
    const nodes = (command: string) => apps.filter(([, service]) => service.command![0] === command);
    const servers = upstreams(composeConf);
    expect(servers.get('command_api')!.sort()).toEqual(nodes('command-api').map(address).sort());
    expect(servers.get('query_api')!.sort()).toEqual(nodes('query-api').map(address).sort());
    expect(servers.get('query_api_live')!.sort()).toEqual(nodes('query-api').map(address).sort());
    for (const [name] of [...nodes('command-api'), ...nodes('query-api')]) expect(nginx.depends_on?.[name]?.condition).toBe('service_healthy');
    // The published port is the one nginx listens on in its container.
    const listen = /^\s*listen\s+(\d+);/m.exec(composeConf)![1];
    expect(nginx.ports?.some((port) => port.replace(/\/tcp$/, '').endsWith(`:${listen}`))).toBe(true);
  });
});
