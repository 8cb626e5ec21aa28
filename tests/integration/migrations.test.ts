import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKysely, createSubjectKeys, protectEventStore, createPGliteEventStore, createPGlitePool, createPostgresPool, createSqlEventStore, migrateDatabase, MIGRATIONS, MIGRATION_TABLE, type EventStore, type RecordedEvent, type SqlPool } from '@plouf/infra';
import { createFreshPostgres, postgresSkipReason, testServerUrl } from '@plouf/infra/testing';
import { allProjectors, applyBatch, readCheckpoint, type Database } from '@plouf/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import history from '../../command-api/src/history.fixture.json' with { type: 'json' };
import { openPlatform } from '../../infra/entry/platform.ts';
import { keyNewsletterStreams, sealStoredEvents } from '../../infra/entry/personal-data.ts';
import { newsletterDecider } from '@plouf/command-api';
import { newsletterStreams, unkeyedNewsletterStream } from '@plouf/command-api/events';
import { handleCommand } from '@plouf/infra';
import { PERSONAL_SCHEMA } from '@plouf/command-api/privacy';

/**
 * One migration path (docs/adr/0016-one-migration-path.md): a database the previous release made,
 * then migrated, must equal one migrated from empty — same tables, columns, indexes, constraints and
 * functions — and the events it stored must still read. The previous release's schema is
 * tests/previous-release/schema.sql, dumped from that release by tests/previous-release/dump.sh.
 */
const PREVIOUS_SCHEMA = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../previous-release/schema.sql'), 'utf8');
const FIXTURE = (history.events as { streamId: string; type: string; data: unknown }[]).map((event) => ({ ...event, id: randomUUID() }));

interface Kind {
  name: 'pglite' | 'postgres';
  skipReason?: string;
  /** An empty database. */
  empty(): Promise<{ pool: SqlPool; dispose(): Promise<void> }>;
}

const serverUrl = testServerUrl();
/** Why the PostgreSQL cases skip here (printed); under CI a missing server fails instead. */
const pgSkip = postgresSkipReason();
const kinds: Kind[] = [
  {
    name: 'pglite',
    async empty() {
      const pool = await createPGlitePool();
      return { pool, dispose: () => pool.end() };
    },
  },
  {
    name: 'postgres',
    ...(pgSkip && { skipReason: pgSkip }),
    empty: () => createFreshPostgres(serverUrl!),
  },
];

/** What the database is made of, one line per fact, sorted: what a migration must make the same. */
async function describeSchema(pool: SqlPool): Promise<string[]> {
  const facts = await Promise.all([
    pool.query<{ line: string }>(
      `SELECT 'table ' || table_name || ' (' || table_type || ')' AS line FROM information_schema.tables WHERE table_schema = 'public'`,
    ),
    pool.query<{ line: string }>(
      `SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type
                || CASE WHEN character_maximum_length IS NOT NULL THEN '(' || character_maximum_length || ')' ELSE '' END
                || CASE WHEN is_nullable = 'NO' THEN ' not null' ELSE ' null' END
                || COALESCE(' default ' || column_default, '')
                || CASE WHEN is_identity = 'YES' THEN ' identity ' || identity_generation ELSE '' END AS line
         FROM information_schema.columns WHERE table_schema = 'public'`,
    ),
    pool.query<{ line: string }>(`SELECT 'index ' || tablename || ': ' || indexdef AS line FROM pg_indexes WHERE schemaname = 'public'`),
    pool.query<{ line: string }>(
      `SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ': ' || pg_get_constraintdef(oid) AS line
         FROM pg_constraint WHERE connamespace = 'public'::regnamespace`,
    ),
    pool.query<{ line: string }>(
      `SELECT 'function ' || p.proname || '(' || pg_get_function_arguments(p.oid) || ') ' || pg_get_function_result(p.oid) || ': ' || md5(p.prosrc) AS line
         FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace`,
    ),
    pool.query<{ line: string }>(`SELECT 'migration ' || name AS line FROM ${MIGRATION_TABLE}`),
  ]);
  return facts.flatMap((result) => result.rows.map((row) => row.line)).sort();
}

