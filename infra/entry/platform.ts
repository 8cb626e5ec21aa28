import { allProjectors, readCheckpoint, readFault, type Database } from '@plouf/projections';
import {
  createEventStoreDbEventStore,
  createIdAllocator,
  createPostgresPool,
  createBlobStore,
  createKeyStore,
  createSubjectKeys,
  addressHasher,
  reasonOf,
  erasureLedger,
  protectEventStore,
  scrubStorage,
  loadAppSecret,
  createKysely,
  createLocalNotices,
  createPGliteEventStore,
  createPositionWaiter,
  createPostgresEventStore,
  createPostgresNotices,
  createIdempotencyStore,
  createSessionStore,
  sessionTokenDigest,
  migrateDatabase,
  openDatabase,
  type Config,
  type DatabaseOptions,
  type EventStore,
  type AppendObserver,
  timedAppends,
  type SessionLookup,
  type SessionUser,
} from '@plouf/infra';
import { familyQueries } from '@plouf/query-api';
import { newsletterStreams } from '@plouf/command-api/events';
import { erasedIds, PERSONAL_SCHEMA } from '@plouf/command-api/privacy';
import { join } from 'node:path';
import { keyNewsletterStreams, sealStoredEvents } from './personal-data.ts';
import { createErasures } from './erasures.ts';
import type { Kysely } from 'kysely';

/** The followers' own connections on PostgreSQL (projections, their `$all` reads, the read-your-writes waiter). */
const FOLLOWER_CONNECTIONS = 3;

/**
 * The composition root's shared parts: the database (PostgreSQL or PGlite), the event store
 * (PostgreSQL, PGlite or EventStoreDB), sessions, ids, read models, change notices and the
 * read-your-writes waiter, every table migrated (`migrateDatabase`) and ready.
 */
