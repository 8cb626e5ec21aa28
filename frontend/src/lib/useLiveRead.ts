import { useEffect } from 'react';
import type { LiveChange, LiveStatus } from '../api/live.ts';
import { useAsync, type AsyncState } from './useAsync.ts';
import { useLiveBatch } from './useLiveBatch.ts';

/**
 * A read (`useAsync`) done again once per burst of the notices of `room` that `accepts` lets
 * through, and each time the room is joined (again): what changed before, or while the
 * connection was down, sent no notice here.
 *
 * @example
 * const documents = useLiveRead(() => listDocuments({ month }), `books:${month}`, ADMIN_ROOMS.books, (change) => change.readModel === NOTICES.books);
 */
export function useLiveRead<T>(
  load: () => Promise<T>,
  key: string,
  room: string | null,
  accepts: (change: LiveChange) => boolean,
): { state: AsyncState<T>; reload: () => void; liveStatus: LiveStatus } {
  const { state, reload } = useAsync(load, key);
  const liveStatus = useLiveBatch(room, accepts, reload);
  useEffect(() => {
    if (liveStatus === 'live') reload();
  }, [liveStatus, reload]);
  return { state, reload, liveStatus };
}
