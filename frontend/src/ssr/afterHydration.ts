/**
 * On a page rendered on the server, hydration runs in a transition, in slices that leave the main
 * thread free (docs/adr/0011). An update that arrives meanwhile from outside React (the session's
 * answer, a live connection's messages) is urgent to React: it stops slicing and finishes the
 * hydration in one long task, the very thing the transition avoids. So what the page starts on its
 * own — the session check, the live connection — waits until the page is hydrated and the browser
 * is idle (at most a second more), then starts. On a page the browser renders alone, nothing waits.
 */
import { useEffect } from 'react';
import { isServerRendered } from './firstPaint.ts';

/** How long the browser may stay busy before the waiting work starts anyway. */
const IDLE_TIMEOUT_MS = 1000;

let markHydrated: () => void = () => {};
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));

/** Put once at the root of the tree: its effect runs when the first render is committed. */
export function HydrationMark(): null {
  useEffect(() => markHydrated(), []);
  return null;
}

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });

let ready: Promise<void> | undefined;

/** Resolves once the page is hydrated and the browser idle; at once on a page rendered in the browser. */
export function afterHydration(): Promise<void> {
  if (!isServerRendered()) return Promise.resolve();
  ready ??= hydrated.then(idle);
  return ready;
}
