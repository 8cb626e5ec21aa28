/**
 * What a term's lessons cost, pure (issue 41): with each card the family holds (the entries it
 * spends, what they are worth, whether it pays them all) and with each pass on sale (whether one
 * card of it pays them all, at what price). A term enrolment is paid at once by one card
 * (docs/adr/0019-term-enrolment.md): two smaller cards never pay a term together, so a pass "fits"
 * when one card of it pays every lesson. The enrol dialogs and the enrolment mail say it with these
 * rules (package subpath `@plouf/command-api/term-price`; no TypeBox).
 */
import { validUntil, weeksPayable, type CardForRules, type CardRefusal, type CourseForRules } from './rules.ts';

type SlotCourse = Omit<CourseForRules, 'start'>;

/** What one of the family's cards would do for these lessons. */
export interface CardTermCost {
  /** Lessons it pays, in order, before it stops. */
  paid: number;
  /** It pays every lesson: it may be chosen. */
  pays: boolean;
  /** Why it stops (null when it pays every lesson). */
  refusal: CardRefusal | null;
  /** Entries the enrolment spends on it: one a lesson (a subscription: that week's). */
  spent: number;
  /** Entries left on it afterwards; null for a subscription (one a week, whatever is booked). */
  leftAfter: number | null;
  /** What an entry is worth: the price paid for the card over its entries, in cents; null when unknown (a subscription, a card given at the desk). */
  perLesson: number | null;
  /** What the entries spent are worth, in cents; null when unknown. */
  worth: number | null;
  /** When it does not pay them all: the index of the first lesson from which it would (a later first week), or null when none would do. */
  paysFrom: number | null;
}

/**
 * What entries of a card priced `price` (cents, for `entries` entries) are worth: rounded once, on
 * the whole, so ten lessons of a 139,50 € card of ten are 139,50 €, not 10 × 13,95 €.
 *
 * @example
 * entriesWorth(13950, 10, 4); // 5580
 */
export function entriesWorth(price: number, entries: number, count: number): number {
  return entries > 0 ? Math.round((price * count) / entries) : 0;
}

/** The first lesson from which the card pays every one to the end, or null. */
function firstPayable(card: CardForRules, dates: readonly string[], course: SlotCourse): number | null {
  for (let from = 1; from < dates.length; from++) if (weeksPayable(card, dates.slice(from), course).paid === dates.length - from) return from;
  return null;
}

/**
 * What enrolling for these lessons costs with one of the family's cards. `price` is what the family
 * paid for it (null when unknown: given at the desk).
 *
 * @example
 * cardTermCost({ ...tenEntries, used: 2, price: 15000 }, eightWednesdays, course);
 * // { paid: 8, pays: true, refusal: null, spent: 8, leftAfter: 0, perLesson: 1500, worth: 12000, paysFrom: null }
 */
export function cardTermCost(card: CardForRules & { price: number | null }, dates: readonly string[], course: SlotCourse): CardTermCost {
  const { paid, refusal } = weeksPayable(card, dates, course);
  const pays = dates.length > 0 && paid === dates.length;
  const known = !card.fftIsAbo && card.price !== null && card.entries > 0;
  return {
    paid,
    pays,
    refusal: pays ? null : refusal,
    spent: pays ? dates.length : 0,
    leftAfter: card.fftIsAbo ? null : Math.max(0, card.entries - card.used - (pays ? dates.length : 0)),
    perLesson: known ? entriesWorth(card.price!, card.entries, 1) : null,
    worth: known && pays ? entriesWorth(card.price!, card.entries, dates.length) : null,
    paysFrom: pays ? null : firstPayable(card, dates, course),
  };
}

/** What the rules need of a pass on sale. */
export interface PassForPrice {
  fftIsAbo: boolean;
  fftNbEntree: number;
  /** Months a card of it is valid from its payment. */
  fftValiditeM: number;
  /** Cents, VAT included. */
  fftTarif: number;
  acyIds: readonly number[];
  psnIds: readonly number[];
}

