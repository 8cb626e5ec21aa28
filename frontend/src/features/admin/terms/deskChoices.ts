/**
 * What the desk is offered when it enrols or moves a child (issue 41): only what can be chosen,
 * best first, with the server's own pure rules (`@plouf/command-api/term-price`, `card-rules`,
 * `booking-rules`). The server decides; these keep the desk from choosing what it would refuse.
 */
import { cardRefusal } from '@plouf/command-api/card-rules';
import { cardsBestFirst, type CardTermCost } from '@plouf/command-api/term-price';
import type { CardView, TermSlotView } from '../../../api/adminTerms.ts';
import { ageRefusal } from '../../site/booking/eligibility.ts';
import { cardCost, childrenFirst } from '../../site/terms/termRules.ts';

/** A family card for the desk's enrolment: what it does for the lessons. */
export interface DeskCard {
  card: CardView;
  cost: CardTermCost;
}

/** The lessons an enrolment from `fromDay` (a Paris day; null: the next lesson) pays: the slot's from that day. */
export const lessonsFrom = (slot: Pick<TermSlotView, 'dates'>, fromDay: string | null, dayOf: (iso: string) => string) => slot.dates.filter((date) => fromDay === null || dayOf(date) >= fromDay);

/**
 * The family's cards (not taken back) for these lessons, best first: those that pay every one, then
 * the others with how many they pay.
 *
 * @example
 * deskCards([fourLeft, tenLeft], eightWednesdays, slot)[0].card // tenLeft: the one that pays
 */
export function deskCards(cards: readonly CardView[], dates: readonly string[], slot: Pick<TermSlotView, 'activite' | 'acyIdCplt' | 'piscine'>): DeskCard[] {
  const course = { acyId: slot.activite.id, acyIdCplt: slot.acyIdCplt, psnId: slot.piscine.id };
  return cardsBestFirst(cards.filter((card) => !card.revoked).map((card) => ({ card, cost: cardCost(card, dates, course) })));
}

export interface Member {
  id: number;
  usrPrenom: string;
  usrNom: string;
  usrDatbirth: string | null;
  usrEmail: string | null;
  actDisabled?: boolean;
}

/**
 * The family's members for a slot, children first (youngest first), each with the activity's age
 * rule at the first lesson: those it refuses are shown, not chosen.
 */
export function deskMembers<M extends Member>(members: readonly M[], slot: Pick<TermSlotView, 'acyAge'>, first: string, childActivity: boolean): { member: M; refusal: 'tooYoung' | 'birthDate' | null }[] {
  return childrenFirst(
    members.filter((member) => !member.actDisabled),
    first,
  ).map((member) => ({ member, refusal: ageRefusal(member, slot.acyAge, first, childActivity) }));
}

export type MoveRefusal = 'full' | 'age' | 'card';

/** A slot the child could be moved to, or why not. */
export interface MoveTarget {
  slot: TermSlotView;
  refusal: MoveRefusal | null;
}

const minutes = (slot: Pick<TermSlotView, 'day' | 'hour' | 'minute'>) => (slot.day - 1) * 1440 + slot.hour * 60 + slot.minute;

/**
 * The term's other slots for a child being moved: a place free (a move never goes through a waiting
 * list), the activity's age rule at the slot's first lesson, the enrolment's card covering the slot
 * (its activity, its pool, valid to its last lesson: the lessons paid follow on it). Those that may
 * be chosen first — the same activity, then the same pool, then the nearest in the week — then the
 * others with why.
 *
 * @example
 * moveTargets(slots, { activite: { id: 5 }, piscine: { id: 2 }, day: 3, hour: 14, minute: 0 }, child8, card, () => true)
 * // [{ slot: Saturday 10:00 learning to swim, refusal: null }, …, { slot: Aquagym, refusal: 'age' }]
 */
export function moveTargets(
  slots: readonly TermSlotView[],
  from: { activite: { id: number }; piscine: { id: number }; day: number; hour: number; minute: number },
  member: { usrDatbirth: string | null } | null,
  card: CardView | null,
  childActivity: (acyId: number) => boolean,
): MoveTarget[] {
  const refusalOf = (slot: TermSlotView): MoveRefusal | null => {
    if (slot.placesLeft === 0) return 'full';
    const first = slot.dates[0];
    if (member && first && ageRefusal(member, slot.acyAge, first, childActivity(slot.activite.id))) return 'age';
    if (card && first) {
      const course = { acyId: slot.activite.id, acyIdCplt: slot.acyIdCplt, psnId: slot.piscine.id };
      const rules = { ...card, entries: card.fftNbEntree, used: 0, weeks: [] };
      if (cardRefusal(rules, { ...course, start: first }) || cardRefusal(rules, { ...course, start: slot.dates.at(-1)! })) return 'card';
    }
    return null;
  };
  const rank = (slot: TermSlotView) => [Number(slot.activite.id !== from.activite.id), Number(slot.piscine.id !== from.piscine.id), Math.abs(minutes(slot) - minutes(from))];
  return slots
    .map((slot) => ({ slot, refusal: refusalOf(slot) }))
    .sort((a, b) => {
      const [x, y] = [rank(a.slot), rank(b.slot)];
      return Number(a.refusal !== null) - Number(b.refusal !== null) || x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
    });
}
