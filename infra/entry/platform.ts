import { allProjectors, migrateReadModels, readCheckpoint, type Database } from '@plouf/projections';
import {
  createEventStoreDbEventStore,
  createIdAllocator,
  createKysely,
  createLocalNotices,
  createPGliteEventStore,
  createPositionWaiter,
  createPostgresEventStore,
  createPostgresNotices,
  createSessionStore,
  openDatabase,
  type Config,
  type DatabaseOptions,
  type EventStore,
} from '@plouf/infra';
import type { Kysely } from 'kysely';

/**
 * The composition root's shared parts: the database (PostgreSQL or PGlite), the event store
 * (PostgreSQL, PGlite or EventStoreDB), sessions, ids, read models, change notices and the
 * read-your-writes waiter, all migrated and ready.
 */
export async function openPlatform(config: DatabaseOptions & Pick<Config, 'eventStoreUrl'>) {
  const pool = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let store: EventStore;
  if (config.eventStoreUrl) {
    store = createEventStoreDbEventStore(config.eventStoreUrl);
  } else if (pool.kind === 'pglite') {
    const sqlStore = createPGliteEventStore(pool);
    await sqlStore.migrate();
    store = sqlStore;
  } else {
    const sqlStore = createPostgresEventStore(pool, config.databaseUrl!);
    await sqlStore.migrate();
    store = sqlStore;
  }
  const sessions = createSessionStore(pool);
  await sessions.migrate();
  const ids = createIdAllocator(pool);
  await ids.migrate();
  const db: Kysely<Database> = createKysely<Database>(pool);
  await migrateReadModels(db as Kysely<unknown>);
  const notices = pool.kind === 'postgres' ? createPostgresNotices(pool, config.databaseUrl!) : createLocalNotices();
  const waiter = createPositionWaiter(notices, (readModel) => readCheckpoint(db, readModel));

  return {
    pool,
    store,
    sessions,
    ids,
    db,
    notices,
    waiter,
    projectors: allProjectors,
    async close() {
      await notices.close();
      await store.close();
      await db.destroy();
      await pool.end();
    },
  };
}

export type Platform = Awaited<ReturnType<typeof openPlatform>>;
