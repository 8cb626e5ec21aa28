/**
 * What a weekly slot costs for a term (issue 43): the school's term tariff gives a price for the
 * whole term per activity, or per slot over its activity's; a family starting later pays the lessons
 * left, in proportion (docs/adr/0029-term-prices.md).
 */

/** A term's prices for the whole term, in cents. */
export interface TermTariff {
  activities: Array<{ acyId: number; cents: number }>;
  slots: Array<{ psnId: number; tcsId: number; cents: number }>;
}

export const NO_TARIFF: TermTariff = { activities: [], slots: [] };

/** How long a place is kept while its family pays the term's price, unless the school set another (ADR 0029, decision 7). */
export const TERM_HOLD_MINUTES = 15;

/** A tuition line's id: this plus its activity's id, so that no pass's id is ever taken for it (names, the dashboard's money by pass). */
export const TUITION_LINE_BASE = 1_000_000_000;

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

/** Why a tariff cannot be kept: an activity or a slot priced twice. */
export function tariffRefusal(tariff: TermTariff): 'tariff' | null {
  const activities = new Set(tariff.activities.map((price) => price.acyId));
  const slots = new Set(tariff.slots.map((price) => `${price.psnId}/${price.tcsId}`));
  return activities.size < tariff.activities.length || slots.size < tariff.slots.length ? 'tariff' : null;
}
