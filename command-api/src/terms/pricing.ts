/**
 * What a weekly slot costs for a term (issue 43): the school's term tariff gives a price for the
 * whole term per activity, or per slot over its activity's; a family starting later pays the lessons
 * left, in proportion (docs/adr/0029-term-prices.md).
 */

/** A term's prices for the whole term, in cents. */
export interface TermTariff {
  activities: Array<{ acyId: number; cents: number }>;
  slots: Array<{ psnId: number; tcsId: number; cents: number }>;
  /** What a family pays less for a second child or a second weekly class (absent: nothing). */
  discounts?: TermDiscounts | undefined;
  /** In how many monthly parts a family may pay the term's price ("paiement en 3 fois"); null or absent: at once only. */
  instalments?: InstalmentCount | null | undefined;
  /** The term's promo codes (issue 43): never served to families, checked one code at a time. */
  promos?: PromoCode[] | undefined;
  /** The school year's membership fee, added once per family and year (ADR 0029, decisions 33-37); null or absent: none. */
  membership?: { cents: number } | null | undefined;
  /** A family may pay the term's price by monthly SEPA direct debit, to the term's last lesson (ADR 0029, decisions 48-53). */
  directDebit?: boolean | undefined;
}

/**
 * A promo code of a term (issue 43): a percent or an amount off the term's price after the school's
 * discounts, from a Paris day to a Paris day (either open), for at most `maxUses` places paid
 * (null: no limit). Its code is written in capitals, letters, digits and hyphens.
 */
export interface PromoCode {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  from: string | null;
  until: string | null;
  maxUses: number | null;
}

/** A code as the school wrote it and as a family types it, compared in capitals without spaces. */
export const promoKey = (code: string) => code.trim().toUpperCase();

/** The term's promo code `code` if it holds on `day` (Paris); why not otherwise. */
export function promoFor(tariff: TermTariff, code: string, day: string): { promo: PromoCode } | { refused: 'unknown' | 'notYet' | 'over' } {
  const promo = (tariff.promos ?? []).find((item) => promoKey(item.code) === promoKey(code));
  if (!promo) return { refused: 'unknown' };
  if (promo.from !== null && day < promo.from) return { refused: 'notYet' };
  if (promo.until !== null && day > promo.until) return { refused: 'over' };
  return { promo };
}

/** A price less a promo code (a percent rounded to the cent, half up; an amount at most the price). */
export function withPromo(cents: number, promo: Pick<PromoCode, 'kind' | 'value'>): { cents: number; off: number } {
  const off = promo.kind === 'percent' ? Math.round((cents * Math.min(100, promo.value)) / 100) : Math.min(cents, promo.value);
  return { cents: cents - off, off };
}

/** A discount: a whole percent of the price, or an amount in cents off it. */
export interface Discount {
  kind: 'percent' | 'amount';
  /** Percent (1-100) or cents. */
  value: number;
}

/** Why a price is lower: a brother or sister has a place in the term, or the child a place in another slot of it. */
export type DiscountKind = 'sibling' | 'secondClass';
/** What a line's price was lowered by: the school's discounts, or a promo code. */
export type AppliedKind = DiscountKind | 'promo';

/**
 * The term's discounts (issue 43): for a child whose brother or sister already has a place in the
 * term (held or enrolled), for a child who already has a place in another of its slots; when both
 * apply, `first` is taken off first and the other off what is left.
 */
export interface TermDiscounts {
  sibling: Discount | null;
  secondClass: Discount | null;
  first: DiscountKind;
}

/** One discount taken off a price: which, and how many cents. */
export interface AppliedDiscount {
  kind: AppliedKind;
  cents: number;
  /** A promo code's code. */
  code?: string | undefined;
}

/**
 * A price with the discounts that apply taken off, in the school's order: a percent of what is left
 * at its turn (rounded to the cent, half up), an amount at most what is left; never below nothing.
 *
 * @example
 * const discounts = { sibling: { kind: 'percent', value: 10 }, secondClass: { kind: 'amount', value: 2_000 }, first: 'sibling' } as const;
 * withDiscounts(15_000, discounts, { sibling: true, secondClass: true }); // { cents: 11_500, applied: [{ kind: 'sibling', cents: 1_500 }, { kind: 'secondClass', cents: 2_000 }] }
 */
