import type { ColumnType, Generated } from 'kysely';

/** Cents or counts summed in SQL, 64-bit: read back as text on PostgreSQL, as a number on PGlite. */
type Money = ColumnType<number | string, number, number>;

/**
 * Money per Paris day and payment method (`card`, `cheque`, `transfer`, `free`): what came in
 * (dated by the payment), what went back (dated by the refund, under the refunded payment's
 * method), the payments made, and the orders that became paid that day (under the method of the
 * payment that paid them; a free checkout under `free`).
 */
export interface DashboardMoneyTable {
  day: string;
  method: string;
  paid: Money;
  refunded: Money;
  payments: number;
  orders_paid: number;
}

/**
 * Passes per Paris day: sold in orders that became paid that day (quantity, money), and what
 * refunds that day gave back for them (a refund's share of each line, in proportion to the lines).
 */
export interface DashboardPassesTable {
  day: string;
  fft_id: number;
  /** The label it was last sold under. */
  libelle: string;
  qty: number;
  paid: Money;
  refunded: Money;
}

/**
 * An order as the dashboard needs it (`record`, JSON text: its lines with what refunds gave back
 * for each, what its payments kept, each payment's method, whether it became paid).
 */
export interface DashboardOrdersTable {
  id: number;
  record: string;
}

/**
 * One row per course (a lesson): when (Paris day, weekday 1-7, hour), where, what, who, how many
 * places, and what happened to its places. The period's figures are sums over a day range.
 */
export interface DashboardLessonsTable {
  crs_id: number;
  day: string;
  weekday: number;
  hour: number;
  start: Date;
  psn_id: number;
  psn_name: string;
  acy_id: number;
  acy_name: string;
  usr_id: number;
  mns_name: string;
  capacity: number;
  cancelled: Generated<boolean>;
  /** Places held now (booked, present or absent). */
  booked: Generated<number>;
  present: Generated<number>;
  no_show: Generated<number>;
  /** Waiting now. */
  waiting: Generated<number>;
  /** Counts of what happened: joined the waiting list, seated from it, offers that ran out. */
  waitlisted: Generated<number>;
  promoted: Generated<number>;
  offers_expired: Generated<number>;
  cancelled_early: Generated<number>;
  cancelled_late: Generated<number>;
  cancelled_by_school: Generated<number>;
}

/** One row per place (inscription): its family, its lesson's day and start, where it stands. */
export interface DashboardPlacesTable {
  ins_id: number;
  crs_id: number;
  fam_id: number;
  day: string;
  start: Date;
  /** `seated`, `present`, `absent`, `waiting` or `gone` (released). */
  state: string;
  /** Seated from the waiting list. */
  promoted: Generated<boolean>;
}

/** One row per family: when it was created and the start of the last lesson it holds a place on. */
export interface DashboardFamiliesTable {
  fam_id: number;
  name: string;
  created_at: Date;
  created_day: string;
  last_lesson_at: Date | null;
  /** Erased: counted in the figures, never a family to call. */
  erased: Generated<boolean>;
}

/** One row per card: its entries, the entries spent (`spent`, JSON text, by inscription or term lesson), its end. */
export interface DashboardCardsTable {
  card_id: number;
  fam_id: number;
  libelle: string;
  entries: number;
  used: Generated<number>;
  valid_until: Date;
  revoked: boolean;
  spent: string;
}
