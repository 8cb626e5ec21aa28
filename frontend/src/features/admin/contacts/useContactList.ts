import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { contactMinDate, executeContactAction, filterContacts } from '../../../api/contacts.ts';
import { useLiveRoom, type LiveChange } from '../../../api/live.ts';
import type { Contact, ContactAction } from '../../../api/types.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { normalizeMinDate, periodRange, type Period } from '../../../lib/dates.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

/** How long a contact that arrived live stays highlighted. */
const HIGHLIGHT_MS = 5000;
/** Several notices in a burst make one refetch. */
const LIVE_DEBOUNCE_MS = 250;

type ListStatus = 'loading' | 'done' | 'error';

const ACTION_NOTICE: Record<ContactAction, MessageId> = {
  markRead: 'adminContacts.notify.markRead',
  markUnread: 'adminContacts.notify.markUnread',
  delete: 'adminContacts.notify.delete',
};

/** The contacts of a period, kept up to date by the `admin:contacts` live room. */
export function useContactList(period: Period) {
  const intl = useIntl();
  const notify = useNotifier();
  const [contacts, setContacts] = useState<Contact[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const known = useRef<Set<number> | null>(null);
  /** Only the answer of the latest request is applied (the period may change meanwhile). */
  const latestRequest = useRef(0);
  const liveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { year, month } = period;

  const minDate = useAsync(contactMinDate, 'contacts:min-date');
  const minYear = minDate.state.status === 'done' ? normalizeMinDate(minDate.state.data, new Date()).getFullYear() : year;

  const errorText = useCallback(
    (error: unknown, fallback: MessageId, values?: Record<string, string>) =>
      error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: fallback }, values),
    [intl],
  );

  const load = useCallback(
    async (live: boolean) => {
      const request = ++latestRequest.current;
      try {
        const rows = await filterContacts(periodRange({ year, month }), { share: !live });
        if (request !== latestRequest.current) return;
        const previous = known.current;
        const arrived = live && previous ? rows.filter((row) => !previous.has(row.id)).map((row) => row.id) : [];
        known.current = new Set(rows.map((row) => row.id));
        setContacts(rows);
        setStatus('done');
        if (arrived.length > 0) {
          setHighlighted(new Set(arrived));
          notify.info(intl.formatMessage({ id: 'adminContacts.notify.received' }, { count: arrived.length }));
        }
      } catch (error) {
        if (request !== latestRequest.current) return;
        if (!live) setStatus('error');
        notify.error(errorText(error, 'adminContacts.error.load'));
      }
    },
    [year, month, intl, notify, errorText],
  );

  useEffect(() => {
    known.current = null;
    setStatus('loading');
    void load(false);
  }, [load]);

  useEffect(() => {
    if (minDate.state.status === 'error') notify.error(errorText(minDate.state.error, 'adminContacts.error.minDate'));
  }, [minDate.state, notify, errorText]);

  useEffect(() => {
    if (highlighted.size === 0) return;
    const timer = setTimeout(() => setHighlighted(new Set()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  useEffect(() => () => clearTimeout(liveTimer.current), []);

  const liveStatus = useLiveRoom('admin:contacts', (change: LiveChange) => {
    if (change.readModel !== 'contacts') return;
    clearTimeout(liveTimer.current);
    liveTimer.current = setTimeout(() => void load(true), LIVE_DEBOUNCE_MS);
  });

  const execute = useCallback(
    async (action: ContactAction, ids: number[]): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await executeContactAction(action, ids);
        notify.success(intl.formatMessage({ id: ACTION_NOTICE[action] }, { count: result.ids.length }));
        await load(true);
        return true;
      } catch (error) {
        notify.error(errorText(error, 'adminContacts.error.action', { action }));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [intl, notify, load, errorText],
  );

  const reload = useCallback(() => void load(false), [load]);
  const unread = useMemo(() => contacts.filter((contact) => !contact.ctcLu).length, [contacts]);

  return { contacts, unread, status, highlighted, busy, liveStatus, minYear, execute, reload };
}
