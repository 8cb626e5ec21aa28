/**
 * Lessons and booking: the public week of courses with their places left, and the family's side
 * (members' bookings, the cards that may pay, cancelling, the private calendar feed). The server
 * answers a family its own bookings only, whatever it asks.
 */
import type { AllowedTicket, CalendarFeedView, CourseView, InscriptionView } from '@plouf/command-api/contracts';
import { takeRendered } from './catalogueCache.ts';
import { apiGet, apiSend } from './client.ts';

export type { AllowedTicket, CalendarFeedView, CourseView, InscriptionView };
export { COURSES_ROOM, familyRoom } from '@plouf/command-api/read-models';

/**
 * The courses of some days (Paris, inclusive; 7 by default), cancelled ones included. The first read
 * of the week a server-rendered page was made from (`/reserver`, ADR 0011) is answered with the
 * courses the page carries, not asked again.
 */
export function listCourses(query: { psnId?: number; acyId?: number; from: string; to?: string; ids?: string }, options: { share?: boolean } = {}): Promise<CourseView[]> {
  const rendered = takeRendered<CourseView[]>(coursesKey(query));
  if (rendered) return Promise.resolve(rendered);
  return apiGet<CourseView[]>('/Cours', { query, share: options.share });
}

/**
 * What names a read of courses in a server-rendered page's data: its query's parameters by name,
 * the absent ones left out (a live re-read of some courses, with `ids`, is another read).
 *
 * @example
 * coursesKey({ psnId: 3, acyId: undefined, from: '2026-11-23', to: '2026-11-29' }) // '/Cours?from=2026-11-23&psnId=3&to=2026-11-29'
 */
export function coursesKey(query: Record<string, string | number | undefined>): string {
  const given = Object.entries(query).flatMap(([name, value]): [string, string][] => (value === undefined ? [] : [[name, String(value)]]));
  given.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `/Cours?${new URLSearchParams(given).toString()}`;
}

export function getCourse(id: number, options: { share?: boolean } = {}): Promise<CourseView> {
  return apiGet<CourseView>(`/Cours/${id}`, { share: options.share });
}

/** The family's bookings: coming ones (waiting lists and cancellations included), past ones, or all. */
export function listMyInscriptions(when: 'coming' | 'past' | 'all', options: { share?: boolean } = {}): Promise<InscriptionView[]> {
  return apiGet<InscriptionView[]>('/Family/inscriptions', { query: { when }, share: options.share });
}

/** The family's cards for a course and a member, the ones that may pay first, each with why not. */
export function allowedTickets(crsId: number, usrId: number): Promise<AllowedTicket[]> {
  return apiGet<AllowedTicket[]>('/Family/allowed-tickets', { query: { crsId, usrId }, share: false });
}

/** Books a member on a course with a card; a full course puts them on its waiting list. */
export function book(input: { crsId: number; usrId: number; cardId: number }, idempotencyKey: string): Promise<InscriptionView> {
  const query = new URLSearchParams({ crsId: String(input.crsId), usrId: String(input.usrId), cardId: String(input.cardId), waitingList: 'true' });
  // The answer is the booking itself; when its read model is late, the family's list shows it soon.
  return apiSend<InscriptionView>('POST', `/Family/inscription?${query.toString()}`, {}, { idempotencyKey, readBack: () => null });
}

/** Cancels a booking (or leaves the waiting list): the entry comes back before the cut-off. */
export function cancelInscription(id: number, idempotencyKey: string): Promise<InscriptionView> {
  return apiSend<InscriptionView>('PUT', `/Family/annule/${id}`, {}, { idempotencyKey, readBack: () => null });
}

export function getCalendarFeed(): Promise<CalendarFeedView> {
  return apiGet<CalendarFeedView>('/Family/calendar', { share: false });
}

/** Makes the family's private calendar address (a new one stops the older one). */
export function issueCalendarFeed(idempotencyKey: string): Promise<CalendarFeedView> {
  return apiSend<CalendarFeedView>('POST', '/Family/calendar', {}, { idempotencyKey, readBack: () => '/Family/calendar' });
}

export function revokeCalendarFeed(idempotencyKey: string): Promise<CalendarFeedView> {
  return apiSend<CalendarFeedView>('DELETE', '/Family/calendar', undefined, { idempotencyKey, readBack: () => '/Family/calendar' });
}
