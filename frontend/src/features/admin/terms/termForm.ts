import { parisMoment } from '@plouf/infra/days';
import type { TermInput, TermView } from '../../../api/adminTerms.ts';
import { dayOf, parisTime } from '../../../lib/parisTime.ts';
import { compact, required, type ClientErrors } from '../kit/fieldErrors.ts';

/** What the term form edits: the moments as a Paris day and a Paris time, apart. */
export interface TermDraft {
  libelle: string;
  englishName: string;
  firstDay: string;
  lastDay: string;
  /** null: every pool. */
  psnId: number | null;
  /** Both empty: no priority window. */
  priorityDay: string;
  priorityTime: string;
  opensDay: string;
  opensTime: string;
  /** The term's prices (issue 43), in the order shown: each for an activity or for one slot. */
  prices: PriceDraft[];
  /** Its discounts (issue 43): for a second child, for a child's second class, and which goes first. */
  discounts: DiscountsDraft;
  /** In how many monthly parts a family may pay (issue 43): 0 at once only, else 2 to 4. */
  instalments: number;
  /** Monthly SEPA direct debit offered (issue 43). */
  directDebit: boolean;
  /** Its promo codes (issue 43), in the order shown. */
  promos: PromoDraft[];
  /** The school year's membership fee, cents (issue 43): 0 none. */
  membership: number;
}

/** A promo code as the form edits it: a percent (whole) or an amount (cents), its days (empty: open), its uses (empty: no limit). */
export interface PromoDraft {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  from: string;
  until: string;
  maxUses: string;
}

export const NEW_PROMO: PromoDraft = { code: '', kind: 'percent', value: 0, from: '', until: '', maxUses: '' };
const PROMO_CODE = /^[A-Za-z0-9-]{3,20}$/;

/** A discount as the form edits it: none, a whole percent, or an amount in cents. */
export interface DiscountDraft {
  kind: 'none' | 'percent' | 'amount';
  value: number;
}

export interface DiscountsDraft {
  sibling: DiscountDraft;
  secondClass: DiscountDraft;
  first: 'sibling' | 'secondClass';
}

const NO_DISCOUNT: DiscountDraft = { kind: 'none', value: 0 };
export const NO_DISCOUNTS: DiscountsDraft = { sibling: NO_DISCOUNT, secondClass: NO_DISCOUNT, first: 'sibling' };

/** One price of the tariff: what it is for (`activity:{acyId}` or `slot:{psnId}:{tcsId}`, '' not chosen yet) and its cents for the whole term. */
export interface PriceDraft {
  target: string;
  cents: number;
}

export const activityTarget = (acyId: number) => `activity:${acyId}`;
export const slotTarget = (psnId: number, tcsId: number) => `slot:${psnId}:${tcsId}`;

export const blankTerm = (): TermDraft => ({ libelle: '', englishName: '', firstDay: '', lastDay: '', psnId: null, priorityDay: '', priorityTime: '', opensDay: '', opensTime: '18:00', prices: [], discounts: NO_DISCOUNTS, instalments: 0, directDebit: false, promos: [], membership: 0 });

/** The tariff as rows: the activities' prices, then the slots'. */
const priceRows = (tariff: TermView['tariff']): PriceDraft[] => [
  ...tariff.activities.map((price) => ({ target: activityTarget(price.acyId), cents: price.cents })),
  ...tariff.slots.map((price) => ({ target: slotTarget(price.psnId, price.tcsId), cents: price.cents })),
];

/**
 * A term as the form shows it: its moments told in Paris, whatever the browser's zone.
 *
 * @example
 * termDraft(term).opensTime // '18:00' for '2026-12-14T17:00:00.000Z' (winter) as for '2027-06-14T16:00:00.000Z' (summer)
 */
export function termDraft(term: TermView): TermDraft {
  return {
    libelle: term.libelle,
    englishName: term.englishName,
    firstDay: term.firstDay,
    lastDay: term.lastDay,
    psnId: term.psnId,
    priorityDay: term.priorityOpensAt ? dayOf(term.priorityOpensAt) : '',
    priorityTime: term.priorityOpensAt ? parisTime(term.priorityOpensAt) : '',
    opensDay: dayOf(term.opensAt),
    opensTime: parisTime(term.opensAt),
    prices: priceRows(term.tariff),
    discounts: discountsDraft(term.tariff.discounts),
    instalments: term.tariff.instalments ?? 0,
    directDebit: term.tariff.directDebit === true,
    membership: term.tariff.membership?.cents ?? 0,
    promos: (term.tariff.promos ?? []).map((promo) => ({ code: promo.code, kind: promo.kind, value: promo.value, from: promo.from ?? '', until: promo.until ?? '', maxUses: promo.maxUses === null ? '' : String(promo.maxUses) })),
  };
}

const discountDraft = (discount: { kind: 'percent' | 'amount'; value: number } | null | undefined): DiscountDraft => (discount ? { kind: discount.kind, value: discount.value } : NO_DISCOUNT);
const discountsDraft = (discounts: TermView['tariff']['discounts']): DiscountsDraft =>
  discounts ? { sibling: discountDraft(discounts.sibling), secondClass: discountDraft(discounts.secondClass), first: discounts.first } : NO_DISCOUNTS;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const dayError = (value: string) => required(value) ?? (DAY.test(value) ? undefined : 'admin.validation.required');
const timeError = (value: string) => required(value) ?? (TIME.test(value) ? undefined : 'admin.validation.required');

/**
 * What is missing before the form can be sent (the order of the days and moments is the server's
 * to refuse, in its words). A priority window needs its day and its time, or neither.
 */
