/**
 * Terms and the families' enrolments for a term (docs/adr/0019): the public slots of a term with
 * their places left, a family's enrolments with their weeks, enrolling and giving a place up.
 */
import type { EnrolmentInput, EnrolmentView, EnrolmentWeek, MembershipDueView, PromoCheckView, TermSlotsView, TermSlotView, TermView } from '@plouf/command-api/contracts';
import { apiGet, apiSend } from './client.ts';

export type { EnrolmentView, EnrolmentWeek, MembershipDueView, PromoCheckView, TermSlotsView, TermSlotView, TermView };
export { TERMS_ROOM } from '@plouf/command-api/read-models';

/** The named term's slots, else those of the first term not ended (for that pool or activity). */
export function getTermSlots(query: { termId?: number; psnId?: number; acyId?: number }, options: { share?: boolean } = {}): Promise<TermSlotsView> {
  return apiGet<TermSlotsView>('/Trimestre/slots', { query, share: options.share });
}

/** The family's enrolments (all its terms, or one), each with its weeks. */
export function listMyEnrolments(options: { share?: boolean } = {}): Promise<EnrolmentView[]> {
  return apiGet<EnrolmentView[]>('/Family/enrolments', { share: options.share });
}

/** What a family sends to enrol a member (the desk's `famId` aside). */
export type EnrolRequest = Omit<EnrolmentInput, 'famId'>;

/** Enrols a member in a slot for the rest of the term, or on its waiting list when full. */
export function enrolInTerm(input: EnrolRequest, idempotencyKey: string): Promise<EnrolmentView> {
  return apiSend<EnrolmentView>('POST', '/Family/enrolment', input, { idempotencyKey, readBack: () => null });
}

/** Gives the place up from a lesson day on (or leaves the waiting list). */
export function dropEnrolment(enrId: number, fromDate: string | null, idempotencyKey: string): Promise<EnrolmentView> {
  return apiSend<EnrolmentView>('PUT', `/Family/enrolment/${enrId}/drop`, { fromDate }, { idempotencyKey, readBack: () => null });
}

/** The term's school year's membership fee for the family (issue 43): whether its next order for the term's price carries it. */
export function getMembershipDue(termId: number): Promise<MembershipDueView> {
  return apiGet<MembershipDueView>(`/Trimestre/${termId}/adhesion`, { share: false });
}

/** The discount a promo code typed by the family gives for the term (issue 43), or its refusal (an ApiError with the server's words). */
export function checkPromo(termId: number, code: string): Promise<PromoCheckView> {
  return apiGet<PromoCheckView>(`/Trimestre/${termId}/promo`, { query: { code }, share: false });
}
