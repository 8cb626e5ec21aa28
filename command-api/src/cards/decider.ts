import type { Decider } from '@plouf/infra';
import { parisDay } from '@plouf/infra/days';
import { CardNotFound, CardPaysFewerWeeks, CardRefused } from './errors.ts';
import type { CardEvent, CardRecord, CardsIssued, CreditNotify, CreditRecord } from './events.ts';
import { cardRefusal, creditRefusal, isoWeek, validUntil, weeksPayable, type CourseForRules } from './rules.ts';

export { validUntil, weeksPayable };

type Stamp = { now: string; by: number | null };

export type CardCommand =
  | { type: 'IssueOrderCards'; data: Stamp & { famId: number; orderId: number; cards: CardRecord[]; notify: Pick<CardsIssued['data'], 'email' | 'name' | 'language' | 'total' | 'paid' | 'directDebit'> } }
  | { type: 'GiveCard'; data: Stamp & { famId: number; card: CardRecord } }
  | { type: 'CorrectCard'; data: Stamp & { famId: number; cardId: number; entries?: number; validUntil?: string; revoked?: boolean; note?: string } }
  | { type: 'RevokeOrderCards'; data: Stamp & { famId: number; orderId: number; reason: string } }
  /**
   * Pays a place (inscription `insId`) with an entry of the card, or with a make-up credit (whose id
   * it names: `usrId`, the member booked, must be the credit's); once per inscription.
   */
  | { type: 'SpendEntry'; data: Stamp & { famId: number; cardId: number; insId: number; usrId?: number; course: CourseForRules & { crsId: number } } }
  /** Gives a make-up credit; once per lesson it makes up for (`source.insId`). */
  | { type: 'GiveCredit'; data: Stamp & { famId: number; credit: CreditRecord; notify: CreditNotify } }
  /** A week before its end: tells the family of a credit still open (once). */
  | { type: 'WarnCreditExpiry'; data: Stamp & { famId: number; creditId: number } }
  /** Its end: an unused credit expires (once; a used one stays used). */
  | { type: 'ExpireCredit'; data: Stamp & { famId: number; creditId: number } }
  /** Gives the entry of a cancelled place back; once per inscription. */
  | { type: 'ReturnEntry'; data: Stamp & { famId: number; insId: number } }
  /**
   * Pays every lesson of a term enrolment ahead, or refuses (`CardPaysFewerWeeks` says how many it
   * would pay); once per enrolment. `transferFrom`: a move, the former enrolment's lessons from
   * `fromDate` on come back to their card first.
   */
  | { type: 'ReserveWeeks'; data: Stamp & { famId: number; cardId: number; enrId: number; dates: string[]; course: Omit<CourseForRules, 'start'>; transferFrom?: { enrId: number; fromDate: string } } }
  /** Gives lessons of a term enrolment back (those still held, once each). */
  | { type: 'ReturnWeeks'; data: Stamp & { famId: number; enrId: number; dates: string[] } };

export interface CardState extends CardRecord {
  orderId: number | null;
  used: number;
  /** A subscription's weeks with an entry spent. */
  weeks: string[];
  revoked: boolean;
}

/** An entry spent for an inscription, and whether it came back. */
export interface SpentEntry {
  cardId: number;
  crsId: number;
  week: string;
  returned: boolean;
}

export interface FamilyCards {
  cards: Record<number, CardState>;
  /** Orders whose cards were given, and those taken back: each happens once. */
  issuedOrders: number[];
  revokedOrders: number[];
  /** Entries spent, by inscription: an inscription spends at most one, and gets it back at most once. */
  spent: Record<number, SpentEntry>;
  /** Term enrolments' lessons paid ahead and still held, by enrolment. */
  reserved: Record<number, { cardId: number; dates: string[] }>;
  /** Make-up credits, by id (issue 23). */
  credits: Record<number, CreditState>;
}

