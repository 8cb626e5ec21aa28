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
export async function rebuildReadModel(store: EventStore, db: Kysely<Database>, projector: Projector, batchSize = 2000) {
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
  // The next batch is read while one is applied (the two go on different connections on PostgreSQL).
  let next = checkpoint < head ? store.readAll({ after: checkpoint, maxCount: batchSize }) : null;
  while (next) {
    const batch = await next;
    if (batch.length === 0) break;
    const last = batch[batch.length - 1]!.position;
    next = last < head ? store.readAll({ after: last, maxCount: batchSize }) : null;
    try {
      checkpoint = (await applyBatch(db, projector, batch, checkpoint)).position;
      events += batch.length;
    } catch (error) {
      // A live runner applied this batch first: go on from where it got to.
      if (!(error instanceof CheckpointMoved)) throw error;
      await next?.catch(() => undefined);
      checkpoint = await readCheckpoint(db, projector.readModel);
      next = checkpoint < head ? store.readAll({ after: checkpoint, maxCount: batchSize }) : null;
    }
  }
  await next?.catch(() => undefined);
  return { events, position: checkpoint };
}
