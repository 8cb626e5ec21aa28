/**
 * What the first render needs to know about how the page was made, so that a page rendered on the
 * server (src/entry-server.tsx) hydrates to the same markup in the browser (docs/adr/0011):
 * - whether the page came rendered from the server (the public pages do, while the session loads);
 * - the server's guess of a phone-sized screen (from the User-Agent), used until hydration ends;
 * - whether hydration is over, for what only the browser knows (its localStorage cart);
 * - when the page was rendered, so what a render shows by the clock (a lesson started, this week)
 *   is the same on both sides until hydration is over.
 */
import { useSyncExternalStore } from 'react';

const state = { serverRendered: false, mobileGuess: false, renderedAt: 0 };

/**
 * Called by the server before rendering, and by the browser before hydrating a server-rendered page
 * (with the moment the server rendered it).
 */
export function markServerRendered(mobileGuess: boolean, renderedAt: number = Date.now()): void {
  state.serverRendered = true;
  state.mobileGuess = mobileGuess;
  state.renderedAt = renderedAt;
}

/** True when the first render is, or hydrates, a page the server rendered. */
export const isServerRendered = (): boolean => state.serverRendered;

/** The server's guess of a phone-sized screen: the server snapshot of `useIsMobile`. */
export const mobileGuess = (): boolean => state.mobileGuess;

/** A phone, by its User-Agent (the server's only clue; corrected in the browser after hydration). */
export const looksMobile = (userAgent: string | undefined): boolean => /Mobi|Android|iPhone|iPod/i.test(userAgent ?? '');

const never = () => () => {};

/**
 * False during the server render and the hydration render, true after (and on a page the browser
 * rendered alone): what reads the browser's storage waits for it, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}

/**
 * The time (ms) a render shows things by: the moment the server rendered the page during that render
 * and the hydration, the browser's clock after (and on a page the browser rendered alone). A lesson
 * that starts between the server's render and the hydration then hydrates as the server drew it, and
 * turns "started" on the render after.
 */
export function usePageNow(): number {
  const hydrated = useHydrated();
  return hydrated || !state.serverRendered ? Date.now() : state.renderedAt;
}
