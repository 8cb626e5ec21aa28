import { Button, ButtonGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { LANGUAGES, useLocale } from '../i18n/LocaleProvider.tsx';

/** FR / EN in the header; the choice is remembered. */
export function LocaleSwitch() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
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
          onClick={() => setLocale(language)}
        />
      ))}
    </ButtonGroup>
  );
}
