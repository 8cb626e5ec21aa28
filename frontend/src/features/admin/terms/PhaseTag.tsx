import { Tag, type Intent } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { TermView } from '../../../api/adminTerms.ts';

const INTENT: Record<TermView['phase'], Intent> = { closed: 'none', priority: 'warning', open: 'success', ended: 'none' };

/** Where a term's enrolment stands, by the server's clock. */
export function PhaseTag({ phase }: { phase: TermView['phase'] }) {
  return (
    <Tag minimal={phase === 'ended'} intent={INTENT[phase]} className="plouf-term-phase" data-phase={phase}>
      <FormattedMessage id={`adminTerms.phase.${phase}`} />
    </Tag>
  );
}
