import { ADMIN_ROOMS } from '@plouf/query-api/rooms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { executeContactAction, getContact, setContactRead } from '../../../api/contacts.ts';
import { useLiveRoom } from '../../../api/live.ts';
import type { Contact } from '../../../api/types.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

type DetailStatus = 'loading' | 'done' | 'notFound' | 'error';

/** One contact: loaded, marked read on opening, and refreshed when someone else changes it. */
export function useContactDetail(id: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const [contact, setContact] = useState<Contact | null>(null);
  const [status, setStatus] = useState<DetailStatus>(id > 0 ? 'loading' : 'notFound');
  const [busy, setBusy] = useState(false);
  const markedRead = useRef<number | null>(null);
  const latestRequest = useRef(0);

  const errorText = useCallback(
    (error: unknown, fallback: MessageId) =>
      error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: fallback }),
    [intl],
  );

  const load = useCallback(
    async (fresh: boolean) => {
      if (id <= 0) return;
      const request = ++latestRequest.current;
      try {
        let loaded = await getContact(id, { share: !fresh });
        if (request !== latestRequest.current) return;
        // Opening a contact marks it read, once per visit (marking it unread here must stick).
        if (!loaded.ctcLu && markedRead.current !== id) {
          markedRead.current = id;
          loaded = await setContactRead(id, true);
          if (request !== latestRequest.current) return;
        }
        setContact(loaded);
        setStatus('done');
      } catch (error) {
        if (request !== latestRequest.current) return;
        if (error instanceof ApiError && error.resultCode === 'FileNotFound') setStatus('notFound');
        else {
          setStatus((previous) => (previous === 'done' ? previous : 'error'));
          notify.error(errorText(error, 'adminContacts.error.load'));
        }
      }
    },
    [id, notify, errorText],
  );

  useEffect(() => {
    setStatus(id > 0 ? 'loading' : 'notFound');
    setContact(null);
    void load(false);
  }, [id, load]);

  useLiveRoom(ADMIN_ROOMS.contacts, (change) => {
    if (change.readModel === 'contacts' && (change.truncated || change.ids.includes(id)) && !busy) void load(true);
  });

  const markUnread = async () => {
    setBusy(true);
    try {
      setContact(await setContactRead(id, false));
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

  return { contact, status, busy, markUnread, remove, reload: () => void load(true) };
}
