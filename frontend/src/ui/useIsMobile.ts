import { useSyncExternalStore } from 'react';
import { mobileGuess } from '../ssr/firstPaint.ts';

const QUERY = '(max-width: 768px)';

function subscribe(notify: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', notify);
  return () => media.removeEventListener('change', notify);
}

/**
 * True on a phone-sized screen. A server-rendered page starts with the server's guess (from the
 * User-Agent), so hydration matches; the screen's own answer follows at once.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, mobileGuess);
}
