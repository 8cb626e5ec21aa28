import { familyRoom, NOTICES } from '@plouf/command-api/read-models';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { giveCredit, listCredits, type CreditGiveInput, type CreditView } from '../../../api/school.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useLiveDetail } from '../../../lib/useLiveDetail.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

const NO_CREDITS: CreditView[] = [];

/**
 * A family's make-up credits for the desk, read again when the family's room says its cards
 * changed (a credit is given, spent, returned or expires on the family's cards stream, and the
 * credits read model tells it under `cards`); "Donner un crédit".
 */
export function useFamilyCredits(famId: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const [busy, setBusy] = useState(false);
  const detail = useLiveDetail({ id: famId, read: listCredits, live: { room: familyRoom(famId), notice: NOTICES.cards, any: true }, loadError: 'adminSchool.credits.loadError' });

  const give = async (input: CreditGiveInput): Promise<boolean> => {
    const content = { credit: famId, ...input };
    setBusy(true);
    try {
      await giveCredit(famId, input, action.keyFor(content));
      action.done();
      notify.success(intl.formatMessage({ id: 'adminSchool.creditDialog.given' }));
      detail.reload();
      return true;
    } catch (error) {
      // Stored, the list a moment late: the family's room brings the credit.
      if (error instanceof ApiError && error.resultCode === 'Pending') {
        action.done();
        notify.info(error.message);
        return true;
      }
      notify.error(errorText(error, 'adminSchool.creditDialog.saveError'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { credits: detail.data ?? NO_CREDITS, status: detail.status, busy, give, reload: detail.reload };
}
