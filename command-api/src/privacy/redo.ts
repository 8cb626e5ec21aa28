import { contactStream, type ContactDeleted, type ContactErased } from '../contacts/events.ts';
import { familyStream } from '../families/events.ts';
import type { NewsletterDeleted, NewsletterErased } from '../newsletter/events.ts';
import type { FamilyErased } from './events.ts';

/**
 * An erasure done again on a copy of the store that does not know it (a backup restored, then the
 * erasure ledger applied: docs/adr/0022-personal-data.md, "Erasure, redone"). The ledger keeps ids
 * only; what the erasure erased, and the events that say so, are read back from them here.
 */

/** An erasure as the ledger keeps it (infra's `ErasureRecord`: ids, never a value). */
export interface ErasureOnFile {
  erasureId: string;
  erasedAt: string;
  subjects: readonly string[];
  reason: 'family' | 'deleted' | 'retention';
  /** A sign-up erased alone: its stream (a keyed hash of its address, found nowhere else once erased). */
  stream?: string | undefined;
}

/** The ids the subjects of an erasure name (`family-12`, `user-3`, `contact-5`, `newsletter-7`). */
export function erasedIds(subjects: readonly string[]) {
  const ids = { family: [] as number[], user: [] as number[], contact: [] as number[], newsletter: [] as number[] };
  for (const subject of subjects) {
    const named = /^(family|user|contact|newsletter)-(\d+)$/.exec(subject);
    if (named) ids[named[1] as keyof typeof ids].push(Number(named[2]));
  }
  return { famIds: ids.family, userIds: ids.user, contactIds: ids.contact, subscriberIds: ids.newsletter };
}

type ErasureEvent = FamilyErased | ContactDeleted | ContactErased | NewsletterDeleted | NewsletterErased;

/** What puts an erasure on record: its stream, the events to append there, and the one of a stream's events that records it already. */
export interface ErasureRecordEvents {
  stream: string;
  events: ErasureEvent[];
  recordedIn<E extends { type: string; data: unknown }>(events: readonly E[]): E | undefined;
}

/**
 * The events that put an erasure on record, on its stream, as the command that made it appended
 * them (by nobody: `by` null, at the moment it was made), and the event of a stream that holds it
 * already (an erasure of the same family, contact request or sign-up, whichever erasure id it
 * had). Undefined when none can be written: a sign-up erased alone recorded without its stream.
 *
 * @example
 * erasureOnRecord({ erasureId: 'e1', erasedAt, subjects: ['family-12', 'user-3'], reason: 'family' });
 * // { stream: 'family-12', events: [{ type: 'FamilyErased', data: { famId: 12, erasureId: 'e1', subjects, userIds: [3], contactIds: [], subscriberIds: [], at: erasedAt, by: null } }], recordedIn }
 */
export function erasureOnRecord(erasure: ErasureOnFile): ErasureRecordEvents | undefined {
  const { erasureId, erasedAt: at, reason } = erasure;
  const subjects = [...erasure.subjects];
  const ids = erasedIds(subjects);
  const holds =
    (type: ErasureEvent['type'], field: string, id: number) =>
    <E extends { type: string; data: unknown }>(events: readonly E[]) =>
      events.find((event) => event.type === type && (event.data as Record<string, unknown>)[field] === id);
  const famId = ids.famIds[0];
  if (famId !== undefined) {
    const { userIds, contactIds, subscriberIds } = ids;
    return { stream: familyStream(famId), events: [{ type: 'FamilyErased', data: { famId, erasureId, subjects, userIds, contactIds, subscriberIds, at, by: null } }], recordedIn: holds('FamilyErased', 'famId', famId) };
  }
  const alone = reason === 'family' ? 'deleted' : reason;
  const contactId = ids.contactIds[0];
  if (contactId !== undefined) {
    const erased: ContactErased = { type: 'ContactErased', data: { contactId, erasureId, subjects, reason: alone, at, by: null } };
    return { stream: contactStream(contactId), events: alone === 'deleted' ? [{ type: 'ContactDeleted', data: { contactId, at } }, erased] : [erased], recordedIn: holds('ContactErased', 'contactId', contactId) };
  }
  const subscriberId = ids.subscriberIds[0];
  if (subscriberId !== undefined && erasure.stream) {
    const erased: NewsletterErased = { type: 'NewsletterErased', data: { subscriberId, erasureId, subjects, reason: alone, at, by: null } };
    return {
      stream: erasure.stream,
      events: alone === 'deleted' ? [{ type: 'NewsletterDeleted', data: { subscriberId, at } }, erased] : [erased],
      recordedIn: holds('NewsletterErased', 'subscriberId', subscriberId),
    };
  }
  return undefined;
}
