import { useEffect, useRef, useState } from 'react';
import { useLiveRoom, type LiveChange, type LiveStatus } from '../api/live.ts';
import { coalescer, LIVE_BURST_MS } from './coalesce.ts';

/**
 * Joins `room` (none when `null`) for as long as the component is mounted and calls `flush` once
 * per burst of the notices `accepts` lets through, with the ids they named (`all` when one could
 * not name them all). Returns the room's status.
 *
 * @example
 * const liveStatus = useLiveBatch(COURSES_ROOM, (change) => change.readModel === 'courses', () => void load(true));
 */
export function useLiveBatch(
  room: string | null,
  accepts: (change: LiveChange) => boolean,
  flush: (ids: ReadonlySet<number>, all: boolean) => void,
  ms: number = LIVE_BURST_MS,
): LiveStatus {
  const latest = useRef(flush);
  useEffect(() => {
    latest.current = flush;
  });
  const [batch] = useState(() => coalescer(ms, (ids, all) => latest.current(ids, all)));
  useEffect(() => () => batch.cancel(), [batch]);
  return useLiveRoom(room, (change) => {
    if (accepts(change)) batch.add(change.ids, Boolean(change.truncated));
  });
}
