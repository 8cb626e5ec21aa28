import { Button, HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { EnrolmentView } from '../../../api/adminTerms.ts';
import { dayText, parisTime } from '../../../lib/parisTime.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { shownName } from '../../../lib/erased.ts';

interface SlotRosterProps {
  enrolments: readonly EnrolmentView[];
  busy: boolean;
  onMove: (enrolment: EnrolmentView) => void;
  onDrop: (enrolment: EnrolmentView) => void;
}

/**
 * A slot's children for the term: those enrolled (their family, from which lesson, the card that
 * pays and how they came), then the waiting list in order. Each may be moved or stopped.
 */
export function SlotRoster({ enrolments, busy, onMove, onDrop }: SlotRosterProps) {
  const intl = useIntl();
  // A place kept while its family pays the term's price (issue 43) is a place taken: listed with the enrolled.
  const enrolled = enrolments.filter((enrolment) => enrolment.status === 'enrolled' || enrolment.status === 'held');
  const waiting = enrolments.filter((enrolment) => enrolment.status === 'waiting').sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

  const table = (rows: readonly EnrolmentView[], waitingList: boolean): ReactNode => (
    <div className="plouf-table-wrap">
      <HTMLTable compact className={`plouf-term-roster${waitingList ? ' plouf-term-roster--waiting' : ''}`}>
        <thead>
          <tr>
            {waitingList && <th className="plouf-num"><FormattedMessage id="adminTerms.roster.position" /></th>}
            <th><FormattedMessage id="adminTerms.roster.child" /></th>
            <th><FormattedMessage id="adminTerms.roster.from" /></th>
            <th><FormattedMessage id="adminTerms.roster.card" /></th>
            <th><span className="plouf-sr-only"><FormattedMessage id="adminTerms.roster.actions" /></span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((enrolment) => (
            <tr key={enrolment.id} data-enr-id={enrolment.id}>
              {waitingList && <td className="plouf-num">{enrolment.position}</td>}
              <td>
                <strong>{shownName(enrolment.memberName, intl)}</strong>
                <div className="plouf-muted">
                  <Link to={`${ADMIN_BASE}/familles/${enrolment.famId}`}>{shownName(enrolment.famName, intl)}</Link>
                </div>
              </td>
              <td>
                {dayText(enrolment.fromDate)}
                <div className="plouf-muted"><FormattedMessage id="adminTerms.roster.via" />{' '}<FormattedMessage id={viaMessage(enrolment.via)} /></div>
              </td>
              <td>
                {enrolment.status === 'held' && enrolment.hold ? (
                  <>
                    <span className="plouf-nowrap"><FormattedMessage id="adminTerms.status.held" /></span>
                    <div className="plouf-muted"><FormattedMessage id="adminTerms.roster.heldOrder" values={{ id: enrolment.hold.orderId, until: parisTime(enrolment.hold.heldUntil) }} /></div>
                  </>
                ) : (
                  <>
                    <span className="plouf-nowrap"><FormattedMessage id="adminTerms.roster.cardNumber" values={{ id: enrolment.cardId }} /></span>
                    {!waitingList && <div className="plouf-muted"><FormattedMessage id="adminTerms.roster.paid" values={{ count: enrolment.weeksPaid }} /></div>}
                  </>
                )}
              </td>
              <td className="plouf-term-roster-actions">
                {!waitingList && enrolment.status === 'enrolled' && (
                  <Button size="small" icon="arrows-horizontal" disabled={busy} onClick={() => onMove(enrolment)} aria-label={intl.formatMessage({ id: 'adminTerms.roster.moveOf' }, { name: shownName(enrolment.memberName, intl) })}>
                    <FormattedMessage id="adminTerms.roster.move" />
                  </Button>
                )}
                <Button size="small" variant="minimal" intent="danger" icon="cross" disabled={busy} onClick={() => onDrop(enrolment)} aria-label={intl.formatMessage({ id: 'adminTerms.roster.dropOf' }, { name: shownName(enrolment.memberName, intl) })}>
                  <FormattedMessage id="adminTerms.roster.drop" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );

  return (
    <>
      <h3 className="plouf-term-roster-title"><FormattedMessage id="adminTerms.roster.enrolled" /> ({enrolled.length})</h3>
      {enrolled.length === 0 ? <p className="plouf-muted"><FormattedMessage id="adminTerms.roster.noEnrolled" /></p> : table(enrolled, false)}
      <h3 className="plouf-term-roster-title"><FormattedMessage id="adminTerms.roster.waiting" /> ({waiting.length})</h3>
      {waiting.length === 0 ? <p className="plouf-muted"><FormattedMessage id="adminTerms.roster.noWaiting" /></p> : table(waiting, true)}
    </>
  );
}

const VIA = ['family', 'desk', 'waitingList', 'move', 'reenrol'] as const;
/** How a child came to the slot, as the desk reads it. */
export const viaMessage = (via: string) => `adminTerms.via.${(VIA as readonly string[]).includes(via) ? (via as (typeof VIA)[number]) : 'family'}` as const;
