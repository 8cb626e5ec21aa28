import type { OrderMoveInput } from '@plouf/command-api/contracts';
import { statusLabel } from '@plouf/command-api/order-status';
import { ADMIN_ROOMS } from '@plouf/query-api/rooms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getOrder, moveOrder, type OrderView } from '../../../api/adminOrders.ts';
import { ApiError } from '../../../api/client.ts';
import { useLiveRoom } from '../../../api/live.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../../../lib/useServerError.ts';

type DetailStatus = 'loading' | 'done' | 'notFound' | 'error';

/**
 * One order for the back-office: loaded, refreshed when the `admin:orders` room names it (a
 * payment arriving, another admin's move), and moved along its status machine.
 */
export function useOrderDetail(id: number) {
  const intl = useIntl();
  const { locale } = useLocale();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const [order, setOrder] = useState<OrderView | null>(null);
  const [status, setStatus] = useState<DetailStatus>(id > 0 ? 'loading' : 'notFound');
  const [busy, setBusy] = useState(false);
  /** Bumped on every change the room tells of, so the history tab reads its events again. */
  const [revision, setRevision] = useState(0);
  const latestRequest = useRef(0);

  const load = useCallback(
    async (fresh: boolean) => {
      if (id <= 0) return;
      const request = ++latestRequest.current;
      try {
        const loaded = await getOrder(id, { share: !fresh });
        if (request !== latestRequest.current) return;
        setOrder(loaded);
        setStatus('done');
      } catch (error) {
        if (request !== latestRequest.current) return;
        if (error instanceof ApiError && error.resultCode === 'FileNotFound') setStatus('notFound');
        else {
          setStatus((previous) => (previous === 'done' ? previous : 'error'));
          notify.error(errorText(error, 'adminOrders.error.loadOne'));
        }
      }
    },
    [id, notify, errorText],
  );

  useEffect(() => {
    setStatus(id > 0 ? 'loading' : 'notFound');
    setOrder(null);
    void load(false);
  }, [id, load]);

  useLiveRoom(ADMIN_ROOMS.orders, (change) => {
    if (change.readModel !== 'orders' || !(change.truncated || change.ids.includes(id))) return;
    setRevision((count) => count + 1);
    void load(true);
  });

  /** Carries out a move; true when it was made (the dialog then closes). */
  const move = async (input: OrderMoveInput): Promise<boolean> => {
    setBusy(true);
    try {
      const moved = await moveOrder(id, input, action.keyFor({ id, ...input }));
      action.done();
      latestRequest.current++;
      setOrder(moved);
      setRevision((count) => count + 1);
      notify.success(intl.formatMessage({ id: 'adminOrders.notify.moved' }, { status: statusLabel(moved.cmdStatus, locale) }));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.resultCode === 'Pending') {
        notify.info(error.message);
        return true;
      }
      notify.error(errorText(error, 'adminOrders.error.save'));
      // The refusal may come from a change made elsewhere: show the order as it stands.
      void load(true);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { order, status, busy, revision, move, reload: () => void load(true) };
}
