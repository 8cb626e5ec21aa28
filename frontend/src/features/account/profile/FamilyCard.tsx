import { Card, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { Family } from '../../../api/types.ts';
import { addressLines, fullName } from '../../../lib/people.ts';
import { useMemberFacts } from './memberFacts.ts';

/** The family as its members see it: name, address and members (their age, and how they log in). */
export function FamilyCard({ family, currentUserId }: { family: Family; currentUserId: number }) {
  const lines = addressLines(family.address);
  const facts = useMemberFacts();
  return (
    <Card elevation={1} className="plouf-form-card">
      <h2 className="plouf-card-title"><FormattedMessage id="account.family.name" values={{ name: family.libelle }} /></h2>
      <h3 className="plouf-subtitle"><FormattedMessage id="account.family.address" /></h3>
      {lines.length > 0 ? (
        <address className="plouf-address">{lines.map((line) => <span key={line}>{line}</span>)}</address>
      ) : (
        <p className="plouf-muted"><FormattedMessage id="account.family.noAddress" /></p>
      )}
      <h3 className="plouf-subtitle"><FormattedMessage id="account.family.members" values={{ count: family.membres.length }} /></h3>
      <ul className="plouf-member-list">
        {family.membres.map((member) => (
          <li key={member.id}>
            <span className="plouf-member-name">
              {fullName(member) || member.usrEmail}
              {member.id === currentUserId && (
                <Tag minimal round intent="primary"><FormattedMessage id="account.family.you" /></Tag>
              )}
              {member.actDisabled && (
                <Tag minimal round intent="warning"><FormattedMessage id="account.family.disabled" /></Tag>
              )}
            </span>
            <span className="plouf-muted plouf-break">{facts(member)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
