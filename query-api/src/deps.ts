import type { EventStore, SqlPool } from '@plouf/infra';
import type { Database } from '@plouf/projections';
import type { Kysely } from 'kysely';

export interface QueryApiDeps {
  db: Kysely<Database>;
  /** The same database without kysely, for the prepared statements of the hottest reads. */
  pool: SqlPool;
  /** The one clock (blog publication by day, min dates); tests set it. */
  clock: () => Date;
  /** The event store, for the one read made of events: an order's history. */
  store: EventStore;
  /** Whether `key` signs a family's calendar address of this version (the server's secret). */
  calendarKeyMatches?(famId: number, version: number, key: string): boolean;
}
