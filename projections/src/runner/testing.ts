import { sql, type Kysely } from 'kysely';
import type { Database } from '../database.ts';
import type { Projector } from './projector.ts';

/**
 * A projector for the runner's own tests: it counts how many times each event was applied, so a
 * double application or a skip shows. `onApply` lets a test fail or kill the process mid-batch.
 */
export function countingProjector(onApply?: (applied: number) => void): Projector {
  let applied = 0;
  return {
    readModel: 'counting',
    handles: ['Counted'],
    async apply(trx, event) {
      await sql`INSERT INTO counted (event_id, times) VALUES (${event.id}, 1)
                ON CONFLICT (event_id) DO UPDATE SET times = counted.times + 1`.execute(trx);
      applied += 1;
      onApply?.(applied);
      return [];
    },
    async reset(trx) {
      await sql`DELETE FROM counted`.execute(trx);
    },
  };
}

export async function createCountedTable(db: Kysely<Database>) {
  await sql`CREATE TABLE IF NOT EXISTS counted (event_id uuid PRIMARY KEY, times integer NOT NULL)`.execute(db);
}

export async function countedRows(db: Kysely<Database>) {
  const { rows } = await sql<{ total: number; over: number }>`SELECT count(*)::int AS total, count(*) FILTER (WHERE times > 1)::int AS over FROM counted`.execute(db);
  return rows[0]!;
}
