import type { EventMetadata, EventStore, NewEvent } from '../event-store/port.ts';
import { WrongExpectedRevision } from '../event-store/port.ts';

/**
 * An aggregate's pure decision logic. `decide` throws an `AppError` subclass to refuse; it never
 * reads the clock or makes ids: those arrive on the command.
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

/**
 * Reads the stream, folds it, decides, and appends with the revision it read; on a concurrent
 * append it starts over, a bounded number of times. When the metadata carries an
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
  { retries = 3 }: { retries?: number } = {},
): Promise<HandleResult<Event, State>> {
  const tag = typeof metadata.idempotencyKey === 'string' ? metadata.idempotencyKey : undefined;
  for (let attempt = 0; ; attempt++) {
    const recorded = await store.readStream(streamId);
    let state = decider.initialState();
    for (const event of recorded) state = decider.evolve(state, { type: event.type, data: event.data } as Event);
    // The same request already appended here (it was repeated after its answer was lost): nothing twice.
    const done = tag === undefined ? [] : recorded.filter((event) => event.metadata.idempotencyKey === tag);
    if (done.length > 0) return { events: [], state, position: done[done.length - 1]!.position };
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, position: undefined };
    const revision = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1]!.revision;
    try {
      const toAppend: NewEvent[] = events.map((event) => ({ type: event.type, data: event.data, metadata }));
      const { position } = await store.appendToStream(streamId, toAppend, { expectedRevision: revision });
      for (const event of events) state = decider.evolve(state, event);
      return { events, state, position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision) || attempt >= retries) throw error;
    }
  }
}
