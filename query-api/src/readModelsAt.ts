import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelsAt } from '@plouf/infra';

/**
 * Where a read model stands, as the kept answers compare it (query-api/src/keptAnswers.ts): its
 * checkpoint's position and the time it last moved (a rebuild writes both anew). A projector moves
 * it in the transaction that changes its rows. `(SELECT …)` for a statement that reads it beside
 * something else; null for a read model that never ran.
 */
export const readModelAt = (name: string): RawBuilder<string | null> =>
  sql<string | null>`(SELECT position::text || '@' || updated_at::text FROM projection_checkpoints WHERE name = ${name})`;

/** Every read model's `readModelAt`, as one JSON object (name → position): read with a request's session. */
export const READ_MODELS_AT = sql<string | null>`(SELECT json_object_agg(name, position::text || '@' || updated_at::text)::text FROM projection_checkpoints)`;

/** `READ_MODELS_AT` as read. */
export const readModelsAt = (text: string | null): ReadModelsAt => new Map(Object.entries(text ? (JSON.parse(text) as Record<string, string>) : {}));

/**
 * Where some read models stand, as one key for kept answers (query-api/src/keptAnswers.ts): their
 * positions joined, read with the request's session (`request.readAt`) when it has one, else in one
 * statement. A read model that never ran counts as 0.
 *
 * @example
 * const at = await readModelsKey(db, request.readAt, [READ_MODELS.orders, READ_MODELS.catalogue]);
 */
export async function readModelsKey<DB>(db: Kysely<DB>, readAt: ReadModelsAt | null | undefined, names: readonly string[]): Promise<string> {
  if (readAt) return names.map((name) => readAt.get(name) ?? '0').join('|');
  const joined = sql.join(names.map((name) => sql`coalesce(${readModelAt(name)}, '0')`), sql` || '|' || `);
  return (await sql<{ at: string }>`SELECT ${joined} AS at`.execute(db)).rows[0]!.at;
}
