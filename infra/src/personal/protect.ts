import { SubjectErased, SubjectKeyTaken, type EventStore, type NewEvent, type NewSubjectKey, type RecordedEvent } from '../event-store/port.ts';
import { ERASED, openValues, pointerTo, sealValues, sealedParts, type PersonalKind, type SealedParts } from './cipher.ts';
import type { SubjectKeys } from './keys.ts';

/** One personal value of an event: where it is in `data`, whose it is, what it is. */
export interface PersonalField {
  path: ReadonlyArray<string | number>;
  subject: string;
  kind: PersonalKind;
}

/**
 * What the protected store must know of the events (given by the write side, which owns their shapes):
 * `fieldsOf` names an event's personal values; `erasedBy` the subjects an event says were erased
 * (their keys are gone: a reader forgets what it held of them).
 */
export interface PersonalSchema {
  fieldsOf(event: { type: string; data: unknown }): PersonalField[];
  erasedBy(event: { type: string; data: unknown }): string[] | undefined;
}

/** The metadata of an event holding sealed values: `{ [subject]: sealed values }`; a reader opens only those. */
export const SEALED_FLAG = 'sealed';
type SealedMetadata = Record<string, string>;
const sealedOf = (metadata: Record<string, unknown> | undefined): SealedMetadata | undefined => {
  const sealed = metadata?.[SEALED_FLAG];
  return sealed && typeof sealed === 'object' ? (sealed as SealedMetadata) : undefined;
};

const isObject = (value: unknown): value is Record<string | number, unknown> => typeof value === 'object' && value !== null;

const getAt = (root: unknown, path: ReadonlyArray<string | number>): unknown => path.reduce<unknown>((node, step) => (isObject(node) ? node[step] : undefined), root);

/**
 * A copy of `root` written at some paths: only the objects and arrays along those paths are copied
 * (the caller's event is never changed, and nothing else of it is copied).
 */
class CopyOnWrite {
  readonly root: Record<string | number, unknown>;
  private readonly copied = new Set<object>();
  constructor(source: unknown) {
    this.root = isObject(source) ? this.copy(source) : {};
  }
  private copy<T extends object>(node: T): T {
    const made = (Array.isArray(node) ? [...node] : { ...node }) as T;
    this.copied.add(made);
    return made;
  }
  set(path: ReadonlyArray<string | number>, value: unknown) {
    let node = this.root;
    const last = path.length - 1;
    for (let step = 0; step < last; step += 1) {
      const child = node[path[step]!];
      if (!isObject(child)) return;
      if (this.copied.has(child)) node = child;
      else {
        const made = this.copy(child);
        node[path[step]!] = made;
        node = made;
      }
    }
    node[path[last]!] = value;
  }
}

/** Every sealed string in a value, with where it is. */
function collectSealed(node: unknown, path: Array<string | number>, found: Array<{ path: Array<string | number>; value: string }>) {
  if (typeof node === 'string') {
    if (sealedParts(node)) found.push({ path: [...path], value: node });
  } else if (Array.isArray(node)) {
    node.forEach((item, index) => collectSealed(item, [...path, index], found));
  } else if (isObject(node)) {
    for (const [key, item] of Object.entries(node)) collectSealed(item, [...path, key], found);
  }
}

const erasedValue = (kind: PersonalKind) => structuredClone(ERASED[kind]) as unknown;

/**
 * The event store with personal values sealed (docs/adr/0022-personal-data.md): an append seals
 * each personal value of its events under its subject's key (a new subject's key stored by the same
 * append), every read opens them, and a value whose subject was erased reads as erased (`ERASED`).
 * Events keep their shape and their ids; everything above this layer (deciders, projectors, processes,
 * the mailer, histories) sees values in clear, or erased.
 */
