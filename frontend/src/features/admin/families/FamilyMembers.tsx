import { Button, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FamilyMember } from '../../../api/types.ts';
import { fullName } from '../../../lib/people.ts';
import { shownName } from '../../../lib/erased.ts';
import { useAuth } from '../../account/auth/useAuth.ts';
import { CareDialog } from '../../account/care/CareDialog.tsx';
import { useMemberFacts } from '../../account/profile/memberFacts.ts';
import { useMemberRemoval } from '../../account/profile/useMemberRemoval.tsx';
import { roleLabelId } from '../../../lib/roleLabels.ts';

/**
 * The members of a family (their age, and how they log in), each with an edit button that opens the
 * member drawer, a "Santé et urgence" button (their care details, as the family edits them) and, for
 * those who may go, a remove button asking first (as on the family's profile). `readOnly`: an erased
 * family, nothing edited.
 */
export function FamilyMembers({ members, onEdit, onRemoved, readOnly = false }: { members: readonly FamilyMember[]; onEdit: (userId: number) => void; onRemoved: () => void; readOnly?: boolean }) {
  const intl = useIntl();
  const [caring, setCaring] = useState<{ id: number; name: string } | null>(null);
  const facts = useMemberFacts();
  const removal = useMemberRemoval(members, useAuth().user?.id ?? null, onRemoved);
  return (
    <Card elevation={1} className="plouf-form-card">
      <h2 className="plouf-card-title"><FormattedMessage id="adminFamilies.members.title" values={{ count: members.length }} /></h2>
      {members.length === 0 ? (
        <p className="plouf-muted"><FormattedMessage id="adminFamilies.members.none" /></p>
      ) : (
        <div className="plouf-table-wrap">
          <HTMLTable compact className="plouf-data-table">
            <thead>
              <tr>
                <th><FormattedMessage id="adminFamilies.column.member" /></th>
                <th className="plouf-hide-narrow"><FormattedMessage id="adminFamilies.column.roles" /></th>
                {/* A header with text (for screen readers only): axe's `empty-table-header`. */}
                <th><span className="plouf-sr-only"><FormattedMessage id="adminFamilies.members.edit" /></span></th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => {
                const name = shownName(fullName(member), intl) || member.usrEmail || String(member.id);
                return (
                  <tr key={member.id}>
                    <td>
                      <strong>{name}</strong>
                      {member.actDisabled && (
                        <Tag minimal round intent="warning" className="plouf-inline-tag"><FormattedMessage id="adminFamilies.members.disabled" /></Tag>
                      )}
                      <div className="plouf-muted plouf-break">{facts(member)}</div>
                      {!readOnly && (
                        <Button variant="minimal" intent="primary" size="small" icon="heart" className="plouf-care-open" aria-label={intl.formatMessage({ id: 'care.action.openLabel' }, { name })} onClick={() => setCaring({ id: member.id, name })}>
                          <FormattedMessage id="care.action.open" />
                        </Button>
                      )}
                    </td>
                    <td className="plouf-hide-narrow">
                      <span className="plouf-tags">
                        {member.roles.map((role) => {
                          const labelId = roleLabelId(role);
                          return <Tag key={role} minimal round>{labelId ? intl.formatMessage({ id: labelId }) : role}</Tag>;
                        })}
                      </span>
                    </td>
                    <td className="plouf-cell-action">
                      <Button
                        variant="minimal"
                        icon="edit"
                        aria-label={intl.formatMessage({ id: 'adminFamilies.members.editOf' }, { name })}
                        onClick={() => onEdit(member.id)}
                      />
                      {removal.button(member)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {caring && <CareDialog usrId={caring.id} name={caring.name} onClose={() => setCaring(null)} />}
      {removal.confirmation}
    </Card>
  );
}
