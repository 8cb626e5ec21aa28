import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { getMailTemplate, listMailSkins, restoreMailTemplate, saveMailTemplate, type MailLanguage } from '../../../api/mail.ts';
import type { MailPreviewInput } from '../../../api/types.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { ADMIN_BASE } from '../shell/sections.ts';
import { templateDraft, templateInput, validateTemplate } from './mailForm.ts';
import { useMailDetail } from './useMailDetail.ts';
import { useMailLive } from './useMailLive.ts';
import { useMailTest } from './useMailTest.ts';

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
  const [restoring, setRestoring] = useState(false);
  const test = useMailTest(detail.setServerErrors);
  const { draft } = detail;

  const preview: MailPreviewInput | undefined = draft && { id, lg: language, mskId: draft.mskId, lgs: [draft.lgs[language]] };

  const sendTest = async () => {
    if (draft) await test.send(id, language, templateInput(draft));
  };

  const restore = async () => {
    setRestoring(true);
    try {
      detail.adoptView(await restoreMailTemplate(id));
      detail.setServerErrors({});
      notify.success(intl.formatMessage({ id: 'adminMail.template.restored' }));
    } catch (error) {
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'adminMail.template.restoreError' }));
    } finally {
      setRestoring(false);
    }
  };

  return { ...detail, skins, language, setLanguage, preview, sendTest, restore, testing: test.testing, restoring };
}
