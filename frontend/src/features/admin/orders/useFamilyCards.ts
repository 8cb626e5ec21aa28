import type { CardCorrectInput, CardGiveInput } from '@plouf/command-api/contracts';
import { familyRoom, NOTICES } from '@plouf/command-api/read-models';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { correctCard, giveCard, listCards, type CardView } from '../../../api/adminOrders.ts';
import { ApiError } from '../../../api/client.ts';
import { useLiveNotices } from '../../../api/live.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useLiveDetail } from '../../../lib/useLiveDetail.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../../../lib/useServerError.ts';

const NO_CARDS: CardView[] = [];

/**
 * A family's cards for the desk: read, given, corrected, and read again when the family's room
 * says its orders or cards changed (`onOrdersChanged` refreshes the family's orders).
 */
export function useFamilyCards(famId: number, onOrdersChanged: () => void) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const [busy, setBusy] = useState(false);
  const detail = useLiveDetail({ id: famId, read: listCards, live: { room: familyRoom(famId), notice: NOTICES.cards, any: true }, loadError: 'adminOrders.cards.loadError' });
  useLiveNotices(familyRoom(famId), (change) => {
    if (change.readModel === NOTICES.familyOrders) onOrdersChanged();
  });

  const run = async (send: (key: string) => Promise<CardView>, content: unknown, done: 'adminOrders.cards.given' | 'adminOrders.cards.corrected') => {
    setBusy(true);
    try {
      await send(action.keyFor(content));
      action.done();
      notify.success(intl.formatMessage({ id: done }));
      detail.reload();
      return true;
    } catch (error) {
      // Stored, the list a moment late: the family room brings the card.
      if (error instanceof ApiError && error.resultCode === 'Pending') {
        action.done();
        notify.info(error.message);
        return true;
      }
      notify.error(errorText(error, 'adminOrders.cards.saveError'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const give = (input: CardGiveInput) => run((key) => giveCard(famId, input, key), { give: famId, ...input }, 'adminOrders.cards.given');
  const correct = (input: CardCorrectInput) => run((key) => correctCard(famId, input, key), { correct: famId, ...input }, 'adminOrders.cards.corrected');

  return { cards: detail.data ?? NO_CARDS, status: detail.status, busy, give, correct, reload: detail.reload };
}
