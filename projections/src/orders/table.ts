import type { ColumnType, Selectable } from 'kysely';

/** One row per order: the view as served (JSON text) and what lists filter and sort on. */
export interface OrdersTable {
  id: number;
  fam_id: number;
  status: number;
  /** Cents, 64-bit: read back as text on PostgreSQL (a bigint), as a number on PGlite. */
  total: ColumnType<number | string, number, number>;
  placed_at: Date;
  paid_at: Date | null;
  /** The family's name, folded: the sort by family. */
  family_key: string;
  /** Number, family, buyer and passes, folded: what the search looks in. */
  search_text: string;
  view: string;
  /** What the back-office's list shows of it (`StoredOrderSummary`, JSON text); null for a row written before it existed. */
  summary: string | null;
}

/**
 * One row per card a family was given. `record` is the card as stored (JSON text); its status
 * (valid, full, expired) depends on the day and is worked out when read.
 */
export interface CardsTable {
  id: number;
  fam_id: number;
  order_id: number | null;
  record: string;
}

/** One row per entry of a family's ledger (issue 43): the money, in the order recorded. */
export interface LedgerEntriesTable {
  key: string;
  fam_id: number;
  order_id: number;
  /** `$all` position: the statement's order. 64-bit: text on PostgreSQL, a number on PGlite. */
  position: ColumnType<number | string, number | string, never>;
  at: Date;
  kind: string;
  cents: ColumnType<number | string, number, never>;
  method: number | null;
  part: number | null;
  parts: number | null;
}

export type OrderRow = Selectable<OrdersTable>;
export type CardRow = Selectable<CardsTable>;
