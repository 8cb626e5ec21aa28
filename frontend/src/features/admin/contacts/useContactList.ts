import { ADMIN_ROOMS, NOTICES } from '@plouf/command-api/read-models';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { contactMinDate, executeContactAction, filterContacts } from '../../../api/contacts.ts';
import type { ContactAction } from '../../../api/types.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { useLivePagedList } from '../../../lib/useLivePagedList.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { contactQuery, type ContactListState } from './contactListState.ts';

const ACTION_NOTICE: Record<ContactAction, MessageId> = {
  markRead: 'adminContacts.notify.markRead',
  markUnread: 'adminContacts.notify.markUnread',
  delete: 'adminContacts.notify.delete',
};

/**
 * One page of the contacts of a period, searched and sorted on the server, kept up to date by the
 * `admin:contacts` live room (a contact that arrives is tagged "new"), and the bulk actions on it.
 */
export function useContactList(state: ContactListState, offset: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const search = useDebounced(state.search, 300);
  const [busy, setBusy] = useState(false);
  const list = useLivePagedList({
    query: contactQuery({ ...state, search }, search, offset),
    fetchPage: filterContacts,
    room: ADMIN_ROOMS.contacts,
    readModel: NOTICES.contacts,
    minDate: { load: contactMinDate, key: 'contacts:min-date' },
    year: state.period.year,
    messages: { received: 'adminContacts.notify.received', load: 'adminContacts.error.load', minDate: 'adminContacts.error.minDate' },
    flashChanged: false,
  });
  const { refresh } = list;

  const execute = useCallback(
    async (action: ContactAction, ids: number[]): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await executeContactAction(action, ids);
        notify.success(intl.formatMessage({ id: ACTION_NOTICE[action] }, { count: result.ids.length }));
        await refresh();
        return true;
      } catch (error) {
        // Stored, the list a moment late: done, and the live room brings the rows.
        if (error instanceof ApiError && error.resultCode === 'Pending') {
          notify.info(error.message);
          return true;
        }
        notify.error(errorText(error, 'adminContacts.error.action', { action }));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [intl, notify, refresh, errorText],
  );

  return { ...list, contacts: list.rows, unread: list.page?.unread ?? 0, busy, execute };
}
