import { randomUUID } from 'node:crypto';
import {
  ANY,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type JSONType,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { catchUpSubscription, createWakeSignal } from './catch-up.ts';
import { WrongExpectedRevision, type EventStore, type ReadAllOptions, type RecordedEvent } from './port.ts';

/**
 * The EventStoreDB adapter (`EVENTSTORE_URL`, e.g. `esdb://localhost:2113?tls=false`). Positions are
 * commit positions in `$all`; system events (`$…`) are left out. Catch-up reads `$all` like the other
 * adapters; a live subscription only wakes it up.
 */
export function createEventStoreDbEventStore(connectionString: string): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);
  const wake = createWakeSignal();
  let live: ReturnType<EventStoreDBClient['subscribeToAll']> | undefined;

  const startLiveWakeUps = () => {
    if (live) return;
    live = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    live.on('data', () => wake.wake());
    live.on('error', () => {
      live = undefined;
    });
  };

  const toRecorded = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined => {
    const event = resolved.event;
    if (!event || event.type.startsWith('$') || !event.isJson) return undefined;
    return {
      id: event.id,
      streamId: event.streamId,
      revision: Number(event.revision),
      position: event.position?.commit ?? 0n,
      type: event.type,
      data: event.data,
      metadata: (event.metadata ?? {}) as RecordedEvent['metadata'],
    };
  };

  const readAll = async ({ after, maxCount = 500 }: ReadAllOptions = {}) => {
    const events: RecordedEvent[] = [];
    const fromPosition = after === undefined || after === 0n ? START : { commit: after, prepare: after };
    // The read starts at `after` itself and may meet system events: read a little more than asked.
    for await (const resolved of client.readAll({ fromPosition, direction: FORWARDS, maxCount: maxCount + 64 })) {
      const recorded = toRecorded(resolved);
      if (!recorded || (after !== undefined && recorded.position <= after)) continue;
      events.push(recorded);
      if (events.length >= maxCount) break;
    }
    return events;
  };

  // The streams of a prefix seen so far, and where in `$all` the look stopped (system events
  // included, so a long run of them is passed, not taken for the end): each look reads on from there.
  const prefixes = new Map<string, { streams: Set<string>; from: { commit: bigint; prepare: bigint } | undefined }>();
  const streamsStartingWith = async (prefix: string) => {
    const seen = prefixes.get(prefix) ?? { streams: new Set<string>(), from: undefined };
    prefixes.set(prefix, seen);
    for (;;) {
      const from = seen.from;
      let moved = false;
      for await (const resolved of client.readAll({ fromPosition: from ?? START, direction: FORWARDS, maxCount: 1000 })) {
        const position = resolved.event?.position;
        if (!position || (from && position.commit === from.commit && position.prepare === from.prepare)) continue;
        if (resolved.event && resolved.event.streamId.startsWith(prefix)) seen.streams.add(resolved.event.streamId);
        seen.from = position;
        moved = true;
      }
      if (!moved) break;
    }
    return [...seen.streams].sort();
  };

  return {
    name: 'eventstoredb',
    streamsStartingWith,
    async appendToStream(streamId, events, options) {
      const expected = options?.expectedRevision ?? 'any';
      try {
        const result = await client.appendToStream(
          streamId,
          events.map((event) =>
            jsonEvent({
              id: event.id ?? randomUUID(),
              type: event.type,
              data: event.data as JSONType,
              metadata: (event.metadata ?? {}) as JSONType,
            }),
          ),
          { expectedRevision: expected === 'any' ? ANY : expected === 'no_stream' ? NO_STREAM : BigInt(expected) },
        );
        return { nextRevision: Number(result.nextExpectedRevision), position: result.position?.commit ?? 0n };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
          throw new WrongExpectedRevision(streamId, expected, actual);
        }
        throw error;
      }
    },
    async readStream(streamId, options) {
      const events: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(streamId, { fromRevision: BigInt(options?.fromRevision ?? 0), direction: FORWARDS })) {
          const recorded = toRecorded(resolved);
          if (recorded) events.push(recorded);
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },
    readAll,
    subscribeToAll(options, handler) {
      startLiveWakeUps();
      // Its reads leave system events out, so a batch shorter than asked is not the end of `$all`:
      // the catch-up reads on at once rather than wait for a wake-up (no counted generation).
      return catchUpSubscription(readAll, { next: (ms) => wake.next(ms) }, { ...options, pollMs: 1000 }, handler);
    },
    async headPosition() {
      for await (const resolved of client.readAll({ fromPosition: END, direction: 'backwards', maxCount: 200 })) {
        const recorded = toRecorded(resolved);
        if (recorded) return recorded.position;
      }
      return 0n;
    },
    async close() {
      wake.wake();
      await live?.unsubscribe().catch(() => undefined);
      await client.dispose();
    },
  };
}
