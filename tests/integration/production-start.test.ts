import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../harness/ports.ts';

/**
 * Issue 28: `npm start`'s process with `NODE_ENV=production` refuses settings only fit for a laptop,
 * and stops gracefully on SIGTERM (`/readyz` 503 while it drains, then exit 0). The real entry point
 * in a process of its own, on an embedded database in a folder of its own.
 */
const root = join(import.meta.dirname, '..', '..');
const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function start(env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'plouf-production-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/entry/all-in-one.ts'], {
    cwd: root,
    // DATABASE_URL is cleared: the embedded database in its own folder, whatever the run's backend.
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'silent', FRONTEND_DIR: join(dataDir, 'none'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = async (text: RegExp, timeoutMs = 90_000) => {
    const until = Date.now() + timeoutMs;
    while (!text.test(output)) {
      if (child.exitCode !== null || Date.now() > until) throw new Error(`never printed ${text}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, exited, printed, output: () => output };
}

const PRODUCTION = { NODE_ENV: 'production', APP_SECRET: 'a'.repeat(64), PUBLIC_URL: 'https://plouf.example.fr' };

describe('npm start in production', () => {
  it('refuses to start without its secret and an https address, saying what to set', async () => {
    const started = start({ NODE_ENV: 'production', PUBLIC_URL: 'http://plouf.example.fr', PORT: String(await freePort()) });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/APP_SECRET is not set/);
    expect(started.output()).toMatch(/PUBLIC_URL must be an https address, not http:\/\/plouf\.example\.fr/);
  }, 60_000);

  it('refuses to start while the administrator still has the default password', async () => {
    const started = start({ ...PRODUCTION, PORT: String(await freePort()) });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/admin@plouf\.fr still has the default password/);
  }, 120_000);

  it('starts with settings of its own, then on SIGTERM answers 503 on /readyz while it drains and exits 0', async () => {
    const port = await freePort();
    const started = start({ ...PRODUCTION, ADMIN_PASSWORD: 'un mot de passe à nous', SHUTDOWN_DRAIN_MS: '3000', PORT: String(port) });
    await started.printed(/Plouf is running/);
    // No demo family in production.
    expect(started.output()).not.toMatch(/Demo family/);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    started.child.kill('SIGTERM');
    await started.printed(/Plouf is stopping \(SIGTERM\)/);
    const draining = await fetch(`${base}/readyz`);
    expect([draining.status, ((await draining.json()) as { data: { status: string } }).data.status]).toEqual([503, 'stopping']);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await started.exited).toBe(0);
  }, 120_000);
});
