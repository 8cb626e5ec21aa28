import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { getMailTemplate, listMailSkins, restoreMailTemplate, saveMailTemplate, sendMailTest, type MailLanguage } from '../../../api/mail.ts';
import type { MailPreviewInput } from '../../../api/types.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { ADMIN_BASE } from '../shell/sections.ts';
import { templateDraft, templateInput, validateTemplate } from './mailForm.ts';
import { useMailDetail } from './useMailDetail.ts';
import { useMailLive } from './useMailLive.ts';

export const TEMPLATE_LIST = `${ADMIN_BASE}/templates`;

/**
 * One kind's template (GET, PUT, DELETE /MailTemplate/{id}): its draft, the skins to choose from,
 * the preview's request for the language shown, a test mailed to the administrator, and the
 * product's original text put back.
 */
export function useTemplateDetail(id: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const detail = useMailDetail({
    id,
    load: (templateId) => getMailTemplate(templateId, { share: false }),
    store: (templateId, input, key) => saveMailTemplate(templateId ?? id, input, key),
    fromView: templateDraft,
    toInput: templateInput,
    validate: validateTemplate,
    messages: { saved: 'adminMail.template.saved', saveError: 'adminMail.template.saveError' },
  });
  const skinList = useAsync(() => listMailSkins({ share: false }), 'mail-skins');
  const skins = skinList.state.data;
  // A skin added or renamed elsewhere is offered here too.
  useMailLive(skinList.reload);
  const [language, setLanguage] = useState<MailLanguage>('fr');
  const [busy, setBusy] = useState<'testing' | 'restoring' | null>(null);
  const { draft } = detail;

  const preview: MailPreviewInput | undefined = draft && { id, lg: language, mskId: draft.mskId, lgs: [draft.lgs[language]] };

  const sendTest = async () => {
    if (!draft) return;
    setBusy('testing');
    detail.setServerErrors({});
    try {
      const { sentTo } = await sendMailTest(id, language, templateInput(draft));
      notify.success(intl.formatMessage({ id: 'adminMail.template.testSent' }, { email: sentTo }));
    } catch (error) {
      if (error instanceof ApiError) detail.setServerErrors(error.fieldErrors);
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'adminMail.template.testError' }));
    } finally {
      setBusy(null);
    }
  };

  const restore = async () => {
    setBusy('restoring');
    try {
      detail.adoptView(await restoreMailTemplate(id));
      detail.setServerErrors({});
      notify.success(intl.formatMessage({ id: 'adminMail.template.restored' }));
    } catch (error) {
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'adminMail.template.restoreError' }));
    } finally {
      setBusy(null);
    }
  };

  return { ...detail, skins, language, setLanguage, preview, sendTest, restore, testing: busy === 'testing', restoring: busy === 'restoring' };
}
