import { CARD_REFUSALS } from '@plouf/command-api/card-rules';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AllowedTicket } from '../../../api/booking.ts';
import { listMyCards } from '../../../api/commerce.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { lessonsPaid, type SlotCourse } from './termRules.ts';

/**
 * The family's cards for a term's lessons (those from the first week chosen to the term's end):
 * each says whether it pays every one of them (the rule, ADR 0019) and, if not, why (how many it
 * pays, or the card's own refusal). The first that pays is chosen; the family may change it.
 */
export function useTermCards(famId: number, course: SlotCourse, dates: readonly string[]) {
  const intl = useIntl();
  const cards = useAsync(() => listMyCards({ share: false }), `cards:${famId}`);
  const language = intl.locale.startsWith('en') ? 'en' : 'fr';
  const tickets: AllowedTicket[] | undefined = cards.state.data
    ?.filter((card) => !card.revoked)
    .map((card) => {
      const { paid, refusal } = lessonsPaid(card, dates, course);
      const allowed = dates.length > 0 && paid === dates.length;
      const reason = allowed ? null : paid === 0 && refusal ? CARD_REFUSALS[refusal][language] : intl.formatMessage({ id: 'terms.card.paysFewer' }, { paid, count: dates.length });
      return { card, allowed, reason };
    })
    .sort((a, b) => Number(b.allowed) - Number(a.allowed));
  const firstAllowed = tickets?.find((ticket) => ticket.allowed)?.card.id ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  // The card chosen stays while it still pays every lesson (another first week may change that).
  const stillPays = tickets?.some((ticket) => ticket.card.id === chosen && ticket.allowed) ?? false;
  useEffect(() => {
    if (!stillPays) setChosen(firstAllowed);
  }, [stillPays, firstAllowed]);
  return { state: cards.state, reload: cards.reload, tickets, cardId: stillPays ? chosen : firstAllowed, choose: setChosen };
}
