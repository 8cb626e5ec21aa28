import { Tag, type Intent } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { EnrolmentView } from '../../../api/adminTerms.ts';
import { dayText } from '../../../lib/parisTime.ts';

const INTENT: Record<EnrolmentView['status'], Intent> = { enrolled: 'success', held: 'primary', waiting: 'warning', ended: 'none', left: 'none' };

/** An enrolment's status: enrolled, waiting (its position), stopped (from which day), left the waiting list. */
export function EnrolmentStatusTag({ enrolment }: { enrolment: Pick<EnrolmentView, 'status' | 'position' | 'untilDate'> }) {
  const { status } = enrolment;
  return (
    <Tag minimal intent={INTENT[status]} className="plouf-enrolment-status" data-status={status}>
      {status === 'waiting' ? (
        <FormattedMessage id="adminTerms.status.waiting" values={{ position: enrolment.position ?? '?' }} />
      ) : status === 'ended' ? (
        <FormattedMessage id="adminTerms.status.ended" values={{ date: enrolment.untilDate ? dayText(enrolment.untilDate) : '' }} />
      ) : (
        <FormattedMessage id={`adminTerms.status.${status}`} />
      )}
    </Tag>
  );
}

/** The lessons of an enrolment still to come (booked or not generated yet): where a move or a stop may start. */
export const comingWeeks = (enrolment: Pick<EnrolmentView, 'weeks'>, now: Date) => enrolment.weeks.filter((week) => (week.state === 'coming' || week.state === 'unscheduled') && Date.parse(week.date) > now.getTime());
