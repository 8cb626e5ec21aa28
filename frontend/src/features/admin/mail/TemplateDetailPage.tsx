import { Button, FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { MAIL_VARIABLES } from '../../../api/mail.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { parseId } from '../../../lib/params.ts';
import { NamedAlert } from '../../../ui/Dialog.tsx';
import { SwitchInput } from '../kit/Field.tsx';
import { FormSection } from '../kit/FormSection.tsx';
import { placedErrors } from '../kit/fieldErrors.ts';
import { mailKindOf } from '../../../api/mail.ts';
import { KIND_LABELS } from './kinds.ts';
import { LanguageTabs } from './LanguageTabs.tsx';
import { MailDetailFrame } from './MailDetailFrame.tsx';
import { languageHasError } from './mailForm.ts';
import { MailAside } from './MailPreviewPanel.tsx';
import { TemplateLanguageFields } from './TemplateLanguageFields.tsx';
import { useInsertion } from './useInsertion.ts';
import { useMailPreview } from './useMailPreview.ts';
import { TEMPLATE_LIST, useTemplateDetail } from './useTemplateDetail.ts';
import './mail.css';

const PLACED = ['lgs', 'mskId'];
const FIELD_LABELS = { libelle: 'adminMail.field.subject', preheader: 'adminMail.field.preheader', mtplTemplate: 'adminMail.field.html', text: 'adminMail.field.text' } as const;

/** /profil/administration/templates/{id}: one kind's mail, its texts in French and English beside their preview. */
export default function TemplateDetailPage() {
  const intl = useIntl();
  const id = parseId(useParams().templateId);
  const kind = mailKindOf(id);
  const detail = useTemplateDetail(kind ? id : -1);
  const { draft, errors, language, setLanguage, invalidShown } = detail;
  const preview = useMailPreview(detail.preview);
  const insertion = useInsertion();
  const [confirming, setConfirming] = useState(false);

  // A refused save shows the language holding the first wrong field.
  useEffect(() => {
    if (invalidShown === 0 || languageHasError(errors, language)) return;
    const other = language === 'fr' ? 'en' : 'fr';
    if (languageHasError(errors, other)) setLanguage(other);
    // Only on a refusal: the person may then move between tabs freely.
  }, [invalidShown]);

  const label = kind ? intl.formatMessage({ id: KIND_LABELS[kind] }) : '';
  const busy = detail.saving || detail.testing || detail.restoring;
  const view = detail.view;
  const skinChoices = (detail.skins ?? []).map((skin) => ({ value: skin.id, label: skin.mskValide ? skin.libelle : `${skin.libelle} (${intl.formatMessage({ id: 'adminMail.state.inactive' })})` }));
  if (draft && !skinChoices.some((choice) => choice.value === draft.mskId)) skinChoices.push({ value: draft.mskId, label: intl.formatMessage({ id: 'adminMail.state.unknownSkin' }, { id: draft.mskId }) });

  return (
    <MailDetailFrame
      status={kind ? detail.status : 'notFound'}
      listPath={TEMPLATE_LIST}
      messages={{ title: 'adminMail.template.title', back: 'adminMail.template.back', notFound: 'adminMail.template.notFound', loadError: 'adminMail.template.loadError' }}
      heading={label}
      tags={view && <Tag minimal round intent={view.mtpValide ? 'success' : 'none'}><FormattedMessage id={view.mtpValide ? 'adminMail.state.valid' : 'adminMail.state.original'} /></Tag>}
      subtitle={
        <>
          <FormattedMessage id="adminMail.template.kindLine" values={{ id, name: kind }} />
          {view?.updatedAt && <> · <FormattedMessage id="adminMail.template.updated" values={{ date: parisDateTime(view.updatedAt) }} /></>}
        </>
      }
      dirty={detail.dirty}
      stale={detail.stale}
      onLoadTheirs={detail.loadTheirs}
      onSave={() => void detail.save()}
      reload={detail.reload}
      otherErrors={placedErrors(errors, PLACED).others}
      invalidShown={invalidShown}
      saveButton={
        <Button type="submit" intent="primary" icon="floppy-disk" loading={detail.saving} disabled={busy}>
          <FormattedMessage id="adminMail.template.save" />
        </Button>
      }
      actions={
        <>
          <Button icon="send-message" loading={detail.testing} disabled={busy} onClick={() => void detail.sendTest()}>
            <FormattedMessage id="adminMail.template.test" />
          </Button>
          <Button icon="history" intent="warning" variant="outlined" loading={detail.restoring} disabled={busy} onClick={() => setConfirming(true)}>
            <FormattedMessage id="adminMail.template.restore" />
          </Button>
        </>
      }
    >
      {draft && kind && (
        <div className="plouf-mail-layout">
          <div className="plouf-mail-editor">
            <FormSection titleId="adminMail.template.settings" icon="cog">
              <SwitchInput
                labelId="adminMail.template.valid"
                checked={draft.mtpValide}
                onChange={(mtpValide) => detail.set({ mtpValide })}
                helper={intl.formatMessage({ id: 'adminMail.template.validHelp' })}
              />
              <FormGroup label={intl.formatMessage({ id: 'adminMail.template.skin' })} labelFor="mail-template-skin" helperText={errors.mskId} intent={errors.mskId ? 'danger' : 'none'}>
                <HTMLSelect id="mail-template-skin" fill value={draft.mskId} options={skinChoices} onChange={(event) => detail.set({ mskId: Number(event.currentTarget.value) })} />
              </FormGroup>
            </FormSection>
            <FormSection titleId="adminMail.template.texts" icon="translate">
              <LanguageTabs id="mail-template-languages" selected={language} onChange={setLanguage} errors={errors}>
                {(lg) => <TemplateLanguageFields language={lg} text={draft.lgs[lg]} update={detail.update} errors={errors} insertion={insertion} />}
              </LanguageTabs>
            </FormSection>
          </div>
          <MailAside helpId="adminMail.preview.help" state={preview} fieldLabels={FIELD_LABELS} idPrefix="mail-template" variables={MAIL_VARIABLES[kind]} insertion={insertion} />
        </div>
      )}
      <NamedAlert
        title={<FormattedMessage id="adminMail.template.restoreTitle" />}
        isOpen={confirming}
        intent="warning"
        icon="history"
        confirmButtonText={intl.formatMessage({ id: 'adminMail.template.restore' })}
        cancelButtonText={intl.formatMessage({ id: 'common.action.cancel' })}
        onConfirm={() => void detail.restore()}
        onClose={() => setConfirming(false)}
        canEscapeKeyCancel
      >
        <p><FormattedMessage id="adminMail.template.restoreConfirm" values={{ name: label }} /></p>
      </NamedAlert>
    </MailDetailFrame>
  );
}
