import type { ChangeNotice, ChangeNotices, EventStore, RecordedEvent, Subscription } from '@plouf/infra';
import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';
import type { Projector } from './projector.ts';

/** Another runner (or a rebuild) moved the checkpoint under us: start again from where it is. */
export class CheckpointMoved extends Error {}

/** The stored checkpoint of a read model; 0n before its first batch. */
export async function readCheckpoint(db: Kysely<Database>, readModel: string): Promise<bigint> {
  const row = await db.selectFrom('projection_checkpoints').select('position').where('name', '=', readModel).executeTakeFirst();
  return BigInt(row?.position ?? 0);
}

/**
 * Applies one batch in one transaction with the checkpoint: a crash replays the batch, never half of
 * it. The checkpoint row is locked and compared, so two runners never both apply a batch.
 */
export async function applyBatch(db: Kysely<Database>, projector: Projector, batch: RecordedEvent[], expected: bigint): Promise<{ changes: ChangeNotice[]; position: bigint }> {
  const position = batch[batch.length - 1]!.position;
  const changes = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('projection_checkpoints').select('position').where('name', '=', projector.readModel).forUpdate().executeTakeFirst();
    if (BigInt(row?.position ?? 0) !== expected) throw new CheckpointMoved();
    const changed = new Map<string, { ids: Set<number>; publicIds: Set<number> }>([[projector.readModel, { ids: new Set(), publicIds: new Set() }]]);
    for (const event of batch) {
      if (!projector.handles.includes(event.type)) continue;
      for (const item of await projector.apply(trx, event)) {
        const { readModel, id, public: visible = true } = typeof item === 'number' ? { readModel: projector.readModel, id: item } : item;
        const group = changed.get(readModel) ?? { ids: new Set<number>(), publicIds: new Set<number>() };
        changed.set(readModel, group);
        group.ids.add(id);
        if (visible) group.publicIds.add(id);
      }
    }
    await trx
      .insertInto('projection_checkpoints')
      .values({ name: projector.readModel, position: position.toString(), updated_at: new Date() })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ position: position.toString(), updated_at: new Date() }))
      .execute();
    // One notice per read model written, and always the projector's own: what the waiters watch.
    return [...changed].map(([readModel, group]): ChangeNotice => {
      const ids = [...group.ids];
      const notice: ChangeNotice = { readModel, ids, position: position.toString() };
      return group.publicIds.size === ids.length ? notice : { ...notice, publicIds: [...group.publicIds] };
    });
  });
  return { changes, position };
}

export interface RunnerOptions {
  store: EventStore;
  db: Kysely<Database>;
  projectors: readonly Projector[];
  notices: ChangeNotices;
  batchSize?: number;
  onError?: (readModel: string, error: unknown) => void;
}

/**
 * Follows `$all` for every projector from its own checkpoint and publishes a change notice after
 * each committed batch. A failing batch is retried after a pause; nothing is skipped.
 *
 * @example
 * const runner = startProjectionRunner({ store, db, projectors: allProjectors, notices });
 * await runner.stop();
 */
export function startProjectionRunner(options: RunnerOptions) {
  const { store, db, notices } = options;
  let stopped = false;
  const subscriptions = new Map<string, Subscription>();
  const loops: Promise<void>[] = [];

  const follow = async (projector: Projector) => {
    while (!stopped) {
      let checkpoint = await readCheckpoint(db, projector.readModel).catch(() => undefined);
      if (checkpoint === undefined) {
        await pause(1000);
        continue;
      }
      const subscription = store.subscribeToAll({ after: checkpoint, batchSize: options.batchSize ?? 200 }, async (batch) => {
        const { changes, position } = await applyBatch(db, projector, batch, checkpoint!);
        checkpoint = position;
        // The projector's own notice last: a waiter woken by it finds every other notice sent.
        for (const notice of [...changes].reverse()) await notices.publish(notice);
      });
      subscriptions.set(projector.readModel, subscription);
      try {
        await subscription.done;
      } catch (error) {
        if (!(error instanceof CheckpointMoved)) {
          options.onError?.(projector.readModel, error);
          await pause(1000);
        }
      }
    }
  };

  for (const projector of options.projectors) loops.push(follow(projector));

  return {
    async stop() {
      stopped = true;
      await Promise.all([...subscriptions.values()].map((subscription) => subscription.stop()));
      await Promise.all(loops);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
