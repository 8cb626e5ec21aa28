/**
 * Running a term, the family's side (issue 23, docs/adr/0020-running-a-term.md): its make-up
 * credits, an absence declared ahead, a waiting-list offer accepted or declined, lesson reminders
 * on or off, and the pools' closures every visitor sees.
 */
import type { ClosureView, CreditView, InscriptionView } from '@plouf/command-api/contracts';
import { apiGet, apiSend } from './client.ts';

export type { ClosureView, CreditView };

/** An inscription with what running a term adds to it: a make-up, an open offer, why its place was released, made whole by a credit. */
export type LessonView = InscriptionView;

/** The family's make-up credits, newest first, each with its ledger. */
export function listMyCredits(options: { share?: boolean } = {}): Promise<CreditView[]> {
  return apiGet<CreditView[]>('/Family/credits', { share: options.share });
}

/** A booked member will not come: the place is freed; before the cut-off the entry (or a credit) comes back. */
export function declareAbsence(insId: number, idempotencyKey: string): Promise<LessonView> {
  return apiSend<LessonView>('POST', '/Family/absence', { insId }, { idempotencyKey, readBack: () => null });
}

/** Takes the place offered, paid with a card or a make-up credit (its id). */
export function acceptOffer(insId: number, cardId: number, idempotencyKey: string): Promise<LessonView> {
  return apiSend<LessonView>('PUT', `/Family/offre/${insId}/accept`, { cardId }, { idempotencyKey, readBack: () => null });
}

/** Refuses the place offered: the member leaves the waiting list, the next is offered the place. */
export function declineOffer(insId: number, idempotencyKey: string): Promise<LessonView> {
  return apiSend<LessonView>('PUT', `/Family/offre/${insId}/decline`, {}, { idempotencyKey, readBack: () => null });
}

/** Lesson reminders by mail on or off, for the whole family. */
export function setReminders(reminders: boolean, idempotencyKey: string): Promise<{ reminders: boolean }> {
  return apiSend<{ reminders: boolean }>('PUT', '/Family/rappels', { reminders }, { idempotencyKey, readBack: () => null });
}

/** A pool's closures not over yet (every pool's without `psnId`), by their first day. */
export function listClosures(psnId: number | undefined, options: { share?: boolean } = {}): Promise<ClosureView[]> {
  return apiGet<ClosureView[]>('/Fermeture', { query: { psnId }, share: options.share });
}
