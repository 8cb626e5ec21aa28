import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { configureApi, type Language } from '../api/client.ts';
import { catalogues, type MessageId } from './catalogues.ts';
import { ELISION_TAGS, onIntlWarning } from './elision.ts';
import { chooseLocale, languageInQuery, LOCALE_KEY, localeCookie } from './localeChoice.ts';

export const LANGUAGES: readonly Language[] = ['fr', 'en'];

interface LocaleContextValue {
  locale: Language;
  setLocale: (locale: Language) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

const inBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

/** The language the browser asks for (localeChoice.ts); French where there is no browser. */
function browserChoice(): { locale: Language; fromQuery: boolean } {
  if (!inBrowser()) return { locale: 'fr', fromQuery: false };
  return chooseLocale({ search: window.location.search, cookies: document.cookie, stored: storedLocale() });
}

/** Kept in a cookie (which the server reads too) and in localStorage. */
function remember(locale: Language) {
  if (!inBrowser()) return;
  document.cookie = localeCookie(locale);
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Private browsing: the cookie still holds the choice.
  }
}

/** An address opened with `?lang=` says the language chosen now, so that a reload keeps it. */
function followInAddress(locale: Language) {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.set('lang', locale);
  // The router's own state is kept: only the query's `lang` changes.
  window.history.replaceState(window.history.state, '', url);
}

/**
 * French by default; `?lang=` in the address, the visitor's choice (cookie), or `initialLocale`
 * when the page is rendered on a server, which knows the request and not the browser.
 */
export function LocaleProvider({ children, initialLocale, thenLocale }: { children: ReactNode; initialLocale?: Language; thenLocale?: Language | undefined }) {
  // Hydrating a page the server rendered in `?lang=`'s language: that choice is remembered too.
  const [initial] = useState(() => (initialLocale ? { locale: initialLocale, fromQuery: inBrowser() && languageInQuery(window.location.search) === initialLocale } : browserChoice()));
  const [locale, setLocaleState] = useState<Language>(initial.locale);
  // The public catalogue: the screens loaded on demand add theirs below (src/i18n/ScreenMessages.tsx).
  const messages = catalogues[locale] as Record<MessageId, string>;
  // Synchronously, before children render and fire their first requests in the right language.
  configureApi({ language: locale, defaultErrorMessage: messages['common.error.default'] });
  if (inBrowser()) document.documentElement.lang = locale;

  useEffect(() => {
    if (initial.fromQuery) remember(initial.locale);
  }, [initial]);

  // A page rendered in another language than the visitor's: hydrated as it came (what was typed
  // into it is kept), then shown in the visitor's language.
  useEffect(() => {
    if (thenLocale && thenLocale !== initial.locale) setLocaleState(thenLocale);
  }, [thenLocale, initial]);

  const value = useMemo<LocaleContextValue>(
    () => ({
      locale,
      setLocale: (next) => {
        remember(next);
        if (inBrowser()) followInAddress(next);
        setLocaleState(next);
      },
    }),
    [locale],
  );

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale="fr" messages={messages} defaultRichTextElements={ELISION_TAGS} onWarn={onIntlWarning}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <LocaleProvider>');
  return value;
}