export function termErrors(draft: TermDraft): ClientErrors {
  const priority = draft.priorityDay !== '' || draft.priorityTime !== '';
  return compact({
    libelle: required(draft.libelle),
    firstDay: dayError(draft.firstDay),
    lastDay: dayError(draft.lastDay),
    opensDay: dayError(draft.opensDay),
    opensTime: timeError(draft.opensTime),
    priorityDay: priority ? dayError(draft.priorityDay) : undefined,
    priorityTime: priority ? timeError(draft.priorityTime) : undefined,
    membership: draft.membership > 100_000 ? 'adminTerms.validation.membership' : undefined,
    'discounts.sibling': discountError(draft.discounts.sibling),
    'discounts.secondClass': discountError(draft.discounts.secondClass),
    ...Object.fromEntries(draft.promos.map((promo, index) => [`promos.${index}`, promoError(draft.promos, index)])),
    ...Object.fromEntries(draft.prices.map((price, index) => [`prices.${index}`, price.target === '' ? 'admin.validation.required' : pricedBefore(draft.prices, index) ? 'adminTerms.validation.pricedTwice' : undefined])),
  });
}

/** A discount chosen must take something off, and a percent at most all of it. */
const discountError = (discount: DiscountDraft) =>
  discount.kind === 'none' ? undefined : !(discount.value > 0) ? 'admin.validation.required' : discount.kind === 'percent' && discount.value > 100 ? 'adminTerms.validation.percent' : undefined;

/** A promo code: 3 to 20 letters, digits or hyphens, once; something off (a percent at most 100); its days in order; a whole number of uses. */
function promoError(promos: readonly PromoDraft[], index: number): string | undefined {
  const promo = promos[index]!;
  if (!PROMO_CODE.test(promo.code.trim())) return 'adminTerms.validation.promoCode';
  if (promos.slice(0, index).some((other) => other.code.trim().toUpperCase() === promo.code.trim().toUpperCase())) return 'adminTerms.validation.promoTwice';
  if (!(promo.value > 0)) return 'admin.validation.required';
  if (promo.kind === 'percent' && promo.value > 100) return 'adminTerms.validation.percent';
  if (promo.from !== '' && promo.until !== '' && promo.until < promo.from) return 'adminTerms.validation.promoDays';
  if (promo.maxUses.trim() !== '' && !/^\s*[1-9]\d{0,4}\s*$/.test(promo.maxUses)) return 'adminTerms.validation.promoUses';
  return undefined;
}

/** The row prices what a row before it already prices. */
const pricedBefore = (prices: readonly PriceDraft[], index: number) => prices.slice(0, index).some((other) => other.target === prices[index]!.target);

const moment = (day: string, time: string) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return parisMoment(day, hour, minute);
};

/**
 * The body of `POST /Trimestre` and `PUT /Trimestre/{id}`: the moments are the Paris wall times,
 * summer or winter.
 *
 * @example
 * termInput({ ...draft, opensDay: '2026-12-14', opensTime: '18:00' }).opensAt // '2026-12-14T17:00:00.000Z'
 * termInput({ ...draft, opensDay: '2027-06-14', opensTime: '18:00' }).opensAt // '2027-06-14T16:00:00.000Z'
 */
export function termInput(draft: TermDraft): TermInput {
  return {
    libelle: draft.libelle.trim(),
    englishName: draft.englishName.trim(),
    firstDay: draft.firstDay,
    lastDay: draft.lastDay,
    psnId: draft.psnId,
    priorityOpensAt: draft.priorityDay && draft.priorityTime ? moment(draft.priorityDay, draft.priorityTime) : null,
    opensAt: moment(draft.opensDay, draft.opensTime),
    // In parts only when the school offers it; none sent is "at once only".
    tariff: { ...tariffOf(draft.prices), ...discountsOf(draft.discounts), ...(draft.instalments === 2 || draft.instalments === 3 || draft.instalments === 4 ? { instalments: draft.instalments } : {}), ...(draft.directDebit && { directDebit: true }), ...promosOf(draft.promos), ...(draft.membership > 0 ? { membership: { cents: Math.round(draft.membership) } } : {}) },
  };
}

/** The discounts as the server takes them; none chosen, none sent. */
function discountsOf(draft: DiscountsDraft): Pick<TermInput['tariff'], 'discounts'> {
  const discount = (one: DiscountDraft) => (one.kind === 'none' ? null : { kind: one.kind, value: Math.round(one.value) });
  const sibling = discount(draft.sibling);
  const secondClass = discount(draft.secondClass);
  return sibling || secondClass ? { discounts: { sibling, secondClass, first: draft.first } } : {};
}

/** The rows as the server takes them: the activities' prices and the slots'. */
function tariffOf(prices: readonly PriceDraft[]): TermInput['tariff'] {
  const tariff: TermInput['tariff'] = { activities: [], slots: [] };
  for (const { target, cents } of prices) {
    const [kind, first, second] = target.split(':');
    if (kind === 'activity') tariff.activities.push({ acyId: Number(first), cents });
    else if (kind === 'slot') tariff.slots.push({ psnId: Number(first), tcsId: Number(second), cents });
  }
  return tariff;
}

/** The promo codes as the server takes them, in capitals; none, none sent. */
function promosOf(promos: readonly PromoDraft[]): Pick<TermInput['tariff'], 'promos'> {
  if (promos.length === 0) return {};
  return {
    promos: promos.map((promo) => ({
      code: promo.code.trim().toUpperCase(),
      kind: promo.kind,
      value: promo.value,
      from: promo.from === '' ? null : promo.from,
      until: promo.until === '' ? null : promo.until,
      maxUses: promo.maxUses.trim() === '' ? null : Number(promo.maxUses),
    })),
  };
}
