import { Button, HTMLTable, NonIdealState, Switch, Tag } from '@blueprintjs/core';
import { parisDay } from '@plouf/infra/days';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ClosureView } from '../../../api/school.ts';
import { NamedAlert } from '../../../ui/Dialog.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { ClosureDialog } from './ClosureDialog.tsx';
import { standing, useClosureDays, useClosures } from './useClosures.ts';
import './school.css';

/**
 * /profil/administration/fermetures: the closures (standing ones; past and lifted ones on demand),
 * "Fermer" (a dialog that previews what it cancels before confirming) and "Lever".
 */
export default function ClosuresPage() {
  usePageTitle('adminSchool.closures.title');
  const intl = useIntl();
  const closures = useClosures();
  const days = useClosureDays();
  const [closing, setClosing] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [toLift, setToLift] = useState<ClosureView | null>(null);
  const today = parisDay(new Date());
  const all = closures.closures ?? [];
  const shown = showAll ? all : all.filter((closure) => standing(closure, today));
  const where = (closure: ClosureView) => closure.acyName ?? intl.formatMessage({ id: 'adminSchool.closure.wholePool' });

  return (
    <section className="plouf-page plouf-page--flush plouf-closures">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminSchool.closures.title" /></h1>
        {closures.closures && <span className="plouf-muted"><FormattedMessage id="adminSchool.closures.count" values={{ count: shown.length }} /></span>}
        <div className="plouf-school-head-actions">
          <Button icon="disable" intent="primary" onClick={() => setClosing(true)} text={intl.formatMessage({ id: 'adminSchool.closures.new' })} />
        </div>
      </div>
      <p className="plouf-muted plouf-school-intro"><FormattedMessage id="adminSchool.closures.intro" /></p>
      <Switch checked={showAll} onChange={(event) => setShowAll(event.currentTarget.checked)} label={intl.formatMessage({ id: 'adminSchool.closures.showPast' })} />
      {closures.status === 'loading' && !closures.closures && <Loading />}
      {closures.status === 'error' && !closures.closures && (
        <NonIdealState icon="error" title={<FormattedMessage id="adminSchool.closures.loadError" />} action={<Button icon="refresh" onClick={closures.reload}><FormattedMessage id="common.action.retry" /></Button>} />
      )}
      {closures.closures && shown.length === 0 && (
        <NonIdealState
          icon="calendar"
          // An h2 under the page's h1 (Blueprint's own title is an h4: a skipped level).
          description={
            <div>
              <h2 className="bp6-heading plouf-empty-title"><FormattedMessage id="adminSchool.closures.empty" /></h2>
              <FormattedMessage id="adminSchool.closures.emptyBody" />
            </div>
          }
        />
      )}
      {shown.length > 0 && (
        <div className="plouf-table-wrap plouf-closure-wrap">
          <HTMLTable compact striped className="plouf-data-table plouf-closure-table">
            <thead>
              <tr>
                <th><FormattedMessage id="adminSchool.column.where" /></th>
                <th><FormattedMessage id="adminSchool.column.days" /></th>
                <th><FormattedMessage id="adminSchool.column.reason" /></th>
                <th><FormattedMessage id="adminSchool.column.made" /></th>
                <th><FormattedMessage id="adminSchool.column.state" /></th>
                <th className="plouf-cell-action"><span className="plouf-sr-only"><FormattedMessage id="adminSchool.closure.lift" /></span></th>
              </tr>
            </thead>
            <tbody>
              {shown.map((closure) => {
                const stands = standing(closure, today);
                const liftLabel = intl.formatMessage({ id: 'adminSchool.closure.liftLabel' }, { label: closure.psnName, days: days(closure) });
                return (
                  <tr key={closure.id} data-closure-id={closure.id} className={stands ? undefined : 'plouf-closure-row--over'}>
                    <td>
                      <strong>{closure.psnName}</strong>
                      <div className="plouf-muted">{where(closure)}</div>
                    </td>
                    <td data-label={intl.formatMessage({ id: 'adminSchool.column.days' })}>{days(closure)}</td>
                    <td data-label={intl.formatMessage({ id: 'adminSchool.column.reason' })}>
                      <div>
                        <span className="plouf-break">{closure.reason}</span>
                        {closure.englishReason && <div className="plouf-muted plouf-break" lang="en">{closure.englishReason}</div>}
                      </div>
                    </td>
                    <td data-label={intl.formatMessage({ id: 'adminSchool.column.made' })}>
                      <div>
                        <FormattedMessage id={closure.compensation === 'credit' ? 'adminSchool.closure.byCredit' : 'adminSchool.closure.byEntry'} />
                        <div className="plouf-muted"><FormattedMessage id="adminSchool.closure.cancelled" values={{ count: closure.crsIds.length }} /></div>
                      </div>
                    </td>
                    <td data-label={intl.formatMessage({ id: 'adminSchool.column.state' })}>
                      <div>
                        <Tag minimal round intent={closure.lifted ? 'none' : stands ? 'warning' : 'none'}>
                          <FormattedMessage id={closure.lifted ? 'adminSchool.closure.lifted' : stands ? 'adminSchool.closure.standing' : 'adminSchool.closure.past'} />
                        </Tag>
                      </div>
                    </td>
                    <td className="plouf-cell-action">
                      {stands && (
                        <Button size="small" icon="unlock" aria-label={liftLabel} title={liftLabel} loading={closures.lifting === closure.id} onClick={() => setToLift(closure)}>
                          <FormattedMessage id="adminSchool.closure.lift" />
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {closing && (
        <ClosureDialog
          onClose={() => setClosing(false)}
          onClosed={() => {
            setClosing(false);
            closures.reload();
          }}
        />
      )}
      <NamedAlert
        title={<FormattedMessage id="adminSchool.closure.liftTitle" />}
        isOpen={toLift !== null}
        intent="warning"
        icon="unlock"
        confirmButtonText={intl.formatMessage({ id: 'adminSchool.closure.lift' })}
        cancelButtonText={intl.formatMessage({ id: 'adminSchool.closure.keep' })}
        onConfirm={() => {
          if (toLift) void closures.lift(toLift);
          setToLift(null);
        }}
        onClose={() => setToLift(null)}
        canEscapeKeyCancel
      >
        {toLift && (
          <p>
            <strong>{toLift.psnName}</strong>, {days(toLift)}
          </p>
        )}
        <p><FormattedMessage id="adminSchool.closure.liftHelp" /></p>
      </NamedAlert>
    </section>
  );
}
