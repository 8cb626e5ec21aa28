import { Button } from '@blueprintjs/core';
import { isLastAdult } from '@plouf/command-api/family-rules';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import type { FamilyMember } from '../../../api/types.ts';
import { removeMember } from '../../../api/users.ts';
import { fullName } from '../../../lib/people.ts';
import { NamedAlert } from '../../../ui/Dialog.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { localDay } from './memberValidation.ts';
import { shownName } from '../../../lib/erased.ts';

/**
 * Removing a member from a family, on the family's profile and on the back-office's family page:
 * a remove button for each member who may go (never the last adult, nor `selfId`, the person
 * acting), a named confirmation, then `DELETE /User/{id}`; the server's refusal (lessons to come…)
 * is told as it words it.
 */
export function useMemberRemoval(members: readonly FamilyMember[], selfId: number | null, onRemoved: () => void): {
  button: (member: FamilyMember) => ReactNode;
  confirmation: ReactNode;
} {
  const intl = useIntl();
  const notify = useNotifier();
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  // The desk reads this on an erased family too: its member is said in the reader's language.
  const nameOf = (member: FamilyMember) => shownName(fullName(member), intl) || member.usrEmail || '';
  const today = localDay(new Date());
  const ages = members.map((member) => ({ id: member.id, birthDate: member.usrDatbirth }));

  const remove = async (member: FamilyMember) => {
    setBusyId(member.id);
    try {
      await removeMember(member.id);
      notify.success(intl.formatMessage({ id: 'account.member.removed' }, { name: nameOf(member) }));
      onRemoved();
    } catch (error) {
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'account.member.removeFailed' }));
    } finally {
      setBusyId(null);
    }
  };

  const button = (member: FamilyMember) => {
    if (member.id === selfId || isLastAdult(ages, member.id, today)) return null;
    const label = intl.formatMessage({ id: 'account.member.remove' }, { name: nameOf(member) });
    return <Button variant="minimal" intent="danger" icon="trash" loading={busyId === member.id} aria-label={label} title={label} onClick={() => setRemoving(member)} />;
  };

  const confirmation = (
    <NamedAlert
      isOpen={removing !== null}
      title={<FormattedMessage id="account.member.removeTitle" values={{ name: removing ? nameOf(removing) : '' }} />}
      intent="danger"
      icon="trash"
      confirmButtonText={intl.formatMessage({ id: 'account.member.removeYes' })}
      cancelButtonText={intl.formatMessage({ id: 'common.action.cancel' })}
      onConfirm={() => {
        const member = removing;
        setRemoving(null);
        if (member) void remove(member);
      }}
      onCancel={() => setRemoving(null)}
    >
      <p><FormattedMessage id={removing?.usrEmail ? 'account.member.removeBody' : 'account.member.removeBodyNoLogin'} values={{ name: removing ? nameOf(removing) : '' }} /></p>
    </NamedAlert>
  );

  return { button, confirmation };
}
