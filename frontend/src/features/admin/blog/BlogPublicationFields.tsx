import { Card } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextInput, SwitchInput } from '../kit/Field.tsx';
import type { DraftProps } from '../kit/fieldErrors.ts';
import { isoDay, type BlogDraft } from './blogForm.ts';
import { PublicationTag } from './PublicationTag.tsx';

/** Who signs the post and from which day visitors see it (none: a draft). */
export function BlogPublicationFields({ draft, set, errors, disabled }: DraftProps<BlogDraft> & { disabled: boolean }) {
  const intl = useIntl();
  return (
    <Card elevation={1} className="plouf-form-card">
      <div className="plouf-detail-head">
        <h2 className="plouf-card-title"><FormattedMessage id="adminBlog.section.publication" /></h2>
        <PublicationTag blgDatpub={draft.blgDatpub || null} />
      </div>
      <TextInput id="blog-author" labelId="adminBlog.field.author" value={draft.blgAuteur} onChange={(blgAuteur) => set({ blgAuteur })} error={errors.blgAuteur} disabled={disabled} />
      <SwitchInput
        labelId="adminBlog.field.published"
        helper={intl.formatMessage({ id: 'adminBlog.field.publishedHelp' })}
        checked={draft.blgDatpub !== null}
        onChange={(published) => set({ blgDatpub: published ? isoDay(new Date()) : null })}
        disabled={disabled}
      />
      {draft.blgDatpub !== null && (
        <TextInput
          id="blog-date"
          type="date"
          labelId="adminBlog.field.date"
          required
          helper={intl.formatMessage({ id: 'adminBlog.field.dateHelp' })}
          value={draft.blgDatpub}
          onChange={(blgDatpub) => set({ blgDatpub })}
          error={errors.blgDatpub}
          disabled={disabled}
        />
      )}
    </Card>
  );
}
