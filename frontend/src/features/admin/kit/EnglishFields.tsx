import { Callout, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageContent } from '../../../api/catalogue.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { RichTextEditor } from '../../../ui/richText/RichTextEditor.tsx';
import type { FieldErrors } from './fieldErrors.ts';
import { FormSection } from './FormSection.tsx';
import { englishAt, withEnglish, type TranslationsValue } from './translations.ts';

/** One text of the document that has an English version: its path in `translations.en`, its label, its French. */
export interface EnglishText {
  path: string;
  labelId: MessageId;
  french: string;
  /** Several lines rather than one. */
  long?: boolean;
}

/** A page's texts, in the order the French form shows them. */
const PAGE_TEXTS: ReadonlyArray<{ name: Exclude<keyof PageContent, 'slug' | 'pctBody'>; labelId: MessageId; long?: boolean }> = [
  { name: 'pctTitle', labelId: 'pageContent.field.title' },
  { name: 'pctBaseline', labelId: 'pageContent.field.baseline' },
  { name: 'pctSubTitle', labelId: 'pageContent.field.subTitle' },
  { name: 'pctHat', labelId: 'pageContent.field.hat', long: true },
  { name: 'pctMetaTitle', labelId: 'pageContent.field.metaTitle' },
  { name: 'pctMetaDesc', labelId: 'pageContent.field.metaDesc', long: true },
];

interface Props<T extends TranslationsValue> {
  value: T | undefined;
  onChange(next: T): void;
  texts: readonly EnglishText[];
  /** The French page, when the document has one: its English texts and body follow. */
  content?: PageContent;
  errors: FieldErrors;
  /** For the fields' ids: `pool`, `activity`… */
  idPrefix: string;
}

/**
 * The English version of a document's texts, beside the French form (docs/adr/0012): the same
 * fields and editors, each showing its French as a placeholder; a field left empty shows the
 * French text to English visitors. The address (slug) has no English: it is one page.
 *
 * @example
 * <EnglishFields idPrefix="pass" value={draft.translations} onChange={(translations) => set({ translations })} texts={[{ path: 'libelle', labelId: 'adminPasses.field.name', french: draft.libelle }]} errors={errors} />
 */
export function EnglishFields<T extends TranslationsValue>({ value, onChange, texts, content, errors, idPrefix }: Props<T>) {
  const intl = useIntl();
  const field = (text: EnglishText) => {
    const id = `${idPrefix}-en-${text.path.replace(/\./g, '-')}`;
    const error = errors[`translations.en.${text.path}`];
    const french = text.french.length > 120 ? `${text.french.slice(0, 120)}…` : text.french;
    const english = englishAt(value, text.path);
    const change = (next: string) => onChange(withEnglish(value, text.path, next));
    const common = { id, value: english, intent: error ? ('danger' as const) : ('none' as const), 'aria-invalid': error ? true : undefined, autoComplete: 'off', lang: 'en' };
    return (
      <FormGroup
        key={text.path}
        // "Nom (anglais)": the French field above has the same name.
        label={intl.formatMessage({ id: 'adminCatalogue.english.label' }, { name: intl.formatMessage({ id: text.labelId }) })}
        labelFor={id}
        helperText={error ?? (french ? intl.formatMessage({ id: 'adminCatalogue.english.french' }, { text: french }) : undefined)}
        intent={error ? 'danger' : 'none'}
      >
        {text.long ? <TextArea fill autoResize rows={3} {...common} onChange={(event) => change(event.currentTarget.value)} /> : <InputGroup {...common} onValueChange={change} />}
      </FormGroup>
    );
  };
  const bodyError = errors['translations.en.content.pctBody'];

  return (
    <FormSection titleId="adminCatalogue.english.title" icon="translate" className="plouf-english-fields">
      <Callout intent="primary" icon="info-sign" compact style={{ marginBottom: 12 }}>
        <FormattedMessage id="adminCatalogue.english.help" />
      </Callout>
      {texts.map(field)}
      {content && (
        <>
          {PAGE_TEXTS.map(({ name, labelId, long }) => field({ path: `content.${name}`, labelId, long, french: content[name] }))}
          <FormGroup helperText={bodyError} intent={bodyError ? 'danger' : 'none'}>
            <RichTextEditor
              label={intl.formatMessage({ id: 'adminCatalogue.english.label' }, { name: intl.formatMessage({ id: 'pageContent.field.body' }) })}
              value={englishAt(value, 'content.pctBody')}
              onChange={(html) => onChange(withEnglish(value, 'content.pctBody', html))}
              placeholder={intl.formatMessage({ id: 'adminCatalogue.english.bodyPlaceholder' })}
              invalid={bodyError !== undefined}
            />
          </FormGroup>
        </>
      )}
    </FormSection>
  );
}
