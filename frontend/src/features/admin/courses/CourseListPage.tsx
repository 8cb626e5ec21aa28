import { Button, NonIdealState } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { visibleRows } from '../../../lib/listState.ts';
import { useStore } from '../../../lib/persistedStore.ts';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { coursePath } from './CourseCard.tsx';
import { CourseFilters } from './CourseFilters.tsx';
import { COURSE_PAGE_SIZE, COURSE_SORT_FIELDS, courseListStore, courseRules, shownWeek, type CourseListState } from './courseListState.ts';
import { CourseTable } from './CourseTable.tsx';
import { parisDay } from './courseTime.ts';
import { CourseWeek } from './CourseWeek.tsx';
import { GenerateDialog } from './GenerateDialog.tsx';
import { NewCourseDialog } from './NewCourseDialog.tsx';
import { useCourseList } from './useCourseList.ts';
import './courses.css';

/** /profil/administration/cours: the courses of a week (or a list), generated from templates or made one by one, live. */
export default function CourseListPage() {
  usePageTitle('adminCourses.list.title');
  const intl = useIntl();
  const navigate = useNavigate();
  const [state, setState] = useStore(courseListStore);
  const [offset, setOffset] = useState(0);
  const [dialog, setDialog] = useState<'generate' | 'new' | null>(null);
  const list = useCourseList(state, offset);
  const monday = shownWeek(state, new Date());
  const rows = state.view === 'list' ? visibleRows(list.courses, state, courseRules) : list.courses;
  useEffect(() => {
    if (list.status === 'done' && offset > 0 && offset >= list.total) setOffset(Math.max(0, Math.ceil(list.total / COURSE_PAGE_SIZE) - 1) * COURSE_PAGE_SIZE);
  }, [list.status, list.total, offset]);
  const change = (patch: Partial<CourseListState>) => {
    if (!('search' in patch || 'sortField' in patch || 'descending' in patch)) setOffset(0);
    setState(patch);
  };

  return (
    <section className="plouf-page plouf-page--flush plouf-courses">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminCourses.list.title" /></h1>
        {list.status === 'done' && <span className="plouf-muted"><FormattedMessage id="adminCourses.list.count" values={{ count: list.total }} /></span>}
        <div className="plouf-course-actions">
          <Button icon="automatic-updates" intent="primary" onClick={() => setDialog('generate')} text={intl.formatMessage({ id: 'adminCourses.list.generate' })} />
          <Button icon="add" onClick={() => setDialog('new')} text={intl.formatMessage({ id: 'adminCourses.list.new' })} />
        </div>
      </div>
      <CourseFilters state={state} monday={monday} onChange={change} />
      {state.view === 'list' ? (
        <ListToolbar
          state={state}
          onChange={change}
          onRefresh={list.reload}
          searchPlaceholder={intl.formatMessage({ id: 'adminCourses.list.search' })}
          sortFields={COURSE_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminCourses.sort.${field}` }) }))}
        >
          <LiveTag status={list.liveStatus} />
        </ListToolbar>
      ) : (
        <div className="plouf-course-live"><LiveTag status={list.liveStatus} /></div>
      )}
      {list.status === 'loading' && <Loading />}
      {list.status === 'error' && (
        <NonIdealState icon="error" title={<FormattedMessage id="adminCourses.error.load" />} action={<Button icon="refresh" onClick={list.reload}><FormattedMessage id="common.action.retry" /></Button>} />
      )}
      {list.status === 'done' && state.view === 'week' && <CourseWeek monday={monday} courses={rows} showPool={state.psnId === null} />}
      {list.status === 'done' && state.view === 'list' && rows.length === 0 && <NonIdealState icon="calendar" title={<FormattedMessage id="adminCourses.empty.list" />} />}
      {list.status === 'done' && state.view === 'list' && rows.length > 0 && <CourseTable courses={rows} />}
      {list.status === 'done' && state.view === 'list' && <Pager offset={offset} limit={COURSE_PAGE_SIZE} total={list.total} onChange={setOffset} />}
      {dialog === 'generate' && <GenerateDialog initialPool={state.psnId} onClose={() => setDialog(null)} onCreated={list.reload} />}
      {dialog === 'new' && (
        <NewCourseDialog day={state.view === 'week' ? (monday < parisDay(new Date()) ? parisDay(new Date()) : monday) : parisDay(new Date())} psnId={state.psnId} onClose={() => setDialog(null)} onCreated={(course) => navigate(coursePath(course.id))} />
      )}
    </section>
  );
}
