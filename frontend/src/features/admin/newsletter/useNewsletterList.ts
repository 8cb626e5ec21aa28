import { ADMIN_ROOMS } from '@plouf/query-api/rooms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLiveRoom, type LiveChange } from '../../../api/live.ts';
import { filterNewsletter, newsletterMinDate } from '../../../api/newsletter.ts';
import type { NewsletterSubscriber } from '../../../api/types.ts';
import { normalizeMinDate } from '../../../lib/dates.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../orders/useServerError.ts';
import { newsletterQuery, type NewsletterListState } from './newsletterListState.ts';

/** How long a row that arrived or changed live stays highlighted. */
const HIGHLIGHT_MS = 5000;
/** Several notices in a burst make one refetch. */
const LIVE_DEBOUNCE_MS = 250;

type ListStatus = 'loading' | 'done' | 'error';
/** A row that just arrived (tagged "new") or whose state just changed (flashed only). */
export type Highlight = 'new' | 'changed';

/**
 * One page of the subscribers of a period, searched and sorted on the server, kept up to date by
 * the `admin:newsletter` live room: a sign-up appears, a validation turns its tag.
 */
export function useNewsletterList(state: NewsletterListState, offset: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const [subscribers, setSubscribers] = useState<NewsletterSubscriber[]>([]);
  const [total, setTotal] = useState(0);
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [highlighted, setHighlighted] = useState<ReadonlyMap<number, Highlight>>(new Map());
  const search = useDebounced(state.search, 300);
  const known = useRef<Set<number> | null>(null);
  const previousTotal = useRef<number | null>(null);
  /** Rows a notice named since the last load: flashed when they show. */
  const touched = useRef<Set<number>>(new Set());
  /** Only the answer of the latest request is applied (the period may change meanwhile). */
  const latestRequest = useRef(0);
  const liveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { year, month } = state.period;
  const { sortField, descending } = state;

  const minDate = useAsync(newsletterMinDate, 'newsletter:min-date');
  const minYear = minDate.state.status === 'done' ? normalizeMinDate(minDate.state.data, new Date()).getFullYear() : year;

  const load = useCallback(
    async (live: boolean) => {
      const request = ++latestRequest.current;
      try {
        const page = await filterNewsletter(newsletterQuery({ search, sortField, descending, period: { year, month } }, search, offset), { share: !live });
        if (request !== latestRequest.current) return;
        const previous = known.current;
        const marks = new Map<number, Highlight>();
        for (const row of page.items) {
          if (live && previous && !previous.has(row.id)) marks.set(row.id, 'new');
          else if (live && touched.current.has(row.id)) marks.set(row.id, 'changed');
        }
        const received = live && previousTotal.current !== null ? page.total - previousTotal.current : 0;
        known.current = new Set(page.items.map((row) => row.id));
        previousTotal.current = page.total;
        touched.current = new Set();
        setSubscribers(page.items);
        setTotal(page.total);
        setActive(page.active);
        setStatus('done');
        if (marks.size > 0) setHighlighted(marks);
        if (received > 0) notify.info(intl.formatMessage({ id: 'adminNewsletter.notify.received' }, { count: received }));
      } catch (error) {
        if (request !== latestRequest.current) return;
        if (!live) setStatus('error');
        notify.error(errorText(error, 'adminNewsletter.error.load'));
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
    if (minDate.state.status === 'error') notify.error(errorText(minDate.state.error, 'adminNewsletter.error.minDate'));
  }, [minDate.state, notify, errorText]);

  useEffect(() => {
    if (highlighted.size === 0) return;
    const timer = setTimeout(() => setHighlighted(new Map()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  useEffect(() => () => clearTimeout(liveTimer.current), []);

  const liveStatus = useLiveRoom(ADMIN_ROOMS.newsletter, (change: LiveChange) => {
    if (change.readModel !== 'newsletter') return;
    for (const id of change.ids) touched.current.add(id);
    clearTimeout(liveTimer.current);
    liveTimer.current = setTimeout(() => void load(true), LIVE_DEBOUNCE_MS);
  });

  /** A row as the server answered it after a change made here, before the live notice comes. */
  const replace = useCallback((subscriber: NewsletterSubscriber) => {
    setSubscribers((rows) => rows.map((row) => (row.id === subscriber.id ? subscriber : row)));
  }, []);
  const refresh = useCallback(() => load(true), [load]);
  const reload = useCallback(() => void load(false), [load]);

  return { subscribers, total, active, status, highlighted, liveStatus, minYear, replace, refresh, reload };
}
