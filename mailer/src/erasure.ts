import { PERSONAL_SCHEMA } from '@plouf/command-api/privacy';
import type { RecordedEvent } from '@plouf/infra';

/**
 * Whose address a mail goes to (issue 25, docs/adr/0022-personal-data.md): the subject its source
 * event seals that address under (`family-12`, `user-3`, `contact-5`, `newsletter-7`), so that the
 * mail is forgotten with them. A message's mail is its recipient's (`seq`); a booking's, its
 * `notify`'s; the others', their top level's `email`. Null for an address nobody's key seals.
 *
 * @example
 * recipientSubject({ type: 'SeatTaken', data: { famId: 12, notify: { email: 'lea@x.fr', … }, … } }, 0); // 'family-12'
 */
export function recipientSubject(event: Pick<RecordedEvent, 'type' | 'data'>, seq: number): string | null {
  const data = (event.data ?? {}) as { notify?: unknown };
  const path: Array<string | number> = event.type === 'MessageSent' ? ['recipients', seq, 'email'] : data.notify ? ['notify', 'email'] : ['email'];
  const field = PERSONAL_SCHEMA.fieldsOf(event).find((candidate) => candidate.kind === 'email' && candidate.path.length === path.length && candidate.path.every((step, index) => step === path[index]));
  return field?.subject ?? null;
}

/** The subjects a batch's erasures name (`FamilyErased`, `ContactErased`, `NewsletterErased`): their mails are forgotten. */
export const erasedSubjects = (batch: readonly RecordedEvent[]) => [...new Set(batch.flatMap((event) => PERSONAL_SCHEMA.erasedBy(event) ?? []))];

/** An address a mail can go to: an erased one (empty) never makes a mail. */
export const isAddress = (address: string) => address.includes('@');
