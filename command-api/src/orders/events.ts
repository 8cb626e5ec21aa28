import type { Address } from '../shared/contract.ts';
import type { OrderMove } from './status.ts';
import type { OrderLine, VatLine } from './contract.ts';
import type { PlanPart } from './status.ts';

/** Whom an order's mails go to, as the order was placed. */
export interface Buyer {
  userId: number | null;
  email: string;
  name: string;
  language: 'fr' | 'en';
}

/**
 * Each order is a stream (`order-{id}`): placed, payments requested and settled, status moves,
 * refunds. The status moves are the machine's (`status.ts`); a move records from, to, the move, who
 * and why.
 */
export type OrderPlaced = {
  type: 'OrderPlaced';
  data: {
    orderId: number;
    famId: number;
    famName: string;
    buyer: Buyer;
    /** Snapshots of the passes as sold. */
    lines: OrderLine[];
    total: number;
    vat: VatLine[];
    address: Address | null;
    physical: boolean;
    /** `online`: checkout by the family; `desk`: placed from the back-office. */
    channel: 'online' | 'desk';
    at: string;
    by: number | null;
    /**
     * Paid in monthly parts (a term's price, ADR 0029 decisions 15-19), decided by the server when
     * the order is placed: each part's number, Paris day and cents, adding up to the total. Absent: at once.
     */
    plan?: PlanPart[];
    /** The plan's parts are taken by SEPA direct debit, once the family signs a mandate (ADR 0029, decisions 48-53). */
    directDebit?: true;
  };
};
/** A card kept with a plan's first payment, for the later parts (ADR 0029, decision 18): the provider's reference, never its number. */
export interface SavedCard {
  provider: 'stripe' | 'offline';
  /** Stripe: `customer/payment_method`; offline: the test card's token. */
  ref: string;
  /** The card's last digits, or the IBAN's. */
  last4: string;
  /** `sepa`: a SEPA direct debit mandate (its account's IBAN); absent: a card. */
  kind?: 'sepa';
}
/**
 * The family signed a SEPA direct debit mandate for a plan paid by direct debit (ADR 0029, decision
 * 50): the provider's reference to it (never the IBAN; its last four characters for the pages). The
 * place is the family's from then on, and the plan's parts are debited on their days.
 */
export type MandateSigned = {
  type: 'MandateSigned';
  /** `address`: placed without one, the order is billed to the family's as it signs (sealed under the family's key, as a payment's). */
  data: { orderId: number; famId: number; mandate: SavedCard & { kind: 'sepa' }; at: string; by: number | null; address?: Address };
};
export type PaymentRequested = {
  type: 'PaymentRequested';
  data: {
    orderId: number;
    paymentId: string;
    provider: 'stripe' | 'offline';
    amount: number;
    at: string;
    /**
     * The address the invoice goes to, decided with the payment when the order was placed without
     * one (a term's price held before the family gave its address, issue 43): the family's address
     * as it stands when it pays, with the family's id (its seal's key). Absent when the order had its address.
     */
    address?: Address;
    famId?: number;
    /** A plan's part this payment is for (1 first). */
    part?: number;
  };
};
export type PaymentSucceeded = {
  type: 'PaymentSucceeded';
  data: {
    orderId: number;
    paymentId: string;
    /** `gift`: a gift card's balance spent on the order (its code the reference, ADR 0029 decision 44). */
    provider: 'stripe' | 'offline' | 'desk' | 'gift';
    method: number;
    amount: number;
    reference: string | null;
    at: string;
    by: number | null;
    /** A plan's part it paid (a charge of the card kept); absent for a payment the family or the desk made. */
    part?: number;
    /** The card kept for the plan's later parts (its first payment). */
    savedCard?: SavedCard;
  };
};
export type PaymentFailed = {
  type: 'PaymentFailed';
  /** `part`: a plan's part charged on the card kept and refused (`offSession`), or paid by the family and declined; `amount`: what was asked of the card (absent before 2026-12: the payment's as requested). */
  data: {
    orderId: number;
    paymentId: string;
    provider: 'stripe' | 'offline';
    reason: string;
    reference: string | null;
    at: string;
    part?: number;
    offSession?: boolean;
    amount?: number;
    /**
     * A charge of the card kept (ADR 0029, decision 20): which try of its part it was, and then the
     * Paris day the card is tried again, or `overdue` when it was the last try (the desk calls). The
     * family is told (`famId`, `email`, `name`, `language`: the order's buyer).
     */
    attempt?: number;
    /** How many parts the plan has (the mail says "2 of 3"). */
    count?: number;
    retryOn?: string;
    overdue?: boolean;
    famId?: number;
    email?: string;
    name?: string;
    language?: 'fr' | 'en';
    /** A SEPA debit refused by the bank, not a card (the mail says so). */
    sepa?: true;
  };
};
export type OrderStatusChanged = {
  type: 'OrderStatusChanged';
  data: {
    orderId: number;
    famId: number;
    from: number;
    to: number;
    move: OrderMove;
    reason: string;
    at: string;
    by: number | null;
    /**
     * Set when the family is told (cancelled or refunded, or a plan's last part paid): the mailer
     * writes to them. `parts`: the plan's number of parts (its last paid; absent otherwise).
     */
    email?: string;
    name?: string;
    language?: 'fr' | 'en';
    total?: number;
    parts?: number;
    /** A refund: what was given back (cents), and whether the whole amount or only the unused part. */
    refunded?: number;
    scope?: 'full' | 'unused';
    /** A cancellation by the family's own new checkout (which they confirmed): the order that replaced it. Absent before 2026-11. */
    replacedBy?: number;
    /**
     * The move to paid of an order that costs something: whom its invoice is made out to, decided
     * with the payment, while no erasure can be (one waits for every order to be paid or cancelled).
     * Sealed under the year's books key, not the family's (docs/adr/0026-invoices-law-and-retention.md).
     * Absent before 2026-12.
     */
    billedTo?: { name: string; address: Address | null };
  };
};
export type OrderRefunded = {
  type: 'OrderRefunded';
  data: { orderId: number; paymentId: string; provider: 'stripe' | 'offline' | 'desk' | 'gift'; amount: number; refundId: string | null; at: string; by: number | null };
};

export type OrderEvent = OrderPlaced | PaymentRequested | PaymentSucceeded | PaymentFailed | OrderStatusChanged | OrderRefunded | MandateSigned;
export const ORDER_EVENT_TYPES = ['OrderPlaced', 'PaymentRequested', 'PaymentSucceeded', 'PaymentFailed', 'OrderStatusChanged', 'OrderRefunded', 'MandateSigned'] as const satisfies readonly OrderEvent['type'][];
export const orderStream = (orderId: number) => `order-${orderId}`;
