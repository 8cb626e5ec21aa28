import type { SqlClient, SqlPool } from '../db/pool.ts';


/** Something to do at `dueAt`: `kind` names the handler, `key` makes it one (an order's id, a lesson's). */
export interface DueItem {
  kind: string;
  key: string;
  dueAt: Date;
  payload?: Record<string, unknown>;
}

/** A due item as its handler gets it. */
export interface FiredItem {
  kind: string;
  key: string;
  dueAt: Date;
  payload: Record<string, unknown>;
  /** 1 the first time; more when an earlier firing failed or its process died before it was marked done. */
  attempt: number;
  /**
   * The same at every firing of this item: the command the handler sends carries it (as its
   * metadata's `idempotencyKey`), so a second firing appends nothing.
   */
  idempotencyKey: string;
}

export type DueHandler = (item: FiredItem) => Promise<void>;

/**
 * Stores a due item, in the caller's transaction (a process's checkpoint, a command's writes). An
 * item of that kind and key already stored (waiting, done or cancelled) stays as it is: false then.
 *
 * @example
 * await withTransaction(pool, (client) => schedule(client, { kind: 'order-expiry', key: String(orderId), dueAt }));
 */
export async function schedule(client: SqlClient | SqlPool, item: DueItem): Promise<boolean> {
  const { rowCount } = await client.query(`INSERT INTO due_items (kind, key, due_at, payload) VALUES ($1, $2, $3::timestamptz, $4::jsonb) ON CONFLICT (kind, key) DO NOTHING`, [
    item.kind,
    item.key,
    item.dueAt.toISOString(),
    JSON.stringify(item.payload ?? {}),
  ]);
  return rowCount > 0;
}

/** Several items in one statement (a process's batch, issue 42); each one already there is left as it is. */
export async function scheduleAll(client: SqlClient | SqlPool, items: readonly DueItem[]): Promise<void> {
  if (items.length === 0) return;
  await client.query(
    `INSERT INTO due_items (kind, key, due_at, payload)
     SELECT kind, key, due_at, payload FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::jsonb[]) AS item(kind, key, due_at, payload)
     ON CONFLICT (kind, key) DO NOTHING`,
    [items.map((item) => item.kind), items.map((item) => item.key), items.map((item) => item.dueAt.toISOString()), items.map((item) => JSON.stringify(item.payload ?? {}))],
  );
}

/** Cancels a waiting item (an order paid before it expires); false when there is none waiting. */
export async function cancelDue(client: SqlClient | SqlPool, kind: string, key: string): Promise<boolean> {
  const { rowCount } = await client.query(`UPDATE due_items SET status = 'cancelled', leased_until = NULL WHERE kind = $1 AND key = $2 AND status = 'waiting'`, [kind, key]);
  return rowCount > 0;
}

export interface SchedulerOptions {
  pool: SqlPool;
  /** The product's clock: an item fires once this has passed its time (tests move it). */
  clock: () => Date;
  /** How often it looks for due items (1 s); `poke()` looks at once. */
  pollMs?: number;
  /** How long a firing holds its item (60 s): if its process dies, the item fires again after. */
  leaseMs?: number;
  /** The pause before a failed item fires again: grows with its attempts, up to 1 hour. */
  retryMs?: (attempt: number) => number;
  log?: { error(object: object, message: string): void };
}

interface ClaimedRow {
  kind: string;
  key: string;
  due_at: Date | string;
  payload: Record<string, unknown> | string;
  attempts: number;
}

/**
 * Fires each due item once at its time, on any number of nodes: an item is claimed for a lease
 * (`FOR UPDATE SKIP LOCKED`, so two nodes never fire it together), handled, then marked done. A
 * node that dies between firing and marking leaves the item to fire again when the lease ends:
 * the handler sends its action as a command carrying the item's `idempotencyKey`, which appends
 * nothing the second time. Time is the `clock`'s, never the machine's.
 *
 * @example
 * const scheduler = createScheduler({ pool, clock });
 * scheduler.onDue('order-expiry', async (item) => { await handleCommand(store, orderStream(...), orderDecider, command, { ...metadata, idempotencyKey: item.idempotencyKey }); });
 * await scheduler.start();
 */
