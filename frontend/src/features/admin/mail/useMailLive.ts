import { ADMIN_ROOMS } from '@plouf/query-api/rooms';
import { useEffect, useRef } from 'react';
import { useLiveRoom, type LiveStatus } from '../../../api/live.ts';

/** Several notices in a burst make one reload. */
const LIVE_DEBOUNCE_MS = 250;

/**
 * Calls `onChange` once another save of a template or skin has reached the read model (the
 * `admin:mail` room), for the screen to load again what it shows. Returns the room's status.
 */
export function useMailLive(onChange: () => void): LiveStatus {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useLiveRoom(ADMIN_ROOMS.mail, (change) => {
    if (change.readModel !== 'mail') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), LIVE_DEBOUNCE_MS);
  });
}
