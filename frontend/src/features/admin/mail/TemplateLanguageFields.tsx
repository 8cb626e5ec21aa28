import type { MailLanguage } from '../../../api/mail.ts';
import type { MailTemplateLanguage } from '../../../api/types.ts';
import type { FieldErrors } from '../kit/fieldErrors.ts';
import { CodeField } from './CodeField.tsx';
import type { TemplateDraft } from './mailForm.ts';
import type { Insertion } from './useInsertion.ts';

interface TemplateLanguageFieldsProps {
  language: MailLanguage;
  text: MailTemplateLanguage;
  update: (change: (draft: TemplateDraft) => TemplateDraft) => void;
  errors: FieldErrors;
  insertion: Insertion;
}

/** A template's text in one language: subject, preheader, HTML body and plain text. */
export function TemplateLanguageFields({ language, text, update, errors, insertion }: TemplateLanguageFieldsProps) {
  const change = (field: keyof Omit<MailTemplateLanguage, 'lg'>) => (value: string) =>
    update((draft) => ({ ...draft, lgs: { ...draft.lgs, [language]: { ...draft.lgs[language], [field]: value } } }));
  const props = (field: keyof Omit<MailTemplateLanguage, 'lg'>) => ({
    id: `mail-${language}-${field}`,
    value: text[field],
    onChange: change(field),
    error: errors[`lgs.${language}.${field}`],
    insertion,
    lang: language,
  });
  return (
    <>
      <CodeField {...props('libelle')} labelId="adminMail.field.subject" required />
      <CodeField {...props('preheader')} labelId="adminMail.field.preheader" helperId="adminMail.field.preheaderHelp" />
      <CodeField {...props('mtplTemplate')} labelId="adminMail.field.html" required multiline html rows={16} />
      <CodeField {...props('text')} labelId="adminMail.field.text" helperId="adminMail.field.textHelp" required multiline rows={10} />
    </>
  );
}
