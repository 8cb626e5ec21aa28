import type { CardCorrectInput, CardGiveInput } from '@plouf/command-api/contracts';
import { familyRoom } from '@plouf/query-api/rooms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { correctCard, giveCard, listCards, type CardView } from '../../../api/adminOrders.ts';
import { ApiError } from '../../../api/client.ts';
import { useLiveRoom } from '../../../api/live.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../../../lib/useServerError.ts';

type CardsStatus = 'loading' | 'done' | 'error';

/**
 * A family's cards for the desk: read, given, corrected, and read again when the family's room
 * says its orders or cards changed (`onOrdersChanged` refreshes the family's orders).
 */
export function useFamilyCards(famId: number, onOrdersChanged: () => void) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const [cards, setCards] = useState<CardView[]>([]);
  const [status, setStatus] = useState<CardsStatus>('loading');
  const [busy, setBusy] = useState(false);
  const latestRequest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latestRequest.current;
    try {
      const loaded = await listCards(famId);
      if (request !== latestRequest.current) return;
      setCards(loaded);
      setStatus('done');
    } catch (error) {
      if (request !== latestRequest.current) return;
      setStatus((previous) => (previous === 'done' ? previous : 'error'));
      notify.error(errorText(error, 'adminOrders.cards.loadError'));
    }
  }, [famId, notify, errorText]);

  useEffect(() => {
    setStatus('loading');
    void load();
  }, [load]);

  useLiveRoom(familyRoom(famId), (change) => {
    if (change.readModel === 'cards') void load();
    if (change.readModel === 'family-orders') onOrdersChanged();
  });

  const run = async (send: (key: string) => Promise<CardView>, content: unknown, done: 'adminOrders.cards.given' | 'adminOrders.cards.corrected') => {
    setBusy(true);
    try {
      await send(action.keyFor(content));
      action.done();
      notify.success(intl.formatMessage({ id: done }));
      void load();
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

  return { cards, status, busy, give, correct, reload: () => void load() };
}
