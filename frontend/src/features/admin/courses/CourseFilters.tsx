import { Button, ButtonGroup, Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';
import type { CheckOption } from '../kit/CheckList.tsx';
import { useActivityChoices, useInstructorChoices, usePoolChoices } from '../catalogue/useChoices.ts';
import type { CourseListState } from './courseListState.ts';
import { addDays, dayHeading, mondayOf, parisDay } from './courseTime.ts';

interface CourseFiltersProps {
  state: CourseListState;
  monday: string;
  onChange: (patch: Partial<CourseListState>) => void;
}

/** Pool, activity and instructor; then the week shown (week view) or the days (list view). */
export function CourseFilters({ state, monday, onChange }: CourseFiltersProps) {
  const intl = useIntl();
  const pools = usePoolChoices();
  const activities = useActivityChoices();
  const instructors = useInstructorChoices();
  const thisWeek = mondayOf(parisDay(new Date()));
  return (
    <div className="plouf-course-filters">
      <div className="plouf-course-filter-row">
        <Choice id="course-filter-pool" labelId="adminCourses.filter.pool" allId="adminCourses.filter.allPools" options={pools.options} value={state.psnId} onChange={(psnId) => onChange({ psnId })} />
        <Choice id="course-filter-activity" labelId="adminCourses.filter.activity" allId="adminCourses.filter.allActivities" options={activities.options} value={state.acyId} onChange={(acyId) => onChange({ acyId })} />
        <Choice id="course-filter-instructor" labelId="adminCourses.filter.instructor" allId="adminCourses.filter.allInstructors" options={instructors.options} value={state.usrId} onChange={(usrId) => onChange({ usrId })} />
        <ButtonGroup className="plouf-course-view-switch">
          <Button icon="calendar" active={state.view === 'week'} aria-pressed={state.view === 'week'} onClick={() => onChange({ view: 'week' })} text={intl.formatMessage({ id: 'adminCourses.view.week' })} />
          <Button icon="th-list" active={state.view === 'list'} aria-pressed={state.view === 'list'} onClick={() => onChange({ view: 'list' })} text={intl.formatMessage({ id: 'adminCourses.view.list' })} />
        </ButtonGroup>
      </div>
      {state.view === 'week' ? (
        <div className="plouf-course-filter-row plouf-course-week-nav">
          <Button icon="chevron-left" aria-label={intl.formatMessage({ id: 'adminCourses.week.previous' })} onClick={() => onChange({ week: addDays(monday, -7) })} />
          <strong className="plouf-course-week-range">
            <FormattedMessage id="adminCourses.week.range" values={{ from: dayHeading(monday, intl.locale, 'long'), until: dayHeading(addDays(monday, 6), intl.locale, 'long') }} />
          </strong>
          <Button icon="chevron-right" aria-label={intl.formatMessage({ id: 'adminCourses.week.next' })} onClick={() => onChange({ week: addDays(monday, 7) })} />
          {monday !== thisWeek && <Button variant="minimal" icon="locate" onClick={() => onChange({ week: '' })} text={intl.formatMessage({ id: 'adminCourses.week.today' })} />}
        </div>
      ) : (
        <div className="plouf-course-filter-row">
          <label className="plouf-course-day-field">
            <FormattedMessage id="adminCourses.filter.from" />
            <InputGroup type="date" value={state.from} onValueChange={(from) => onChange({ from })} aria-label={intl.formatMessage({ id: 'adminCourses.filter.from' })} />
          </label>
          <label className="plouf-course-day-field">
            <FormattedMessage id="adminCourses.filter.to" />
            <InputGroup type="date" value={state.to} onValueChange={(to) => onChange({ to })} aria-label={intl.formatMessage({ id: 'adminCourses.filter.to' })} />
          </label>
          <Checkbox checked={state.includeCancelled} onChange={(event) => onChange({ includeCancelled: event.currentTarget.checked })} label={intl.formatMessage({ id: 'adminCourses.filter.cancelled' })} />
        </div>
      )}
    </div>
  );
}

interface ChoiceProps {
  id: string;
  labelId: MessageId;
  allId: MessageId;
  options: readonly CheckOption[];
  value: number | null;
  onChange: (value: number | null) => void;
}

/** A filter's select: "all" or one of the options. */
function Choice({ id, labelId, allId, options, value, onChange }: ChoiceProps) {
  const intl = useIntl();
  return (
    <HTMLSelect
      id={id}
      aria-label={intl.formatMessage({ id: labelId })}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
      options={[{ value: '', label: intl.formatMessage({ id: allId }) }, ...options.map((option) => ({ value: option.id, label: option.label }))]}
    />
  );
}
