import { Card, HTMLTable, NonIdealState, NonIdealStateIconSize } from '@blueprintjs/core';
import { familyRoom, NOTICES } from '@plouf/command-api/read-models';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { familyEnrolments } from '../../../api/adminTerms.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { useLiveDetail } from '../../../lib/useLiveDetail.ts';
import { dayText, weekdayName } from '../../../lib/parisTime.ts';
import { EnrolmentStatusTag } from './EnrolmentStatusTag.tsx';
import { TERMS_PATH } from './paths.ts';
import { clock, dayOfWeek } from './slots.ts';
import { termName } from './termText.ts';
import { shownName } from '../../../lib/erased.ts';

/** A family's term enrolments on its back-office page: child, term, slot, status; live on the family's room. */
export function FamilyEnrolments({ famId }: { famId: number }) {
  const intl = useIntl();
  const nameIn = useNameIn();
  const detail = useLiveDetail({ id: famId, read: (id) => familyEnrolments(id), live: { room: familyRoom(famId), notice: NOTICES.familyBookings }, loadError: 'adminTerms.error.roster' });
  const enrolments = detail.data ?? [];

  return (
    <Card elevation={1} className="plouf-form-card plouf-family-enrolments">
      <h2 className="plouf-card-title"><FormattedMessage id="adminTerms.family.title" /></h2>
      {detail.data && enrolments.length === 0 && (
        <NonIdealState icon="timeline-events" iconSize={NonIdealStateIconSize.SMALL} description={<p className="plouf-muted"><FormattedMessage id="adminTerms.family.none" /></p>} />
      )}
      {enrolments.length > 0 && (
        <div className="plouf-table-wrap">
          <HTMLTable compact striped className="plouf-data-table">
            <thead>
              <tr>
                <th><FormattedMessage id="adminTerms.roster.child" /></th>
                <th><FormattedMessage id="adminTerms.family.slot" /></th>
                <th><FormattedMessage id="adminTerms.family.status" /></th>
              </tr>
            </thead>
            <tbody>
              {enrolments.map((enrolment) => (
                <tr key={enrolment.id} data-enr-id={enrolment.id}>
                  <td>
                    <strong>{shownName(enrolment.memberName, intl)}</strong>
                    <div className="plouf-muted">
                      <Link to={`${TERMS_PATH}/${enrolment.termId}?creneau=${enrolment.tcsId}`}>{termName({ libelle: enrolment.termName, englishName: enrolment.englishTermName }, intl.locale)}</Link>
                    </div>
                  </td>
                  <td>
                    {weekdayName(dayOfWeek(enrolment.day), intl.locale)} {clock(enrolment)} · {nameIn(enrolment.activite)}
                    <div className="plouf-muted">{nameIn(enrolment.piscine)} · <FormattedMessage id="adminTerms.roster.fromDay" values={{ date: dayText(enrolment.fromDate) }} /></div>
                  </td>
                  <td><EnrolmentStatusTag enrolment={enrolment} /></td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
