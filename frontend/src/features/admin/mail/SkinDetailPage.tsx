import { Button, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { SKIN_VARIABLES } from '../../../api/mail.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { parseId } from '../../../lib/params.ts';
import { NamedAlert } from '../../../ui/Dialog.tsx';
import { SwitchInput, TextInput } from '../kit/Field.tsx';
import { FormSection } from '../kit/FormSection.tsx';
import { placedErrors } from '../kit/fieldErrors.ts';
import { CodeField } from './CodeField.tsx';
import { LanguageTabs } from './LanguageTabs.tsx';
import { MailDetailFrame } from './MailDetailFrame.tsx';
import { MailAside } from './MailPreviewPanel.tsx';
import { SkinUsage } from './SkinUsage.tsx';
import { useInsertion } from './useInsertion.ts';
import { useMailPreview } from './useMailPreview.ts';
import { SKIN_LIST, useSkinDetail } from './useSkinDetail.ts';
import './mail.css';

const PLACED = ['libelle', 'lgs'];
const FIELD_LABELS = { libelle: 'adminMail.field.frame', text: 'adminMail.field.textFrame' } as const;

/** /profil/administration/skins/{id}: a skin's name and frames in French and English beside their preview; -1 is a new one. */
export default function SkinDetailPage() {
  const intl = useIntl();
  const detail = useSkinDetail(parseId(useParams().skinId));
  const { draft, errors, language, view } = detail;
  const preview = useMailPreview(detail.preview);
  const insertion = useInsertion();
  const [confirming, setConfirming] = useState(false);
  const busy = detail.saving || detail.deleting || detail.testing;

  const frame = (lg: 'fr' | 'en', field: 'libelle' | 'text') => ({
    id: `skin-${lg}-${field}`,
    value: draft?.lgs[lg][field] ?? '',
    onChange: (value: string) => detail.update((current) => ({ ...current, lgs: { ...current.lgs, [lg]: { ...current.lgs[lg], [field]: value } } })),
    error: errors[`lgs.${lg}.${field}`],
    insertion,
    lang: lg,
    multiline: true,
    required: true,
  });

  return (
    <MailDetailFrame
      status={detail.status}
      listPath={SKIN_LIST}
      messages={{ title: detail.isNew ? 'adminMail.skin.newTitle' : 'adminMail.skin.title', back: 'adminMail.skin.back', notFound: 'adminMail.skin.notFound', loadError: 'adminMail.skin.loadError' }}
      heading={detail.isNew ? <FormattedMessage id="adminMail.skin.newTitle" /> : view?.libelle}
      tags={
        detail.isNew ? (
          <Tag intent="primary" round><FormattedMessage id="adminCatalogue.form.newBadge" /></Tag>
        ) : (
          view && <Tag minimal round intent={view.mskValide ? 'success' : 'none'}><FormattedMessage id={view.mskValide ? 'adminMail.state.active' : 'adminMail.state.inactive'} /></Tag>
        )
      }
      subtitle={view?.updatedAt && <FormattedMessage id="adminMail.template.updated" values={{ date: parisDateTime(view.updatedAt) }} />}
      dirty={detail.dirty}
      stale={detail.stale}
      onLoadTheirs={detail.loadTheirs}
      onSave={() => void detail.save()}
      reload={detail.reload}
      otherErrors={placedErrors(errors, PLACED).others}
      invalidShown={detail.invalidShown}
      saveButton={
        <Button type="submit" intent="primary" icon="floppy-disk" loading={detail.saving} disabled={busy}>
          <FormattedMessage id="adminMail.skin.save" />
        </Button>
      }
      actions={
        <>
          <Button icon="send-message" loading={detail.testing} disabled={busy || !detail.canTest} onClick={() => void detail.sendTest()}>
            <FormattedMessage id="adminMail.template.test" />
          </Button>
          {!detail.isNew && (
            <Button icon="trash" intent="danger" variant="outlined" loading={detail.deleting} disabled={busy} onClick={() => setConfirming(true)}>
              <FormattedMessage id="adminMail.skin.delete" />
            </Button>
          )}
        </>
      }
    >
      {draft && (
        <div className="plouf-mail-layout">
          <div className="plouf-mail-editor">
            <FormSection titleId="adminMail.skin.identity" icon="style">
              <TextInput id="skin-name" labelId="adminMail.field.name" required value={draft.libelle} onChange={(libelle) => detail.set({ libelle })} error={errors.libelle} />
              <SwitchInput labelId="adminMail.skin.valid" checked={draft.mskValide} onChange={(mskValide) => detail.set({ mskValide })} />
              {view && <SkinUsage usedBy={view.usedBy} />}
            </FormSection>
            <FormSection titleId="adminMail.skin.frames" icon="translate">
              <LanguageTabs id="mail-skin-languages" selected={language} onChange={detail.setLanguage} errors={errors}>
                {(lg) => (
                  <>
                    <CodeField {...frame(lg, 'libelle')} labelId="adminMail.field.frame" helperId="adminMail.field.frameHelp" html rows={18} />
                    <CodeField {...frame(lg, 'text')} labelId="adminMail.field.textFrame" helperId="adminMail.field.textFrameHelp" rows={8} />
                  </>
                )}
              </LanguageTabs>
            </FormSection>
          </div>
          <MailAside helpId="adminMail.preview.skinHelp" state={preview} fieldLabels={FIELD_LABELS} idPrefix="mail-skin" variables={SKIN_VARIABLES} insertion={insertion} />
        </div>
      )}
      <NamedAlert
        title={<FormattedMessage id="adminMail.skin.deleteTitle" />}
        isOpen={confirming}
        intent="danger"
        icon="trash"
        confirmButtonText={intl.formatMessage({ id: 'adminMail.skin.delete' })}
        cancelButtonText={intl.formatMessage({ id: 'common.action.cancel' })}
        onConfirm={() => void detail.remove()}
        onClose={() => setConfirming(false)}
        canEscapeKeyCancel
      >
        <p><FormattedMessage id="adminMail.skin.deleteConfirm" values={{ name: view?.libelle ?? '' }} /></p>
      </NamedAlert>
    </MailDetailFrame>
  );
}
