import { Icon, Tab, Tabs } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MAIL_LANGUAGES, type MailLanguage } from '../../../api/mail.ts';
import type { FieldErrors } from '../kit/fieldErrors.ts';
import { languageHasError } from './mailForm.ts';

interface LanguageTabsProps {
  id: string;
  selected: MailLanguage;
  onChange: (language: MailLanguage) => void;
  errors: FieldErrors;
  children: (language: MailLanguage) => ReactNode;
}

/** One tab per language, named in its own language (Français, English), marked when one of its fields is to correct. */
export function LanguageTabs({ id, selected, onChange, errors, children }: LanguageTabsProps) {
  const intl = useIntl();
  return (
    <Tabs id={id} selectedTabId={selected} onChange={(tab) => onChange(tab as MailLanguage)} className="plouf-mail-language-tabs">
      {MAIL_LANGUAGES.map((language) => {
        const wrong = languageHasError(errors, language);
        return (
          <Tab
            key={language}
            id={language}
            title={
              <span lang={language === 'fr' ? 'fr' : 'en'}>
                {language === 'fr' ? 'Français' : 'English'}
                {wrong && <Icon icon="error" intent="danger" className="plouf-mail-tab-problem" title={intl.formatMessage({ id: 'adminMail.language.problem' })} />}
              </span>
            }
            panel={<>{children(language)}</>}
          />
        );
      })}
    </Tabs>
  );
}
