import { sql, type Kysely } from 'kysely';

/**
 * Things to do at a time (`infra/src/follower/scheduler.ts`): one row per (kind, key), stored in
 * the transaction of what made it due, kept once done or cancelled so a replay that schedules it
 * again changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE due_items (
      kind         text NOT NULL,
      key          text NOT NULL,
      due_at       timestamptz NOT NULL,
      payload      jsonb NOT NULL DEFAULT '{}',
      status       text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'done', 'cancelled')),
      attempts     integer NOT NULL DEFAULT 0,
      leased_until timestamptz,
      last_error   text,
      created_at   timestamptz NOT NULL DEFAULT now(),
      done_at      timestamptz,
      PRIMARY KEY (kind, key)
    )`.execute(db);
  await sql`CREATE INDEX due_items_waiting ON due_items (due_at) WHERE status = 'waiting'`.execute(db);
}