/** Lines only in one of the two: empty when they are the same. */
function schemaDiff(upgraded: string[], fresh: string[]): string[] {
  return [...upgraded.filter((line) => !fresh.includes(line)).map((line) => `only upgraded: ${line}`), ...fresh.filter((line) => !upgraded.includes(line)).map((line) => `only fresh:    ${line}`)];
}

/** The store of either kind over `pool`. */
const storeOver = (kind: Kind, pool: SqlPool): EventStore => (kind.name === 'pglite' ? createPGliteEventStore(pool) : createSqlEventStore(pool, { name: 'postgres', pollMs: 100 }));

/** Every table's row count, for the tables the read models fill. */
async function rowCounts(pool: SqlPool) {
  const { rows } = await pool.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`);
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) counts[table_name] = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}"`)).rows[0]!.n;
  return counts;
}

/** Runs every projector over the whole store, as the runner does, and returns the events read. */
async function project(pool: SqlPool, store: EventStore) {
  const db = createKysely<Database>(pool);
  try {
    const recorded: RecordedEvent[] = await store.readAll({ maxCount: 1000 });
    for (const projector of allProjectors) await applyBatch(db, projector, recorded, await readCheckpoint(db, projector.readModel));
    return recorded;
  } finally {
    await db.destroy();
  }
}

