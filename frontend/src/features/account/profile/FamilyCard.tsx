import { Button, Card, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Family, FamilyMember } from '../../../api/types.ts';
import { addressLines, fullName } from '../../../lib/people.ts';
import { CareDialog } from '../care/CareDialog.tsx';
import { FamilyAddressForm } from './FamilyAddressForm.tsx';
import { MemberEditDialog } from './MemberEditDialog.tsx';
import { useMemberFacts } from './memberFacts.ts';
import { useMemberRemoval } from './useMemberRemoval.tsx';
import './profile.css';

/**
 * The family as its members see it, and edit it: its address (checkout's fields), its members
 * (their age, how they log in), each edited in a dialog or removed after a confirmation, and each
 * one's health and emergency details in a dialog of their own. The last
 * adult is not offered for removal, nor the person themselves (another adult, or the school, may).
 */
export function FamilyCard({ family, currentUserId, onChanged }: { family: Family; currentUserId: number; onChanged: () => void }) {
  const intl = useIntl();
  const lines = addressLines(family.address);
  const facts = useMemberFacts();
  const [editingAddress, setEditingAddress] = useState(false);
  const [editing, setEditing] = useState<FamilyMember | null>(null);
  const [caring, setCaring] = useState<FamilyMember | null>(null);
  const removal = useMemberRemoval(family.membres, currentUserId, onChanged);
  const nameOf = (member: FamilyMember) => fullName(member) || member.usrEmail || '';

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
                <Button variant="minimal" intent="primary" size="small" icon="heart" className="plouf-care-open" aria-label={intl.formatMessage({ id: 'care.action.openLabel' }, { name })} onClick={() => setCaring(member)}>
                  <FormattedMessage id="care.action.open" />
                </Button>
              </div>
              <div className="plouf-member-actions">
                <Button variant="minimal" icon="edit" aria-label={intl.formatMessage({ id: 'account.member.edit' }, { name })} title={intl.formatMessage({ id: 'account.member.edit' }, { name })} onClick={() => setEditing(member)} />
                {removal.button(member)}
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
      {caring && <CareDialog usrId={caring.id} name={nameOf(caring)} onClose={() => setCaring(null)} />}
      {removal.confirmation}
    </Card>
  );
}
