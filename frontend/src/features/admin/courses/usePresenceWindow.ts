import { presenceRefusal, presenceWindow } from '@plouf/command-api/booking-rules';
import { useEffect, useState } from 'react';

/** Timers longer than this fire at once in browsers (a 32-bit delay): such a turn is left to a reload. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface PresenceWindowState {
  /** `open`: presence may be marked; `notYet`: the lesson has not come; `closed`: it is too old. */
  state: 'open' | 'notYet' | 'closed';
  opensAt: string;
}

/**
 * Whether presence may be marked on a course now, by the rule the server decides with
 * (`presenceWindow`: from 30 minutes before the start to 7 days after). A page left open turns
 * when the window opens or closes: the instructor's screen offers the buttons at the poolside.
 */
export function usePresenceWindow(start: string): PresenceWindowState {
  const [, turned] = useState(0);
  const now = Date.now();
  const refusal = presenceRefusal(start, new Date(now).toISOString());
  const { opensAt, closesAt } = presenceWindow(start);
  const next = refusal === 'notYet' ? Date.parse(opensAt) : refusal === null ? Date.parse(closesAt) + 1 : null;
  useEffect(() => {
    if (next === null || next - Date.now() > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => turned((count) => count + 1), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [next]);
  return { state: refusal ?? 'open', opensAt };
}
