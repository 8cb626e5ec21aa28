/**
 * The family's ledger (issue 43, ADR 0029 decisions 27-32): one stream per family
 * (`ledger-{famId}`) recording the money, entry by entry: what an order charged the family, the
 * discounts taken off it, what was paid and by which means, what was given back, and what a
 * cancellation or a credit note took off the charge. Orders, cards and credits stay what they are;
 * the ledger is written by its process from the orders' events (`process.ts`), never by a person.
 *
 * An entry holds no personal data: an order's number, amounts, a payment method, a plan's part. Its
 * words (the passes, the child) are read from the orders' read model when served, which a family's
 * erasure reaches; the stream keeps the money, as the books do.
 */

/** What an entry records. The family's balance moves up with `charged` and `refunded`, down with the rest. */
export const LEDGER_KINDS = ['charged', 'discounted', 'paid', 'refunded', 'credited'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  /** `{order event id}:{kind}`: one entry per kind per order event, so a replayed event records nothing. */
  key: string;
  orderId: number;
  kind: LedgerKind;
  /** Cents; negative only when a charge is withdrawn by the order going back to a quote. */
  cents: number;
  at: string;
  /** A payment's method (spec §4: 0 card, 1 cheque, 2 transfer, 5-7 vouchers). */
  method?: number;
  /** The plan's part a payment paid, and how many parts the plan has. */
  part?: number;
  parts?: number;
}

export type LedgerEntryRecorded = { type: 'LedgerEntryRecorded'; data: LedgerEntry & { famId: number } };
export type LedgerEvent = LedgerEntryRecorded;
export const LEDGER_EVENT_TYPES = ['LedgerEntryRecorded'] as const satisfies readonly LedgerEvent['type'][];
export const ledgerStream = (famId: number) => `ledger-${famId}`;

/** How an entry moves the family's balance (what it owes; negative: what the school owes it). */
export const LEDGER_SIGN: Record<LedgerKind, 1 | -1> = { charged: 1, discounted: -1, paid: -1, refunded: 1, credited: -1 };
