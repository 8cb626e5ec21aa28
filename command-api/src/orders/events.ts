import type { Address } from '../shared/contract.ts';
import type { OrderMove } from './status.ts';
import type { OrderLine, VatLine } from './contract.ts';

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
  };
};
export type PaymentRequested = {
  type: 'PaymentRequested';
  data: { orderId: number; paymentId: string; provider: 'stripe' | 'offline'; amount: number; at: string };
};
export type PaymentSucceeded = {
  type: 'PaymentSucceeded';
  data: { orderId: number; paymentId: string; provider: 'stripe' | 'offline' | 'desk'; method: number; amount: number; reference: string | null; at: string; by: number | null };
};
export type PaymentFailed = {
  type: 'PaymentFailed';
  data: { orderId: number; paymentId: string; provider: 'stripe' | 'offline'; reason: string; reference: string | null; at: string };
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
    /** Set when the family is told (cancelled or refunded): the mailer writes to them. */
    email?: string;
    name?: string;
    language?: 'fr' | 'en';
    total?: number;
    /** A refund: what was given back (cents), and whether the whole amount or only the unused part. */
    refunded?: number;
    scope?: 'full' | 'unused';
  };
};
export type OrderRefunded = {
  type: 'OrderRefunded';
  data: { orderId: number; paymentId: string; provider: 'stripe' | 'offline' | 'desk'; amount: number; refundId: string | null; at: string; by: number | null };
};

export type OrderEvent = OrderPlaced | PaymentRequested | PaymentSucceeded | PaymentFailed | OrderStatusChanged | OrderRefunded;
export const ORDER_EVENT_TYPES = ['OrderPlaced', 'PaymentRequested', 'PaymentSucceeded', 'PaymentFailed', 'OrderStatusChanged', 'OrderRefunded'] as const satisfies readonly OrderEvent['type'][];
export const orderStream = (orderId: number) => `order-${orderId}`;

/** A card as given: what it pays for and until when. */
export interface CardRecord {
  cardId: number;
  fftId: number;
  libelle: string;
  fftIsAbo: boolean;
  entries: number;
  validFrom: string;
  validUntil: string;
  acyIds: number[];
  psnIds: number[];
  note: string;
}

/**
 * A family's cards live on one stream (`cards-{famId}`): given by a paid order or the desk, corrected
 * by the desk, taken back (an order refunded); a place on a course spends an entry, a cancellation
 * before the cut-off gives it back (courses/events.ts).
 */
export type CardsIssued = {
  type: 'CardsIssued';
  data: {
    famId: number;
    /** The order that gave them; null at the desk. */
    orderId: number | null;
    cards: CardRecord[];
    at: string;
    by: number | null;
    /** Set for an order's cards: the mailer sends CommandeValidee with them. */
    email?: string;
    name?: string;
    language?: 'fr' | 'en';
    total?: number;
  };
};
export type CardsRevoked = { type: 'CardsRevoked'; data: { famId: number; orderId: number | null; cardIds: number[]; reason: string; at: string; by: number | null } };
export type CardCorrected = {
  type: 'CardCorrected';
  data: { famId: number; cardId: number; entries?: number; validUntil?: string; revoked?: boolean; note?: string; at: string; by: number | null };
};

/** A place on a course (inscription `insId`) paid with one entry; a subscription's counts for `week`. */
export type EntrySpent = { type: 'EntrySpent'; data: { famId: number; cardId: number; insId: number; crsId: number; week: string; at: string; by: number | null } };
/** A cancellation before the cut-off (or by the school): the entry is the card's again. */
export type EntryReturned = { type: 'EntryReturned'; data: { famId: number; cardId: number; insId: number; crsId: number; at: string; by: number | null } };

export type CardEvent = CardsIssued | CardsRevoked | CardCorrected | EntrySpent | EntryReturned;
export const CARD_EVENT_TYPES = ['CardsIssued', 'CardsRevoked', 'CardCorrected', 'EntrySpent', 'EntryReturned'] as const satisfies readonly CardEvent['type'][];
export const cardsStream = (famId: number) => `cards-${famId}`;
