/**
 * Where a visitor's language comes from, without touching the browser (the server renders pages
 * too): an address's `?lang=` first (a link shared in English opens in English, and search
 * engines index each language at its own address), then the `plouf.locale` cookie the server can
 * read too, then what older versions kept in localStorage, then French.
 */
import type { Language } from '../api/client.ts';

export const LOCALE_KEY = 'plouf.locale';
const ONE_YEAR_S = 365 * 24 * 3600;

const asLanguage = (value: string | null | undefined): Language | undefined => (value === 'fr' || value === 'en' ? value : undefined);

/** `?lang=en` in a query string (`location.search`), when it names a language the site has. */
export const languageInQuery = (search: string): Language | undefined => asLanguage(new URLSearchParams(search).get('lang'));

/** The `plouf.locale` cookie in a `Cookie` header or `document.cookie`. */
export function languageInCookie(cookies: string): Language | undefined {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_KEY) return asLanguage(value);
  }
  return undefined;
}

/**
 * The language to show, and whether it came from the address (then it is remembered).
 *
 * @example
 * chooseLocale({ search: '?lang=en', cookies: 'plouf.locale=fr', stored: null }) // { locale: 'en', fromQuery: true }
 */
export function chooseLocale(sources: { search: string; cookies: string; stored: string | null }): { locale: Language; fromQuery: boolean } {
  const inQuery = languageInQuery(sources.search);
  if (inQuery) return { locale: inQuery, fromQuery: true };
  return { locale: languageInCookie(sources.cookies) ?? asLanguage(sources.stored) ?? 'fr', fromQuery: false };
}

/** The `Set-Cookie`/`document.cookie` text that remembers a choice for a year, on every path. */
export const localeCookie = (locale: Language) => `${LOCALE_KEY}=${locale}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