export function protectEventStore(inner: EventStore, keys: SubjectKeys, schema: PersonalSchema): EventStore & { sealEvents: typeof sealEvents; openEvents: typeof openEvents } {
  /**
   * The events as stored: personal values sealed, erased ones written as erased. `subjects`: those the
   * events hold values of, not erased; `newKeys`: keys made here for subjects this process had not
   * met, to be stored with the append (`made`: the same keys, kept once it is stored).
   * Synchronous and written for the usual append (one event, one subject): it runs inside every append.
   */
  function seal(events: NewEvent[]) {
    const found = { subjects: new Set<string>(), newKeys: [] as NewSubjectKey[], made: new Map<string, Buffer>() };
    // A subject this process has not met gets a new key at once, without asking the table: the append
    // stores it, or answers with the key stored before (`SubjectKeyTaken`) and the events are sealed again.
    const keyOf = (subject: string) => {
      const state = keys.peek(subject);
      if (state) return 'key' in state ? state.key : undefined;
      let key = found.made.get(subject);
      if (!key) {
        const candidate = keys.candidate(subject);
        key = candidate.key;
        found.made.set(subject, key);
        found.newKeys.push(candidate.stored);
      }
      return key;
    };
    const sealed = events.map((event): NewEvent => {
      let data: CopyOnWrite | undefined;
      // One seal per subject: its values of this event, in one array; pointers in their places.
      let bySubject: Map<string, { key: Buffer; values: unknown[] }> | undefined;
      for (const field of schema.fieldsOf(event)) {
        const value = getAt(event.data, field.path);
        if (value === undefined || value === null) continue;
        found.subjects.add(field.subject);
        // Values sealed already (an event read back and appended again) stay as they are.
        if (sealedParts(value)) continue;
        data ??= new CopyOnWrite(event.data);
        let entry = bySubject?.get(field.subject);
        if (!entry) {
          const key = keyOf(field.subject);
          if (!key) {
            data.set(field.path, erasedValue(field.kind));
            continue;
          }
          entry = { key, values: [] };
          (bySubject ??= new Map()).set(field.subject, entry);
        }
        data.set(field.path, pointerTo(field.kind, field.subject, entry.values.length));
        entry.values.push(value);
      }
      if (!data) return event;
      if (!bySubject) return { ...event, data: data.root };
      const metadata: SealedMetadata = {};
      for (const [subject, { key, values }] of bySubject) metadata[subject] = sealValues(subject, key, values);
      return { ...event, data: data.root, metadata: { ...event.metadata, [SEALED_FLAG]: metadata } };
    });
    const subjects: string[] = [];
    for (const subject of found.subjects) {
      const state = keys.peek(subject);
      if (!(state && 'erased' in state)) subjects.push(subject);
    }
    return { events: sealed, subjects, newKeys: found.newKeys, made: found.made };
  }
  const sealEvents = async (events: NewEvent[]) => seal(events);

  /**
   * Events already opened, by the recorded event they were opened from, with the key each subject was
   * opened with: the followers of a process (projectors, processes, the mailer) read the same batch
   * of `$all` and would each open it again (issue 42). Used only while every one of those keys is
   * still the subject's: an erasure (a key forgotten) or a key adopted meanwhile opens it again.
   */
  const opened = new WeakMap<RecordedEvent, { event: RecordedEvent; keys: Array<[string, Buffer | undefined]> }>();
  const keyNow = (subject: string) => {
    const state = keys.peek(subject);
    return state && 'key' in state ? state.key : undefined;
  };

  /** The events as read: sealed values opened, or erased; an erasure read makes this process forget the subjects' keys. */
  async function openEvents(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    // Keys are deleted before the erasure is appended: an erasure in the batch is forgotten before
    // anything of the batch is opened (what this process held of the subjects is stale).
    for (const event of events) {
      const erased = schema.erasedBy(event);
      if (erased) keys.forget(erased);
    }
    // Every sealed event of the batch first, then the keys of all their subjects in one read.
    const subjects = new Set<string>();
    for (const event of events) for (const subject of Object.keys(sealedOf(event.metadata) ?? {})) subjects.add(subject);
    if (subjects.size === 0) return events;
    await keys.load(subjects, { sealedSeen: true });
    let result: RecordedEvent[] | undefined;
    for (let index = 0; index < events.length; index += 1) {
      const event = events[index]!;
      const sealed = sealedOf(event.metadata);
      if (!sealed) continue;
      const kept = opened.get(event);
      if (kept && kept.keys.every(([subject, key]) => keyNow(subject) === key)) {
        result ??= events.slice();
        result[index] = kept.event;
        continue;
      }
      const values = new Map<string, unknown[] | undefined>();
      const usedKeys: Array<[string, Buffer | undefined]> = [];
      for (const [subject, body] of Object.entries(sealed)) {
        const key = keyNow(subject);
        usedKeys.push([subject, key]);
        try {
          values.set(subject, key ? openValues(subject, key, body) : undefined);
        } catch {
          // Sealed under a key that is no longer the subject's (erased in another process meanwhile): erased.
          values.set(subject, undefined);
        }
      }
      const found: Array<{ path: Array<string | number>; value: string }> = [];
      collectSealed(event.data, [], found);
      const data = new CopyOnWrite(event.data);
      for (const item of found) {
        const parts: SealedParts = sealedParts(item.value)!;
        const subjectValues = values.get(parts.subject);
        data.set(item.path, subjectValues && parts.index < subjectValues.length ? subjectValues[parts.index] : erasedValue(parts.kind));
      }
      const openedEvent = { ...event, data: data.root };
      opened.set(event, { event: openedEvent, keys: usedKeys });
      result ??= events.slice();
      result[index] = openedEvent;
    }
    return result ?? events;
  }

  const MAX_TRIES = 5;
  return {
    ...inner,
    name: inner.name,
    sealEvents,
    openEvents,
    async appendToStream(streamId, events, options = {}) {
      for (let attempt = 1; ; attempt += 1) {
        const sealed = seal(events);
        try {
          if (sealed.newKeys.length > 0 && !inner.storesKeys) {
            const stored = await keys.storeNew(sealed.newKeys);
            const lost = (stored ?? []).filter((row) => sealed.newKeys.some((key) => key.subject === row.subject && key.wrapped !== row.wrapped));
            const gone = sealed.newKeys.filter((key) => !(stored ?? []).some((row) => row.subject === key.subject)).map((key) => key.subject);
            if (lost.length > 0) throw new SubjectKeyTaken(lost);
            if (gone.length > 0) throw new SubjectErased(gone);
          }
          const result = await inner.appendToStream(streamId, sealed.events, {
            ...options,
            ...(sealed.newKeys.length > 0 && inner.storesKeys ? { newKeys: sealed.newKeys, subjects: sealed.subjects } : {}),
          });
          for (const [subject, key] of sealed.made) keys.adopt(subject, key);
          return result;
        } catch (error) {
          if (attempt >= MAX_TRIES) throw error;
          if (error instanceof SubjectKeyTaken) keys.adoptStored(error.stored);
          else if (error instanceof SubjectErased) keys.markErased(error.subjects);
          else throw error;
        }
      }
    },
    async readStream(streamId, options) {
      return openEvents(await inner.readStream(streamId, options));
    },
    async readAll(options) {
      return openEvents(await inner.readAll(options));
    },
    subscribeToAll(options, handler) {
      return inner.subscribeToAll(options, async (batch) => handler(await openEvents(batch)));
    },
    streamsStartingWith: (prefix) => inner.streamsStartingWith(prefix),
    headPosition: () => inner.headPosition(),
    close: () => inner.close(),
  };
}
