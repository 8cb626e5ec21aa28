import { Button, FormGroup, InputGroup, TextArea, Tooltip, type Intent } from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageContent } from '../api/catalogue.ts';
import type { MessageId } from '../i18n/catalogues.ts';
import { slugify } from '../lib/slug.ts';
import { contentFieldError } from './pageContent/fieldErrors.ts';
import { RichTextEditor } from './richText/RichTextEditor.tsx';

export interface PageContentFieldsProps {
  value: PageContent;
  onChange(next: PageContent): void;
  /** Worded errors by field: `content.slug` (as the server names them) or `slug`. */
  errors?: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/** Search engines show about this many characters of a title and of a description. */
const ADVISED = { pctMetaTitle: 60, pctMetaDesc: 160 } as const;

/**
 * The text of a public page (spec §3 "Page content"): titles, lead, search-engine fields, address
 * and body. The address follows the title until the person edits it.
 *
 * @example
 * <PageContentFields value={draft.content} onChange={(content) => setDraft({ ...draft, content })} errors={errors} />
 */
export function PageContentFields({ value, onChange, errors, disabled = false }: PageContentFieldsProps) {
  const intl = useIntl();
  const prefix = useId();
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(() => value.slug === '' || value.slug === slugify(value.pctTitle));
  const set = (patch: Partial<PageContent>) => onChange({ ...value, ...patch });

  const field = (name: keyof PageContent, labelId: MessageId, control: (id: string, intent: Intent) => ReactNode, options: { help?: string; helpIntent?: Intent; required?: boolean } = {}) => {
    const id = `${prefix}-${name}`;
    const error = contentFieldError(errors, name);
    const intent: Intent = error ? 'danger' : (options.helpIntent ?? 'none');
    return (
      <FormGroup label={intl.formatMessage({ id: labelId })} labelFor={id} labelInfo={options.required ? '*' : undefined} helperText={error ?? options.help} intent={intent}>
        {control(id, error ? 'danger' : 'none')}
      </FormGroup>
    );
  };

  const text = (name: Exclude<keyof PageContent, 'pctBody'>, onValue: (next: string) => void = (next) => set({ [name]: next })) => (id: string, intent: Intent) => (
    <InputGroup id={id} value={value[name]} onValueChange={onValue} intent={intent} disabled={disabled} aria-invalid={intent === 'danger' ? true : undefined} />
  );

  const longText = (name: 'pctHat' | 'pctMetaDesc') => (id: string, intent: Intent) => (
    <TextArea id={id} fill autoResize value={value[name]} onChange={(event) => set({ [name]: event.currentTarget.value })} intent={intent} disabled={disabled} />
  );

  const counted = (name: keyof typeof ADVISED) => ({
    help: intl.formatMessage({ id: name === 'pctMetaTitle' ? 'pageContent.help.metaTitle' : 'pageContent.help.metaDesc' }, { count: value[name].length }),
    helpIntent: value[name].length > ADVISED[name] ? ('warning' as const) : ('none' as const),
  });

  const onTitle = (pctTitle: string) => set(slugFollowsTitle ? { pctTitle, slug: slugify(pctTitle) } : { pctTitle });
  const onSlug = (slug: string) => {
    setSlugFollowsTitle(false);
    set({ slug });
  };
  const slugFromTitle = () => {
    setSlugFollowsTitle(true);
    set({ slug: slugify(value.pctTitle) });
  };
  const bodyError = contentFieldError(errors, 'pctBody');

  return (
    <div className="plouf-page-content-fields">
      {field('pctTitle', 'pageContent.field.title', text('pctTitle', onTitle), { required: true })}
      <div className="plouf-form-row">
        {field('pctBaseline', 'pageContent.field.baseline', text('pctBaseline'))}
        {field('pctSubTitle', 'pageContent.field.subTitle', text('pctSubTitle'))}
      </div>
      {field('pctHat', 'pageContent.field.hat', longText('pctHat'), { help: intl.formatMessage({ id: 'pageContent.help.hat' }) })}
      {field(
        'slug',
        'pageContent.field.slug',
        (id, intent) => (
          <InputGroup
            id={id}
            value={value.slug}
            onValueChange={onSlug}
            onBlur={() => value.slug !== slugify(value.slug) && set({ slug: slugify(value.slug) })}
            intent={intent}
            disabled={disabled}
            leftElement={<span className="plouf-slug-prefix">/</span>}
            aria-invalid={intent === 'danger' ? true : undefined}
            rightElement={
              slugFollowsTitle || disabled ? undefined : (
                <Tooltip content={intl.formatMessage({ id: 'pageContent.slug.fromTitle' })}>
                  <Button variant="minimal" icon="refresh" aria-label={intl.formatMessage({ id: 'pageContent.slug.fromTitle' })} onClick={slugFromTitle} />
                </Tooltip>
              )
            }
          />
        ),
        { required: true, help: intl.formatMessage({ id: slugFollowsTitle ? 'pageContent.help.slug' : 'pageContent.help.slugManual' }) },
      )}
      <fieldset className="plouf-fieldset">
        <legend><FormattedMessage id="pageContent.section.seo" /></legend>
        {field('pctMetaTitle', 'pageContent.field.metaTitle', text('pctMetaTitle'), counted('pctMetaTitle'))}
        {field('pctMetaDesc', 'pageContent.field.metaDesc', longText('pctMetaDesc'), counted('pctMetaDesc'))}
      </fieldset>
      <FormGroup helperText={bodyError} intent={bodyError ? 'danger' : 'none'}>
        <RichTextEditor
          label={intl.formatMessage({ id: 'pageContent.field.body' })}
          value={value.pctBody}
          onChange={(pctBody) => set({ pctBody })}
          placeholder={intl.formatMessage({ id: 'pageContent.body.placeholder' })}
          disabled={disabled}
          invalid={bodyError !== undefined}
        />
      </FormGroup>
    </div>
  );
}
