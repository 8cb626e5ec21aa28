/**
 * What the term screens explain with the server's own pure rules (`@plouf/command-api/term-price`,
 * `term-rules`): what a term's lessons cost with a card, a term's name in the reader's language,
 * the members a slot may take, children first.
 */
import { cardTermCost, type CardTermCost } from '@plouf/command-api/term-price';
import { addDays } from '@plouf/infra/days';
import type { CardView } from '../../../api/commerce.ts';
import type { TermView } from '../../../api/terms.ts';
import type { Language } from '../../../api/client.ts';
import { ageInMonths } from '@plouf/command-api/booking-rules';

/** What a slot's lessons need of a course for a card: the activity and the pool. */
export interface SlotCourse {
  acyId: number;
  /** The slot's complementary activity (a card for it pays too). */
  acyIdCplt?: number | null;
  psnId: number;
}

/**
 * What these lessons (in order) cost with one of the family's cards: the server's own rules
 * (`weeksPayable` through `cardTermCost`: an entry a lesson, a subscription one a week within its
 * validity; what the entries are worth at the price paid). The server decides; this says
 * beforehand which card will do, and for how much.
 *
 * @example
 * cardCost({ ...tenEntriesCard, used: 8 }, fourDates, course) // { paid: 2, pays: false, refusal: 'noEntry', … }
 */
export function cardCost(card: CardView, dates: readonly string[], course: SlotCourse): CardTermCost {
  return cardTermCost({ ...card, entries: card.fftNbEntree, price: card.price ?? null }, dates, { ...course, acyIdCplt: course.acyIdCplt ?? null });
}

/** A term's name in the reader's language (its French one when it has no English). */
export const termName = (term: Pick<TermView, 'libelle' | 'englishName'>, locale: Language | string) =>
  locale.startsWith('en') && term.englishName.trim() !== '' ? term.englishName : term.libelle;

/** The name an enrolment gives its term, in the reader's language. */
export const enrolmentTermName = (enrolment: { termName: string; englishTermName: string }, locale: Language | string) =>
  termName({ libelle: enrolment.termName, englishName: enrolment.englishTermName }, locale);

/** A day of that ISO weekday (1 Monday), to name it: 2024-01-01 was a Monday. */
export const dayOfWeekday = (weekday: number) => addDays('2024-01-01', weekday - 1);

/** `14:05` */
export const slotTime = (slot: { hour: number; minute: number }) => `${String(slot.hour).padStart(2, '0')}:${String(slot.minute).padStart(2, '0')}`;

/** Members in the order a term's enrolment offers them: children first (youngest first), then the adults. */
export function childrenFirst<T extends { usrDatbirth: string | null }>(members: readonly T[], now: string): T[] {
  const months = (member: T) => (member.usrDatbirth ? ageInMonths(member.usrDatbirth, now) : Number.POSITIVE_INFINITY);
  const child = (member: T) => months(member) < 18 * 12;
  return [...members].sort((a, b) => Number(child(b)) - Number(child(a)) || (child(a) ? months(a) - months(b) : 0));
}
