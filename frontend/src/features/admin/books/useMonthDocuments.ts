import { ADMIN_ROOMS, NOTICES } from '@plouf/command-api/read-models';
import { useEffect } from 'react';
import { listDocuments } from '../../../api/books.ts';
import { orderMinDate } from '../../../api/adminOrders.ts';
import { normalizeMinDate } from '../../../lib/dates.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useLiveRead } from '../../../lib/useLiveRead.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../../../lib/useServerError.ts';

/**
 * A month's invoices and credit notes (`YYYY-MM`), read again when the `admin:books` room tells a
 * document was issued; and the first year the month picker offers (no document is older than the
 * oldest order).
 */
export function useMonthDocuments(month: string) {
  const notify = useNotifier();
  const errorText = useServerError();
  const documents = useLiveRead(() => listDocuments({ month }), `books:${month}`, ADMIN_ROOMS.books, (change) => change.readModel === NOTICES.books);
  const minDate = useAsync(orderMinDate, 'orders:min-date');
  const { state } = documents;
  useEffect(() => {
    if (state.status === 'error') notify.error(errorText(state.error, 'adminBooks.month.loadError'));
  }, [state, notify, errorText]);
  const now = new Date();
  return {
    ...documents,
    minYear: minDate.state.status === 'done' ? normalizeMinDate(minDate.state.data, now).getFullYear() : now.getFullYear(),
  };
}
