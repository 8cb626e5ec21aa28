import type { CourseFilter, CourseView } from '../../../api/adminCourses.ts';
import type { ListRules, ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';
import { addDays, mondayOf, parisDay } from './courseTime.ts';

export const COURSE_SORT_FIELDS = ['date', 'activity', 'instructor', 'pool', 'booked'] as const;
export type CourseSortField = (typeof COURSE_SORT_FIELDS)[number];

/** Courses per page of the list; a week shows all of its courses (at most this many). */
export const COURSE_PAGE_SIZE = 50;
export const WEEK_LIMIT = 200;

export interface CourseListState extends ListState<CourseSortField> {
  view: 'week' | 'list';
  psnId: number | null;
  acyId: number | null;
  /** The instructor (an MNS id). */
  usrId: number | null;
  /** The Monday of the week shown; '' for the current week. */
  week: string;
  /** The list's first and last days; '' for none. */
  from: string;
  to: string;
  includeCancelled: boolean;
}

/** Spec §2: the courses list keeps its search, sort and direction (and its filters and view). */
export const courseListStore = createPersistedStore<CourseListState>('plouf.admin.courses', {
  search: '',
  sortField: 'date',
  descending: false,
  view: 'week',
  psnId: null,
  acyId: null,
  usrId: null,
  week: '',
  from: '',
  to: '',
  includeCancelled: true,
});

/** The Monday of the week shown. */
export const shownWeek = (state: Pick<CourseListState, 'week'>, now: Date) => state.week || mondayOf(parisDay(now));

/**
 * The body of `POST /Cours/filter`: the week's seven days, or the list's days and page.
 *
 * @example
 * courseQuery({ ...state, view: 'week', week: '2026-11-23' }, 0, now) // { from: '2026-11-23', to: '2026-11-29', offset: 0, limit: 200, … }
 */
export function courseQuery(state: CourseListState, offset: number, now: Date): CourseFilter {
  const filters = {
    ...(state.psnId !== null && { psnId: state.psnId }),
    ...(state.acyId !== null && { acyId: state.acyId }),
    ...(state.usrId !== null && { usrId: state.usrId }),
  };
  if (state.view === 'week') {
    const monday = shownWeek(state, now);
    return { ...filters, from: monday, to: addDays(monday, 6), includeCancelled: true, offset: 0, limit: WEEK_LIMIT };
  }
  return { ...filters, ...(state.from && { from: state.from }), ...(state.to && { to: state.to }), includeCancelled: state.includeCancelled, offset, limit: COURSE_PAGE_SIZE };
}

const text = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' });

/** The list's search (activity, instructor, pool, title) and sort, within the page shown. */
export const courseRules: ListRules<CourseView, CourseSortField> = {
  searchText: (course) => `${course.activite.libelle} ${course.professeur.libelle} ${course.piscine.libelle} ${course.libelle}`,
  compare: {
    date: (a, b) => a.crsDatdebut.localeCompare(b.crsDatdebut),
    activity: (a, b) => text(a.activite.libelle, b.activite.libelle),
    instructor: (a, b) => text(a.professeur.libelle, b.professeur.libelle),
    pool: (a, b) => text(a.piscine.libelle, b.piscine.libelle),
    booked: (a, b) => a.booked - b.booked,
  },
  tieBreak: (a, b) => a.crsDatdebut.localeCompare(b.crsDatdebut) || a.id - b.id,
};
