import { sql, type RawBuilder } from 'kysely';
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
