import type { NoticeName } from '@plouf/command-api/read-models';
import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import type { MessageId } from '../i18n/catalogues.ts';
import { useNotifier } from '../ui/Notifier.tsx';
import { concerns, statusAfterError, type DetailStatus } from './liveDetail.ts';
import { useLiveBatch } from './useLiveBatch.ts';
import { useServerError } from './useServerError.ts';

export interface LiveDetailOptions<T> {
  /** The record shown; ≤ 0 is none ("not found"), never read. */
  id: number;
  /** Reads it; `fresh` when it is read again because it changed (no shared GET then). */
  read: (id: number, fresh: boolean) => Promise<T>;
  /**
   * The live room and the notice that tells the record changed (see `concerns`); without it the
   * screen is read on opening and on `reload()` only.
   */
  live?: { room: string; notice: NoticeName; any?: boolean };
  /** What a failed read tells when the server said nothing; without it a failure is only shown. */
  loadError?: MessageId;
  /** Called once per burst of notices about the record, before it is read again. */
  onNotice?: () => void;
  /** While true (this screen is sending a change), notices are not followed. */
  paused?: boolean;
}

/** Notices of one moment make one read: a detail screen follows its record at once. */
const DETAIL_BURST_MS = 0;

/**
 * One record of a back-office screen (a contact, an order, a family, a course, a family's cards):
 * read on opening, read again when its live room says it changed, and replaced by what an action
 * here answered. Only the latest read is applied; an answer set here supersedes a read under way.
 *
 * @example
 * const detail = useLiveDetail({ id, read: (orderId, fresh) => getOrder(orderId, { share: !fresh }), live: { room: ADMIN_ROOMS.orders, notice: 'orders' }, loadError: 'adminOrders.error.loadOne' });
 * detail.set(await moveOrder(id, input, key));
 */
export function useLiveDetail<T>(options: LiveDetailOptions<T>) {
  const { id, live } = options;
  const notify = useNotifier();
  const errorText = useServerError();
  const [data, setData] = useState<T | null>(null);
  const [status, setStatus] = useState<DetailStatus>(id > 0 ? 'loading' : 'notFound');
  const latestRequest = useRef(0);
  // The options are fresh closures each render; `id` says when they mean another record.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const load = useCallback(
    async (fresh: boolean) => {
      if (id <= 0) return;
      const request = ++latestRequest.current;
      try {
        const loaded = await latest.current.read(id, fresh);
        if (request !== latestRequest.current) return;
        setData(loaded);
        setStatus('done');
      } catch (error) {
        if (request !== latestRequest.current) return;
        const next = statusAfterError('error', error);
        setStatus((previous) => statusAfterError(previous, error));
        const { loadError } = latest.current;
        if (loadError && next !== 'notFound') notify.error(errorText(error, loadError));
      }
    },
    [id, notify, errorText],
  );

  useEffect(() => {
    setStatus(id > 0 ? 'loading' : 'notFound');
    setData(null);
    void load(false);
  }, [id, load]);

  const liveStatus = useLiveBatch(
    live?.room ?? null,
    (change) => {
      const current = latest.current;
      return current.live !== undefined && !current.paused && concerns(change, { ...current.live, id });
    },
    () => {
      latest.current.onNotice?.();
      void load(true);
    },
    DETAIL_BURST_MS,
  );

  /** The record as an action here answered it: a read under way is dropped. */
  const set = useCallback((next: SetStateAction<T | null>) => {
    latestRequest.current++;
    setData(next);
  }, []);

  return { data, status, liveStatus, set, load, reload: useCallback(() => void load(true), [load]) };
}
