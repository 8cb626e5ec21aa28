import { CLOSURES_STREAM, SCHOOL_IDENTITY_STREAM, courseStream, documentStream, upcastActivityEvent, type ActivityEvent, type ClosureDeclared, type CourseScheduled, type DocumentKind, type SchoolIdentitySaved } from '@plouf/command-api/events';
import { DEMO_SEED_CORRELATION, type EventStore, type RecordedEvent } from '@plouf/infra';
import type { Language } from './kinds.ts';
import { NO_TERM_FACTS, termFacts, type TermFacts } from './termFacts.ts';

/** The catalogue kinds whose names mails show. */
export type NamedKind = Extract<DocumentKind, 'Pool' | 'Activity' | 'Pass'>;

/**
 * The catalogue's names a batch's mails show, read when the batch is written: a mail names a pool,
 * an activity or a pass as the catalogue names it then, in the recipient's language (ADR 0017).
 */
export interface MailNames extends TermFacts {
  /** The document's name in `language` (its French when its English is blank); undefined when it is gone or unknown. */
  name(kind: NamedKind, id: number, language: Language): string | undefined;
  /** The activity of a course. */
  activityOf(crsId: number): number | undefined;
  /** A pool's postal address as the catalogue holds it now (`12 rue de l’Eau, 75011 Paris`): the reminder shows where to go. */
  address(psnId: number): string | undefined;
  /** The reason the school gave for a closure, in `language` (its French when its English is blank). */
  closureReason(closureId: number, language: Language): string | undefined;
  /** The school's name as its identity holds it now (the invoices'): a level's certificate is signed with it. */
  schoolName(): string | undefined;
}

export const NO_NAMES: MailNames = { name: () => undefined, activityOf: () => undefined, address: () => undefined, closureReason: () => undefined, schoolName: () => undefined, ...NO_TERM_FACTS };

type Name = { fr: string; en: string };
type Slot = { psnId?: unknown; acyId?: unknown };
type Lesson = { crsId?: unknown; psnId?: unknown };

/**
 * Booking events name their course; a make-up credit the lesson it makes up for; a term's events
 * their slots; a paid order's cards name their passes; a lesson cancelled by a closure, the
 * closure; a level passed, its activity and the school (its certificate). The demo's mail nobody.
 */
function wanted(batch: readonly RecordedEvent[]) {
  const courses = new Set<number>();
  const documents = new Map<string, { kind: NamedKind; id: number }>();
  const want = (kind: NamedKind, id: number) => documents.set(documentStream(kind, id), { kind, id });
  let closures = false;
  let school = false;
  for (const event of batch) {
    if (event.metadata?.correlationId === DEMO_SEED_CORRELATION) continue;
    const data = event.data as {
      course?: Lesson;
      credit?: { source?: Lesson | null; closure?: unknown };
      closure?: unknown;
      cards?: Array<{ fftId?: unknown }>;
      slot?: Slot;
      children?: Array<{ slot?: Slot }>;
      acyId?: unknown;
    };
    for (const lesson of [data.course, data.credit?.source]) {
      if (typeof lesson?.crsId === 'number') courses.add(lesson.crsId);
      if (typeof lesson?.psnId === 'number') want('Pool', lesson.psnId);
    }
    if (data.closure || data.credit?.closure) closures = true;
    for (const slot of [data.slot, ...(data.children ?? []).map((child) => child.slot)]) {
      if (typeof slot?.psnId === 'number') want('Pool', slot.psnId);
      if (typeof slot?.acyId === 'number') want('Activity', slot.acyId);
    }
    if (event.type === 'CardsIssued') for (const card of data.cards ?? []) if (typeof card.fftId === 'number') want('Pass', card.fftId);
    if (event.type === 'LevelPassed') {
      if (typeof data.acyId === 'number') want('Activity', data.acyId);
      school = true;
    }
  }
  return { courses, documents, want, closures, school };
}

type Fields = { libelle: string; translations?: { en?: { libelle?: string } }; address?: { adrNumberWay?: string; adrPostalCode?: string; libelle?: string } };