for (const kind of kinds) {
  describe.skipIf(Boolean(kind.skipReason))(`migrations on ${kind.name}`, () => {
    if (kind.skipReason) console.warn(`[skip] migrations on ${kind.name}: ${kind.skipReason}`);
    let fresh: Awaited<ReturnType<Kind['empty']>>;
    let upgraded: Awaited<ReturnType<Kind['empty']>>;

    beforeAll(async () => {
      fresh = await kind.empty();
      upgraded = await kind.empty();
      await migrateDatabase(fresh.pool);
      await upgraded.pool.query(PREVIOUS_SCHEMA);
    }, 120_000);
    afterAll(async () => {
      await fresh?.dispose();
      await upgraded?.dispose();
    });

    it('the previous release’s schema is the one of its tables, and holds no platform migration yet', async () => {
      const before = await describeSchema(upgraded.pool);
      expect(before).toContain('table es_events (BASE TABLE)');
      expect(before).toContain('table mail_outbox (BASE TABLE)');
      expect(before).toContain('column auth_sessions.by_link boolean not null default false');
      // The previous release (3516a94) had every read-model migration up to 2026112802, and none since.
      expect(before.filter((line) => line.startsWith('migration '))).toEqual(Object.keys(MIGRATIONS).filter((name) => name <= '2026112802_money_bigint_projection_faults').map((name) => `migration ${name}`).sort());
    });

    it('keeps the events the previous release stored, and migrates to the same schema as an empty database', async () => {
      // The previous release appends through its own es_append (from its schema), before the upgrade.
      await upgraded.pool.query(`SELECT es_append($1::jsonb, 'plouf_events')`, [
        JSON.stringify(FIXTURE.map((event) => ({ stream: event.streamId, expected: 'any', events: [{ id: event.id, type: event.type, data: event.data, metadata: { correlationId: 'previous' } }] }))),
      ]);
      await migrateDatabase(upgraded.pool);

      const diff = schemaDiff(await describeSchema(upgraded.pool), await describeSchema(fresh.pool));
      expect(diff, `upgraded and fresh schemas differ:\n${diff.join('\n')}`).toEqual([]);
      expect((await describeSchema(fresh.pool)).filter((line) => line.startsWith('migration '))).toEqual(Object.keys(MIGRATIONS).map((name) => `migration ${name}`).sort());

      // Today's store reads them, and the same events appended today project the same rows.
      const store = storeOver(kind, upgraded.pool);
      const today = storeOver(kind, fresh.pool);
      try {
        for (const event of FIXTURE) await today.appendToStream(event.streamId, [{ id: event.id, type: event.type, data: event.data }]);
        const old = await project(upgraded.pool, store);
        const now = await project(fresh.pool, today);
        const shown = (events: RecordedEvent[]) => events.map((event) => [event.id, event.streamId, event.revision, event.position, event.type, event.data]);
        expect(shown(old)).toEqual(shown(now));
        expect(old).toHaveLength(FIXTURE.length);
        const counts = await rowCounts(upgraded.pool);
        expect(counts).toEqual(await rowCounts(fresh.pool));
        expect([counts.contacts, counts.users, counts.orders, counts.courses]).toEqual([1, 2, 1, 2]);
        // And the upgraded store appends on after them.
        const next = await store.appendToStream('contact-1', [{ type: 'ContactNoted', data: {} }], { expectedRevision: 'any' });
        expect(next.position).toBe(BigInt(FIXTURE.length + 1));
      } finally {
        await store.close();
        await today.close();
      }
    }, 120_000);

    it('seals the personal values the previous release stored, once, and reads them back as they were (issue 25)', async () => {
      const previous = await kind.empty();
      try {
        await previous.pool.query(PREVIOUS_SCHEMA);
        await previous.pool.query(`SELECT es_append($1::jsonb, 'plouf_events')`, [
          JSON.stringify(FIXTURE.map((event) => ({ stream: event.streamId, expected: 'any', events: [{ id: event.id, type: event.type, data: event.data, metadata: { correlationId: 'previous' } }] }))),
        ]);
        await migrateDatabase(previous.pool);
        const valuesOf = (event: (typeof FIXTURE)[number]) => PERSONAL_SCHEMA.fieldsOf(event).map((field) => field.path.reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], event.data));
        const personal = FIXTURE.flatMap(valuesOf);
        const values = personal.flatMap((value) => (typeof value === 'string' && value.length > 3 ? [value] : value && typeof value === 'object' ? Object.values(value).filter((part): part is string => typeof part === 'string' && part.length > 3) : []));
        expect(values.length).toBeGreaterThan(10);
        const raw = async () => (await previous.pool.query<{ line: string }>('SELECT data::text AS line FROM es_events')).rows.map((row) => row.line).join('\n');
        const before = await raw();
        expect(values.filter((value) => before.includes(value)).length).toBeGreaterThan(10);
        const keys = createSubjectKeys(previous.pool, 'a migration secret of at least thirty-two characters');
        const store = protectEventStore(storeOver(kind, previous.pool), keys, PERSONAL_SCHEMA);
        const sealed = await sealStoredEvents(previous.pool, store, keys);
        expect(sealed).toBe(FIXTURE.filter((event) => valuesOf(event).some((value) => value !== undefined && value !== null)).length);
        const text = await raw();
        // 'Paris' or the school's name are also the catalogue's (pools, activities: not personal, kept in clear).
        const catalogue = JSON.stringify(FIXTURE.filter((event) => PERSONAL_SCHEMA.fieldsOf(event).length === 0).map((event) => event.data));
        expect(values.filter((value) => !catalogue.includes(value) && text.includes(JSON.stringify(value).slice(1, -1)))).toEqual([]);
        // Read through the store, every event is what the previous release stored; a second start seals nothing.
        const read = await store.readAll({ maxCount: 1000 });
        expect(read.map((event) => event.data)).toEqual(FIXTURE.map((event) => event.data));
        expect(await sealStoredEvents(previous.pool, store, createSubjectKeys(previous.pool, 'a migration secret of at least thirty-two characters'))).toBe(0);
        await store.close();
      } finally {
        await previous.dispose();
      }
    }, 120_000);

    it('names the newsletter’s streams by a keyed hash of their address, once: an erased address is found by no name (issue 25)', async () => {
      const previous = await kind.empty();
      try {
        await migrateDatabase(previous.pool);
        const secret = 'a migration secret of at least thirty-two characters';
        const keys = createSubjectKeys(previous.pool, secret);
        const store = protectEventStore(storeOver(kind, previous.pool), keys, PERSONAL_SCHEMA);
        const now = '2026-11-20T10:00:00.000Z';
        const meta = { correlationId: 'previous', userId: null, timestamp: now };
        // As the previous release named them: an unkeyed hash of the address.
        await handleCommand(store, unkeyedNewsletterStream('Lea@Example.org'), newsletterDecider, { type: 'Subscribe', data: { subscriberId: 1, email: 'Lea@Example.org', language: 'fr', now } }, meta);
        await handleCommand(store, unkeyedNewsletterStream('lea@example.org'), newsletterDecider, { type: 'Validate', data: { subscriberId: 1, now, by: 'link' } }, meta);
        await handleCommand(store, unkeyedNewsletterStream('gone@example.org'), newsletterDecider, { type: 'Subscribe', data: { subscriberId: 2, email: 'gone@example.org', language: 'en', now } }, meta);
        // Deleted by the desk: its key erased, then its deletion and erasure appended.
        await keys.erase(['newsletter-2'], 'deleted:newsletter-2');
        await handleCommand(store, unkeyedNewsletterStream('gone@example.org'), newsletterDecider, { type: 'Delete', data: { subscriberId: 2, now, erasureId: 'deleted:newsletter-2', by: 1 } }, meta);
        const streams = async () => (await previous.pool.query<{ stream_id: string }>(`SELECT DISTINCT stream_id FROM es_events WHERE stream_id LIKE 'newsletter-%' ORDER BY stream_id`)).rows.map((row) => row.stream_id);
        const keyed = newsletterStreams(secret);
        const opening = createSubjectKeys(previous.pool, secret);
        expect(await keyNewsletterStreams(previous.pool, protectEventStore(storeOver(kind, previous.pool), opening, PERSONAL_SCHEMA), keyed)).toBe(2);
        const named = await streams();
        expect(named).toHaveLength(2);
        expect(named).toContain(keyed('lea@example.org'));
        expect(named.find((name) => name !== keyed('lea@example.org'))).toMatch(/^newsletter-erased-\d+$/);
        expect(named).not.toContain(unkeyedNewsletterStream('lea@example.org'));
        expect(named).not.toContain(unkeyedNewsletterStream('gone@example.org'));
        // The stream goes on under its new name: the address is still signed up; a second start renames nothing.
        expect((await store.readStream(keyed('LEA@example.org'))).map((event) => event.type)).toEqual(['NewsletterSubscribed', 'NewsletterValidated']);
        expect(await keyNewsletterStreams(previous.pool, store, keyed)).toBe(0);
        await store.close();
      } finally {
        await previous.dispose();
      }
    }, 120_000);

    it('runs each migration once: a second run finds nothing to do', async () => {
      const before = await describeSchema(fresh.pool);
      await migrateDatabase(fresh.pool);
      expect(await describeSchema(fresh.pool)).toEqual(before);
    });
  });
}

