import { CARD_REFUSALS } from '@plouf/command-api/card-rules';
import { cardsBestFirst, type CardTermCost } from '@plouf/command-api/term-price';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { listMyCards, type CardView } from '../../../api/commerce.ts';
import { parisShortDate } from '../../../lib/parisTime.ts';
import { useFamilyLive } from '../../account/bookings/useFamilyLive.ts';
import { cardCost, type SlotCourse } from './termRules.ts';

/** One of the family's cards for a term's lessons: what enrolling costs with it, and why not when it cannot. */
export interface TermCardChoice {
  card: CardView;
  cost: CardTermCost;
  /** Why it may not be chosen (null when it pays every lesson). */
  reason: string | null;
}

/**
 * The family's cards for a term's lessons (those from the first week chosen to the term's end),
 * best first with what each costs (`@plouf/command-api/term-price`, the server's own rules): the
 * entries it spends, what they are worth, or why it cannot pay them all (and from which week it
 * would). The best that pays is chosen — the card of the order just paid for this, once it has
 * come — and the family may change it. Kept live: a card bought arrives by the family's room.
 */
export function useTermCards(famId: number, course: SlotCourse, dates: readonly string[], options: { paidOrderId?: number | null } = {}) {
  const intl = useIntl();
  const cards = useFamilyLive(famId, () => listMyCards({ share: false }), `cards:${famId}`);
  const language = intl.locale.startsWith('en') ? 'en' : 'fr';
  const choices: TermCardChoice[] | undefined = cards.state.data
    ? cardsBestFirst(
        cards.state.data
          .filter((card) => !card.revoked)
          .map((card) => {
            const cost = cardCost(card, dates, course);
            return { card, cost, reason: cost.pays ? null : reasonOf(cost, dates, language, intl.formatMessage) };
          }),
      )
    : undefined;
  const bought = options.paidOrderId ? choices?.find((choice) => choice.card.cmdId === options.paidOrderId) : undefined;
  const best = (bought?.cost.pays ? bought : choices?.find((choice) => choice.cost.pays))?.card.id ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  // The card chosen stays while it still pays every lesson (another first week may change that).
  const stillPays = choices?.some((choice) => choice.card.id === chosen && choice.cost.pays) ?? false;
  useEffect(() => {
    if (!stillPays) setChosen(best);
  }, [stillPays, best]);
  return { state: cards.state, reload: cards.reload, choices, cardId: stillPays ? chosen : best, choose: setChosen, bought: bought ?? null };
}

type Format = ReturnType<typeof useIntl>['formatMessage'];

/** Why a card cannot pay the lessons: its own refusal when it pays none, else how many it pays and from which week it would pay them all. */
function reasonOf(cost: CardTermCost, dates: readonly string[], language: 'fr' | 'en', format: Format): string {
  if (cost.paid === 0 && cost.refusal) return CARD_REFUSALS[cost.refusal][language];
  const fewer = format({ id: 'terms.card.paysFewer' }, { paid: cost.paid, count: dates.length });
  const then = cost.paysFrom === null ? format({ id: 'terms.card.otherCard' }) : format({ id: 'terms.card.paysFrom' }, { date: parisShortDate(dates[cost.paysFrom]!), count: dates.length - cost.paysFrom });
  return `${fewer} ${then}`;
}
