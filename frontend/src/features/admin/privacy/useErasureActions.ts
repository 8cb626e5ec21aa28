import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { confirmErasure, requestErasure, withdrawErasure } from '../../../api/privacy.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

/**
 * The desk's erasure actions on a family: ask on its behalf, refuse (or withdraw) with a reason,
 * confirm with the family's name typed. Each tells its outcome through the notifier; true when done
 * (or stored, the lists a moment late).
 */
export function useErasureActions(onDone: () => void) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const [busy, setBusy] = useState(false);

  const run = async (content: unknown, send: (key: string) => Promise<unknown>, done: MessageId, failed: MessageId): Promise<boolean> => {
    setBusy(true);
    try {
      await send(action.keyFor(content));
      action.done();
      notify.success(intl.formatMessage({ id: done }));
      onDone();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.resultCode === 'Pending') {
        action.done();
        notify.info(error.message);
        return true;
      }
      notify.error(errorText(error, failed));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    request: (famId: number) => run({ request: famId }, (key) => requestErasure(famId, key), 'adminPrivacy.family.requestedDone', 'adminPrivacy.family.requestError'),
    refuse: (famId: number, reason: string) => run({ refuse: famId, reason }, (key) => withdrawErasure(famId, reason, key), 'adminPrivacy.refuse.done', 'adminPrivacy.refuse.error'),
    confirm: (famId: number, famName: string) => run({ confirm: famId, famName }, (key) => confirmErasure(famId, famName, key), 'adminPrivacy.confirm.done', 'adminPrivacy.confirm.error'),
  };
}

/** A route this server does not have yet (the erasure arrives with its own change): not an error to shout about. */
export const isMissingRoute = (error: Error | undefined) => error instanceof ApiError && error.status === 404;