export function withDiscounts(cents: number, discounts: TermDiscounts | undefined, applies: Record<DiscountKind, boolean>): { cents: number; applied: AppliedDiscount[] } {
  if (!discounts) return { cents, applied: [] };
  const order: DiscountKind[] = discounts.first === 'secondClass' ? ['secondClass', 'sibling'] : ['sibling', 'secondClass'];
  let left = cents;
  const applied: AppliedDiscount[] = [];
  for (const kind of order) {
    const discount = discounts[kind];
    if (!discount || !applies[kind] || left === 0) continue;
    const off = discount.kind === 'percent' ? Math.round((left * Math.min(100, discount.value)) / 100) : Math.min(left, discount.value);
    if (off <= 0) continue;
    left -= off;
    applied.push({ kind, cents: off });
  }
  return { cents: left, applied };
}

/** A family's places in a term (held or enrolled), as the discounts read them. */
export interface PlaceInTerm {
  usrId: number;
  /** The slot (a term's slot is its lesson template: one stream per term and template). */
  tcsId: number;
}

/**
 * Which discounts a child's place in a slot earns, from the family's other places in the term: a
 * brother's or sister's place anywhere in it; the child's own place in another slot.
 */
export function discountsEarned(places: readonly PlaceInTerm[], child: PlaceInTerm): Record<DiscountKind, boolean> {
  const others = places.filter((place) => !(place.usrId === child.usrId && place.tcsId === child.tcsId));
  return {
    sibling: others.some((place) => place.usrId !== child.usrId),
    secondClass: others.some((place) => place.usrId === child.usrId),
  };
}

export const NO_TARIFF: TermTariff = { activities: [], slots: [] };

/** How long a place is kept while its family pays the term's price, unless the school set another (ADR 0029, decision 7). */
export const TERM_HOLD_MINUTES = 15;

/** A tuition line's id: this plus its activity's id, so that no pass's id is ever taken for it (names, the dashboard's money by pass). */
export const TUITION_LINE_BASE = 1_000_000_000;

/** The membership fee's line id (ADR 0029, decision 34): below every tuition line's (an activity's id is 1 or more), above every pass's. */
export const MEMBERSHIP_LINE_ID = TUITION_LINE_BASE;

/**
 * The school year a term belongs to, by its first day (Paris): from September to August, named by
 * its first calendar year (a term starting on 2027-01-04 is in 2026, the year 2026-2027).
 */
export function schoolYearOf(firstDay: string): number {
  const [year, month] = firstDay.split('-').map(Number) as [number, number];
  return month >= 9 ? year : year - 1;
}

/** `2026-2027`. */
export const schoolYearText = (year: number) => `${year}-${year + 1}`;

/** Whether an order line (or a cart's) is a term's price rather than a pass: it is its order's, not a quantity the family chooses. */
export const isTuitionLineId = (id: number): boolean => id >= TUITION_LINE_BASE;

/** A term recorded before tariffs has none. */
export const tariffOf = (term: { tariff?: TermTariff | undefined }): TermTariff => term.tariff ?? NO_TARIFF;

/** The slot's price for the whole term: its own, else its activity's; null when the school set none. */
export function slotTermCents(tariff: TermTariff, slot: { psnId: number; tcsId: number; acyId: number }): number | null {
  const own = tariff.slots.find((price) => price.psnId === slot.psnId && price.tcsId === slot.tcsId);
  if (own) return own.cents;
  return tariff.activities.find((price) => price.acyId === slot.acyId)?.cents ?? null;
}

/**
 * The price of `left` lessons of the `lessons` the term gives in the slot, in proportion, rounded to
 * the cent (half up): all of them cost the term's price, none costs nothing.
 *
 * @example
 * proratedCents(18_000, 12, 9); // 13_500
 */
export function proratedCents(termCents: number, lessons: number, left: number): number {
  if (lessons <= 0 || left <= 0) return 0;
  if (left >= lessons) return termCents;
  return Math.round((termCents * left) / lessons);
}

