import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { sendMailTest, type MailLanguage, type MailTestRequest } from '../../../api/mail.ts';
import type { FieldErrors } from '../kit/fieldErrors.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

/**
 * "Send me a test", for the template editor and the skin editor alike: the text (and the skin)
 * being edited, filled with the kind's examples, mailed to the administrator asking. What the
 * server refuses is placed on the editor's fields; the result is told by the notifier.
 *
 * @example
 * const test = useMailTest(detail.setServerErrors);
 * <Button loading={test.testing} onClick={() => void test.send(5, 'fr', { ...templateInput(draft) })} />
 */
export function useMailTest(setServerErrors: (errors: FieldErrors) => void) {
  const intl = useIntl();
  const notify = useNotifier();
  const [testing, setTesting] = useState(false);

  const send = async (templateId: number, language: MailLanguage, request: MailTestRequest) => {
    setTesting(true);
    setServerErrors({});
    try {
      const { sentTo } = await sendMailTest(templateId, language, request);
      notify.success(intl.formatMessage({ id: 'adminMail.template.testSent' }, { email: sentTo }));
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'adminMail.template.testError' }));
    } finally {
      setTesting(false);
    }
  };

  return { send, testing };
}
