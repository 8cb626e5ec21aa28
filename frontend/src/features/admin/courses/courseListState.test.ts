import { describe, expect, it } from 'vitest';
import type { CourseView } from '../../../api/adminCourses.ts';
import { visibleRows } from '../../../lib/listState.ts';
import { courseListStore, courseQuery, courseRules, type CourseListState } from './courseListState.ts';

const base: CourseListState = { ...courseListStore.get(), psnId: null, acyId: null, usrId: null, week: '', from: '', to: '', search: '', sortField: 'date', descending: false };
const now = new Date('2026-11-26T10:00:00Z');

describe('the courses list', () => {
  it('asks for the whole week shown, cancelled courses included', () => {
    expect(courseQuery({ ...base, view: 'week', psnId: 3 }, 50, now)).toEqual({ psnId: 3, from: '2026-11-23', to: '2026-11-29', includeCancelled: true, offset: 0, limit: 200 });
    expect(courseQuery({ ...base, view: 'week', week: '2026-11-30' }, 0, now)).toMatchObject({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('pages the list between the days chosen', () => {
    expect(courseQuery({ ...base, view: 'list', usrId: 2, from: '2026-12-01', includeCancelled: false }, 50, now)).toEqual({ usrId: 2, from: '2026-12-01', includeCancelled: false, offset: 50, limit: 50 });
  });

  it('searches and sorts the page shown', () => {
    const course = (id: number, activity: string, instructor: string, start: string) =>
      ({ id, libelle: '', activite: { id: 1, libelle: activity }, professeur: { id: 1, libelle: instructor }, piscine: { id: 1, libelle: 'Tilleuls' }, crsDatdebut: start, booked: id }) as CourseView;
    const rows = [course(1, 'Aquagym', 'Élodie Fontaine', '2026-11-24T18:00:00Z'), course(2, 'Bébés nageurs', 'Sophie Lemaire', '2026-11-23T08:30:00Z')];
    expect(visibleRows(rows, { search: 'elodie', sortField: 'date', descending: false }, courseRules).map((row) => row.id)).toEqual([1]);
    expect(visibleRows(rows, { search: '', sortField: 'date', descending: false }, courseRules).map((row) => row.id)).toEqual([2, 1]);
    expect(visibleRows(rows, { search: '', sortField: 'activity', descending: true }, courseRules).map((row) => row.id)).toEqual([2, 1]);
  });
});
