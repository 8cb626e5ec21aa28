import { Card } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { parseId } from '../../../lib/params.ts';
import { ImageUploadCard } from '../../../ui/imageUpload/ImageUploadCard.tsx';
import { PageContentFields } from '../../../ui/PageContentFields.tsx';
import { DetailFrame } from '../kit/DetailFrame.tsx';
import { EnglishFields } from '../kit/EnglishFields.tsx';
import { errorOf } from '../kit/fieldErrors.ts';
import { TextInput } from '../kit/Field.tsx';
import { publicPagePath } from './publicPath.ts';
import { PAGE_LIST, usePageDetail } from './usePageDetail.ts';

/** /profil/administration/pages/{pageId}: a page's label, content and images; -1 writes a new one. */
export default function PageDetailPage() {
  const intl = useIntl();
  const detail = usePageDetail(parseId(useParams().pageId));
  const { draft, set, errors, view } = detail;
  const disabled = detail.saving || detail.deleting;

  return (
    <DetailFrame
      feature="adminPages"
      listPath={PAGE_LIST}
      detail={detail}
      name={view ? view.content.pctTitle || view.libelle : ''}
      subtitle={view && <FormattedMessage id="adminPages.detail.updated" values={{ date: parisDateTime(view.updatedAt) }} />}
      publicPath={view && publicPagePath(view.content.slug)}
    >
      <div className="plouf-detail-grid">
        <Card elevation={1} className="plouf-form-card">
          <TextInput
            id="page-libelle"
            labelId="adminPages.field.libelle"
            required
            helper={intl.formatMessage({ id: 'adminPages.field.libelleHelp' })}
            value={draft.libelle}
            onChange={(libelle) => set({ libelle })}
            error={errors.libelle}
            disabled={disabled}
          />
          <h2 className="plouf-card-title"><FormattedMessage id="adminPages.section.content" /></h2>
          <PageContentFields value={draft.content} onChange={(content) => set({ content })} errors={errors} disabled={disabled} />
        </Card>
        <div className="plouf-detail-side">
          <ImageUploadCard label={<FormattedMessage id="adminPages.section.images" />} images={draft.images} onChange={(images) => set({ images })} disabled={disabled} />
          {errorOf(errors, 'imageIds') && <p className="plouf-field-error">{errorOf(errors, 'imageIds')}</p>}
        </div>
      </div>
      <EnglishFields
        idPrefix="page"
        value={draft.translations}
        onChange={(translations) => set({ translations })}
        texts={[{ path: 'libelle', labelId: 'adminPages.field.libelle', french: draft.libelle }]}
        content={draft.content}
        errors={errors}
      />
    </DetailFrame>
  );
}
