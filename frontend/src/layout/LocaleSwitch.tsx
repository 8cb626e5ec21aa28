import { Button, ButtonGroup } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { saveLanguage } from '../api/auth.ts';
import { useAuth } from '../features/account/auth/useAuth.ts';
import type { Language } from '../api/client.ts';
import { LANGUAGES, useLocale } from '../i18n/LocaleProvider.tsx';

/** This tab's last account and language the server was told of. */
const SAVED_KEY = 'plouf.language.saved';

/**
 * FR / EN in the header; the choice is remembered, and a signed-in person's account keeps it (their
 * mails follow it, issue 41). Not kept on the server (offline, a failure) it is sent again at the next page or switch.
 */
export function LocaleSwitch() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const { user } = useAuth();
  // Chosen before signing in (the choice is remembered in the browser): the account takes it on arrival,
  // once per tab for a person and a language (the server records a change only).
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    const told = `${userId}:${locale}`;
    const remembered = (() => {
      try {
        return sessionStorage.getItem(SAVED_KEY);
      } catch {
        return null; // No storage (private mode): tell the server each time; it records a change only.
      }
    })();
    if (remembered === told) return;
    saveLanguage(locale)
      .then(() => {
        try {
          sessionStorage.setItem(SAVED_KEY, told);
        } catch {
          // As above.
        }
      })
      // Not kept (offline, a failure): told again at the next page or switch.
      .catch(() => undefined);
  }, [userId, locale]);
  // A switch changes `locale`, which the effect above tells the account of.
  const choose = (language: Language) => setLocale(language);
  return (
    <ButtonGroup variant="minimal" aria-label={intl.formatMessage({ id: 'layout.locale.label' })} className="plouf-locale">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          text={language.toUpperCase()}
          active={language === locale}
          aria-pressed={language === locale}
          title={intl.formatMessage({ id: language === 'fr' ? 'layout.locale.fr' : 'layout.locale.en' })}
          lang={language}
          onClick={() => choose(language)}
        />
      ))}
    </ButtonGroup>
  );
}