/** Why a tariff cannot be kept: an activity or a slot priced twice, a percentage over 100. */
export function tariffRefusal(tariff: TermTariff): 'tariff' | 'discount' | 'promo' | null {
  const activities = new Set(tariff.activities.map((price) => price.acyId));
  const slots = new Set(tariff.slots.map((price) => `${price.psnId}/${price.tcsId}`));
  if (activities.size < tariff.activities.length || slots.size < tariff.slots.length) return 'tariff';
  const { discounts } = tariff;
  const overWhole = (discount: Discount | null) => discount !== null && discount.kind === 'percent' && discount.value > 100;
  if (discounts && (overWhole(discounts.sibling) || overWhole(discounts.secondClass))) return 'discount';
  // A code once, a percent at most 100, its days in order.
  const promos = tariff.promos ?? [];
  if (new Set(promos.map((promo) => promoKey(promo.code))).size < promos.length) return 'promo';
  if (promos.some((promo) => overWhole(promo) || (promo.from !== null && promo.until !== null && promo.until < promo.from))) return 'promo';
  return null;
}

/** One part of a price paid in instalments: its number (1 first), the Paris day it is due, its cents. */
export interface InstalmentPart {
  n: number;
  due: string;
  cents: number;
}

/**
 * How many monthly debits pay a term's price from `firstDay` (the day the mandate is signed) to its
 * last lesson: one on that day, then one on the same day of each following month that is not after
 * `lastDay` (ADR 0029, decision 49). At least one, at most twelve (a school year).
 *
 * @example
 * monthlyDebits('2026-09-10', '2026-12-16'); // 4: 10 September, October, November, December
 * monthlyDebits('2026-12-20', '2026-12-16'); // 1: the term's last lesson is before a month is out
 */
export function monthlyDebits(firstDay: string, lastDay: string): number {
  let count = 1;
  while (count < 12 && instalmentPlan(0, count + 1, firstDay)[count]!.due <= lastDay) count++;
  return count;
}

/** The instalments a school may offer for a term ("paiement en 3 fois"): 2 to 4. */
export const INSTALMENT_COUNTS = [2, 3, 4] as const;
export type InstalmentCount = (typeof INSTALMENT_COUNTS)[number];

/**
 * `cents` paid in `count` monthly parts, the first on `firstDay` (the day the family pays), each
 * next one on the same day of the following month, or its last day when the month is shorter (31
 * January, then 28 or 29 February, then 31 March). The parts are equal to the cent; the cents left
 * over by the division go on the first part, so the later ones, charged without the family at the
 * screen, are the smaller and the same, and the parts add up to the price exactly. Days are
 * calendar days ('YYYY-MM-DD', Paris), worked out without a clock or a time zone.
 *
 * @example
 * instalmentPlan(10_000, 3, '2026-01-31');
 * // [{ n: 1, due: '2026-01-31', cents: 3_334 }, { n: 2, due: '2026-02-28', cents: 3_333 }, { n: 3, due: '2026-03-31', cents: 3_333 }]
 */
export function instalmentPlan(cents: number, count: number, firstDay: string): InstalmentPart[] {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`instalmentPlan: cents must be a whole number of cents, not ${cents}`);
  if (!Number.isInteger(count) || count < 1 || count > 12) throw new RangeError(`instalmentPlan: count must be 1 to 12, not ${count}`);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(firstDay);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  // A day that exists: 31 February or month 13 is not one (Date would roll it over).
  if (!match || new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) !== firstDay) throw new RangeError(`instalmentPlan: ${firstDay} is not a day`);
  const share = Math.floor(cents / count);
  const pad = (value: number) => String(value).padStart(2, '0');
  return Array.from({ length: count }, (_, index) => {
    const monthIndex = month - 1 + index;
    const [y, m] = [year + Math.floor(monthIndex / 12), (monthIndex % 12) + 1];
    // Day 0 of the next month is this month's last day.
    const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return { n: index + 1, due: `${y}-${pad(m)}-${pad(Math.min(day, lastDay))}`, cents: index === 0 ? cents - share * (count - 1) : share };
  });
}
