import { CheckpointMoved, startFollower, type ChangeNotice, type ChangeNotices, type EventStore, type Follower, type NoticeFigures, type RecordedEvent } from '@plouf/infra';
import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';
import type { Projector } from './projector.ts';

/** Another runner (or a rebuild) moved the checkpoint under us: infra's follower starts again from where it is. */
export { CheckpointMoved };

/** The stored checkpoint of a read model; 0n before its first batch. */
export async function readCheckpoint(db: Kysely<Database>, readModel: string): Promise<bigint> {
  const row = await db.selectFrom('projection_checkpoints').select('position').where('name', '=', readModel).executeTakeFirst();
  return BigInt(row?.position ?? 0);
}

/** What a batch changed of one read model: the ids, those visitors may learn of, the figures of each (null: more changed). */
interface Changed {
  ids: Set<number>;
  publicIds: Set<number>;
  figures: Map<number, NoticeFigures | null>;
}
const newChanged = (): Changed => ({ ids: new Set(), publicIds: new Set(), figures: new Map() });

/**
 * Applies one batch in one transaction with the checkpoint: a crash replays the batch, never half of
 * it. The checkpoint row is locked and compared, so two runners never both apply a batch.
 */
export async function applyBatch(db: Kysely<Database>, projector: Projector, batch: RecordedEvent[], expected: bigint): Promise<{ changes: ChangeNotice[]; position: bigint }> {
  const position = batch[batch.length - 1]!.position;
  const changes = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('projection_checkpoints').select('position').where('name', '=', projector.readModel).forUpdate().executeTakeFirst();
    if (BigInt(row?.position ?? 0) !== expected) throw new CheckpointMoved(projector.readModel);
    const changed = new Map<string, Changed>([[projector.readModel, newChanged()]]);
    const handled = batch.filter((event) => projector.handles.includes(event.type));
    for (const event of handled) {
      for (const item of await projector.apply(trx, event)) {
        const { readModel, id, public: visible = true, figures } = typeof item === 'number' ? { readModel: projector.readModel, id: item, figures: undefined } : item;
        const group = changed.get(readModel) ?? newChanged();
        changed.set(readModel, group);
        // Figures stand for a row only when every change of it in the batch was of its figures; a
        // later change's figures are laid over the earlier's (each says its own as they now stand).
        const before = group.figures.get(id);
        group.figures.set(id, figures && (!group.ids.has(id) || before) ? { ...before, ...figures } : null);
        group.ids.add(id);
        if (visible) group.publicIds.add(id);
      }
    }
    // What the projector kept for the batch is written, and its figures read, before the checkpoint.
    if (projector.finishBatch && handled.length > 0) {
      for (const { readModel, id, figures } of await projector.finishBatch(trx, handled)) {
        const before = changed.get(readModel)?.figures.get(id);
        if (before && figures) changed.get(readModel)!.figures.set(id, { ...before, ...figures });
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
      const figures = Object.fromEntries([...group.figures].filter((entry): entry is [number, NoticeFigures] => entry[1] !== null));
      const notice: ChangeNotice = { readModel, ids, position: position.toString(), ...(Object.keys(figures).length > 0 && { figures }) };
      return group.publicIds.size === ids.length ? notice : { ...notice, publicIds: [...group.publicIds] };
    });
  });
  return { changes, position };
}

/**
 * A read model stopped on one event its projector cannot apply: it goes no further until that
 * event applies (a fix deployed, or the database back), while every other read model goes on.
 */
