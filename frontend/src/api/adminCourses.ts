/**
 * The back-office's courses (one by one, generated from a pool's templates, changed, cancelled,
 * with their roster and presence) and the instructor's own courses at the poolside.
 */
import type { CourseChangeInput, CourseFilterInput, CourseInput, CoursePage, CourseSlot, CourseView, InscriptionView, PresenceInput, UserView } from '@plouf/command-api/contracts';
import type { GeneratedCourse } from '@plouf/command-api/course-generation';
import { apiGet, apiSend } from './client.ts';

export type { CourseChangeInput, CourseInput, CoursePage, CourseSlot, CourseView, GeneratedCourse, InscriptionView, UserView };
export { COURSES_ROOM } from '@plouf/command-api/read-models';

/** The body of `POST /Cours/filter`; the server fills what is left out. */
export type CourseFilter = Partial<CourseFilterInput> & Pick<CourseFilterInput, 'offset' | 'limit'>;

/**
 * A page of courses by pool, activity, instructor and days (Paris, inclusive), by start.
 *
 * @example
 * await filterCourses({ psnId: 3, from: '2026-11-23', to: '2026-11-29', includeCancelled: true, offset: 0, limit: 200 });
 */
export function filterCourses(filter: CourseFilter): Promise<CoursePage> {
  return apiSend<CoursePage>('POST', '/Cours/filter', filter, { readBack: () => null });
}

/** One course; the back-office (and the course's instructor) get its roster. */
export function getCourse(id: number): Promise<CourseView> {
  return apiGet<CourseView>(`/Cours/${id}`, { share: false });
}

export function createCourse(input: CourseInput, idempotencyKey: string): Promise<CourseView> {
  return apiSend<CourseView>('POST', '/Cours', input, { idempotencyKey, readBack: (accepted) => (accepted.id ? `/Cours/${accepted.id}` : null) });
}

/** A pool's slots from `from` to `to` (Paris days, inclusive) that already have their course: generating them creates nothing. */
export function courseSlots(psnId: number, from: string, to: string): Promise<CourseSlot[]> {
  return apiGet<CourseSlot[]>('/Cours/slots', { query: { psnId, from, to }, share: false });
}

/** Creates the generated courses kept ticked; slots that already have their course are skipped (`created` 0). */
export function addCourses(courses: GeneratedCourse[], idempotencyKey: string): Promise<{ ids: number[]; created: number }> {
  return apiSend<{ ids: number[]; created: number }>('POST', '/Cours/addRange', courses, { idempotencyKey, readBack: () => null });
}

/** Changes the instructor, the start, the length or the capacity (only what is sent). */
export function changeCourse(id: number, change: CourseChangeInput, idempotencyKey: string): Promise<CourseView> {
  return apiSend<CourseView>('PUT', `/Cours/${id}`, change, { idempotencyKey, readBack: () => `/Cours/${id}` });
}

/** How the school makes whole the members booked on a course it cancels: the entry back (the default) or a make-up credit. */
export type CancelCompensation = 'credit' | 'entry';

/** Cancels a course: everyone on it is told and gets the entry back, or a make-up credit. */
export function cancelCourse(id: number, reason: string, compensation: CancelCompensation, idempotencyKey: string): Promise<CourseView> {
  return apiSend<CourseView>('DELETE', `/Cours/${id}?${new URLSearchParams({ reason, compensation }).toString()}`, undefined, { idempotencyKey, readBack: () => `/Cours/${id}` });
}

/** The desk or the course's instructor marks a member present or absent. */
export function markPresence(id: number, input: PresenceInput, idempotencyKey: string): Promise<CourseView> {
  return apiSend<CourseView>('PUT', `/Cours/${id}/presence`, input, { idempotencyKey, readBack: () => `/Cours/${id}` });
}

/** The instructor's courses of some days (Paris, inclusive; today and the next six by default), each with its roster. */
export function myCourses(query: { from?: string; to?: string } = {}): Promise<CourseView[]> {
  return apiGet<CourseView[]>('/Cours/mine', { query, share: false });
}

/** Users whose name or address contains the text (the back-office's user pickers). */
export function searchUsers(search: string, limit = 20): Promise<UserView[]> {
  return apiSend<UserView[]>('POST', '/User/filter', { search, limit }, { readBack: () => null });
}
