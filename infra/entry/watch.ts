import type { SqlPool } from '@plouf/infra';

/**
 * What `/readyz` and `/metrics` both read (infra/entry/health.ts, metrics.ts): where every follower
 * stands — read models, background processes, the mailer — and the read models stopped on an event.
 */
export async function followerPositions(pool: SqlPool) {
  const { rows } = await pool.query<{ kind: 'readModel' | 'process'; name: string; position: string }>(
    `SELECT 'readModel' AS kind, name, position::text AS position FROM projection_checkpoints
     UNION ALL SELECT 'process', name, position::text FROM process_checkpoints
     UNION ALL SELECT 'process', name, position::text FROM mailer_checkpoint`,
  );
  return rows;
}

export async function stoppedReadModels(pool: SqlPool) {
  return (await pool.query<{ read_model: string; event_type: string; since: Date }>('SELECT read_model, event_type, since FROM projection_faults')).rows;
}

/** The mails written and not sent yet, and the oldest one's age in seconds (null when none waits). */
export async function outboxState(pool: SqlPool) {
  return (await pool.query<{ pending: number; oldest: number | null }>(`SELECT count(*)::int AS pending, extract(epoch FROM now() - min(created_at))::float8 AS oldest FROM mail_outbox WHERE status = 'pending'`)).rows[0]!;
}
