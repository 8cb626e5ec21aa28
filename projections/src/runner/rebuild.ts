import type { EventStore } from '@plouf/infra';
import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';
import type { Projector } from './projector.ts';
import { CheckpointMoved, applyBatch, readCheckpoint } from './runner.ts';

/**
 * Drops a read model's rows and replays `$all` into it up to the head. A runner following the same
 * read model sees its checkpoint moved and carries on from the rebuilt one.
 *
 * @example
 * const { events, position } = await rebuildReadModel(store, db, contactsProjector);
 */
export async function rebuildReadModel(store: EventStore, db: Kysely<Database>, projector: Projector, batchSize = 500) {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('projection_checkpoints').select('position').where('name', '=', projector.readModel).forUpdate().execute();
    await projector.reset(trx);
    await trx
      .insertInto('projection_checkpoints')
      .values({ name: projector.readModel, position: '0', updated_at: new Date() })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ position: '0', updated_at: new Date() }))
      .execute();
  });
  const head = await store.headPosition();
  let checkpoint = 0n;
  let events = 0;
  while (checkpoint < head) {
    const batch = await store.readAll({ after: checkpoint, maxCount: batchSize });
    if (batch.length === 0) break;
    try {
      checkpoint = (await applyBatch(db, projector, batch, checkpoint)).position;
      events += batch.length;
    } catch (error) {
      // A live runner applied this batch first: go on from where it got to.
      if (!(error instanceof CheckpointMoved)) throw error;
      checkpoint = await readCheckpoint(db, projector.readModel);
    }
  }
  return { events, position: checkpoint };
}
