import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { ErasureView } from '../../../api/privacy.ts';

/** What stops an erasure (money owed, lessons to come, term enrolments), or "none". */
export function Blockers({ blockers }: { blockers: ErasureView['blockers'] }) {
  if (blockers.length === 0) return <span className="plouf-muted"><FormattedMessage id="adminPrivacy.blockers.none" /></span>;
  return (
    <ul className="plouf-privacy-blockers">
      {blockers.map((blocker) => (
        <li key={blocker.kind}>
          <Tag intent="warning" minimal><FormattedMessage id={`adminPrivacy.blocker.${blocker.kind}`} values={{ count: blocker.count }} /></Tag>
        </li>
      ))}
    </ul>
  );
}
