import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { listTerms } from '../../../api/adminTerms.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { dayText } from '../../../lib/parisTime.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { FamiliesSection } from './FamiliesSection.tsx';
import { InboxSection } from './InboxSection.tsx';
import { LessonsSection } from './LessonsSection.tsx';
import { MoneySection } from './MoneySection.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { choiceFromSearch, choiceToSearch, currentTerm, previousRange, rangeOf, today, type PeriodChoice } from './period.ts';
import { useDashboard } from './useDashboard.ts';
import './dashboard.css';

/**
 * The owner's dashboard (issue 24): the school in figures and charts for a period, each figure
 * beside the period before, read again live. The period lives in the address (a reload keeps it).
 */
export default function DashboardPage() {
  usePageTitle('admin.menu.dashboard');
  const intl = useIntl();
  const errorText = useServerError();
  const [search, setSearch] = useSearchParams();
  const terms = useAsync(() => listTerms({ share: false }), 'dashboard:terms');
  const termList = useMemo(() => [...(terms.state.data ?? [])].sort((a, b) => b.firstDay.localeCompare(a.firstDay)), [terms.state.data]);
  const day = today();
  const asked = choiceFromSearch(search);
  // `?periode=trimestre` alone: the term running today. A term not (or no longer) listed: the month, once the terms are known.
  const termId = asked.kind === 'term' ? (asked.termId || currentTerm(termList, day)?.id) : undefined;
  const choice: PeriodChoice =
    asked.kind !== 'term' ? asked : termId !== undefined && termList.some((term) => term.id === termId) ? { kind: 'term', termId } : terms.state.status === 'loading' ? asked : { kind: 'month' };
  const range = rangeOf(choice, day, termList);
  const { state, liveStatus, reload } = useDashboard(range);
  const view = state.view;

  const onChoice = (next: PeriodChoice) => setSearch(choiceToSearch(next), { replace: true });
  const previous = range ? previousRange(range) : null;

  return (
    <section className="plouf-page plouf-page--flush plouf-dash" aria-busy={state.status === 'loading'}>
      <div className="plouf-dash-head">
        <h1 className="plouf-page-title">{intl.formatMessage({ id: 'admin.menu.dashboard' })}</h1>
        <LiveTag status={liveStatus} />
      </div>
      <p className="plouf-muted">{intl.formatMessage({ id: 'adminDashboard.page.intro' })}</p>
      <PeriodPicker choice={choice} onChoice={onChoice} terms={termList} range={range} />
      {range && previous && (
        <p className="plouf-dash-period-text" data-from={range.from} data-to={range.to}>
          {intl.formatMessage({ id: 'adminDashboard.period.shown' }, { from: dayText(range.from), to: dayText(range.to), previousFrom: dayText(previous.from), previousTo: dayText(previous.to) })}
          {state.status === 'loading' && view && <span className="plouf-dash-updating"> · {intl.formatMessage({ id: 'adminDashboard.period.loading' })}</span>}
        </p>
      )}
      {state.status === 'error' && (
        <Callout intent="danger" className="plouf-dash-error">
          <p>{errorText(state.error, 'adminDashboard.page.loadError')}</p>
          <Button onClick={reload} icon="refresh">{intl.formatMessage({ id: 'adminDashboard.page.retry' })}</Button>
        </Callout>
      )}
      {!view && state.status === 'loading' && <NonIdealState icon={<Spinner size={32} />} />}
      {view && (
        <div className="plouf-dash-body" data-as-of={view.asOf}>
          <MoneySection view={view} />
          <LessonsSection view={view} />
          <FamiliesSection view={view} />
          <InboxSection view={view} />
        </div>
      )}
    </section>
  );
}
