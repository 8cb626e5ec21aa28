import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { configureApi, type Language } from '../api/client.ts';
import { catalogues } from './catalogues.ts';

const STORAGE_KEY = 'plouf.locale';
export const LANGUAGES: readonly Language[] = ['fr', 'en'];

interface LocaleContextValue {
  locale: Language;
  setLocale: (locale: Language) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

function storedLocale(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'en' || stored === 'fr' ? stored : 'fr';
  } catch {
    return 'fr';
  }
}

/** French by default; the visitor's choice is remembered in localStorage. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Language>(storedLocale);
  const messages = catalogues[locale];
  // Synchronously, before children render and fire their first requests in the right language.
  configureApi({ language: locale, defaultErrorMessage: messages['common.error.default'] });
  document.documentElement.lang = locale;

  const value = useMemo<LocaleContextValue>(
    () => ({
      locale,
      setLocale: (next) => {
        try {
          localStorage.setItem(STORAGE_KEY, next);
        } catch {
          // Private browsing: the choice lasts for this visit only.
        }
        setLocaleState(next);
      },
    }),
    [locale],
  );

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale="fr" messages={messages}>
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
