/**
 * The event store port: append with an expected revision, read a stream, read `$all` in order, and
 * follow `$all` from a checkpoint (catch-up, then live). Adapters: PostgreSQL, PGlite, EventStoreDB.
 *
 * @example
 * const { position } = await store.appendToStream('contact-12', [{ type: 'ContactReceived', data }], { expectedRevision: 'no_stream' });
 * const sub = store.subscribeToAll({ fromPosition: checkpoint }, async (batch) => { ... });
 */
export interface EventMetadata {
  correlationId?: string;
  causationId?: string;
  userId?: number | null;
  /** ISO 8601; the moment the command was accepted. */
  timestamp?: string;
  [key: string]: unknown;
}

/**
 * The correlation id of the events written at first start rather than by someone's request: the
 * demo data (pools, families, orders, subscribers: made-up people) and the first administrator's
 * account (given its password by the environment). The mailer writes no mail for them.
 */
export const DEMO_SEED_CORRELATION = 'seed';

/**
 * The correlation id of what a process appends in reaction to `cause`: its own, except that what
 * the demo data causes stays the demo's (a demo order paid gives demo cards, and mails nobody).
 */
export const correlationFollowing = (cause: { metadata?: EventMetadata }, own: string) =>
  cause.metadata?.correlationId === DEMO_SEED_CORRELATION ? DEMO_SEED_CORRELATION : own;

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Makes an append idempotent: the same ids appended again are not stored twice. */
  id?: string;
  type: Type;
  data: Data;
  metadata?: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  streamId: string;
  /** 0 for the stream's first event. */
  revision: number;
  /** Position in `$all`; strictly increasing. */
  position: bigint;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/** `no_stream`: the stream must not exist; `any`: no check; a number: the stream's last revision. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendResult {
  /** The stream's revision after the append. */
  nextRevision: number;
  /** `$all` position of the last event appended. */
  position: bigint;
}

export interface ReadAllOptions {
  /** Read the events after this position (exclusive); from the start when absent. */
  after?: bigint | undefined;
  maxCount?: number;
}

export interface SubscribeOptions {
  after?: bigint | undefined;
  batchSize?: number;
}

export interface Subscription {
  stop(): Promise<void>;
  /** Settles when the subscription stops; rejects with the handler's error if it failed. */
  readonly done: Promise<void>;
}

export type BatchHandler = (batch: RecordedEvent[]) => Promise<void>;

/**
 * A data key made for a new subject by the personal-data layer (`infra/src/personal`), to be stored
 * with the append that first seals a value under it (docs/adr/0022-personal-data.md).
 */
export interface NewSubjectKey {
  subject: string;
  wrapped: string;
  wrappedBy: string;
}

export interface AppendOptions {
  expectedRevision?: ExpectedRevision;
  /** Keys of new subjects sealed in these events: stored in the same transaction, under the append lock. */
  newKeys?: NewSubjectKey[];
  /** Every subject whose key seals a value in these events. */
  subjects?: string[];
}

export interface EventStore {
  readonly name: string;
  /** Whether `newKeys` are stored by the append itself (the SQL stores); otherwise the caller stores them first. */
  readonly storesKeys?: boolean;
  appendToStream(streamId: string, events: NewEvent[], options?: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** The ids of the streams whose id starts with `prefix` (the slots of a term: `term-slot-12-`), in the order of their ids. */
  streamsStartingWith(prefix: string): Promise<string[]>;
  /** Delivers every event after `after`, in order, exactly once per delivery, in batches. */
  subscribeToAll(options: SubscribeOptions, handler: BatchHandler): Subscription;
  /** The position of the last event in `$all`, 0n when empty. */
  headPosition(): Promise<bigint>;
  close(): Promise<void>;
}

export class WrongExpectedRevision extends Error {
  readonly code = 'WrongExpectedRevision';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
  }
}

/** Event ids that are already stored, but not as this same append (another stream or position). */
export class DuplicateEventId extends Error {
  readonly code = 'DuplicateEventId';
  constructor(readonly eventId: string) {
    super(`Event ${eventId} is already stored elsewhere`);
  }
}

/** A new subject's key lost to one stored meanwhile by another writer: seal again with `stored` and retry. */
export class SubjectKeyTaken extends Error {
  readonly code = 'SubjectKeyTaken';
  constructor(readonly stored: Array<{ subject: string; wrapped: string }>) {
    super(`Keys stored meanwhile for ${stored.map((key) => key.subject).join(', ')}`);
  }
}

/** A subject erased meanwhile: its values are written as erased, and the append retried. */
export class SubjectErased extends Error {
  readonly code = 'SubjectErased';
  constructor(readonly subjects: string[]) {
    super(`Erased: ${subjects.join(', ')}`);
  }
}