/** What buying one card of a pass would do for these lessons. */
export interface PassTermOffer {
  /** Lessons one new card of it pays, in order. */
  paid: number;
  /** One card of it pays every lesson. */
  pays: boolean;
  refusal: CardRefusal | null;
  /** What it costs (cents): one card. */
  price: number;
  /** What a lesson comes to on it (cents); null for a subscription. */
  perLesson: number | null;
  /** Entries left on it once the lessons are paid; null for a subscription. */
  leftAfter: number | null;
  /** When it does not pay them all: the first lesson from which it would, or null. */
  paysFrom: number | null;
}

/**
 * The card a pass would give if paid at `at`: valid from then for its months, its entries unused
 * (the order process gives exactly this, `orders/process.ts`).
 */
export const cardOfPass = (pass: PassForPrice, at: string): CardForRules => ({
  fftIsAbo: pass.fftIsAbo,
  entries: pass.fftNbEntree,
  used: 0,
  weeks: [],
  validFrom: at,
  validUntil: validUntil(at, pass.fftValiditeM),
  acyIds: pass.acyIds,
  psnIds: pass.psnIds,
  revoked: false,
});

/**
 * What one card of a pass, bought at `at`, would do for these lessons.
 *
 * @example
 * passTermOffer({ fftIsAbo: false, fftNbEntree: 10, fftValiditeM: 12, fftTarif: 15000, acyIds: [], psnIds: [] }, eightWednesdays, course, now);
 * // { paid: 8, pays: true, refusal: null, price: 15000, perLesson: 1500, leftAfter: 2, paysFrom: null }
 */
export function passTermOffer(pass: PassForPrice, dates: readonly string[], course: SlotCourse, at: string): PassTermOffer {
  const card = cardOfPass(pass, at);
  const cost = cardTermCost({ ...card, price: pass.fftTarif }, dates, course);
  return {
    paid: cost.paid,
    pays: cost.pays,
    refusal: cost.refusal,
    price: pass.fftTarif,
    perLesson: cost.perLesson,
    leftAfter: cost.pays ? cost.leftAfter : null,
    paysFrom: cost.paysFrom,
  };
}

/**
 * Whether a pass is for this slot at all (its activities and pools): a pass for another activity
 * is not offered, one that covers the slot but pays too few lessons is, with why.
 */
export function passCoversSlot(pass: Pick<PassForPrice, 'acyIds' | 'psnIds'>, course: SlotCourse): boolean {
  const activities = [course.acyId, ...(course.acyIdCplt ? [course.acyIdCplt] : [])];
  const activity = pass.acyIds.length === 0 || activities.some((id) => pass.acyIds.includes(id));
  const pool = pass.psnIds.length === 0 || pass.psnIds.includes(course.psnId);
  return activity && pool;
}

/**
 * The family's cards best first: those that pay every lesson, a subscription first (the lessons
 * cost it nothing more), then the card whose validity ends first (its entries would be lost
 * first), then the cheaper entry; those that do not pay after, the most lessons paid first.
 */
export function cardsBestFirst<T extends { cost: CardTermCost; card: Pick<CardForRules, 'fftIsAbo' | 'validUntil'> }>(cards: readonly T[]): T[] {
  return [...cards].sort(
    (a, b) =>
      Number(b.cost.pays) - Number(a.cost.pays) ||
      (a.cost.pays ? Number(b.card.fftIsAbo) - Number(a.card.fftIsAbo) || a.card.validUntil.localeCompare(b.card.validUntil) || (a.cost.perLesson ?? 0) - (b.cost.perLesson ?? 0) : b.cost.paid - a.cost.paid),
  );
}

/** Passes best first: those one card of which pays every lesson, the cheapest first; then the others, the most lessons paid first. */
export function passesBestFirst<T extends { offer: PassTermOffer }>(passes: readonly T[]): T[] {
  return [...passes].sort((a, b) => Number(b.offer.pays) - Number(a.offer.pays) || (a.offer.pays ? a.offer.price - b.offer.price : b.offer.paid - a.offer.paid));
}