/** A document's name as its stream stands: the last saved fields, none once removed; a pool's address with it. */
function nameOf(kind: NamedKind, events: readonly RecordedEvent[]): (Name & { address?: string }) | undefined {
  let name: (Name & { address?: string }) | undefined;
  for (const recorded of events) {
    const event = kind === 'Activity' ? upcastActivityEvent({ type: recorded.type, data: recorded.data } as ActivityEvent) : { type: recorded.type, data: recorded.data };
    if (event.type.endsWith('Removed')) name = undefined;
    if (event.type.endsWith('Added') || event.type.endsWith('Changed')) {
      const fields = (event.data as { fields: Fields }).fields;
      name = { fr: fields.libelle, en: fields.translations?.en?.libelle ?? '', ...(kind === 'Pool' && fields.address && { address: postalAddress(fields.address) }) };
    }
  }
  return name;
}

/**
 * A postal address on one line, as a letter writes it.
 *
 * @example
 * postalAddress({ adrNumberWay: '12 rue de l’Eau', adrPostalCode: '75011', libelle: 'Paris' }); // '12 rue de l’Eau, 75011 Paris'
 */
export function postalAddress(address: NonNullable<Fields['address']>) {
  const town = [address.adrPostalCode, address.libelle].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  return [address.adrNumberWay?.trim() ?? '', town].filter(Boolean).join(', ');
}

/** The closures' reasons, French and English, by closure. */
function closureReasons(events: readonly RecordedEvent[]) {
  const reasons = new Map<number, Name>();
  for (const event of events) {
    if (event.type !== 'ClosureDeclared') continue;
    const data = event.data as ClosureDeclared['data'];
    reasons.set(data.closureId, { fr: data.reason, en: data.englishReason });
  }
  return reasons;
}

/**
 * Reads from the event store the names the batch's mails need: each course's activity, then each
 * pool (with its address), activity and pass named, the closures' reasons when a lesson of the
 * batch was cancelled by one, the school's name when a level was passed, and the cards paying the
 * batch's term enrolments and the enrolments it ends (`termFacts`; one stream read each, whatever
 * the number of mails).
 *
 * @example
 * const names = await mailNames(store, batch);
 * names.name('Pool', 2, 'en'); // 'Canal pool'
 */
export async function mailNames(store: EventStore, batch: readonly RecordedEvent[]): Promise<MailNames> {
  const { courses, documents, want, closures, school } = wanted(batch);
  if (courses.size === 0 && documents.size === 0 && !closures && !school) return NO_NAMES;
  const activities = new Map<number, number>();
  const [facts] = await Promise.all([
    termFacts(store, batch),
    ...[...courses].map(async (crsId) => {
      const [scheduled] = await store.readStream(courseStream(crsId));
      if (scheduled?.type !== 'CourseScheduled') return;
      const acyId = (scheduled.data as CourseScheduled['data']).acyId;
      activities.set(crsId, acyId);
      want('Activity', acyId);
    }),
  ]);
  // The pass of the card paying each enrolment is named as the catalogue names it now.
  for (const event of batch) {
    const cardId = (event.data as { cardId?: unknown }).cardId;
    const card = typeof cardId === 'number' && (event.type === 'TermEnrolled' || event.type === 'TermWaitlistPromoted') ? facts.card(cardId) : undefined;
    if (card) want('Pass', card.fftId);
  }
  const names = new Map<string, Name & { address?: string }>();
  const [reasons, schoolName] = await Promise.all([
    closures ? store.readStream(CLOSURES_STREAM).then(closureReasons) : new Map<number, Name>(),
    school ? store.readStream(SCHOOL_IDENTITY_STREAM).then((events) => (events.at(-1)?.data as SchoolIdentitySaved['data'] | undefined)?.name) : undefined,
    Promise.all(
      [...documents].map(async ([stream, { kind }]) => {
        const name = nameOf(kind, await store.readStream(stream));
        if (name) names.set(stream, name);
      }),
    ),
  ]);
  const inLanguage = (name: Name | undefined, language: Language) => (name ? (language === 'en' && name.en.trim() !== '' ? name.en : name.fr) : undefined);
  return {
    name: (kind, id, language) => inLanguage(names.get(documentStream(kind, id)), language),
    activityOf: (crsId) => activities.get(crsId),
    address: (psnId) => names.get(documentStream('Pool', psnId))?.address || undefined,
    closureReason: (closureId, language) => inLanguage(reasons.get(closureId), language),
    schoolName: () => schoolName?.trim() || undefined,
    card: facts.card,
    enrolment: facts.enrolment,
  };
}