export class ProjectionStopped extends Error {
  constructor(
    readonly readModel: string,
    readonly event: RecordedEvent,
    override readonly cause: unknown,
  ) {
    super(`read model ${readModel} cannot apply event ${event.id} (${event.type}, stream ${event.streamId}, position ${event.position}): ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ProjectionStopped';
  }
}

/** Where a read model is stopped, if it is (the waiters answer at once rather than wait for it). */
export async function readFault(db: Kysely<Database>, readModel: string): Promise<{ position: bigint; eventType: string; eventId: string; error: string; since: Date } | null> {
  const row = await db.selectFrom('projection_faults').selectAll().where('read_model', '=', readModel).executeTakeFirst();
  return row ? { position: BigInt(row.position), eventType: row.event_type, eventId: row.event_id, error: row.error, since: row.since } : null;
}

async function recordFault(db: Kysely<Database>, stopped: ProjectionStopped) {
  const { event } = stopped;
  const cause = stopped.cause instanceof Error ? stopped.cause.message : String(stopped.cause);
  await db
    .insertInto('projection_faults')
    .values({ read_model: stopped.readModel, position: event.position.toString(), event_id: event.id, event_type: event.type, stream_id: event.streamId, error: cause.slice(0, 2000), since: new Date() })
    .onConflict((conflict) =>
      conflict.column('read_model').doUpdateSet((eb) => ({ position: event.position.toString(), event_id: event.id, event_type: event.type, stream_id: event.streamId, error: cause.slice(0, 2000), attempts: eb('projection_faults.attempts', '+', 1) })),
    )
    .execute();
}

export interface RunnerOptions {
  store: EventStore;
  db: Kysely<Database>;
  projectors: readonly Projector[];
  notices: ChangeNotices;
  batchSize?: number;
  /** A batch failed; a `ProjectionStopped` names the event the read model is stopped on (told once per event). */
  onError?: (readModel: string, error: unknown) => void;
  /** How long a read model's checkpoint may stay behind what it has passed over (`IDLE_FLUSH_MS`). */
  idleFlushMs?: number;
}

/**
 * A read model's stored checkpoint follows the events it had nothing to do with within this time
 * (docs/adr/0024-performance.md): a batch none of whose events its projector handles costs no
 * transaction; the waiters learn the position from the notice, a restart replays those events to no effect.
 */
export const IDLE_FLUSH_MS = 1000;

/**
 * Follows `$all` for every projector from its own checkpoint and publishes a change notice after
 * each committed batch (a batch with nothing for a projector is passed over without a transaction,
 * its stored checkpoint moved within `IDLE_FLUSH_MS`). A failing batch is applied again event by event: those before the one that
 * fails are kept, and the read model stops on that event (recorded in `projection_faults`, told
 * once, retried with a growing pause up to 30 s) while the others go on. Nothing is skipped.
 *
 * @example
 * const runner = startProjectionRunner({ store, db, projectors: allProjectors, notices });
 * await runner.stop();
 */
export function startProjectionRunner(options: RunnerOptions) {
  const { store, db, notices } = options;
  const flushMs = options.idleFlushMs ?? IDLE_FLUSH_MS;

  const follow = (projector: Projector): Follower => {
    // A fault left by an earlier run is cleared by the first batch that applies.
    let faulted = true;
    let told = '';
    // Where the read model has got to, and where its stored checkpoint is: a batch with nothing for
    // this projector moves the first only; the second follows within `flushMs`.
    let checkpoint = 0n;
    let stored = 0n;
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    // A flush found the stored checkpoint moved (a rebuild): the next batch follows again from it.
    let moved = false;
    // Batches and idle flushes of one read model, one at a time: a flush never races a batch's check.
    let turn: Promise<unknown> = Promise.resolve();
    const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
      const next = turn.then(work);
      turn = next.catch(() => undefined);
      return next;
    };
    const flush = () =>
      inTurn(async () => {
        flushTimer = undefined;
        if (checkpoint === stored) return;
        const position = checkpoint;
        // Only over the checkpoint this runner stored: one moved meanwhile (a rebuild) is followed again.
        const written = await db
          .insertInto('projection_checkpoints')
          .values({ name: projector.readModel, position: position.toString(), updated_at: new Date() })
          .onConflict((conflict) => conflict.column('name').doUpdateSet({ position: position.toString(), updated_at: new Date() }).where('projection_checkpoints.position', '=', stored.toString()))
          .executeTakeFirst();
        if (Number(written.numInsertedOrUpdatedRows ?? 0n) > 0) stored = position;
        else moved = true;
      }).catch((error: unknown) => options.onError?.(projector.readModel, error));
    /** Applies a batch with its checkpoint; the notices to publish once it is committed, the projector's own last. */
    const commit = async (batch: RecordedEvent[]) => {
      const { changes, position } = await applyBatch(db, projector, batch, stored);
      checkpoint = stored = position;
      return [...changes].reverse();
    };
    /** A batch with no event for this projector: no transaction; the waiters are told it is passed. */
    const pass = (batch: RecordedEvent[]): ChangeNotice[] => {
      checkpoint = batch[batch.length - 1]!.position;
      if (flushTimer === undefined) {
        flushTimer = setTimeout(() => void flush(), flushMs);
        flushTimer.unref();
      }
      return [{ readModel: projector.readModel, ids: [], position: checkpoint.toString() }];
    };
    const follower = startFollower({
      name: `read model ${projector.readModel}`,
      store,
      batchSize: options.batchSize ?? 200,
      start: () =>
        inTurn(async () => {
          moved = false;
          checkpoint = stored = await readCheckpoint(db, projector.readModel);
          return checkpoint;
        }),
      handle: (batch) =>
        inTurn(async () => {
          if (moved) throw new CheckpointMoved(projector.readModel);
          // Published once everything is committed: a failed notice never makes a batch applied again.
          const toPublish: ChangeNotice[] = [];
          const publish = async () => {
            for (const notice of toPublish) await notices.publish(notice);
          };
          if (!batch.some((event) => projector.handles.includes(event.type))) toPublish.push(...pass(batch));
          else {
            try {
              toPublish.push(...(await commit(batch)));
            } catch (error) {
              if (error instanceof CheckpointMoved) throw error;
              // Which event? The ones before it are kept; the read model stops on it.
              for (const event of batch) {
                try {
                  toPublish.push(...(await commit([event])));
                } catch (single) {
                  await publish();
                  if (single instanceof CheckpointMoved) throw single;
                  throw new ProjectionStopped(projector.readModel, event, single);
                }
              }
              // Every event applied alone: the batch met a passing trouble, told for what it was.
              options.onError?.(projector.readModel, error);
            }
          }
          // A fault left on an event now passed (applied, or one this projector does not handle) is cleared.
          if (faulted) {
            await db.deleteFrom('projection_faults').where('read_model', '=', projector.readModel).execute();
            faulted = false;
            told = '';
          }
          await publish();
        }),
      async failed(error, failures) {
        if (error instanceof ProjectionStopped) {
          faulted = true;
          await recordFault(db, error).catch(() => undefined);
          if (told !== error.event.id) options.onError?.(projector.readModel, error);
          told = error.event.id;
        } else options.onError?.(projector.readModel, error);
        return Math.min(30_000, 500 * 2 ** Math.min(failures, 6));
      },
    });
    return {
      reached: () => follower.reached(),
      async stop() {
        await follower.stop();
        clearTimeout(flushTimer);
        await flush();
      },
    };
  };

  const followers = options.projectors.map(follow);

  return {
    async stop() {
      await Promise.all(followers.map((follower) => follower.stop()));
    },
  };
}
