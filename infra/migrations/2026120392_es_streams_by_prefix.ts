import { sql, type Kysely } from 'kysely';

/**
 * The streams of a kind, from the event table itself (`EventStore.streamsStartingWith`): a rule that
 * refuses asks the streams, never a read model (the priority window asks which slots of the previous
 * term had a family's children). One entry per stream (its first event), compared byte by byte so
 * that a name's prefix is one range of it whatever the database's collation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS es_events_stream_starts ON es_events (stream_id text_pattern_ops) WHERE revision = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS es_events_stream_starts`.execute(db);
}
