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
  /** Given by a term's price paid (issue 43): the held place it pays (the term process confirms it with this card). */
  tuition?: { termId: number; tcsId: number; enrId: number };
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
    /** A plan's first part paid (issue 43): what was paid then, less than `total`; the rest follows by parts. Absent: paid whole. */
    paid?: number;
    /** Paid by SEPA direct debit: the mandate signed gives the cards, the debits follow (ADR 0029, decision 50). */
    directDebit?: true;
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

/**
 * Why a make-up credit was given (issue 23, docs/adr/0020-running-a-term.md): the school closed, the
 * school cancelled the course, the family declared an absence ahead on a subscription (its week
 * would be lost), or the desk gave it.
 */
export type CreditReason = 'closure' | 'courseCancelled' | 'absence' | 'desk';

/** A make-up credit: one lesson for one member, for the activities (and pools) the card it replaces covered, until `validUntil`. */
export interface CreditRecord {
  /** From the cards' id sequence: a place paid by a credit names it as its `cardId`. */
  creditId: number;
  usrId: number;
  memberName: string;
  reason: CreditReason;
  /** The desk's note, or the reason the school gave for the cancellation or the closure. */
  note: string;
  /** Empty: any activity, any pool. */
  acyIds: number[];
  psnIds: number[];
  validFrom: string;
  validUntil: string;
  /** The lesson it makes up for (null: given by the desk). */
  source: { insId: number; crsId: number; cardId: number; start: string; psnId: number; psnName: string; acyName: string } | null;
  /** Given for a closure: its days (the closure's reason is `note`). */
  closure?: { closureId: number; from: string; to: string };
}

/** Whom a credit's mails go to. */
export interface CreditNotify {
  email: string;
  name: string;
  language: 'fr' | 'en';
}

export type CreditGiven = { type: 'CreditGiven'; data: { famId: number; credit: CreditRecord; notify: CreditNotify; at: string; by: number | null } };
/** A make-up booked with the credit (inscription `insId`). */
export type CreditSpent = { type: 'CreditSpent'; data: { famId: number; creditId: number; insId: number; crsId: number; at: string; by: number | null } };
/** The make-up was cancelled before its cut-off (or by the school): the credit may be used again. */
export type CreditReturned = { type: 'CreditReturned'; data: { famId: number; creditId: number; insId: number; crsId: number; at: string; by: number | null } };
/** A week before its end, a credit still unused: the family is told (once). */
export type CreditExpiryWarned = { type: 'CreditExpiryWarned'; data: { famId: number; creditId: number; usrId: number; memberName: string; validUntil: string; notify: CreditNotify; at: string; by: number | null } };
/** Its end came unused: it books nothing any more. */
export type CreditExpired = { type: 'CreditExpired'; data: { famId: number; creditId: number; usrId: number; at: string; by: number | null } };

export type CardEvent = CardsIssued | CardsRevoked | CardCorrected | EntrySpent | EntryReturned | WeeksReserved | WeeksReturned | CreditGiven | CreditSpent | CreditReturned | CreditExpiryWarned | CreditExpired;
export const CARD_EVENT_TYPES = [
  'CardsIssued',
  'CardsRevoked',
  'CardCorrected',
  'EntrySpent',
  'EntryReturned',
  'WeeksReserved',
  'WeeksReturned',
  'CreditGiven',
  'CreditSpent',
  'CreditReturned',
  'CreditExpiryWarned',
  'CreditExpired',
] as const satisfies readonly CardEvent['type'][];
export const cardsStream = (famId: number) => `cards-${famId}`;
