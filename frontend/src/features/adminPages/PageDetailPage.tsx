import { Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { CATALOGUE_ROOMS, PAGES } from '../../api/catalogue.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { parseId } from '../../lib/params.ts';
import { ImageUploadCard } from '../../ui/imageUpload/ImageUploadCard.tsx';
import { PageContentFields } from '../../ui/PageContentFields.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { ADMIN_BASE } from '../admin/sections.ts';
import { EditorFrame } from './EditorFrame.tsx';
import { emptyPage, pageDraft, pageInput, validatePage } from './pageForm.ts';
import { publicPagePath } from './publicPath.ts';
import { useContentEditor } from './useContentEditor.ts';

const LIST = `${ADMIN_BASE}/pages`;

/** /profil/administration/pages/{pageId}: a page's label, content and images; -1 writes a new one. */
export default function PageDetailPage() {
  const intl = useIntl();
  const id = parseId(useParams().pageId);
  const editor = useContentEditor({
    resource: PAGES,
    room: CATALOGUE_ROOMS.pages,
    id,
    empty: emptyPage,
    toDraft: pageDraft,
    toInput: pageInput,
    validate: validatePage,
    messages: {
      saved: 'adminPages.notify.saved',
      deleted: 'adminPages.notify.deleted',
      saveError: 'adminPages.error.save',
      deleteError: 'adminPages.error.delete',
      invalid: 'adminPages.editor.invalid',
    },
    listPath: LIST,
    detailPath: (saved) => `${LIST}/${saved}`,
  });
  usePageTitle(editor.isNew ? 'adminPages.detail.newTitle' : 'adminPages.detail.title');
  const { draft, update, errors } = editor;
  const disabled = editor.saving || editor.deleting;

  return (
    <EditorFrame
      editor={editor}
      title={editor.isNew ? <FormattedMessage id="adminPages.detail.newTitle" /> : draft?.content.pctTitle || draft?.libelle}
      subtitle={editor.view && <FormattedMessage id="adminPages.detail.updated" values={{ date: formatDateTime(editor.view.updatedAt) }} />}
      listPath={LIST}
      publicPath={editor.view && publicPagePath(editor.view.content.slug)}
      messages={{ back: 'adminPages.detail.back', notFound: 'adminPages.detail.notFound', loadError: 'adminPages.error.loadOne', confirmDelete: 'adminPages.confirm.delete' }}
    >
      {draft && (
        <div className="plouf-detail-grid">
          <Card elevation={1} className="plouf-form-card">
            <FormGroup
              label={intl.formatMessage({ id: 'adminPages.field.libelle' })}
              labelFor="page-libelle"
              labelInfo="*"
              helperText={errors.libelle ?? intl.formatMessage({ id: 'adminPages.field.libelleHelp' })}
              intent={errors.libelle ? 'danger' : 'none'}
            >
              <InputGroup
                id="page-libelle"
                value={draft.libelle}
                onValueChange={(libelle) => update((previous) => ({ ...previous, libelle }))}
                intent={errors.libelle ? 'danger' : 'none'}
                disabled={disabled}
              />
            </FormGroup>
            <h2 className="plouf-card-title"><FormattedMessage id="adminPages.section.content" /></h2>
            <PageContentFields value={draft.content} onChange={(content) => update((previous) => ({ ...previous, content }))} errors={errors} disabled={disabled} />
          </Card>
          <div className="plouf-detail-side">
            <ImageUploadCard
              label={<FormattedMessage id="adminPages.section.images" />}
              images={draft.images}
              onChange={(images) => update((previous) => ({ ...previous, images }))}
              disabled={disabled}
            />
            {errors.imageIds && <FormGroup intent="danger" helperText={errors.imageIds} />}
          </div>
        </div>
      )}
    </EditorFrame>
  );
}
