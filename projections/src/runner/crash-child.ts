/**
 * Test fixture: runs the projection runner on a database another process prepared, and kills its own
 * process with SIGKILL in the middle of a batch, after `killAfter` events were applied in it.
 * Usage: tsx crash-child.ts <postgres-url | pglite-folder> <killAfter>
 */
import { createKysely, createLocalNotices, createPGliteEventStore, createPGlitePool, createPostgresPool, createSqlEventStore } from '@plouf/infra';
import type { Database } from '../database.ts';
import { startProjectionRunner } from './runner.ts';
import { countingProjector } from './testing.ts';

const [target, killAfter] = process.argv.slice(2);
const pool = target!.startsWith('postgres') ? createPostgresPool(target!) : await createPGlitePool(target!);
const store = pool.kind === 'pglite' ? createPGliteEventStore(pool) : createSqlEventStore(pool, { name: 'postgres' });
const db = createKysely<Database>(pool);
startProjectionRunner({
  store,
  db,
  notices: createLocalNotices(),
  batchSize: 50,
  projectors: [
    countingProjector((applied) => {
      if (applied === Number(killAfter)) process.kill(process.pid, 'SIGKILL');
    }),
  ],
});
