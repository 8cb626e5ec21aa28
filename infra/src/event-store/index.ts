export * from './port.ts';
export { createSqlEventStore, createPostgresEventStore, createPostgresListener, forgetStreamHeads } from './postgres.ts';
export { createPGliteEventStore } from './pglite.ts';
export { createEventStoreDbEventStore } from './eventstoredb.ts';
export { catchUpSubscription, createWakeSignal } from './catch-up.ts';
export { timedAppends, type AppendObserver, type AppendOutcome } from './timed.ts';
