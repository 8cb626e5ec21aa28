import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/client.ts';
import { deleteMailSkin, getMailSkin, getMailTemplate, saveMailSkin, type MailLanguage } from '../../../api/mail.ts';
import type { MailPreviewInput } from '../../../api/types.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { ADMIN_BASE } from '../shell/sections.ts';
import { SKIN_PREVIEW_TEMPLATE } from './kinds.ts';
import { blankSkin, skinDraft, skinInput, validateSkin } from './mailForm.ts';
import { useMailDetail } from './useMailDetail.ts';
import { useMailTest } from './useMailTest.ts';

export const SKIN_LIST = `${ADMIN_BASE}/skins`;

/**
 * One skin (GET, POST, PUT, DELETE /MailSkin): its draft, its preview around a real template's
 * current text, a test of it mailed to the administrator (the same text, in the skin as edited),
 * and its deletion, which the server refuses while a template is sent in it.
 */
export function useSkinDetail(id: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const navigate = useNavigate();
  const detail = useMailDetail({
    id,
    load: (skinId) => getMailSkin(skinId, { share: false }),
    store: saveMailSkin,
    fromView: skinDraft,
    blank: blankSkin,
    toInput: skinInput,
    validate: validateSkin,
    messages: { saved: 'adminMail.skin.saved', saveError: 'adminMail.skin.saveError' },
  });
  const sample = useAsync(() => getMailTemplate(SKIN_PREVIEW_TEMPLATE), 'mail-skin-sample').state.data;
  const [language, setLanguage] = useState<MailLanguage>('fr');
  const [deleting, setDeleting] = useState(false);
  const test = useMailTest(detail.setServerErrors);
  const { draft } = detail;

  const text = sample?.lgs.find((item) => item.lg === language);
  const preview: MailPreviewInput | undefined =
    draft && sample && text && { id: SKIN_PREVIEW_TEMPLATE, lg: language, mskId: sample.mskId, lgs: [text], skin: [draft.lgs[language]] };

  const sendTest = async () => {
    if (draft && sample) await test.send(SKIN_PREVIEW_TEMPLATE, language, { mtpValide: sample.mtpValide, mskId: sample.mskId, lgs: sample.lgs, skin: [draft.lgs.fr, draft.lgs.en] });
  };

  const save = async () => {
    const saved = await detail.save();
    if (saved && detail.isNew) navigate(`${SKIN_LIST}/${saved.id}`, { replace: true });
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteMailSkin(id);
      notify.success(intl.formatMessage({ id: 'adminMail.skin.deleted' }));
      navigate(SKIN_LIST);
    } catch (error) {
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'adminMail.skin.deleteError' }));
      setDeleting(false);
    }
  };

  return { ...detail, save, language, setLanguage, preview, sendTest, testing: test.testing, canTest: Boolean(draft && sample), remove, deleting };
}
