/**
 * Retention (issue 25, docs/adr/0022-personal-data.md): once a day, on the one scheduler (ADR 0015),
 * the contact requests kept past the school's period and the newsletter sign-ups never validated in
 * time are erased: the subject's key is deleted and the erasure kept in the list outside the
 * database, then `ContactErased` / `NewsletterErased` is appended to its stream (the read models
 * forget it). Each day's item schedules the next day's; the first is scheduled at start.
 */
import { addDays, parisDay, parisMoment } from '@plouf/infra/days';
import { eraseFirst, handleCommand, schedule, type EventStore, type FiredItem, type SqlPool } from '@plouf/infra';
import { contactStream } from '../contacts/events.ts';
import { contactSubject, newsletterSubject } from '../privacy/events.ts';
import { readPrivacySettings } from '../privacy/settings/store.ts';
import { retentionLimits } from '../privacy/settings/limits.ts';
import { contactRetentionDecider, signUpRetentionDecider } from './decider.ts';

/** The scheduler's kind of the daily sweep; its key is the Paris day it runs for. */
export const RETENTION_DUE = 'privacy-retention';
/** The sweep runs at night, Paris time. */
const SWEEP_HOUR = 3;
const PAGE = 200;

/** What the sweep reads from the read models: the candidates, in pages (after an id), before a moment. */
export interface RetentionReads {
  /** Contact requests received before `before`, not erased yet, ids above `after`, by id. */
  contactsBefore(before: Date, after: number, limit: number): Promise<number[]>;
  /** Sign-ups (pending or disabled) never validated, made before `before`, ids above `after`, by id: their address names their stream. */
  signUpsBefore(before: Date, after: number, limit: number): Promise<Array<{ subscriberId: number; email: string }>>;
}

export interface RetentionOptions {
  store: EventStore;
  pool: SqlPool;
  clock: () => Date;
  /** Deletes the subjects' keys and keeps the erasure in the list outside the database (the platform's one erase). */
  erase(subjects: string[], erasureId: string): Promise<void>;
  /** A newsletter address's stream (the platform's keyed hash). */
  newsletterStream(email: string): string;
  reads: RetentionReads;
}

/** The sweep's item for the day after `now` (Paris), at night. */
const nextSweep = (now: Date) => {
  const day = addDays(parisDay(now));
  return { kind: RETENTION_DUE, key: day, dueAt: new Date(parisMoment(day, SWEEP_HOUR, 0)) };
};

/**
 * Schedules today's sweep (at start): at night, so at once when the server starts later in the day.
 * Once a day's item is stored (waiting or done), scheduling it again changes nothing.
 */
export async function scheduleRetention(pool: SqlPool, clock: () => Date) {
  const day = parisDay(clock());
  await schedule(pool, { kind: RETENTION_DUE, key: day, dueAt: new Date(parisMoment(day, SWEEP_HOUR, 0)) });
}

/**
 * The daily sweep's handler (`scheduler.onDue(RETENTION_DUE, …)`). Each erasure is decided on its
 * stream first (still there, still past its time, not erased yet: a sign-up validated meanwhile
 * stays), then its key goes, then its event is appended with a key of its own: a second firing, or
 * a second sweep, erases nothing twice.
 */
export function retentionHandler(options: RetentionOptions) {
  const { store, pool, clock, reads } = options;
  return async (item: FiredItem) => {
    await schedule(pool, nextSweep(clock()));
    const now = clock();
    const limits = retentionLimits(now, (await readPrivacySettings(store)).settings);
    const metadata = (what: string) => ({ correlationId: item.idempotencyKey, userId: null, timestamp: now.toISOString(), idempotencyKey: `${item.idempotencyKey}#${what}` });
    const erase = (subject: string, erasureId: string) => options.erase([subject], erasureId);

    for (let after = 0, page = await reads.contactsBefore(limits.contactsBefore, after, PAGE); page.length > 0; page = await reads.contactsBefore(limits.contactsBefore, after, PAGE)) {
      for (const contactId of page) {
        const subject = contactSubject(contactId);
        const erasureId = `retention:${item.key}:${subject}`;
        const stream = contactStream(contactId);
        const command = { type: 'EraseContact' as const, data: { contactId, receivedBefore: limits.contactsBefore.toISOString(), erasureId, subjects: [subject], now: now.toISOString(), by: null } };
        await eraseFirst(store, stream, contactRetentionDecider, command, {
          erase: () => erase(subject, erasureId),
          append: () => handleCommand(store, stream, contactRetentionDecider, command, metadata(subject)),
        });
      }
      after = page[page.length - 1]!;
    }

    for (let after = 0, page = await reads.signUpsBefore(limits.signUpsBefore, after, PAGE); page.length > 0; page = await reads.signUpsBefore(limits.signUpsBefore, after, PAGE)) {
      for (const { subscriberId, email } of page) {
        const subject = newsletterSubject(subscriberId);
        const erasureId = `retention:${item.key}:${subject}`;
        const stream = options.newsletterStream(email);
        const command = { type: 'EraseSignUp' as const, data: { subscriberId, signedUpBefore: limits.signUpsBefore.toISOString(), erasureId, subjects: [subject], now: now.toISOString(), by: null } };
        await eraseFirst(store, stream, signUpRetentionDecider, command, {
          erase: () => erase(subject, erasureId),
          append: () => handleCommand(store, stream, signUpRetentionDecider, command, metadata(subject)),
        });
      }
      after = page[page.length - 1]!.subscriberId;
    }
  };
}
