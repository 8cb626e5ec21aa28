import { Button, Card, HTMLTable, NonIdealState, NonIdealStateIconSize } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PersonalReadView } from '../../../api/families.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { coursePath } from '../courses/CourseCard.tsx';
import { roleLabelId } from '../../../lib/roleLabels.ts';
import { useFamilyReads } from './useFamilyReads.ts';
import { shownName } from '../../../lib/erased.ts';

const WHAT: Record<PersonalReadView['what'], MessageId> = { birthDate: 'adminFamilies.readWhat.birthDate', age: 'adminFamilies.readWhat.age', care: 'adminFamilies.readWhat.care' };
const WHERE: Record<PersonalReadView['where'], MessageId> = {
  roster: 'adminFamilies.readWhere.roster',
  family: 'adminFamilies.readWhere.family',
  member: 'adminFamilies.readWhere.member',
  search: 'adminFamilies.readWhere.search',
};

/** The family's page: who outside the family read its members' sensitive data (birth dates, ages on rosters), newest first. */
export function FamilyReads({ famId }: { famId: number }) {
  const intl = useIntl();
  const reads = useFamilyReads(famId);
  const role = (read: PersonalReadView) => {
    const id = roleLabelId(read.readerRole);
    return id ? intl.formatMessage({ id }) : read.readerRole;
  };
  const where = (read: PersonalReadView) => <FormattedMessage id={WHERE[read.where]} values={{ id: read.crsId ?? '' }} />;

  return (
    <Card elevation={1} className="plouf-form-card plouf-family-reads">
      <h2 className="plouf-card-title"><FormattedMessage id="adminFamilies.reads.title" /></h2>
      <p className="plouf-muted"><FormattedMessage id="adminFamilies.reads.intro" /></p>
      {reads.status === 'error' && <Button icon="refresh" onClick={reads.reload}><FormattedMessage id="common.action.retry" /></Button>}
      {reads.status === 'done' && reads.items.length === 0 && (
        <NonIdealState icon="eye-open" iconSize={NonIdealStateIconSize.SMALL} description={<p className="plouf-muted"><FormattedMessage id="adminFamilies.reads.none" /></p>} />
      )}
      {reads.items.length > 0 && (
        <div className="plouf-table-wrap" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'adminFamilies.reads.title' })}>
          <HTMLTable compact striped className="plouf-data-table">
            <thead>
              <tr>
                <th><FormattedMessage id="adminFamilies.reads.columnWhen" /></th>
                <th><FormattedMessage id="adminFamilies.reads.columnReader" /></th>
                <th><FormattedMessage id="adminFamilies.reads.columnMember" /></th>
                <th><FormattedMessage id="adminFamilies.reads.columnWhat" /></th>
              </tr>
            </thead>
            <tbody>
              {reads.items.map((read) => (
                <tr key={read.id} data-read-id={read.id}>
                  <td className="plouf-nowrap">{parisDateTime(read.at)}</td>
                  <td>
                    {read.readerName !== null && read.readerName !== undefined ? shownName(read.readerName, intl) : <FormattedMessage id="adminFamilies.reads.unknown" values={{ id: read.readerId }} />}
                    <div className="plouf-muted">{role(read)}</div>
                  </td>
                  <td>{read.memberName !== null && read.memberName !== undefined ? shownName(read.memberName, intl) : <FormattedMessage id="adminFamilies.reads.unknown" values={{ id: read.usrId }} />}</td>
                  <td>
                    <FormattedMessage id={WHAT[read.what]} />
                    <div className="plouf-muted">{read.crsId !== null ? <Link to={coursePath(read.crsId)}>{where(read)}</Link> : where(read)}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {reads.items.length > 0 && (
        <p className="plouf-muted plouf-family-reads-count">
          <FormattedMessage id="adminFamilies.reads.shown" values={{ count: reads.items.length, total: reads.total }} />{' '}
          {reads.items.length < reads.total && (
            <Button variant="minimal" icon="more" loading={reads.busy} onClick={reads.more}><FormattedMessage id="adminFamilies.reads.more" /></Button>
          )}
        </p>
      )}
    </Card>
  );
}
