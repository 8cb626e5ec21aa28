import { describe, expect, it } from 'vitest';
import { chooseLocale, languageInCookie, localeCookie } from './localeChoice.ts';

describe('the visitor’s language', () => {
  it('takes ?lang= first, then the cookie, then localStorage, then French', () => {
    expect(chooseLocale({ search: '?x=1&lang=en', cookies: 'plouf.locale=fr', stored: 'fr' })).toEqual({ locale: 'en', fromQuery: true });
    expect(chooseLocale({ search: '', cookies: 'a=b; plouf.locale=en', stored: 'fr' })).toEqual({ locale: 'en', fromQuery: false });
    expect(chooseLocale({ search: '', cookies: '', stored: 'en' })).toEqual({ locale: 'en', fromQuery: false });
    expect(chooseLocale({ search: '', cookies: '', stored: null })).toEqual({ locale: 'fr', fromQuery: false });
  });

  it('ignores a language the site does not have', () => {
    expect(chooseLocale({ search: '?lang=de', cookies: 'plouf.locale=es', stored: 'it' })).toEqual({ locale: 'fr', fromQuery: false });
    expect(languageInCookie('plouf.localex=en')).toBeUndefined();
  });

  it('remembers a choice for a year on every path', () => {
    expect(localeCookie('en')).toBe('plouf.locale=en; path=/; max-age=31536000; SameSite=Lax');
  });
});
