import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { courseStream } from '@plouf/command-api/events';
import { createFreshPostgres, testServerUrl, type TestDatabase } from '@plouf/infra/testing';
import { openPlatform } from '../../infra/entry/platform.ts';
import { buildServer } from '../../infra/entry/server.ts';

/**
 * A process killed while reminders are due (issue 23): four stored, the fifth being stored when it
 * dies (SIGKILL), the rest waiting. After a restart every place has its reminder exactly once: the
 * one the dead process held is fired again when its lease ends, with the same idempotency key. A
 * real process, really killed, on PostgreSQL.
 */
const serverUrl = testServerUrl();
if (!serverUrl) console.log('[reminders-crash] skipped: no PostgreSQL server (TEST_DATABASE_URL or DATABASE_URL)');

describe.skipIf(!serverUrl)('a process killed while reminders are due', () => {
  let database: TestDatabase | undefined;
  afterAll(async () => database?.dispose());

  it('sends each reminder once after the restart', async () => {
    database = await createFreshPostgres(serverUrl!);
    await database.pool.end();
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/harness/crash-mid-reminders.ts', database.url!, '12'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, killed) => resolve(killed)));
    expect(output).not.toContain('NOT KILLED');
    expect(signal).toBe('SIGKILL');
    const made = JSON.parse(output.trim().split('\n')[0]!) as { crsId: number; insIds: number[] };

    const platform = await openPlatform({ databaseUrl: database.url, dataDir: undefined, eventStoreUrl: undefined });
    try {
      const reminded = async () => (await platform.store.readStream(courseStream(made.crsId))).filter((event) => event.type === 'LessonReminded').map((event) => (event.data as { insId: number }).insId);
      expect((await reminded()).length).toBe(4);
      const server = await buildServer(platform, { secureCookies: 'auto' }, { logger: false, dueLeaseMs: 8_000 });
      try {
        // The item the dead process held comes back when its lease ends (8 s here, 60 s by default).
        const deadline = Date.now() + 120_000;
        while ((await reminded()).length < made.insIds.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        expect([...(await reminded())].sort((a, b) => a - b)).toEqual([...made.insIds].sort((a, b) => a - b));
        const { rows } = await platform.pool.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM due_items WHERE kind = 'lesson-reminder' AND split_part(key, '@', 1)::int = ANY($1) GROUP BY status`, [made.insIds]);
        expect(rows).toEqual([{ status: 'done', n: made.insIds.length }]);
      } finally {
        await server.close();
      }
    } finally {
      await platform.close();
    }
  }, 240_000);
});
