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
