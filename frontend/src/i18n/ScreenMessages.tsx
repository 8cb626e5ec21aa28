import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '../api/client.ts';
import type { MessageId } from './catalogues.ts';
import { ELISION_TAGS, onIntlWarning } from './elision.ts';
import type { screenCatalogues as ScreenCatalogues } from './screenMessages.ts';

let loaded: typeof ScreenCatalogues | undefined;
let loading: Promise<void> | undefined;

/** Fetches the on-demand screens' messages once; lazyPage waits for it beside the screen's own code. */
export function loadScreenMessages(): Promise<void> {
  loading ??= import('./screenMessages.ts').then(
    (module) => {
      loaded = module.screenCatalogues;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const Within = createContext(false);

/**
 * The public catalogue plus the screens' messages, for a screen loaded on demand (src/ui/lazyPage.tsx),
 * in the language the page shows. Rendered only once loadScreenMessages() has settled.
 */
export function ScreenMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const within = useContext(Within);
  const locale = intl.locale as Language;
  const messages = useMemo(() => (loaded ? ({ ...intl.messages, ...loaded[locale] } as Record<MessageId, string>) : intl.messages), [intl.messages, locale]);
  if (within) return children;
  return (
    <Within.Provider value={true}>
      <IntlProvider locale={locale} defaultLocale={intl.defaultLocale} messages={messages} defaultRichTextElements={ELISION_TAGS} onWarn={onIntlWarning}>
        {children}
      </IntlProvider>
    </Within.Provider>
  );
}
