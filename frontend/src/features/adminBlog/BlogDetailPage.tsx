import { Card, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { BLOG, CATALOGUE_ROOMS } from '../../api/catalogue.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { parseId } from '../../lib/params.ts';
import { ImageUploadCard } from '../../ui/imageUpload/ImageUploadCard.tsx';
import { PageContentFields } from '../../ui/PageContentFields.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { ADMIN_BASE } from '../admin/sections.ts';
import { EditorFrame } from '../adminPages/EditorFrame.tsx';
import { useContentEditor } from '../adminPages/useContentEditor.ts';
import { useAuth } from '../auth/useAuth.ts';
import { blogDraft, blogInput, emptyBlogPost, isoDay, validateBlogPost, type BlogDraft } from './blogForm.ts';
import { PublicationTag } from './PublicationTag.tsx';

const LIST = `${ADMIN_BASE}/blog`;

/** /profil/administration/blog/{blogId}: a post's text, author, publication day and image; -1 writes a new one. */
export default function BlogDetailPage() {
  const intl = useIntl();
  const { user } = useAuth();
  const id = parseId(useParams().blogId);
  const editor = useContentEditor({
    resource: BLOG,
    room: CATALOGUE_ROOMS.blog,
    id,
    empty: () => ({ ...emptyBlogPost(), blgAuteur: user?.libelle ?? '' }),
    toDraft: blogDraft,
    toInput: blogInput,
    validate: validateBlogPost,
    messages: {
      saved: 'adminBlog.notify.saved',
      deleted: 'adminBlog.notify.deleted',
      saveError: 'adminBlog.error.save',
      deleteError: 'adminBlog.error.delete',
      invalid: 'adminPages.editor.invalid',
    },
    listPath: LIST,
    detailPath: (saved) => `${LIST}/${saved}`,
  });
  usePageTitle(editor.isNew ? 'adminBlog.detail.newTitle' : 'adminBlog.detail.title');
  const { draft, errors } = editor;
  const disabled = editor.saving || editor.deleting;
  const set = (patch: Partial<BlogDraft>) => editor.update((previous) => ({ ...previous, ...patch }));

  return (
    <EditorFrame
      editor={editor}
      title={editor.isNew ? <FormattedMessage id="adminBlog.detail.newTitle" /> : draft?.content.pctTitle || draft?.libelle}
      subtitle={editor.view && <FormattedMessage id="adminBlog.detail.updated" values={{ date: formatDateTime(editor.view.updatedAt) }} />}
      listPath={LIST}
      publicPath={editor.view?.blgDatpub ? `/blog/${editor.view.content.slug}` : undefined}
      messages={{ back: 'adminBlog.detail.back', notFound: 'adminBlog.detail.notFound', loadError: 'adminBlog.error.loadOne', confirmDelete: 'adminBlog.confirm.delete' }}
    >
      {draft && (
        <div className="plouf-detail-grid">
          <Card elevation={1} className="plouf-form-card">
            <FormGroup
              label={intl.formatMessage({ id: 'adminBlog.field.libelle' })}
              labelFor="blog-libelle"
              labelInfo="*"
              helperText={errors.libelle}
              intent={errors.libelle ? 'danger' : 'none'}
            >
              <InputGroup id="blog-libelle" value={draft.libelle} onValueChange={(libelle) => set({ libelle })} intent={errors.libelle ? 'danger' : 'none'} disabled={disabled} />
            </FormGroup>
            <h2 className="plouf-card-title"><FormattedMessage id="adminBlog.section.content" /></h2>
            <PageContentFields value={draft.content} onChange={(content) => set({ content })} errors={errors} disabled={disabled} />
          </Card>
          <div className="plouf-detail-side">
            <Card elevation={1} className="plouf-form-card">
              <div className="plouf-detail-head">
                <h2 className="plouf-card-title"><FormattedMessage id="adminBlog.section.publication" /></h2>
                <PublicationTag blgDatpub={draft.blgDatpub || null} />
              </div>
              <FormGroup label={intl.formatMessage({ id: 'adminBlog.field.author' })} labelFor="blog-author" helperText={errors.blgAuteur} intent={errors.blgAuteur ? 'danger' : 'none'}>
                <InputGroup id="blog-author" value={draft.blgAuteur} onValueChange={(blgAuteur) => set({ blgAuteur })} disabled={disabled} />
              </FormGroup>
              <FormGroup helperText={intl.formatMessage({ id: 'adminBlog.field.publishedHelp' })}>
                <Switch
                  label={intl.formatMessage({ id: 'adminBlog.field.published' })}
                  checked={draft.blgDatpub !== null}
                  disabled={disabled}
                  onChange={(event) => set({ blgDatpub: event.currentTarget.checked ? isoDay(new Date()) : null })}
                />
              </FormGroup>
              {draft.blgDatpub !== null && (
                <FormGroup
                  label={intl.formatMessage({ id: 'adminBlog.field.date' })}
                  labelFor="blog-date"
                  labelInfo="*"
                  helperText={errors.blgDatpub ?? intl.formatMessage({ id: 'adminBlog.field.dateHelp' })}
                  intent={errors.blgDatpub ? 'danger' : 'none'}
                >
                  <InputGroup id="blog-date" type="date" value={draft.blgDatpub} onValueChange={(blgDatpub) => set({ blgDatpub })} intent={errors.blgDatpub ? 'danger' : 'none'} disabled={disabled} />
                </FormGroup>
              )}
            </Card>
            <ImageUploadCard
              label={<FormattedMessage id="adminBlog.section.image" />}
              images={draft.images}
              onChange={(images) => set({ images })}
              max={1}
              disabled={disabled}
            />
            {errors.imageId && <FormGroup intent="danger" helperText={errors.imageId} />}
          </div>
        </div>
      )}
    </EditorFrame>
  );
}
