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
}

/** What this process keeps per store: a queue per stream, and the streams as last folded. */
const local = new WeakMap<EventStore, { queue: KeyedQueue; folded: FoldedStreams }>();
const localOf = (store: EventStore) => {
  let kept = local.get(store);
  if (!kept) local.set(store, (kept = { queue: createKeyedQueue(), folded: createFoldedStreams() }));
  return kept;
};

/**
 * Folds the stream, decides, and appends with the revision it folded. Commands on the same stream
 * in this process wait for each other, so they never conflict; the stream as last folded here is
 * kept, and only the events appended since (by another process) are read. A concurrent append
 * from another process starts it over from a fresh read, a bounded number of times, after a short
 * random pause (so two processes do not collide again in step). When the metadata carries an
 * `idempotencyKey` that an event of the stream already carries, the command was carried out
 * before: nothing is decided or appended, and the position is that event's.
 *
 * @example
 * const { position } = await handleCommand(store, contactStream(12), contactDecider, { type: 'MarkContactRead', ... }, meta);
 */
export async function handleCommand<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata: EventMetadata,
  { retries = 10 }: { retries?: number } = {},
): Promise<HandleResult<Event, State>> {
  const tag = typeof metadata.idempotencyKey === 'string' ? metadata.idempotencyKey : undefined;
  const { queue, folded } = localOf(store);
  return queue.run(streamId, async () => {
    for (let attempt = 0; ; attempt++) {
      const known = folded.get<State>(streamId, decider) ?? { state: decider.initialState(), revision: -1, tags: new Map<string, bigint>() };
      const current = foldIn(decider, known, await store.readStream(streamId, { fromRevision: known.revision + 1 }));
      folded.set(streamId, decider, current);
      // The same request already appended here (it was repeated after its answer was lost): nothing twice.
      const done = tag === undefined ? undefined : current.tags.get(tag);
      if (done !== undefined) return { events: [], state: current.state, position: done };
      const events = decider.decide(command, current.state);
      if (events.length === 0) return { events, state: current.state, position: undefined };
      try {
        const toAppend: NewEvent[] = events.map((event) => ({ type: event.type, data: event.data, metadata }));
        const expectedRevision = current.revision === -1 ? 'no_stream' : current.revision;
        const { nextRevision, position } = await store.appendToStream(streamId, toAppend, { expectedRevision });
        let state = current.state;
        for (const event of events) state = decider.evolve(state, event);
        if (tag !== undefined) current.tags.set(tag, position);
        folded.set(streamId, decider, { state, revision: nextRevision, tags: current.tags });
        return { events, state, position };
      } catch (error) {
        // Whatever happened to this append, the next attempt starts from what is stored.
        folded.drop(streamId);
        if (!(error instanceof WrongExpectedRevision) || attempt >= retries) throw error;
        await pause(Math.random() * 5 * 2 ** Math.min(attempt, 4));
      }
    }
  });
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
  const known = folded.get<State>(streamId, decider) ?? { state: decider.initialState(), revision: -1, tags: new Map<string, bigint>() };
  const current = foldIn(decider as Decider<unknown, Event, State>, known, await store.readStream(streamId, { fromRevision: known.revision + 1 }));
  if (current !== known) folded.set(streamId, decider, current);
  return current.state;
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
  return { state, revision: recorded[recorded.length - 1]!.revision, tags: known.tags };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
