/**
 * The back-office's terms (trimestres): defining them, their slots with their places for the term,
 * a slot's roster, and the desk's moves on a family's enrolment (enrol for it, move, stop).
 */
import type { CardView, EnrolmentInput, EnrolmentView, EnrolmentWeek, TermInput, TermSlotsView, TermSlotView, TermView } from '@plouf/command-api/contracts';
import { apiGet, apiSend } from './client.ts';

export type { CardView, EnrolmentInput, EnrolmentView, EnrolmentWeek, TermInput, TermSlotsView, TermSlotView, TermView };
export { TERMS_ROOM } from '@plouf/command-api/read-models';

/** Every term, by first day. */
export function listTerms(options: { share?: boolean } = {}): Promise<TermView[]> {
  return apiGet<TermView[]>('/Trimestre', { share: options.share });
}

/**
 * Defines a term; refused with the server's reason (days in the wrong order, opening after the
 * end, the priority window not before the opening, overlapping another term of the pool).
 *
 * @example
 * await createTerm({ libelle: 'Trimestre 1', englishName: 'Term 1', firstDay: '2027-01-04', lastDay: '2027-03-28', psnId: null, priorityOpensAt: null, opensAt: '2026-12-14T17:00:00.000Z' }, key);
 */
export function createTerm(input: TermInput, idempotencyKey: string): Promise<TermView> {
  return apiSend<TermView>('POST', '/Trimestre', input, { idempotencyKey, readBack: (accepted) => (accepted.id ? `/Trimestre/${accepted.id}` : null) });
}

/** Changes a term (its opening moments are rescheduled). */
export function changeTerm(id: number, input: TermInput, idempotencyKey: string): Promise<TermView> {
  return apiSend<TermView>('PUT', `/Trimestre/${id}`, input, { idempotencyKey, readBack: () => `/Trimestre/${id}` });
}

/** A term and its slots: each with its places for the term and the lessons still to come. */
export function termSlots(termId: number): Promise<TermSlotsView> {
  return apiGet<TermSlotsView>('/Trimestre/slots', { query: { termId }, share: false });
}

/** A slot's enrolments for the term: enrolled, then waiting in order. */
export function termRoster(termId: number, tcsId: number): Promise<EnrolmentView[]> {
  return apiGet<EnrolmentView[]>(`/Trimestre/${termId}/roster`, { query: { tcsId }, share: false });
}

/** A family's enrolments (every term, or one). */
export function familyEnrolments(famId: number, termId?: number): Promise<EnrolmentView[]> {
  return apiGet<EnrolmentView[]>('/Family/enrolments', { query: { famId, termId }, share: false });
}

/** A family's cards (the desk picks the one that pays). */
export function familyCards(famId: number): Promise<CardView[]> {
  return apiGet<CardView[]>('/Family/forfaits', { query: { famId }, share: false });
}

// When the read model is late (202), the roster's next reading shows the change: nothing to read back.

/** The desk enrols a family's member in a slot for the term, from a lesson day on (the next one when null). */
export function enrolForFamily(input: EnrolmentInput & { famId: number }, idempotencyKey: string): Promise<EnrolmentView> {
  return apiSend<EnrolmentView>('POST', '/Family/enrolment', input, { idempotencyKey, readBack: () => null });
}

/** Moves an enrolled child to another slot of the term from a lesson day on; the paid lessons follow. Answers the new enrolment. */
export function moveEnrolment(enrId: number, input: { psnId: number; tcsId: number; fromDate: string | null }, idempotencyKey: string): Promise<EnrolmentView> {
  return apiSend<EnrolmentView>('PUT', `/Trimestre/enrolment/${enrId}/move`, input, { idempotencyKey, readBack: () => null });
}

/** Stops an enrolment from a lesson day on (a place on the waiting list is left). */
export function dropEnrolment(enrId: number, fromDate: string | null, idempotencyKey: string): Promise<EnrolmentView> {
  return apiSend<EnrolmentView>('PUT', `/Family/enrolment/${enrId}/drop`, { fromDate }, { idempotencyKey, readBack: () => null });
}
