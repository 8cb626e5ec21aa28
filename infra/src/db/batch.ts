/**
 * Statements of one kind asked at the same time, sent together (issue 42): one goes at once while
 * fewer than `inFlight` of its kind are at the server; those asked meanwhile wait and go together,
 * in one statement, when one comes back. A rush of a thousand requests then makes a few statements
 * of each kind, not a thousand, and each item is still sent after it was asked (it sees everything
 * committed before). `send` answers each item in order; when it fails, every item of its batch fails.
 * On PGlite, which runs one statement at a time, one in flight is as fast and batches more
 * ({@link inFlightFor}).
 *
 * @example
 * const record = batchStatements(async (rows: Row[]) => { await pool.query(sql, columnsOf(rows)); return rows.map(() => undefined); });
 * await record({ scope, key, status, body });
 */
export function batchStatements<Item, Result>(send: (items: Item[]) => Promise<Result[]>, { inFlight = 2, max = 200 }: { inFlight?: number; max?: number } = {}) {
  const queue: Array<{ item: Item; resolve(result: Result): void; reject(error: unknown): void }> = [];
  let sending = 0;

  const pump = () => {
    while (sending < inFlight && queue.length > 0) {
      const batch = queue.splice(0, max);
      sending++;
      send(batch.map((waiting) => waiting.item))
        .then(
          (results) => batch.forEach((waiting, index) => waiting.resolve(results[index]!)),
          (error: unknown) => {
            for (const waiting of batch) waiting.reject(error);
          },
        )
        .finally(() => {
          sending--;
          pump();
        });
    }
  };

  return (item: Item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
}

/** Statements of one kind in flight at once on a pool: PGlite runs one at a time, so more would only wait there. */
export const inFlightFor = (pool: { kind: 'postgres' | 'pglite' }, onPostgres = 2) => (pool.kind === 'pglite' ? 1 : onPostgres);
