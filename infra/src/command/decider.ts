import type { EventMetadata, EventStore, NewEvent, RecordedEvent } from '../event-store/port.ts';
import { WrongExpectedRevision } from '../event-store/port.ts';
import { createFoldedStreams, type FoldedStream, type FoldedStreams } from './folded-streams.ts';
import { createKeyedQueue, type KeyedQueue } from './keyed-queue.ts';

/**
 * An aggregate's pure decision logic. `decide` throws an `AppError` subclass to refuse; it never
 * reads the clock or makes ids: those arrive on the command. `evolve` returns a new state and never
 * changes the one it is given: `handleCommand` keeps states between commands.
 */
export interface Decider<Command, Event extends { type: string; data: unknown }, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState: () => State;
}

export interface HandleResult<Event, State> {
  events: Event[];
  state: State;
  /** `$all` position of the last appended event; undefined when the command changed nothing. */
  position: bigint | undefined;
  /**
   * `$all` position of the stream's last event once the command is settled: what it decided on,
   * even when it changed nothing. A request that waits for it answers with at least what it read.
   */
  seen: bigint | undefined;
}

/** A command waiting for its stream's turn, with what settles it. */
interface Waiting {
  decider: Decider<unknown, { type: string; data: unknown }, unknown>;
  command: unknown;
  metadata: EventMetadata;
  retries: number;
  resolve(result: HandleResult<{ type: string; data: unknown }, unknown>): void;
  reject(error: unknown): void;
}

/** What this process keeps per store: a queue per stream, the commands waiting on it, and the streams as last folded. */
const local = new WeakMap<EventStore, { queue: KeyedQueue; waiting: Map<string, Waiting[]>; folded: FoldedStreams }>();
const localOf = (store: EventStore) => {
  let kept = local.get(store);
  if (!kept) local.set(store, (kept = { queue: createKeyedQueue(), waiting: new Map(), folded: createFoldedStreams() }));
  return kept;
};

/** At most this many commands are decided together and appended in one go. */
const GROUP = 100;

/**
 * Folds the stream, decides, and appends with the revision it folded. Commands on the same stream
 * in this process take turns, so they never conflict; those that arrived while the stream was busy
 * are decided together on its next turn, one after the other on the state each leaves, and their
 * events appended in one go (200 bookings of one course are a few appends, not 200). The stream as
 * last folded here is kept, and only the events appended since (by another process) are read. A
 * concurrent append from another process starts the turn over from a fresh read, a bounded number
 * of times, after a short random pause. When the metadata carries an `idempotencyKey` that an
 * event of the stream already carries, the command was carried out before: nothing is decided or
 * appended, and the position is that event's. A refusal (`decide` throws) fails its command only.
 *
 * @example
 * const { position } = await handleCommand(store, contactStream(12), contactDecider, { type: 'MarkContactRead', ... }, meta);
 */
export function handleCommand<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata: EventMetadata,
  { retries = 10 }: { retries?: number } = {},
): Promise<HandleResult<Event, State>> {
  const { queue, waiting } = localOf(store);
  return new Promise((resolve, reject) => {
    const item = { decider, command, metadata, retries, resolve, reject } as unknown as Waiting;
    const list = waiting.get(streamId);
    if (list) return void list.push(item);
    waiting.set(streamId, [item]);
    void queue.run(streamId, () => takeTurn(store, streamId));
  });
}

