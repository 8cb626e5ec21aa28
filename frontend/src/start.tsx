import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { seedCache } from './api/catalogueCache.ts';
import type { PageData } from './entry-server.tsx';
import { chooseLocale, LOCALE_KEY, localeCookie } from './i18n/localeChoice.ts';
import { preloadScreen } from './App.tsx';
import { Root } from './Root.tsx';
import { markServerRendered } from './ssr/firstPaint.ts';
import { installIconLoader } from './ui/icons.ts';

/** Shows the application in #root: hydrates the page the server rendered, or renders it here. */
export function start(): void {
  installIconLoader();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');

  // A public page rendered by the server (docs/adr/0011) carries the data it was rendered from:
  // the cache is seeded with it, so the first render here is the server's and hydration matches.
  const dataTag = document.getElementById('plouf-page-data');
  const data = dataTag?.textContent ? (JSON.parse(dataTag.textContent) as PageData) : undefined;
  if (data && root.hasChildNodes()) {
    seedCache(data.slots);
    markServerRendered(data.mobile, data.renderedAt);
    const thenLocale = visitorLanguage(data.locale);
    // A screen loaded on demand that the server rendered (/reserver) is fetched first: hydrated
    // before its code is here, it would stay the server's markup, which an early update (the
    // session arriving) would make React throw away for its spinner.
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for its whole length: the page stays responsive while it becomes interactive.
    const hydrate = () =>
      startTransition(() => {
        hydrateRoot(root, <Root initialLocale={data.locale} thenLocale={thenLocale} />);
      });
    void preloadScreen(window.location.pathname).then(hydrate, hydrate);
  } else {
    createRoot(root).render(<Root />);
  }
}

/**
 * A choice older versions kept in localStorage only (the server reads the cookie): the page is
 * shown in that language once hydrated, and the cookie set, so the next pages come rendered in it.
 */
function visitorLanguage(rendered: PageData['locale']): PageData['locale'] | undefined {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_KEY);
  } catch {
    return undefined;
  }
  const { locale } = chooseLocale({ search: window.location.search, cookies: document.cookie, stored });
  if (locale === rendered) return undefined;
  document.cookie = localeCookie(locale);
  return locale;
}
