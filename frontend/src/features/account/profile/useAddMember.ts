import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import type { FamilyMember, NewMember } from '../../../api/types.ts';
import { addFamilyMember } from '../../../api/users.ts';
import { fullName } from '../../../lib/people.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

/**
 * Adds a member to a family (PUT /User/membre/{famId}), for the family or the back-office. The server's field errors are kept for the
 * form; success is announced through the notifier.
 */
export function useAddMember(famId: number, onAdded: (member: FamilyMember) => void) {
  const intl = useIntl();
  const notify = useNotifier();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const action = useActionKey();

  const add = async (member: NewMember): Promise<boolean> => {
    setBusy(true);
    setFieldErrors({});
    try {
      const added = await addFamilyMember(famId, member, action.keyFor({ famId, member }));
      action.done();
      // Only a member with an email is mailed a link; one without never logs in.
      notify.success(intl.formatMessage({ id: added.usrEmail ? 'account.member.added' : 'account.member.addedNoLogin' }, { name: fullName(added) || added.usrEmail }));
      onAdded(added);
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setFieldErrors(fields);
      if (Object.keys(fields).length === 0) {
        notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'account.member.failed' }));
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, fieldErrors, add, clearFieldError: (field: string) => setFieldErrors(({ [field]: _, ...rest }) => rest) };
}
