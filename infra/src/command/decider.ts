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

/** A command waiting for its stream's turn, with what settles it; a held place (not ready) has no command yet. */
interface Waiting {
  decider: Decider<unknown, { type: string; data: unknown }, unknown>;
  command: unknown;
  metadata: EventMetadata;
  retries: number;
  /** Its stream is named by an id its request was just handed: assumed empty without a read (the append's expected revision checks it). */
  newStream?: boolean;
  /** Its place in the stream's line: the order its request arrived in (held), else the order it came in ({@link nextArrival}). */
  order: number;
  /** Its command is there; a held place is not, until its request has made its checks. */
  ready: boolean;
  resolve(result: HandleResult<{ type: string; data: unknown }, unknown>): void;
  reject(error: unknown): void;
}

/** A stream's line: the commands (and held places) waiting, in order; whether its turn is queued. */
interface Line {
  items: Waiting[];
  scheduled: boolean;
}

/** What this process keeps per store: a queue per stream, the commands waiting on it, and the streams as last folded. */
const local = new WeakMap<EventStore, { queue: KeyedQueue; waiting: Map<string, Line>; folded: FoldedStreams; contended: Map<string, number> }>();
const localOf = (store: EventStore) => {
  let kept = local.get(store);
  if (!kept) local.set(store, (kept = { queue: createKeyedQueue(), waiting: new Map(), folded: createFoldedStreams(), contended: new Map() }));
  return kept;
};

/**
 * A stream another process appended to while this one's fold was behind is read before it decides,
 * for this long: there, deciding on the fold would mostly lose a round trip to a refused append.
 */
const CONTENDED_MS = 10_000;
/** At most this many contended streams are remembered (the oldest go first). */
const CONTENDED_KEPT = 1000;

/** At most this many commands are decided together and appended in one go. */
const GROUP = 100;

let arrivals = 0;
/**
 * The next number in this process's order of arrival: a request takes one when it arrives (the HTTP
 * app's first hook), a command one when it reaches its stream's line; a held place keeps its
 * request's ({@link holdTurn}).
 */
export const nextArrival = () => ++arrivals;
/** A held place whose request has not brought its command by then is given up (the command, if it comes, goes last). */
const HOLD_MS = 15_000;

/** Puts an item in its stream's line, before the first of a later order (a held place keeps its request's arrival). */
function enter(store: EventStore, streamId: string, item: Waiting) {
  const { waiting } = localOf(store);
  let line = waiting.get(streamId);
  if (!line) waiting.set(streamId, (line = { items: [], scheduled: false }));
  const at = line.items.findIndex((other) => other.order > item.order);
  if (at === -1) line.items.push(item);
  else line.items.splice(at, 0, item);
  schedule(store, streamId);
}

/** Queues the stream's turn when its first item is ready and no turn is queued already. */
function schedule(store: EventStore, streamId: string) {
  const { waiting, queue } = localOf(store);
  const line = waiting.get(streamId);
  if (!line || line.scheduled || !line.items[0]?.ready) return;
  line.scheduled = true;
  void queue.run(streamId, () => takeTurn(store, streamId));
}

/**
 * Folds the stream, decides, and appends with the revision it folded. Commands on the same stream
 * in this process take turns, so they never conflict; those that arrived while the stream was busy
 * are decided together on its next turn, one after the other on the state each leaves, and their
 * events appended in one go (200 bookings of one course are a few appends, not 200). The stream as
 * last folded here is kept, and a command is decided on it without a read (issue 42: a round trip
 * less): the append's expected revision is the check, and when another process appended meanwhile
 * the append is refused and the turn starts over from a read. A stream named by an id just handed
 * out (`newStream`) is decided as empty the same way. A refusal, or a command that changes nothing,
 * is only given once a read has shown the fold was not behind: a rule refuses on the stream as
 * stored. A concurrent append from another process starts the turn over from a fresh read, a
 * bounded number of times, after a short random pause. When the metadata carries an `idempotencyKey` that an
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
  { retries = 10, newStream = false }: HandleOptions = {},
): Promise<HandleResult<Event, State>> {
  return new Promise((resolve, reject) => {
    const item = { decider, command, metadata, retries, newStream, order: nextArrival(), ready: true, resolve, reject } as unknown as Waiting;
    enter(store, streamId, item);
  });
}

export interface HandleOptions {
  /** How many times a turn starts over after another process appended first (10). */
  retries?: number;
  /**
   * The stream is named by an id the request was just handed (a new contact, order, message): it is
   * decided as empty without a read. Only a hint: a stream that is not empty refuses the append, and
   * the turn starts over from a read.
   */
  newStream?: boolean;
}

/** A place held in a stream's line for a command that is still being prepared (see {@link holdTurn}). */
export interface HeldTurn {
  /** The command, decided in the place held (or last, when the place was given up meanwhile). */
  handle<Command, Event extends { type: string; data: unknown }, State>(
    decider: Decider<Command, Event, State>,
    command: Command,
    metadata: EventMetadata,
    options?: HandleOptions,
  ): Promise<HandleResult<Event, State>>;
  /** Gives the place up (the request was refused before it got there): those behind move on. */
  release(): void;
}

/**
 * Holds a place in a stream's line in the order of `order` (a request's arrival at the server), so
 * that commands are decided in the order their requests arrived and not in the order their checks
 * happened to finish (issue 42: a term's waiting list in order of arrival). The stream's turns stop
 * at a held place until its command comes or it is released; a place not used within
 * {@link HOLD_MS} is given up.
 *
 * @example
 * const held = holdTurn(store, termSlotStream(7, 3), request.arrival);
 * try { await checks(); await held.handle(termSlotDecider, command, metadata); } finally { held.release(); }
 */
