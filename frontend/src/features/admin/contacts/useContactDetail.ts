import { ADMIN_ROOMS, NOTICES } from '@plouf/command-api/read-models';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { executeContactAction, getContact, setContactRead } from '../../../api/contacts.ts';
import { useLiveDetail } from '../../../lib/useLiveDetail.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

/** One contact: loaded, marked read on opening, and refreshed when someone else changes it. */
export function useContactDetail(id: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const [busy, setBusy] = useState(false);
  const markedRead = useRef<number | null>(null);
  const detail = useLiveDetail({
    id,
    read: async (contactId, fresh) => {
      const loaded = await getContact(contactId, { share: !fresh });
      // Opening a contact marks it read, once per visit (marking it unread here must stick).
      if (loaded.ctcLu || markedRead.current === contactId) return loaded;
      markedRead.current = contactId;
      return setContactRead(contactId, true);
    },
    live: { room: ADMIN_ROOMS.contacts, notice: NOTICES.contacts },
    loadError: 'adminContacts.error.load',
    paused: busy,
  });

  const markUnread = async () => {
    setBusy(true);
    try {
      detail.set(await setContactRead(id, false));
      notify.success(intl.formatMessage({ id: 'adminContacts.notify.markUnread' }, { count: 1 }));
    } catch (error) {
      notify.error(errorText(error, 'adminContacts.error.save'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (): Promise<boolean> => {
    setBusy(true);
    try {
      await executeContactAction('delete', [id]);
      notify.success(intl.formatMessage({ id: 'adminContacts.notify.delete' }, { count: 1 }));
      return true;
    } catch (error) {
      notify.error(errorText(error, 'adminContacts.error.delete'));
      setBusy(false);
      return false;
    }
  };

  return { contact: detail.data, status: detail.status, busy, markUnread, remove, reload: detail.reload };
}
