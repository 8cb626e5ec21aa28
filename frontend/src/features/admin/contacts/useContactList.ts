import { ADMIN_ROOMS } from '@plouf/query-api/rooms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { contactMinDate, executeContactAction, filterContacts } from '../../../api/contacts.ts';
import { useLiveRoom, type LiveChange } from '../../../api/live.ts';
import type { Contact, ContactAction } from '../../../api/types.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { normalizeMinDate } from '../../../lib/dates.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { contactQuery, type ContactListState } from './contactListState.ts';

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

/**
 * One page of the contacts of a period, searched and sorted on the server, kept up to date by the
 * `admin:contacts` live room.
 */
export function useContactList(state: ContactListState, offset: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const [contacts, setContacts] = useState<Contact[]>([]);
  const [total, setTotal] = useState(0);
  const [unread, setUnread] = useState(0);
  const search = useDebounced(state.search, 300);
  const previousTotal = useRef<number | null>(null);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const known = useRef<Set<number> | null>(null);
  /** Only the answer of the latest request is applied (the period may change meanwhile). */
  const latestRequest = useRef(0);
  const liveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { year, month } = state.period;
  const { sortField, descending } = state;

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
        const page = await filterContacts(contactQuery({ search, sortField, descending, period: { year, month } }, search, offset), { share: !live });
        if (request !== latestRequest.current) return;
        const previous = known.current;
        const rows = page.items;
        const arrived = live && previous ? rows.filter((row) => !previous.has(row.id)).map((row) => row.id) : [];
        const received = live && previousTotal.current !== null ? page.total - previousTotal.current : 0;
        known.current = new Set(rows.map((row) => row.id));
        previousTotal.current = page.total;
        setContacts(rows);
        setTotal(page.total);
        setUnread(page.unread);
        setStatus('done');
        if (arrived.length > 0) setHighlighted(new Set(arrived));
        if (received > 0) notify.info(intl.formatMessage({ id: 'adminContacts.notify.received' }, { count: received }));
      } catch (error) {
        if (request !== latestRequest.current) return;
        if (!live) setStatus('error');
        notify.error(errorText(error, 'adminContacts.error.load'));
      }
    },
    [year, month, search, sortField, descending, offset, intl, notify, errorText],
  );

  useEffect(() => {
    known.current = null;
    previousTotal.current = null;
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

  const liveStatus = useLiveRoom(ADMIN_ROOMS.contacts, (change: LiveChange) => {
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
    [intl, notify, load, errorText],
  );

  const reload = useCallback(() => void load(false), [load]);

  return { contacts, total, unread, status, highlighted, busy, liveStatus, minYear, execute, reload };
}
