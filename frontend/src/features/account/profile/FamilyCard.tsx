import { Button, Card, Tag } from '@blueprintjs/core';
import { isLastAdult } from '@plouf/command-api/family-rules';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import type { Family, FamilyMember } from '../../../api/types.ts';
import { removeMember } from '../../../api/users.ts';
import { addressLines, fullName } from '../../../lib/people.ts';
import { NamedAlert } from '../../../ui/Dialog.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { FamilyAddressForm } from './FamilyAddressForm.tsx';
import { MemberEditDialog } from './MemberEditDialog.tsx';
import { useMemberFacts } from './memberFacts.ts';
import { localDay } from './memberValidation.ts';
import './profile.css';

/**
 * The family as its members see it, and edit it: its address (checkout's fields), its members
 * (their age, how they log in), each edited in a dialog or removed after a confirmation. The last
 * adult is not offered for removal, nor the person themselves (another adult, or the school, may).
 */
export function FamilyCard({ family, currentUserId, onChanged }: { family: Family; currentUserId: number; onChanged: () => void }) {
  const intl = useIntl();
  const notify = useNotifier();
  const lines = addressLines(family.address);
  const facts = useMemberFacts();
  const [editingAddress, setEditingAddress] = useState(false);
  const [editing, setEditing] = useState<FamilyMember | null>(null);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const today = localDay(new Date());
  const members = family.membres.map((member) => ({ id: member.id, birthDate: member.usrDatbirth }));
  const nameOf = (member: FamilyMember) => fullName(member) || member.usrEmail || '';

  const remove = async (member: FamilyMember) => {
    setBusyId(member.id);
    try {
      await removeMember(member.id);
      notify.success(intl.formatMessage({ id: 'account.member.removed' }, { name: nameOf(member) }));
      onChanged();
    } catch (error) {
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'account.member.removeFailed' }));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Card elevation={1} className="plouf-form-card">
      <h2 className="plouf-card-title"><FormattedMessage id="account.family.name" values={{ name: family.libelle }} /></h2>
      <div className="plouf-family-heading">
        <h3 className="plouf-subtitle"><FormattedMessage id="account.family.address" /></h3>
        {!editingAddress && (
          <Button variant="minimal" intent="primary" icon="edit" size="small" onClick={() => setEditingAddress(true)}>
            <FormattedMessage id={lines.length > 0 ? 'account.family.editAddress' : 'account.family.addAddress'} />
          </Button>
        )}
      </div>
      {editingAddress ? (
        <FamilyAddressForm
          famId={family.id}
          initial={family.address}
          onCancel={() => setEditingAddress(false)}
          onSaved={() => {
            setEditingAddress(false);
            onChanged();
          }}
        />
      ) : lines.length > 0 ? (
        <address className="plouf-address">{lines.map((line) => <span key={line}>{line}</span>)}</address>
      ) : (
        <p className="plouf-muted"><FormattedMessage id="account.family.noAddress" /></p>
      )}
      <h3 className="plouf-subtitle"><FormattedMessage id="account.family.members" values={{ count: family.membres.length }} /></h3>
      <ul className="plouf-member-list">
        {family.membres.map((member) => {
          const name = nameOf(member);
          const removable = member.id !== currentUserId && !isLastAdult(members, member.id, today);
          return (
            <li key={member.id} className="plouf-member-row">
              <div className="plouf-member-text">
                <span className="plouf-member-name">
                  {name}
                  {member.id === currentUserId && (
                    <Tag minimal round intent="primary"><FormattedMessage id="account.family.you" /></Tag>
                  )}
                  {member.actDisabled && (
                    <Tag minimal round intent="warning"><FormattedMessage id="account.family.disabled" /></Tag>
                  )}
                </span>
                <span className="plouf-muted plouf-break">{facts(member)}</span>
              </div>
              <div className="plouf-member-actions">
                <Button variant="minimal" icon="edit" aria-label={intl.formatMessage({ id: 'account.member.edit' }, { name })} title={intl.formatMessage({ id: 'account.member.edit' }, { name })} onClick={() => setEditing(member)} />
                {removable && (
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    loading={busyId === member.id}
                    aria-label={intl.formatMessage({ id: 'account.member.remove' }, { name })}
                    title={intl.formatMessage({ id: 'account.member.remove' }, { name })}
                    onClick={() => setRemoving(member)}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {editing && (
        <MemberEditDialog
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
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
    </Card>
  );
}
