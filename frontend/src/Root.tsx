import { BlueprintProvider } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import type { Language } from './api/client.ts';
import { App } from './App.tsx';
import { AuthProvider } from './features/account/auth/AuthProvider.tsx';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { HydrationMark } from './ssr/afterHydration.ts';
import { NotifierProvider } from './ui/Notifier.tsx';

export interface RootProps {
  /** The language the page was rendered in on the server; else the visitor's stored choice. */
  initialLocale?: Language | undefined;
  /** The visitor's own language when the server rendered the page in another: shown once hydrated. */
  thenLocale?: Language | undefined;
  /** On the server: the address rendered (a static router); in the browser, the address bar. */
  location?: string | undefined;
}

/** The whole application, the same tree in the browser (src/main.tsx) and on the server (src/entry-server.tsx). */
export function Root({ initialLocale, thenLocale, location }: RootProps) {
  const app = (
    <AuthProvider>
      <App />
    </AuthProvider>
  );
  return (
    <StrictMode>
      <BlueprintProvider>
        <LocaleProvider initialLocale={initialLocale} thenLocale={thenLocale}>
          <NotifierProvider>
            {/* Navigations commit with the session change that caused them: a logout's move to Home
                lands in the same render as the cleared user, before a protected page can redirect. */}
            {location === undefined ? <BrowserRouter useTransitions={false}>{app}</BrowserRouter> : <StaticRouter location={location}>{app}</StaticRouter>}
          </NotifierProvider>
        </LocaleProvider>
        <HydrationMark />
      </BlueprintProvider>
    </StrictMode>
  );
}
