/**
 * The family's statement (issue 43, ADR 0029 decisions 27-32): its ledger's entries with what each
 * order was, and the balance, as GET /Family/releve serves them (the family's own; any family's for
 * the back-office). Amounts in cents.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DayText, Id, Int, MomentText, Nullable } from '@plouf/infra/schemas';

export const LedgerKindSchema = Type.Union([Type.Literal('charged'), Type.Literal('discounted'), Type.Literal('paid'), Type.Literal('refunded'), Type.Literal('credited')]);

/** One entry as served: `cents` as recorded (positive but for a withdrawn charge), `balance` the family's after it. */
export const StatementEntry = Type.Object({
  key: Type.String(),
  at: MomentText,
  kind: LedgerKindSchema,
  cents: Type.Integer(),
  balance: Type.Integer(),
  orderId: Id,
  /** What the order sold, in the reader's language (one label per line). */
  lines: Type.Array(Type.String()),
  /** The order's status now (spec §4): a cancelled or refunded order says so. */
  orderStatus: Int(1, 12),
  method: Nullable(Int(0, 9)),
  part: Nullable(Int(1, 12)),
  parts: Nullable(Int(1, 12)),
  /** A discount's kinds (sibling, second class, promo code with its code), for a `discounted` entry. */
  discounts: Type.Array(Type.Object({ kind: Type.String(), cents: Type.Integer({ minimum: 0 }), code: Type.Optional(Type.String()) })),
});
export type StatementEntry = Static<typeof StatementEntry>;

/** A plan's part still owed, with its day: what the family will be charged next. */
export const StatementDue = Type.Object({ orderId: Id, part: Int(1, 12), parts: Int(1, 12), due: Type.String(), cents: Type.Integer({ minimum: 0 }) });
export type StatementDue = Static<typeof StatementDue>;

export const Statement = Type.Object({
  famId: Id,
  famName: Type.String(),
  /** What the family owes now (negative: what the school owes it), whatever the period read. */
  balance: Type.Integer(),
  /**
   * The period read (Paris days, both included; null: from the first entry, or up to now) and the
   * balance before its first day (`opening`, 0 from the first entry) and at the end of its last (`closing`).
   */
  from: Nullable(DayText),
  to: Nullable(DayText),
  opening: Type.Integer(),
  closing: Type.Integer(),
  /** The months (`YYYY-MM`, Paris) that have entries, newest first: the periods worth asking for. */
  months: Type.Array(Type.String()),
  /** The period's, by kind. */
  totals: Type.Object({ charged: Type.Integer(), discounted: Type.Integer(), paid: Type.Integer(), refunded: Type.Integer(), credited: Type.Integer() }),
  /** The period's, oldest first, each with the balance after it. */
  entries: Type.Array(StatementEntry),
  /** The plans' parts still to pay, soonest first. */
  upcoming: Type.Array(StatementDue),
  at: MomentText,
});
export type Statement = Static<typeof Statement>;
