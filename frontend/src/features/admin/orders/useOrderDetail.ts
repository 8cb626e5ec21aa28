import type { OrderMoveInput } from '@plouf/command-api/contracts';
import { statusLabel } from '@plouf/command-api/order-status';
import { ADMIN_ROOMS, NOTICES } from '@plouf/command-api/read-models';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getOrder, moveOrder } from '../../../api/adminOrders.ts';
import { ApiError } from '../../../api/client.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useLiveDetail } from '../../../lib/useLiveDetail.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../../../lib/useServerError.ts';
import { ORDER_STATUS } from '@plouf/command-api/constants';
import { formatPrice } from '../../../lib/money.ts';
import { leftToPay } from './moveForm.ts';

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
  const [busy, setBusy] = useState(false);
  /** Bumped on every change the room tells of, so the history tab reads its events again. */
  const [revision, setRevision] = useState(0);
  const detail = useLiveDetail({
    id,
    read: (orderId, fresh) => getOrder(orderId, { share: !fresh }),
    live: { room: ADMIN_ROOMS.orders, notice: NOTICES.orders },
    loadError: 'adminOrders.error.loadOne',
    onNotice: () => setRevision((count) => count + 1),
  });

  /** Carries out a move; true when it was made (the dialog then closes). */
  const move = async (input: OrderMoveInput): Promise<boolean> => {
    setBusy(true);
    try {
      const moved = await moveOrder(id, input, action.keyFor({ id, ...input }));
      action.done();
      detail.set(moved);
      setRevision((count) => count + 1);
      // A payment at the desk for part of the order moves nothing: it says what is left.
      const left = leftToPay(moved);
      notify.success(
        input.move === 'RECORD_PAYMENT' && left > 0 && moved.cmdStatus !== ORDER_STATUS.paye
          ? intl.formatMessage({ id: 'adminOrders.notify.partPaid' }, { left: formatPrice(left, intl.locale) })
          : intl.formatMessage({ id: 'adminOrders.notify.moved' }, { status: statusLabel(moved.cmdStatus, locale) }),
      );
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.resultCode === 'Pending') {
        notify.info(error.message);
        return true;
      }
      notify.error(errorText(error, 'adminOrders.error.save'));
      // The refusal may come from a change made elsewhere: show the order as it stands.
      detail.reload();
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { order: detail.data, status: detail.status, busy, revision, move, reload: detail.reload };
}
