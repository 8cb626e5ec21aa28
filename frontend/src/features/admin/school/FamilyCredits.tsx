import { Button, Card, HTMLTable, NonIdealState, NonIdealStateIconSize, Tag, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CreditView } from '../../../api/school.ts';
import type { FamilyMember } from '../../../api/types.ts';
import { dayHeading, dayOf, parisDate, parisDateTime, parisTime } from '../../../lib/parisTime.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { CreditDialog } from './CreditDialog.tsx';
import { useFamilyCredits } from './useFamilyCredits.ts';
import './school.css';
import { shownName } from '../../../lib/erased.ts';

const STATUS_INTENT: Record<CreditView['status'], Intent> = { open: 'success', used: 'primary', expired: 'none' };

type Lesson = NonNullable<CreditView['source']>;

/**
 * The family's make-up credits, one row each: whose, why (the lesson it makes up for, the closure,
 * the desk's note), until when, its state and its ledger (given, used, returned, warned, expired);
 * "Donner un crédit". Live through the family's room.
 */
export function FamilyCredits({ famId, members }: { famId: number; members: readonly FamilyMember[] }) {
  const intl = useIntl();
  const credits = useFamilyCredits(famId);
  const [giving, setGiving] = useState(false);
  const lesson = (ref: Lesson) =>
    intl.formatMessage({ id: 'adminSchool.credits.lesson' }, { activity: ref.acyName, text: ref.psnName, date: `${dayHeading(dayOf(ref.crsDatdebut), intl.locale)} ${parisTime(ref.crsDatdebut)}` });

  return (
    <Card elevation={1} className="plouf-form-card plouf-family-credits">
      <div className="plouf-card-head">
        <h2 className="plouf-card-title"><FormattedMessage id="adminSchool.credits.title" /></h2>
        <Button icon="add" intent="primary" disabled={members.length === 0} onClick={() => setGiving(true)}><FormattedMessage id="adminSchool.credits.give" /></Button>
      </div>
      {credits.status === 'loading' && <Loading />}
      {credits.status === 'error' && (
        <NonIdealState
          icon="error"
          iconSize={NonIdealStateIconSize.SMALL}
          title={<FormattedMessage id="adminSchool.credits.loadError" />}
          action={<Button icon="refresh" onClick={credits.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {credits.status === 'done' && credits.credits.length === 0 && <p className="plouf-muted"><FormattedMessage id="adminSchool.credits.none" /></p>}
      {credits.status === 'done' && credits.credits.length > 0 && (
        <div className="plouf-table-wrap plouf-table-wrap--flat">
          <HTMLTable compact striped className="plouf-data-table">
            <thead>
              <tr>
                <th><FormattedMessage id="adminSchool.credits.member" /></th>
                <th><FormattedMessage id="adminSchool.credits.why" /></th>
                <th><FormattedMessage id="adminSchool.credits.validity" /></th>
                <th><FormattedMessage id="adminSchool.credits.state" /></th>
              </tr>
            </thead>
            <tbody>
              {credits.credits.map((credit) => (
                <tr key={credit.id} data-credit-id={credit.id}>
                  <td><strong>{shownName(credit.memberName, intl)}</strong></td>
                  <td>
                    <FormattedMessage id={`adminSchool.reason.${credit.reason}`} />
                    {credit.closure && <div className="plouf-muted"><FormattedMessage id="adminSchool.credits.closureDays" values={{ from: dayHeading(credit.closure.from, intl.locale), to: dayHeading(credit.closure.to, intl.locale) }} /></div>}
                    {credit.source && <div className="plouf-muted">{lesson(credit.source)}</div>}
                    {credit.note && <div className="plouf-muted plouf-break">{credit.note}</div>}
                    {credit.usedBy && <div><FormattedMessage id="adminSchool.credits.usedBy" values={{ label: lesson(credit.usedBy) }} /></div>}
                  </td>
                  <td className="plouf-nowrap"><FormattedMessage id="adminSchool.credits.until" values={{ date: parisDate(credit.validUntil) }} /></td>
                  <td>
                    <Tag minimal round intent={STATUS_INTENT[credit.status]}><FormattedMessage id={`adminSchool.credits.${credit.status}`} /></Tag>
                    <details className="plouf-credit-acts">
                      <summary><FormattedMessage id="adminSchool.credits.history" /></summary>
                      <ul className="plouf-credit-history">
                        {credit.history.map((entry, index) => (
                          <li key={index}>
                            {parisDateTime(entry.at)} · <FormattedMessage id={`adminSchool.history.${entry.what}`} />
                            {entry.lesson && <> · {lesson(entry.lesson)}</>}
                          </li>
                        ))}
                      </ul>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {giving && <CreditDialog members={members} busy={credits.busy} onClose={() => setGiving(false)} onGive={credits.give} />}
    </Card>
  );
}