export function holdTurn(store: EventStore, streamId: string, order: number): HeldTurn {
  let state: 'held' | 'used' | 'released' = 'held';
  const item = { decider: undefined, command: undefined, metadata: {}, retries: 10, order, ready: false, resolve: () => undefined, reject: () => undefined } as unknown as Waiting;
  const release = () => {
    if (state !== 'held') return;
    state = 'released';
    clearTimeout(timer);
    const line = localOf(store).waiting.get(streamId);
    const at = line?.items.indexOf(item) ?? -1;
    if (line && at !== -1) line.items.splice(at, 1);
    if (line && line.items.length === 0 && !line.scheduled) localOf(store).waiting.delete(streamId);
    schedule(store, streamId);
  };
  const timer = setTimeout(release, HOLD_MS);
  timer.unref?.();
  enter(store, streamId, item);
  return {
    handle(decider, command, metadata, options) {
      if (state !== 'held') return handleCommand(store, streamId, decider, command, metadata, options);
      state = 'used';
      clearTimeout(timer);
      return new Promise((resolve, reject) => {
        Object.assign(item, { decider, command, metadata, retries: options?.retries ?? 10, newStream: options?.newStream ?? false, ready: true, resolve, reject });
        schedule(store, streamId);
      });
    },
    release,
  };
}

/** The stream's turn: the commands ready at the head of its line (the first run of one decider), decided and appended together. */
async function takeTurn(store: EventStore, streamId: string) {
  const { waiting, folded, contended } = localOf(store);
  const line = waiting.get(streamId);
  if (!line) return;
  line.scheduled = false;
  const list = line.items;
  let size = 0;
  while (size < list.length && size < GROUP && list[size]!.ready && list[size]!.decider === list[0]!.decider) size++;
  const group = list.splice(0, size);
  if (list.length === 0) waiting.delete(streamId);
  else schedule(store, streamId);
  if (group.length === 0) return;
  const decider = group[0]!.decider;
  // Decided on what this process folded, without a read, unless another process has been appending here lately.
  const contendedUntil = contended.get(streamId);
  if (contendedUntil !== undefined && contendedUntil <= Date.now()) contended.delete(streamId);
  let unread = !contended.has(streamId);
  for (let attempt = 0; ; attempt++) {
    const kept = folded.get<unknown>(streamId, decider);
    const known = kept ?? { state: decider.initialState(), revision: -1, position: undefined, tags: new Map<string, bigint>() };
    // On its fold when it is as far as any this process keeps of the stream (another decider may have appended here since).
    const head = folded.head(streamId);
    const optimistic = unread && (kept !== undefined ? kept.revision === head : head === undefined && group.some((item) => item.newStream));
    unread = false;
    let outcomes: Array<{ events: { type: string; data: unknown }[]; state: unknown; position?: bigint; error?: unknown }>;
    let current: FoldedStream<unknown>;
    try {
      current = optimistic ? known : foldIn(decider, known, await store.readStream(streamId, { fromRevision: known.revision + 1 }));
      if (current !== kept) folded.set(streamId, decider, current);
      outcomes = decideGroup(decider, group, current);
      // A refusal, or nothing to do, stands only on the stream as stored: read what came since, and decide again if anything did.
      if (optimistic && outcomes.some((outcome) => outcome.error !== undefined || (outcome.events.length === 0 && outcome.position === undefined))) {
        const since = await store.readStream(streamId, { fromRevision: current.revision + 1 });
        if (since.length > 0) {
          current = foldIn(decider, current, since);
          folded.set(streamId, decider, current);
          outcomes = decideGroup(decider, group, current);
        }
      }
    } catch (error) {
      for (const item of group) item.reject(error);
      return;
    }
    // When the events were decided (a request may have waited its turn long after its `timestamp`): a
    // process's grace before it finishes what the request does counts from here.
    const decidedAt = new Date().toISOString();
    const toAppend: NewEvent[] = group.flatMap((item, index) => outcomes[index]!.events.map((event) => ({ type: event.type, data: event.data, metadata: { ...item.metadata, decidedAt } })));
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
        // A fold refused only for being behind is kept (the next attempt reads what came since); after
        // anything else, the next attempt starts from what is stored.
        if (!(optimistic && error instanceof WrongExpectedRevision)) folded.drop(streamId);
        if (!(error instanceof WrongExpectedRevision) || attempt >= Math.min(...group.map((item) => item.retries))) {
          for (const item of group) item.reject(error);
          return;
        }
        // Another process appended here: its next turns read first for a while.
        contended.delete(streamId);
        contended.set(streamId, Date.now() + CONTENDED_MS);
        if (contended.size > CONTENDED_KEPT) contended.delete(contended.keys().next().value!);
        // A fold that was only behind starts over at once; a race lost after a read pauses first.
        if (!optimistic) await pause(Math.random() * 5 * 2 ** Math.min(attempt, 4));
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

/** Each command of a turn decided on the state the one before it leaves (a repeat already stored decides nothing). */
function decideGroup(decider: Waiting['decider'], group: readonly Waiting[], current: FoldedStream<unknown>) {
  let state = current.state;
  return group.map((item): { events: { type: string; data: unknown }[]; state: unknown; position?: bigint; error?: unknown } => {
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
