import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { cardsStream, courseStream } from '@plouf/command-api/events';
import { createFreshPostgres, testServerUrl, type TestDatabase } from '@plouf/infra/testing';
import { openPlatform } from '../../infra/entry/platform.ts';
import { buildServer } from '../../infra/entry/server.ts';

/**
 * A process killed between the two steps of a booking (the place stored, the entry not yet spent):
 * after a restart, the booking process finishes it, and nothing is half done. A real process, really
 * killed (SIGKILL), on PostgreSQL: an embedded PGlite killed mid-write is not what a deployment runs.
 */
const serverUrl = testServerUrl();
if (!serverUrl) console.log('[booking-crash] skipped: no PostgreSQL server (TEST_DATABASE_URL or DATABASE_URL)');

describe.skipIf(!serverUrl)('a process killed in the middle of a booking', () => {
  let database: TestDatabase | undefined;
  afterAll(async () => database?.dispose());

  it('leaves the place without its entry; after a restart the entry is spent, once', async () => {
    database = await createFreshPostgres(serverUrl!);
    await database.pool.end();
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/harness/crash-mid-booking.ts', database.url!], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, killed) => resolve(killed)));
    // What the booking answered, when it was not killed, shows in the failure.
    expect(output).not.toContain('NOT KILLED');
    expect(signal).toBe('SIGKILL');
    const made = JSON.parse(output.trim().split('\n')[0]!) as { crsId: number; famId: number; cardId: number; userId: number };

    // Restarted: the store shows the place and no entry spent.
    const platform = await openPlatform({ databaseUrl: database.url, dataDir: undefined, eventStoreUrl: undefined });
    try {
      const types = async (stream: string) => (await platform.store.readStream(stream)).map((event) => event.type);
      expect(await types(courseStream(made.crsId))).toEqual(['CourseScheduled', 'SeatTaken']);
      expect(await types(cardsStream(made.famId))).toEqual(['CardsIssued']);

      // The product starts again (its booking process with it): the booking is finished.
      const server = await buildServer(platform, { secureCookies: 'auto' }, { logger: false });
      try {
        const deadline = Date.now() + 20_000;
        while (!(await types(cardsStream(made.famId))).includes('EntrySpent') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await types(cardsStream(made.famId))).toEqual(['CardsIssued', 'EntrySpent']);
        await platform.caughtUp();
        const { rows } = await platform.pool.query<{ status: number }>('SELECT status FROM inscriptions WHERE crs_id = $1', [made.crsId]);
        expect(rows.map((row) => row.status)).toEqual([1]);
        const card = await platform.pool.query<{ record: string }>('SELECT record FROM cards WHERE id = $1', [made.cardId]);
        expect(JSON.parse(card.rows[0]!.record).used).toBe(1);
      } finally {
        await server.close();
      }
    } finally {
      await platform.close();
    }
  }, 180_000);
});
