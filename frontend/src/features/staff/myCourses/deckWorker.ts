import { useEffect, useRef } from 'react';
import { Workbox } from 'workbox-window';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';

/** The deck's service worker (built by Workbox: frontend/build/deckWorkbox.ts) and the path it controls. */
const WORKER = '/deck-sw.js';
const SCOPE = '/profil/mes-cours';

let registered: Promise<unknown> | undefined;

/**
 * Makes the deck installable and able to open offline (issue 26): registers its service worker,
 * scoped to the deck only, once per page load, and links its web manifest (in the reader's language)
 * while the deck is shown. Not in development (no worker is built) nor where browsers have none.
 *
 * The deck's first visit was read before any worker ran, so nothing of it was kept: when the worker
 * starts controlling the page, `onControlled` reads again what the deck opens with, through it.
 */
export function useDeckInstall(onControlled: () => void): void {
  const { locale } = useLocale();
  const latest = useRef(onControlled);
  latest.current = onControlled;
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const controlled = () => latest.current();
    navigator.serviceWorker.addEventListener('controllerchange', controlled);
    registered ??= new Workbox(WORKER, { scope: SCOPE }).register().catch(() => {
      // Refused (storage off, a private window): the deck works online as before.
      registered = undefined;
    });
    return () => navigator.serviceWorker.removeEventListener('controllerchange', controlled);
  }, []);
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = locale === 'en' ? '/deck.en.webmanifest' : '/deck.webmanifest';
    document.head.appendChild(link);
    return () => link.remove();
  }, [locale]);
}