/** The stream's turn: the commands waiting on it (the first run of one decider), decided and appended together. */
async function takeTurn(store: EventStore, streamId: string) {
  const { waiting, folded, queue } = localOf(store);
  const list = waiting.get(streamId) ?? [];
  let size = 0;
  while (size < list.length && size < GROUP && list[size]!.decider === list[0]!.decider) size++;
  const group = list.splice(0, size);
  if (list.length === 0) waiting.delete(streamId);
  else void queue.run(streamId, () => takeTurn(store, streamId));
  if (group.length === 0) return;
  const decider = group[0]!.decider;
  for (let attempt = 0; ; attempt++) {
    const known = folded.get<unknown>(streamId, decider) ?? { state: decider.initialState(), revision: -1, position: undefined, tags: new Map<string, bigint>() };
    let outcomes: Array<{ events: { type: string; data: unknown }[]; state: unknown; position?: bigint; error?: unknown }>;
    let current: FoldedStream<unknown>;
    try {
      current = foldIn(decider, known, await store.readStream(streamId, { fromRevision: known.revision + 1 }));
      folded.set(streamId, decider, current);
      let state = current.state;
      outcomes = group.map((item) => {
        const tag = typeof item.metadata.idempotencyKey === 'string' ? item.metadata.idempotencyKey : undefined;
        // The same request already appended here (it was repeated after its answer was lost): nothing twice.
        const done = tag === undefined ? undefined : current.tags.get(tag);
        if (done !== undefined) return { events: [], state, position: done };
        try {
          const events = decider.decide(item.command, state);
          for (const event of events) state = decider.evolve(state, event);
          return { events, state };
        } catch (error) {
          return { events: [], state, error };
        }
      });
    } catch (error) {
      for (const item of group) item.reject(error);
      return;
    }
    const toAppend: NewEvent[] = group.flatMap((item, index) => outcomes[index]!.events.map((event) => ({ type: event.type, data: event.data, metadata: item.metadata })));
    let position: bigint | undefined;
    if (toAppend.length > 0) {
      try {
        const expectedRevision = current.revision === -1 ? 'no_stream' : current.revision;
        const appended = await store.appendToStream(streamId, toAppend, { expectedRevision });
        position = appended.position;
        group.forEach((item, index) => {
          const tag = item.metadata.idempotencyKey;
          if (typeof tag === 'string' && outcomes[index]!.events.length > 0) current.tags.set(tag, appended.position);
        });
        current = { state: outcomes[outcomes.length - 1]!.state, revision: appended.nextRevision, position: appended.position, tags: current.tags };
        folded.set(streamId, decider, current);
      } catch (error) {
        // Whatever happened to this append, the next attempt starts from what is stored.
        folded.drop(streamId);
        if (!(error instanceof WrongExpectedRevision) || attempt >= Math.min(...group.map((item) => item.retries))) {
          for (const item of group) item.reject(error);
          return;
        }
        await pause(Math.random() * 5 * 2 ** Math.min(attempt, 4));
        continue;
      }
    }
    group.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if (outcome.error !== undefined) item.reject(outcome.error);
      else item.resolve({ events: outcome.events, state: outcome.state, position: outcome.position ?? (outcome.events.length > 0 ? position : undefined), seen: current.position });
    });
    return;
  }
}

/**
 * A stream's state as the decider folds it, through this process's kept fold: only the events
 * appended since are read. For the checks a request makes before it decides (never behind what is
 * stored when it reads; the command itself decides again on its turn).
 *
 * @example
 * const course = await foldStream(store, courseStream(7), courseDecider);
 */
export async function foldStream<Event extends { type: string; data: unknown }, State>(store: EventStore, streamId: string, decider: Decider<never, Event, State>): Promise<State> {
  const { folded } = localOf(store);
  const known = folded.get<State>(streamId, decider) ?? { state: decider.initialState(), revision: -1, position: undefined, tags: new Map<string, bigint>() };
  const current = foldIn(decider as Decider<unknown, Event, State>, known, await store.readStream(streamId, { fromRevision: known.revision + 1 }));
  if (current !== known) folded.set(streamId, decider, current);
  return current.state;
}

/**
 * A command that erases personal data (docs/adr/0022-personal-data.md) runs in this order: decided on
 * the stream as it stands, so that no key is deleted for a command that is refused (its error is
 * thrown) or has nothing left to do (false is returned); then `erase` deletes the subjects' keys (the
 * ledger keeps them); then `append` appends the command, decided again on its turn. A failure between
 * the two leaves the key deleted and the erasure in the ledger: the command can be run again.
 *
 * @example
 * await eraseFirst(store, contactStream(7), contactDecider, command, {
 *   erase: () => eraseSubjects([contactSubject(7)], command.data.erasureId),
 *   append: () => ctx.handle(contactStream(7), contactDecider, command),
 * });
 */
export async function eraseFirst<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  steps: { erase(): Promise<void>; append(): Promise<unknown> },
): Promise<boolean> {
  if (decider.decide(command, await foldStream(store, streamId, decider as Decider<never, Event, State>)).length === 0) return false;
  await steps.erase();
  await steps.append();
  return true;
}

/** The events read since `known` folded in (its tags are updated in place: only this stream's turn uses them). */
function foldIn<Event extends { type: string; data: unknown }, State>(
  decider: Decider<unknown, Event, State>,
  known: FoldedStream<State>,
  recorded: RecordedEvent[],
): FoldedStream<State> {
  if (recorded.length === 0) return known;
  let state = known.state;
  for (const event of recorded) {
    state = decider.evolve(state, { type: event.type, data: event.data } as Event);
    if (typeof event.metadata.idempotencyKey === 'string') known.tags.set(event.metadata.idempotencyKey, event.position);
  }
  const last = recorded[recorded.length - 1]!;
  return { state, revision: last.revision, position: last.position, tags: known.tags };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