/** A credit as it stands: open, used by a make-up (`usedBy`), or expired; `warned` once its end is near. */
export interface CreditState extends CreditRecord {
  status: 'open' | 'used' | 'expired';
  usedBy: number | null;
  warned: boolean;
  notify: CreditNotify;
}

/** The credit given for a lesson (its inscription), if any. */
export const creditFor = (state: FamilyCards, insId: number) => Object.values(state.credits).find((credit) => credit.source?.insId === insId) ?? null;

/**
 * A family's cards. An order gives its cards once (a replayed payment or a crash before the
 * checkpoint gives nothing twice); a refund takes them all back, once.
 */
export const cardsDecider: Decider<CardCommand, CardEvent, FamilyCards> = {
  initialState: () => ({ cards: {}, issuedOrders: [], revokedOrders: [], spent: {}, reserved: {}, credits: {} }),

  decide(command, state) {
    const { famId, now, by } = command.data;
    switch (command.type) {
      case 'IssueOrderCards': {
        const { orderId, cards, notify } = command.data;
        if (state.issuedOrders.includes(orderId)) return [];
        return [{ type: 'CardsIssued', data: { famId, orderId, cards, at: now, by, ...notify } }];
      }
      case 'GiveCard':
        return [{ type: 'CardsIssued', data: { famId, orderId: null, cards: [command.data.card], at: now, by } }];
      case 'CorrectCard': {
        const { cardId, entries, validUntil, revoked, note } = command.data;
        const card = state.cards[cardId];
        if (!card) throw new CardNotFound(cardId);
        const changes = {
          ...(entries !== undefined && entries !== card.entries && { entries }),
          ...(validUntil !== undefined && validUntil !== card.validUntil && { validUntil }),
          ...(revoked !== undefined && revoked !== card.revoked && { revoked }),
          ...(note !== undefined && note !== card.note && { note }),
        };
        return Object.keys(changes).length === 0 ? [] : [{ type: 'CardCorrected', data: { famId, cardId, ...changes, at: now, by } }];
      }
      case 'RevokeOrderCards': {
        const { orderId, reason } = command.data;
        if (state.revokedOrders.includes(orderId)) return [];
        // Every card of a refunded order is taken back, used or not (ADR 0009): the money the
        // desk gives back is for what was not used, and no entry of it may be spent afterwards.
        const cardIds = Object.values(state.cards)
          .filter((card) => card.orderId === orderId && !card.revoked)
          .map((card) => card.cardId);
        return [{ type: 'CardsRevoked', data: { famId, orderId, cardIds, reason, at: now, by } }];
      }
      case 'SpendEntry': {
        const { cardId, insId, course, usrId } = command.data;
        if (state.spent[insId]) return [];
        const credit = state.credits[cardId];
        if (credit) {
          const refused = creditRefusal(credit, course, usrId ?? credit.usrId);
          if (refused) throw new CardRefused(refused, cardId);
          return [{ type: 'CreditSpent', data: { famId, creditId: cardId, insId, crsId: course.crsId, at: now, by } }];
        }
        const card = state.cards[cardId];
        if (!card) throw new CardNotFound(cardId);
        const refused = cardRefusal(card, course);
        if (refused) throw new CardRefused(refused, cardId);
        return [{ type: 'EntrySpent', data: { famId, cardId, insId, crsId: course.crsId, week: isoWeek(course.start), at: now, by } }];
      }
      case 'ReturnEntry': {
        const entry = state.spent[command.data.insId];
        if (!entry || entry.returned) return [];
        if (state.credits[entry.cardId]) return [{ type: 'CreditReturned', data: { famId, creditId: entry.cardId, insId: command.data.insId, crsId: entry.crsId, at: now, by } }];
        return [{ type: 'EntryReturned', data: { famId, cardId: entry.cardId, insId: command.data.insId, crsId: entry.crsId, at: now, by } }];
      }
      case 'ReserveWeeks': {
        const { cardId, enrId, dates, course, transferFrom } = command.data;
        if (state.reserved[enrId]) return [];
        const card = state.cards[cardId];
        if (!card) throw new CardNotFound(cardId);
        const before = transferFrom ? state.reserved[transferFrom.enrId] : undefined;
        const freedDates = before ? before.dates.filter((date) => parisDay(new Date(date)) >= transferFrom!.fromDate) : [];
        const { paid, refusal } = weeksPayable(card, dates, course, before?.cardId === cardId ? freedDates : []);
        if (paid === 0 && refusal) throw new CardRefused(refusal, cardId);
        if (paid < dates.length) throw new CardPaysFewerWeeks(paid, dates.length);
        const transferred = before && before.cardId === cardId && freedDates.length > 0 ? { transferred: { enrId: transferFrom!.enrId, dates: freedDates } } : {};
        return [{ type: 'WeeksReserved', data: { famId, cardId, enrId, dates, weeks: dates.map(isoWeek), ...transferred, at: now, by } }];
      }
      case 'ReturnWeeks': {
        const held = state.reserved[command.data.enrId];
        const dates = held ? command.data.dates.filter((date) => held.dates.includes(date)) : [];
        if (!held || dates.length === 0) return [];
        return [{ type: 'WeeksReturned', data: { famId, cardId: held.cardId, enrId: command.data.enrId, dates, at: now, by } }];
      }
      case 'GiveCredit': {
        const { credit, notify } = command.data;
        if (state.credits[credit.creditId]) return [];
        if (credit.source && creditFor(state, credit.source.insId)) return [];
        return [{ type: 'CreditGiven', data: { famId, credit, notify, at: now, by } }];
      }
      case 'WarnCreditExpiry': {
        const credit = state.credits[command.data.creditId];
        if (!credit || credit.status !== 'open' || credit.warned) return [];
        const { creditId, usrId, memberName, validUntil, notify } = credit;
        return [{ type: 'CreditExpiryWarned', data: { famId, creditId, usrId, memberName, validUntil, notify, at: now, by } }];
      }
      case 'ExpireCredit': {
        const credit = state.credits[command.data.creditId];
        // A credit given back after its end (its make-up cancelled by the school) expires at once.
        if (!credit || credit.status !== 'open' || new Date(now).getTime() < new Date(credit.validUntil).getTime()) return [];
        return [{ type: 'CreditExpired', data: { famId, creditId: credit.creditId, usrId: credit.usrId, at: now, by } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CardsIssued': {
        const cards = { ...state.cards };
        for (const card of event.data.cards) cards[card.cardId] = { ...card, orderId: event.data.orderId, used: 0, weeks: [], revoked: false };
        const issuedOrders = event.data.orderId === null ? state.issuedOrders : [...state.issuedOrders, event.data.orderId];
        return { ...state, cards, issuedOrders };
      }
      case 'CardsRevoked': {
        const cards = { ...state.cards };
        for (const cardId of event.data.cardIds) if (cards[cardId]) cards[cardId] = { ...cards[cardId], revoked: true };
        const revokedOrders = event.data.orderId === null ? state.revokedOrders : [...state.revokedOrders, event.data.orderId];
        return { ...state, cards, revokedOrders };
      }
      case 'CardCorrected': {
        const card = state.cards[event.data.cardId];
        if (!card) return state;
        const { entries, validUntil, revoked, note } = event.data;
        const next = { ...card, ...(entries !== undefined && { entries }), ...(validUntil !== undefined && { validUntil }), ...(revoked !== undefined && { revoked }), ...(note !== undefined && { note }) };
        return { ...state, cards: { ...state.cards, [card.cardId]: next } };
      }
      case 'EntrySpent': {
        const { cardId, insId, crsId, week } = event.data;
        const card = state.cards[cardId];
        const spent = { ...state.spent, [insId]: { cardId, crsId, week, returned: false } };
        if (!card) return { ...state, spent };
        return { ...state, spent, cards: { ...state.cards, [cardId]: { ...card, used: card.used + 1, weeks: [...card.weeks, week] } } };
      }
      case 'EntryReturned': {
        const entry = state.spent[event.data.insId];
        if (!entry) return state;
        const spent = { ...state.spent, [event.data.insId]: { ...entry, returned: true } };
        const card = state.cards[entry.cardId];
        if (!card) return { ...state, spent };
        const weeks = [...card.weeks];
        const at = weeks.indexOf(entry.week);
        if (at >= 0) weeks.splice(at, 1);
        return { ...state, spent, cards: { ...state.cards, [entry.cardId]: { ...card, used: Math.max(0, card.used - 1), weeks } } };
      }
      case 'WeeksReserved': {
        const { cardId, enrId, dates, transferred } = event.data;
        let next = state;
        if (transferred) next = giveBack(next, transferred.enrId, transferred.dates);
        const card = next.cards[cardId];
        const reserved = { ...next.reserved, [enrId]: { cardId, dates: [...dates] } };
        if (!card) return { ...next, reserved };
        return { ...next, reserved, cards: { ...next.cards, [cardId]: { ...card, used: card.used + dates.length, weeks: [...card.weeks, ...dates.map(isoWeek)] } } };
      }
      case 'WeeksReturned':
        return giveBack(state, event.data.enrId, event.data.dates);
      case 'CreditGiven': {
        const { credit, notify } = event.data;
        return { ...state, credits: { ...state.credits, [credit.creditId]: { ...credit, notify, status: 'open', usedBy: null, warned: false } } };
      }
      case 'CreditSpent': {
        const { creditId, insId, crsId } = event.data;
        const credit = state.credits[creditId];
        const spent = { ...state.spent, [insId]: { cardId: creditId, crsId, week: '', returned: false } };
        return credit ? { ...state, spent, credits: { ...state.credits, [creditId]: { ...credit, status: 'used', usedBy: insId } } } : { ...state, spent };
      }
      case 'CreditReturned': {
        const { creditId, insId } = event.data;
        const credit = state.credits[creditId];
        const entry = state.spent[insId];
        const spent = entry ? { ...state.spent, [insId]: { ...entry, returned: true } } : state.spent;
        return credit ? { ...state, spent, credits: { ...state.credits, [creditId]: { ...credit, status: 'open', usedBy: null } } } : { ...state, spent };
      }
      case 'CreditExpiryWarned': {
        const credit = state.credits[event.data.creditId];
        return credit ? { ...state, credits: { ...state.credits, [credit.creditId]: { ...credit, warned: true } } } : state;
      }
      case 'CreditExpired': {
        const credit = state.credits[event.data.creditId];
        return credit ? { ...state, credits: { ...state.credits, [credit.creditId]: { ...credit, status: 'expired' } } } : state;
      }
    }
  },
};

/** Lessons of a term enrolment back to its card: no longer held, the entries (or the weeks) free again. */
function giveBack(state: FamilyCards, enrId: number, dates: readonly string[]): FamilyCards {
  const held = state.reserved[enrId];
  if (!held) return state;
  const back = dates.filter((date) => held.dates.includes(date));
  const reserved = { ...state.reserved, [enrId]: { ...held, dates: held.dates.filter((date) => !back.includes(date)) } };
  const card = state.cards[held.cardId];
  if (!card) return { ...state, reserved };
  const weeks = [...card.weeks];
  for (const date of back) {
    const at = weeks.indexOf(isoWeek(date));
    if (at >= 0) weeks.splice(at, 1);
  }
  return { ...state, reserved, cards: { ...state.cards, [held.cardId]: { ...card, used: Math.max(0, card.used - back.length), weeks } } };
}

/** How many cards of a pass the family holds (not taken back): what its purchase limit counts. */
export const heldOf = (state: FamilyCards, fftId: number) => Object.values(state.cards).filter((card) => card.fftId === fftId && !card.revoked).length;
