import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';

/**
 * Rows a projector keeps while it applies a batch and writes together, in one statement (issue 42):
 * kept by the batch's transaction, written by `flush` before anything of the batch reads or changes
 * their table, and at the batch's end (`Projector.finishBatch`).
 *
 * @example
 * const received = unwrittenRows<Row>((trx, rows) => sql`INSERT … FROM unnest(…)`.execute(trx));
 * received.add(trx, row);
 * await received.flush(trx);
 */
export function unwrittenRows<Row>(write: (trx: Transaction<Database>, rows: Row[]) => Promise<unknown>) {
  const kept = new WeakMap<Transaction<Database>, Row[]>();
  return {
    add(trx: Transaction<Database>, row: Row) {
      const rows = kept.get(trx) ?? [];
      kept.set(trx, rows);
      rows.push(row);
    },
    async flush(trx: Transaction<Database>) {
      const rows = kept.get(trx);
      if (!rows || rows.length === 0) return;
      kept.delete(trx);
      await write(trx, rows);
    },
  };
}
