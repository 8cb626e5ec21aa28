import { courseStream, documentStream, upcastActivityEvent, type ActivityEvent, type CourseScheduled, type DocumentKind } from '@plouf/command-api/events';
import { DEMO_SEED_CORRELATION, type EventStore, type RecordedEvent } from '@plouf/infra';
import type { Language } from './kinds.ts';

/** The catalogue kinds whose names mails show. */
export type NamedKind = Extract<DocumentKind, 'Pool' | 'Activity' | 'Pass'>;

/**
 * The catalogue's names a batch's mails show, read when the batch is written: a mail names a pool,
 * an activity or a pass as the catalogue names it then, in the recipient's language (ADR 0017).
 */
export interface MailNames {
  /** The document's name in `language` (its French when its English is blank); undefined when it is gone or unknown. */
  name(kind: NamedKind, id: number, language: Language): string | undefined;
  /** The activity of a course. */
  activityOf(crsId: number): number | undefined;
}

export const NO_NAMES: MailNames = { name: () => undefined, activityOf: () => undefined };

type Name = { fr: string; en: string };
type Slot = { psnId?: unknown; acyId?: unknown };

/** Booking events name their course; a term's events their slots; a paid order's cards name their passes. The demo's mail nobody. */
function wanted(batch: readonly RecordedEvent[]) {
  const courses = new Set<number>();
  const documents = new Map<string, { kind: NamedKind; id: number }>();
  const want = (kind: NamedKind, id: number) => documents.set(documentStream(kind, id), { kind, id });
  for (const event of batch) {
    if (event.metadata?.correlationId === DEMO_SEED_CORRELATION) continue;
    const data = event.data as { course?: { crsId?: unknown; psnId?: unknown }; cards?: Array<{ fftId?: unknown }>; slot?: Slot; children?: Array<{ slot?: Slot }> };
    if (typeof data.course?.crsId === 'number') courses.add(data.course.crsId);
    if (typeof data.course?.psnId === 'number') want('Pool', data.course.psnId);
    for (const slot of [data.slot, ...(data.children ?? []).map((child) => child.slot)]) {
      if (typeof slot?.psnId === 'number') want('Pool', slot.psnId);
      if (typeof slot?.acyId === 'number') want('Activity', slot.acyId);
    }
    if (event.type === 'CardsIssued') for (const card of data.cards ?? []) if (typeof card.fftId === 'number') want('Pass', card.fftId);
  }
  return { courses, documents, want };
}

/** A document's name as its stream stands: the last saved fields, none once removed. */
function nameOf(kind: NamedKind, events: readonly RecordedEvent[]): Name | undefined {
  let name: Name | undefined;
  for (const recorded of events) {
    const event = kind === 'Activity' ? upcastActivityEvent({ type: recorded.type, data: recorded.data } as ActivityEvent) : { type: recorded.type, data: recorded.data };
    if (event.type.endsWith('Removed')) name = undefined;
    if (event.type.endsWith('Added') || event.type.endsWith('Changed')) {
      const fields = (event.data as { fields: { libelle: string; translations?: { en?: { libelle?: string } } } }).fields;
      name = { fr: fields.libelle, en: fields.translations?.en?.libelle ?? '' };
    }
  }
  return name;
}

/**
 * Reads from the event store the names the batch's mails need: each course's activity, then each
 * pool, activity and pass named (one stream read each, whatever the number of mails).
 *
 * @example
 * const names = await mailNames(store, batch);
 * names.name('Pool', 2, 'en'); // 'Canal pool'
 */
export async function mailNames(store: EventStore, batch: readonly RecordedEvent[]): Promise<MailNames> {
  const { courses, documents, want } = wanted(batch);
  if (courses.size === 0 && documents.size === 0) return NO_NAMES;
  const activities = new Map<number, number>();
  await Promise.all(
    [...courses].map(async (crsId) => {
      const [scheduled] = await store.readStream(courseStream(crsId));
      if (scheduled?.type !== 'CourseScheduled') return;
      const acyId = (scheduled.data as CourseScheduled['data']).acyId;
      activities.set(crsId, acyId);
      want('Activity', acyId);
    }),
  );
  const names = new Map<string, Name>();
  await Promise.all(
    [...documents].map(async ([stream, { kind }]) => {
      const name = nameOf(kind, await store.readStream(stream));
      if (name) names.set(stream, name);
    }),
  );
  return {
    name(kind, id, language) {
      const name = names.get(documentStream(kind, id));
      if (!name) return undefined;
      return language === 'en' && name.en.trim() !== '' ? name.en : name.fr;
    },
    activityOf: (crsId) => activities.get(crsId),
  };
}
