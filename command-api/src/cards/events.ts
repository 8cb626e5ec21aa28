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

/**
 * A term enrolment's lessons paid ahead (docs/adr/0019-term-enrolment.md): one entry per lesson
 * (`dates`, ISO starts; a subscription's for their `weeks`), spent now so that nothing else takes
 * them. `transferred`: the desk moved the child, the lessons of its former enrolment from that day
 * were given back to the card in the same decision.
 */
export type WeeksReserved = {
  type: 'WeeksReserved';
  data: { famId: number; cardId: number; enrId: number; dates: string[]; weeks: string[]; transferred?: { enrId: number; dates: string[] }; at: string; by: number | null };
};
/** Lessons of a term enrolment given back to its card (given up before their cut-off, or cancelled by the school). */
export type WeeksReturned = { type: 'WeeksReturned'; data: { famId: number; cardId: number; enrId: number; dates: string[]; at: string; by: number | null } };

export type CardEvent = CardsIssued | CardsRevoked | CardCorrected | EntrySpent | EntryReturned | WeeksReserved | WeeksReturned;
export const CARD_EVENT_TYPES = ['CardsIssued', 'CardsRevoked', 'CardCorrected', 'EntrySpent', 'EntryReturned', 'WeeksReserved', 'WeeksReturned'] as const satisfies readonly CardEvent['type'][];
export const cardsStream = (famId: number) => `cards-${famId}`;