describe('today’s platform on a database of the previous release', () => {
  it('starts (it migrates first), hands out ids, opens sessions and appends', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'plouf-previous-'));
    try {
      const old = await createPGlitePool(folder);
      await old.query(PREVIOUS_SCHEMA);
      await old.end();
      const platform = await openPlatform({ dataDir: folder, eventStoreUrl: undefined });
      try {
        expect((await platform.pool.query<{ name: string }>(`SELECT name FROM ${MIGRATION_TABLE} ORDER BY name`)).rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS).sort());
        expect(await platform.ids.next('contact')).toBe(1);
        await platform.sessions.reserve(1, 'someone@plouf.test');
        expect(await platform.sessions.userIdFor(await platform.sessions.open(1))).toBe(1);
        const appended = await platform.store.appendToStream('contact-1', [{ type: 'ContactNoted', data: {} }]);
        expect(appended.position).toBe(1n);
        const blob = await platform.blobs.put(new Uint8Array([1, 2, 3]), 'image/png');
        expect((await platform.blobs.get(blob))?.mime).toBe('image/png');
      } finally {
        await platform.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});

if (pgSkip) console.warn(`[skip] migrations, several processes: ${pgSkip}`);
describe.skipIf(Boolean(pgSkip))('migrations when several processes start together on PostgreSQL', () => {
  it('they take turns: every one succeeds and finds every table', async () => {
    const database = await createFreshPostgres(serverUrl!);
    const pools = Array.from({ length: 4 }, () => createPostgresPool(database.url!));
    try {
      // Without the lock, two of them would create the same table at once and one would fail.
      await Promise.all(pools.map((pool) => migrateDatabase(pool)));
      const { rows } = await database.pool.query<{ name: string }>(`SELECT name FROM ${MIGRATION_TABLE} ORDER BY name`);
      expect(rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS).sort());
      for (const pool of pools) expect((await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events')).rows[0]!.n).toBe(0);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await database.dispose();
    }
  }, 120_000);
});
