/**
 * A statement's entries in words and signed amounts, as the PDF prints them (query-api's
 * statement-pdf.ts `entryText`, `signedAmount`), from the screens' catalogues. Pure.
 */
import type { StatementEntry } from '@plouf/command-api/contracts';
import type { StatementPeriod } from '../../../api/statement.ts';
import { ORDER_STATUS } from '@plouf/command-api/order-status';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { formatPrice } from '../../../lib/money.ts';
import { known, METHOD_MESSAGES } from '../../admin/orders/paymentWords.ts';

type Words = Pick<IntlShape, 'formatMessage' | 'locale'>;

const DISCOUNT_KINDS: Readonly<Record<string, MessageId>> = { sibling: 'statement.discount.sibling', secondClass: 'statement.discount.secondClass' };

/**
 * A name the desk's lists write as a label ("Carte bancaire"), as it reads inside a sentence
 * ("Paiement par carte bancaire"): its first letter lowered when it is a common noun, whose only
 * other capitals are acronyms; a brand keeps its own (PayPal, Coupon Sport, Pass’Sport, CB 3x).
 *
 * @example
 * inSentence('Chèques-vacances ANCV') // 'chèques-vacances ANCV'
 * inSentence('Coupon Sport')          // 'Coupon Sport'
 */
export function inSentence(name: string): string {
  const [first = '', ...others] = name.split(' ');
  const common = /^\p{Lu}[\p{Ll}-]*$/u.test(first) && others.every((word) => !/\p{Lu}/u.test(word) || /^\p{Lu}{2,}$/u.test(word));
  return common ? `${first.charAt(0).toLocaleLowerCase()}${name.slice(1)}` : name;
}

function methodName(method: number | null, intl: Words): string {
  const id = known(METHOD_MESSAGES, method ?? 0);
  return id ? inSentence(intl.formatMessage({ id })) : String(method);
}

/**
 * An entry in words.
 *
 * @example
 * entryText({ kind: 'paid', orderId: 12, method: 0, part: 1, parts: 3, … }, intl) // 'Paiement par carte bancaire, commande 12, versement 1 sur 3'
 */
export function entryText(entry: StatementEntry, intl: Words): string {
  const id = entry.orderId;
  switch (entry.kind) {
    case 'charged':
      if (entry.cents < 0) return intl.formatMessage({ id: 'statement.entry.quoted' }, { id });
      return entry.lines.length > 0 ? intl.formatMessage({ id: 'statement.entry.charged' }, { id, lines: entry.lines.join(intl.locale.startsWith('fr') ? ' ; ' : '; ') }) : intl.formatMessage({ id: 'statement.entry.order' }, { id });
    case 'discounted': {
      const kinds = [...new Set(entry.discounts.map((discount) => {
        if (discount.kind === 'promo' && discount.code) return intl.formatMessage({ id: 'statement.discount.promo' }, { code: discount.code });
        const kind = DISCOUNT_KINDS[discount.kind];
        return kind ? intl.formatMessage({ id: kind }) : discount.kind;
      }))];
      return kinds.length > 0 ? intl.formatMessage({ id: 'statement.entry.discountedKinds' }, { id, kinds: kinds.join(', ') }) : intl.formatMessage({ id: 'statement.entry.discounted' }, { id });
    }
    case 'paid': {
      const method = methodName(entry.method, intl);
      return entry.part !== null && entry.parts !== null
        ? intl.formatMessage({ id: 'statement.entry.paidPart' }, { method, id, part: entry.part, parts: entry.parts })
        : intl.formatMessage({ id: 'statement.entry.paid' }, { method, id });
    }
    case 'refunded':
      return intl.formatMessage({ id: 'statement.entry.refunded' }, { id });
    case 'credited':
      return intl.formatMessage({ id: entry.orderStatus === ORDER_STATUS.annule ? 'statement.entry.cancelled' : 'statement.entry.creditNote' }, { id });
  }
}

/**
 * How much each entry moved the balance (up: the family owes more), from the balances served
 * after each: one rule for the sign, the server's.
 *
 * @example
 * movements([{ balance: 18000 }, { balance: 12000 }]) // [18000, -6000]
 */
export const movements = (entries: readonly Pick<StatementEntry, 'balance'>[]) => entries.map((entry, index) => entry.balance - (index === 0 ? 0 : entries[index - 1]!.balance));

/**
 * A movement as the statement prints it: `+180 €` charged, `−60 €` paid (a true minus sign).
 *
 * @example
 * signedAmount(-6000, 'fr') // '−60 €'
 */
export function signedAmount(cents: number, locale: string): string {
  return `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${formatPrice(Math.abs(cents), locale)}`;
}

/** The balance as a sentence: what is left to pay, what the school owes, or nothing. */
export function balanceText(balance: number, intl: Words, desk: boolean): string {
  const amount = formatPrice(Math.abs(balance), intl.locale);
  if (balance > 0) return intl.formatMessage({ id: 'statement.balance.owed' }, { amount });
  if (balance < 0) return intl.formatMessage({ id: desk ? 'statement.balance.familyFavour' : 'statement.balance.inFavour' }, { amount });
  return intl.formatMessage({ id: 'statement.balance.settled' });
}

/** A month's first and last days (`2026-11` → 1 to 30 November); null for the whole account. */
export function monthPeriod(month: string | null): StatementPeriod {
  if (month === null) return null;
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** `2026-11` as a month name with its year, capitalized as a list's item: `Novembre 2026`, `November 2026`. */
export function monthName(month: string, locale: string): string {
  const text = new Intl.DateTimeFormat(locale.startsWith('en') ? 'en-GB' : 'fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The months offered: those with entries, and the one chosen even when it has none left (newest first). */
export const withChosen = (months: readonly string[], chosen: string | null) => (chosen === null || months.includes(chosen) ? [...months] : [...months, chosen].sort().reverse());