export async function openPlatform(
  config: DatabaseOptions &
    Pick<Config, 'eventStoreUrl'> & {
      appSecret?: string | undefined;
      clock?: () => Date;
      /** Secrets keys were wrapped with before a rotation (`PREVIOUS_APP_SECRETS`). */
      previousAppSecrets?: string[] | undefined;
      /** The list of erasures kept outside the database (default: `DATA_DIR/personal-erasures.jsonl`). */
      erasureLedger?: string | undefined;
      log?: (line: string) => void;
    },
) {
  /** The one clock: commands are stamped with it, the read side tells published days with it. */
  const clock = config.clock ?? (() => new Date());
  const pool = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteImage: config.pgliteImage });
  // Every table, the event store's included, before anything uses one (processes starting together take turns).
  await migrateDatabase(pool);
  /**
   * The followers' connections (issue 42): the projections apply their batches, and read `$all`,
   * on connections of their own, so a rush of requests holding the shared pool does not leave the
   * read models behind. PGlite has one connection: the same pool.
   */
  const followerPool = pool.kind === 'postgres' ? createPostgresPool(config.databaseUrl!, FOLLOWER_CONNECTIONS) : pool;
  let store: EventStore;
  if (config.eventStoreUrl) {
    store = createEventStoreDbEventStore(config.eventStoreUrl);
  } else if (pool.kind === 'pglite') {
    store = createPGliteEventStore(pool);
  } else {
    store = createPostgresEventStore(pool, config.databaseUrl!, { readAllPool: followerPool });
  }
  const appSecret = await loadAppSecret(pool, config.appSecret);
  // Personal values are sealed in the events under their subject's key (docs/adr/0022-personal-data.md).
  const subjectKeys = createSubjectKeys(pool, appSecret, { previousSecrets: config.previousAppSecrets });
  const ledger = erasureLedger(config.erasureLedger ?? (config.dataDir ? join(config.dataDir, 'personal-erasures.jsonl') : undefined));
  const protectedStore = protectEventStore(store, subjectKeys, PERSONAL_SCHEMA);
  /** A newsletter address's stream: a keyed hash of it, so that an erased address cannot be found among the streams. */
  const newsletterStream = newsletterStreams(appSecret);
  const hashers = [appSecret, ...(config.previousAppSecrets ?? [])].map(addressHasher);
  const erasures = createErasures({ pool, store: protectedStore, subjectKeys, ledger, hashers, clock, log: config.log });
  // Whatever this database holds again of an erasure it has not settled (a backup from before it restored) goes again.
  await erasures.redo();
  /**
   * A contact request's or a sign-up's erasure, the desk's or the nightly sweep's (a family's goes
   * through `erasures.erase` with its addresses): the sign-up's stream is read from its address.
   */
  const eraseSubjects = async (subjects: string[], erasureId: string) => {
    const { subscriberIds } = erasedIds(subjects);
    const signUp = subscriberIds.length === 1 && subjects.length === 1 ? (await pool.query<{ email: string }>('SELECT email FROM newsletter_subscribers WHERE id = $1', [subscriberIds[0]])).rows[0] : undefined;
    await erasures.erase(subjects, erasureId, { reason: reasonOf(erasureId, subjects), ...(signUp?.email && { stream: newsletterStream(signUp.email) }) });
  };
  if (!config.eventStoreUrl) {
    const sealed = await sealStoredEvents(pool, protectedStore, subjectKeys, config.log);
    const renamed = await keyNewsletterStreams(pool, protectedStore, newsletterStream, config.log);
    // The values rewritten in place are still in the old rows' bytes until the files are rewritten.
    if (sealed > 0 || renamed > 0) await scrubStorage(pool, { events: true });
  }
  // Each append's time and outcome, for the metrics of the servers built on this platform (infra/entry/metrics.ts).
  const appendObservers = new Set<AppendObserver>();
  store = timedAppends(protectedStore, appendObservers);
  const db: Kysely<Database> = createKysely<Database>(pool);
  /** The read models as the projections write them and the waiters read their positions: on the followers' connections. */
  const followerDb: Kysely<Database> = followerPool === pool ? db : createKysely<Database>(followerPool);
  const users = familyQueries(db);
  // Claims on addresses left by a change that never happened are told apart by the users' current address.
  const sessions = createSessionStore(pool, { currentEmail: async (userId) => (await users.sessionUser(userId))?.usrEmail ?? null });
  const ids = createIdAllocator(pool);
  const idempotency = createIdempotencyStore(pool, ids);
  const keys = createKeyStore(pool, appSecret);
  const blobs = createBlobStore(pool);
  const notices = pool.kind === 'postgres' ? createPostgresNotices(pool, config.databaseUrl!) : createLocalNotices();
  const waiter = createPositionWaiter(notices, (readModel) => readCheckpoint(followerDb, readModel), { readFault: (readModel) => readFault(followerDb, readModel) });
  /** A session's user, as the users read model shows them now (roles, disabled). */
  const authenticate = async (token: string | undefined): Promise<SessionUser | null> => (token ? users.sessionUserByToken(sessionTokenDigest(token)) : null);
  /** `authenticate` with where the read models stood when the session was read (one statement). */
  const lookUpSession: SessionLookup = (token) => users.sessionByToken(sessionTokenDigest(token));

  return {
    pool,
    store,
    subjectKeys,
    ledger,
    erasures,
    eraseSubjects,
    newsletterStream,
    clock,
    sessions,
    idempotency,
    keys,
    blobs,
    authenticate,
    lookUpSession,
    ids,
    db,
    followerDb,
    notices,
    waiter,
    projectors: allProjectors,
    /** Tells `observer` each append's time and outcome until the returned function is called. */
    observeAppends(observer: AppendObserver) {
      appendObservers.add(observer);
      return () => void appendObservers.delete(observer);
    },
    /**
     * Waits (bounded, `timeoutMs` for each) until the read models named (every one when none are)
     * have reached `position`: a client's read after its command (issue 42).
     */
    async reached(position: bigint, timeoutMs = 5_000, readModels?: readonly string[]) {
      const waited = readModels ?? allProjectors.map((projector) => projector.readModel);
      await Promise.all(waited.map((readModel) => waiter.reach(readModel, position, timeoutMs)));
    },
    /** Waits until every read model has reached the event store's head (bounded). */
    async caughtUp(timeoutMs = 30_000) {
      const head = await store.headPosition();
      if (head === 0n) return true;
      const reached = await Promise.all(allProjectors.map((projector) => waiter.waitFor(projector.readModel, head, timeoutMs)));
      return reached.every(Boolean);
    },
    async close() {
      await notices.close();
      await store.close();
      await db.destroy();
      if (followerDb !== db) await followerDb.destroy();
      if (followerPool !== pool) await followerPool.end();
      await pool.end();
    },
  };
}

export type Platform = Awaited<ReturnType<typeof openPlatform>>;
