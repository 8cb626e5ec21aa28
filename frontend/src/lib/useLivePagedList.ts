import type { NoticeName } from '@plouf/command-api/read-models';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/catalogues.ts';
import { useNotifier } from '../ui/Notifier.tsx';
import { normalizeMinDate } from './dates.ts';
import { useAsync } from './useAsync.ts';
import { useLiveBatch } from './useLiveBatch.ts';
import { useServerError } from './useServerError.ts';

/** How long a row that arrived or changed live stays highlighted. */
const HIGHLIGHT_MS = 5000;

/** A row that just arrived (tagged "new") or whose state just changed (flashed only). */
export type Highlight = 'new' | 'changed';

const NO_ROWS: never[] = [];

export interface LivePage<Row extends { id: number }> {
  items: Row[];
  total: number;
}

export interface LivePagedListOptions<Query, Page extends LivePage<{ id: number }>> {
  /** The page asked for; a new value (compared by its JSON) loads again from scratch. */
  query: Query;
  fetchPage: (query: Query, options: { share: boolean }) => Promise<Page>;
  /** The live room, and the read model whose notices in it concern this list. */
  room: string;
  readModel: NoticeName;
  /** The oldest row's date (for the period picker), and the year shown until it is known. */
  minDate: { load: () => Promise<string | null>; key: string };
  year: number;
  messages: { received: MessageId; load: MessageId; minDate: MessageId };
  /** Whether rows a notice names are flashed when they change, or only new ones. */
  flashChanged: boolean;
}

/**
 * One page of a period's rows, searched and sorted on the server, kept up to date by a live room
 * (the back-office's contacts, orders and newsletter lists): a burst of notices makes one refetch,
 * rows that arrived are tagged "new" and changed ones flashed for a moment, and "N received" is
 * said when the total grew. Only the latest request's answer is applied.
 */
export function useLivePagedList<Query, Page extends LivePage<{ id: number }>>(options: LivePagedListOptions<Query, Page>) {
  type Row = Page['items'][number];
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const [page, setPage] = useState<Page | undefined>(undefined);
  const [status, setStatus] = useState<'loading' | 'done' | 'error'>('loading');
  const [highlighted, setHighlighted] = useState<ReadonlyMap<number, Highlight>>(new Map());
  const known = useRef<Set<number> | null>(null);
  const previousTotal = useRef<number | null>(null);
  /** Rows a notice named since the last load. */
  const touched = useRef<Set<number>>(new Set());
  const latestRequest = useRef(0);
  // The options are fresh objects each render; the query's JSON says when it means something new.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const queryKey = JSON.stringify(options.query);

  const minDate = useAsync(options.minDate.load, options.minDate.key);
  const minYear = minDate.state.status === 'done' ? normalizeMinDate(minDate.state.data, new Date()).getFullYear() : options.year;

  const load = useCallback(
    async (live: boolean) => {
      const { query, fetchPage, messages, flashChanged } = latest.current;
      const request = ++latestRequest.current;
      try {
        const answer = await fetchPage(query, { share: !live });
        if (request !== latestRequest.current) return;
        const previous = known.current;
        const marks = new Map<number, Highlight>();
        for (const row of answer.items) {
          if (live && previous && !previous.has(row.id)) marks.set(row.id, 'new');
          else if (live && flashChanged && touched.current.has(row.id)) marks.set(row.id, 'changed');
        }
        const received = live && previousTotal.current !== null ? answer.total - previousTotal.current : 0;
        known.current = new Set(answer.items.map((row) => row.id));
        previousTotal.current = answer.total;
        touched.current = new Set();
        setPage(answer);
        setStatus('done');
        if (marks.size > 0) setHighlighted(marks);
        if (received > 0) notify.info(intl.formatMessage({ id: messages.received }, { count: received }));
      } catch (error) {
        if (request !== latestRequest.current) return;
        if (!live) setStatus('error');
        notify.error(errorText(error, messages.load));
      }
    },
    // queryKey stands for the query, read from `latest`.
    [queryKey, intl, notify, errorText],
  );

  useEffect(() => {
    known.current = null;
    previousTotal.current = null;
    setStatus('loading');
    void load(false);
  }, [load]);

  useEffect(() => {
    if (minDate.state.status === 'error') notify.error(errorText(minDate.state.error, latest.current.messages.minDate));
  }, [minDate.state, notify, errorText]);

  useEffect(() => {
    if (highlighted.size === 0) return;
    const timer = setTimeout(() => setHighlighted(new Map()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  // Several notices in a burst make one refetch.
  const liveStatus = useLiveBatch(
    options.room,
    (change) => change.readModel === latest.current.readModel,
    (ids) => {
      for (const id of ids) touched.current.add(id);
      void load(true);
    },
  );

  /** A row as the server answered it after a change made here, before the live notice comes. */
  const replace = useCallback((updated: Row) => {
    setPage((current) => current && { ...current, items: current.items.map((row: Row) => (row.id === updated.id ? updated : row)) });
  }, []);
  /** Loads again as a live change would (the list stays shown meanwhile). */
  const refresh = useCallback(() => load(true), [load]);
  /** Loads again from scratch (after an error). */
  const reload = useCallback(() => void load(false), [load]);

  const rows: Row[] = page?.items ?? NO_ROWS;
  return { page, rows, total: page?.total ?? 0, status, highlighted, liveStatus, minYear, replace, refresh, reload };
}