export function createScheduler(options: SchedulerOptions) {
  const { pool, clock, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const retryMs = options.retryMs ?? ((attempt: number) => Math.min(3_600_000, 1000 * 2 ** Math.min(attempt, 12)));
  const handlers = new Map<string, DueHandler>();
  let running: Promise<void> | undefined;
  let stopped = false;
  let wake: (() => void) | undefined;

  const at = (ms = 0) => new Date(clock().getTime() + ms).toISOString();

  /** Takes the oldest due item of a kind handled here, for the lease. */
  const claim = async (): Promise<FiredItem | undefined> => {
    const { rows } = await pool.query<ClaimedRow>(
      `UPDATE due_items SET attempts = attempts + 1, leased_until = $2::timestamptz
       WHERE (kind, key) = (SELECT kind, key FROM due_items
                            WHERE status = 'waiting' AND due_at <= $1::timestamptz AND (leased_until IS NULL OR leased_until <= $1::timestamptz) AND kind = ANY($3::text[])
                            ORDER BY due_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING kind, key, due_at, payload, attempts`,
      [at(), at(leaseMs), [...handlers.keys()]],
    );
    const row = rows[0];
    if (!row) return undefined;
    const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload;
    return { kind: row.kind, key: row.key, dueAt: new Date(row.due_at), payload, attempt: row.attempts, idempotencyKey: `due:${row.kind}:${row.key}` };
  };

  const fire = async (item: FiredItem) => {
    try {
      await handlers.get(item.kind)!(item);
    } catch (error) {
      log?.error({ err: error, kind: item.kind, key: item.key }, `due item ${item.kind} ${item.key} failed; retrying`);
      const message = error instanceof Error ? error.message : String(error);
      await pool.query(`UPDATE due_items SET leased_until = $3::timestamptz, last_error = $4 WHERE kind = $1 AND key = $2 AND status = 'waiting'`, [
        item.kind,
        item.key,
        at(retryMs(item.attempt)),
        message.slice(0, 2000),
      ]);
      return;
    }
    await pool.query(`UPDATE due_items SET status = 'done', done_at = $3::timestamptz, leased_until = NULL, last_error = NULL WHERE kind = $1 AND key = $2 AND status = 'waiting'`, [item.kind, item.key, at()]);
  };

  /** Fires every item due now, one after the other; how many it fired. */
  const runDue = async (): Promise<number> => {
    if (handlers.size === 0) return 0;
    let fired = 0;
    for (let item = await claim(); item; item = stopped ? undefined : await claim()) {
      await fire(item);
      fired++;
    }
    return fired;
  };

  const loop = async () => {
    while (!stopped) {
      try {
        await runDue();
      } catch (error) {
        log?.error({ err: error }, 'cannot read the due items; retrying');
      }
      if (stopped) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollMs);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    }
  };

  return {
    /** What to do when an item of `kind` is due; register before `start`. One handler per kind. */
    onDue(kind: string, handler: DueHandler) {
      if (handlers.has(kind)) throw new Error(`a handler for due items of kind ${kind} is already registered`);
      handlers.set(kind, handler);
    },
    /** Fires due items until `stop` (the table comes from the migrations: `2026112902_due_items`). */
    async start() {
      stopped = false;
      running ??= loop();
    },
    /** Looks for due items now rather than at the next poll (after the clock moved, an item stored). */
    poke() {
      wake?.();
    },
    runDue,
    /** Stops looking; resolves once the item in hand (if any) is done. */
    async stop() {
      stopped = true;
      wake?.();
      await running;
      running = undefined;
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
