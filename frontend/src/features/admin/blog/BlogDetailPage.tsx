import { Card } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { parseId } from '../../../lib/params.ts';
import { ImageUploadCard } from '../../../ui/imageUpload/ImageUploadCard.tsx';
import { PageContentFields } from '../../../ui/PageContentFields.tsx';
import { DetailFrame } from '../kit/DetailFrame.tsx';
import { EnglishFields } from '../kit/EnglishFields.tsx';
import { TextInput } from '../kit/Field.tsx';
import { BlogPublicationFields } from './BlogPublicationFields.tsx';
import { BLOG_LIST, useBlogDetail } from './useBlogDetail.ts';

/** /profil/administration/blog/{blogId}: a post's text, author, publication day and image; -1 writes a new one. */
export default function BlogDetailPage() {
  const detail = useBlogDetail(parseId(useParams().blogId));
  const { draft, set, errors, view } = detail;
  const disabled = detail.saving || detail.deleting;

  return (
    <DetailFrame
      feature="adminBlog"
      listPath={BLOG_LIST}
      detail={detail}
      name={view ? view.content.pctTitle || view.libelle : ''}
      subtitle={view && <FormattedMessage id="adminBlog.detail.updated" values={{ date: parisDateTime(view.updatedAt) }} />}
      publicPath={view?.blgDatpub ? `/blog/${view.content.slug}` : undefined}
    >
      <div className="plouf-detail-grid">
        <Card elevation={1} className="plouf-form-card">
          <TextInput id="blog-libelle" labelId="adminBlog.field.libelle" required value={draft.libelle} onChange={(libelle) => set({ libelle })} error={errors.libelle} disabled={disabled} />
          <h2 className="plouf-card-title"><FormattedMessage id="adminBlog.section.content" /></h2>
          <PageContentFields value={draft.content} onChange={(content) => set({ content })} errors={errors} disabled={disabled} />
        </Card>
        <div className="plouf-detail-side">
          <BlogPublicationFields draft={draft} set={set} errors={errors} disabled={disabled} />
          <ImageUploadCard label={<FormattedMessage id="adminBlog.section.image" />} images={draft.images} onChange={(images) => set({ images })} max={1} disabled={disabled} />
          {errors.imageId && <p className="plouf-field-error">{errors.imageId}</p>}
        </div>
      </div>
      <EnglishFields
        idPrefix="blog"
        value={draft.translations}
        onChange={(translations) => set({ translations })}
        texts={[{ path: 'libelle', labelId: 'adminBlog.field.libelle', french: draft.libelle }]}
        content={draft.content}
        errors={errors}
      />
    </DetailFrame>
  );
}
