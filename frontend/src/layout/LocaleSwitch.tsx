import { Button, ButtonGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { saveLanguage } from '../api/auth.ts';
import { useAuth } from '../features/account/auth/useAuth.ts';
import type { Language } from '../api/client.ts';
import { LANGUAGES, useLocale } from '../i18n/LocaleProvider.tsx';

/**
 * FR / EN in the header; the choice is remembered, and a signed-in person's account keeps it (their
 * mails follow it, issue 41). Not kept on the server (offline, a failure) it is sent at the next switch.
 */
export function LocaleSwitch() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const { user } = useAuth();
  const choose = (language: Language) => {
    setLocale(language);
    if (user) saveLanguage(language).catch(() => undefined);
  };
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
