import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPlatform } from '../../infra/entry/platform.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `npm run replay` / `npm run rebuild`'s script as a person does, on PGlite in `dataDir`. */
function run(script: 'replay' | 'rebuild', args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.EVENTSTORE_URL;
  return new Promise((done) => {
    execFile(process.execPath, ['--import', 'tsx', `infra/entry/${script}.ts`, ...args], { cwd: root, env, timeout: 60_000 }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

describe('the command-line tools that read the store (npm run replay, npm run rebuild)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'plouf-store-tools-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.each(['replay', 'rebuild'] as const)('%s refuses a data folder that holds no store, and creates none', async (script) => {
    const missing = join(scratch, `missing-${script}`);
    const result = await run(script, script === 'replay' ? ['order', '4'] : [], missing);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`No PGlite database in ${missing} (DATA_DIR)`);
    expect(existsSync(missing)).toBe(false);
  }, 90_000);

  it('replay says which store it read', async () => {
    const dataDir = join(scratch, 'existing');
    const platform = await openPlatform({ dataDir, eventStoreUrl: undefined });
    await platform.close();
    const result = await run('replay', ['order', '999'], dataDir);
    expect(result.stdout).toContain(`Reading PGlite folder ${join(dataDir, 'pglite')}`);
    expect(result.stderr).toContain(`No order 999 in the PGlite folder ${join(dataDir, 'pglite')}.`);
    expect(result.code).toBe(1);
  }, 120_000);
});
