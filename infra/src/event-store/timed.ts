import { WrongExpectedRevision, type EventStore } from './port.ts';

/** How an append ended: stored, refused because the stream moved meanwhile, or failed. */
export type AppendOutcome = 'ok' | 'conflict' | 'error';
export type AppendObserver = (seconds: number, outcome: AppendOutcome) => void;

/**
 * The store, telling `observers` how long each append took and how it ended (the metrics' append
 * latency). The observers are read at each append: a server built again on the same store
 * (a test's restart) replaces its own.
 *
 * @example
 * const observers = new Set<AppendObserver>();
 * const store = timedAppends(inner, observers);
 * observers.add((seconds, outcome) => histogram.observe({ outcome }, seconds));
 */
export function timedAppends(store: EventStore, observers: ReadonlySet<AppendObserver>): EventStore {
  return {
    ...store,
    async appendToStream(streamId, events, options) {
      if (observers.size === 0) return store.appendToStream(streamId, events, options);
      const started = performance.now();
      let outcome: AppendOutcome = 'error';
      try {
        const result = await store.appendToStream(streamId, events, options);
        outcome = 'ok';
        return result;
      } catch (error) {
        if (error instanceof WrongExpectedRevision) outcome = 'conflict';
        throw error;
      } finally {
        const seconds = (performance.now() - started) / 1000;
        for (const observe of observers) observe(seconds, outcome);
      }
    },
  };
}
