import { apiGet, apiSend, apiUrl, type Language } from './client.ts';
import type { NewsletterAction, NewsletterExecuteResult, NewsletterLinkResult, NewsletterListQuery, NewsletterPage, NewsletterSubscriber } from './types.ts';

/** The footer's sign-up: the address is mailed a link to validate it (spec §4, Newsletter). */
export async function subscribeNewsletter(email: string, idempotencyKey?: string): Promise<void> {
  // A 202 (stored, the list a moment late) is as good as done for the visitor.
  await apiSend('POST', '/Newsletter', { libelle: email, mtpId: 11 }, { idempotencyKey });
}

/** The mailed link's key, followed: the address is validated. */
export function validateNewsletter(key: string): Promise<NewsletterLinkResult> {
  return apiGet<NewsletterLinkResult>('/Newsletter/valid', { query: { key }, share: false });
}

/** The mailed "unsubscribe" link's key, followed. */
export async function unsubscribeNewsletter(key: string): Promise<NewsletterLinkResult | null> {
  const answer = await apiSend<NewsletterLinkResult>('POST', `/Newsletter/unsubscribe?key=${encodeURIComponent(key)}`, {});
  return 'libelle' in answer ? answer : null;
}

/** A page of the subscribers who signed up in `[from, to)` (ISO UTC), searched and sorted on the server. */
export function filterNewsletter(query: NewsletterListQuery & { from: string; to: string }, options: { share?: boolean } = {}): Promise<NewsletterPage> {
  return apiGet<NewsletterPage>('/Newsletter/filter', { query: { ...query }, share: options.share });
}

/** The date of the oldest sign-up (ISO). */
export function newsletterMinDate(): Promise<string | null> {
  return apiGet<string | null>('/Newsletter/min-date');
}

export function getSubscriber(id: number, options: { share?: boolean } = {}): Promise<NewsletterSubscriber> {
  return apiGet<NewsletterSubscriber>(`/Newsletter/${id}`, { share: options.share });
}

/** Validated (`disabled` false) or disabled by the back-office. */
export function setSubscriberDisabled(id: number, disabled: boolean): Promise<NewsletterSubscriber> {
  return apiSend<NewsletterSubscriber>('PUT', `/Newsletter/${id}`, { nwlDisabled: disabled }, { readBack: () => `/Newsletter/${id}` });
}

/** One action on a selection: the ids it was carried out on, and those that no longer exist. */
export function executeNewsletterAction(action: NewsletterAction, ids: number[]): Promise<NewsletterExecuteResult> {
  return apiSend<NewsletterExecuteResult>('PUT', '/Newsletter/execute', { action, ids }, { readBack: () => null });
}

/** The CSV of the validated addresses in the screen's language: a link the browser downloads (the session cookie goes with it). */
export const newsletterExportUrl = (lang: Language) => apiUrl('/Newsletter/export', { lang });
