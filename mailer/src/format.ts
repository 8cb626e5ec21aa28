import type { CourseSummary } from '@plouf/command-api/events';
import type { Language, MailContext, MailRequest, MailVariables } from './kinds.ts';

/*
 * What every kind's mail writes the same way: links absolute from the site's address, and moments,
 * days and amounts as the reader writes them, on the school's clock (`Europe/Paris`).
 */

export const languageOf = (language: unknown): Language => (language === 'en' ? 'en' : 'fr');

export const siteLink = (context: MailContext, path: string) => `${context.publicUrl.replace(/\/+$/, '')}${path}`;

/** The autolog request of an event's mail: one per event, so a replayed event registers no second key. */
export const autologOf = (eventId: string, famId: number) => ({ requestId: `mail:${eventId}`, famId });

/** A link to one of the family's pages; with the mail's autolog key when it has one (`?key=`, read by the front end at start). */
export function familyLink(context: MailContext, path: string, autolog?: MailRequest['autolog']) {
  return siteLink(context, autolog ? `${path}${path.includes('?') ? '&' : '?'}key=${encodeURIComponent(context.keys.keyFor('autolog', autolog.requestId))}` : path);
}

const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'fr-FR');

/** A moment as the reader's clock shows it (`21 novembre 2026 à 14:30`); as written when unreadable. */
export function formatMoment(iso: string, language: Language, timeZone: string) {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeStyle: 'short', timeZone }).format(moment);
}

/** A lesson's moment with its weekday (`mercredi 7 octobre 2026 à 14:00`, `Wednesday 7 October 2026 at 14:00`). */
export function formatLesson(iso: string, language: Language, timeZone: string) {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'full', timeStyle: 'short', timeZone }).format(moment);
}

/** Cents as the reader writes euros: `150 €`, `139,50 €` (`€150`, `€139.50` in English). */
export function formatEuros(cents: number, language: Language) {
  return new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** A day as the reader writes it (`23/11/2027`). */
export function formatDay(iso: string, language: Language, timeZone: string) {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'short', timeZone }).format(moment);
}

/**
 * An ISO weekday (1 Monday … 7 Sunday) as the reader names it.
 *
 * @example
 * weekdayName(3, 'fr'); // 'mercredi'
 * weekdayName(3, 'en'); // 'Wednesday'
 */
export function weekdayName(day: number, language: Language) {
  // 5 January 2026 is a Monday; noon UTC is that day everywhere.
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + day, 12)));
}

/** A slot's time of day as the school's clock writes it: `14:00`, `9:30` → `09:30`. */
export const clockTime = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** A moment's day as the reader writes it in full (`26 janvier 2027`), on the school's clock: a credit's last day. */
export function formatLongDay(iso: string, language: Language, timeZone: string) {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeZone }).format(moment);
}

/**
 * A calendar day (`YYYY-MM-DD`, already the school's: a closure's) in full, with its weekday.
 *
 * @example
 * formatCalendarDay('2026-12-21', 'fr'); // 'lundi 21 décembre 2026'
 * formatCalendarDay('2026-12-21', 'en'); // 'Monday, 21 December 2026'
 */
export function formatCalendarDay(day: string, language: Language) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  // Noon UTC is that day everywhere.
  const moment = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'full', timeZone: 'UTC' }).format(moment);
}

/** What every booking mail says of the lesson, in the reader's language and clock. */
export function lessonVariables(data: { memberName: string; course: CourseSummary; notify: { language: Language } }, context: MailContext, autolog?: MailRequest['autolog']): MailVariables {
  const language = languageOf(data.notify.language);
  const acyId = context.names?.activityOf(data.course.crsId);
  return {
    member: data.memberName,
    // The pool and activity as the catalogue names them in the reader's language (ADR 0017).
    activity: (acyId !== undefined ? context.names?.name('Activity', acyId, language) : undefined) ?? data.course.acyName,
    pool: context.names?.name('Pool', data.course.psnId, language) ?? data.course.psnName,
    start: formatMoment(data.course.start, language, context.timeZone),
    duration: data.course.durationMin,
    cutoff: data.course.cutoffAt ? formatMoment(data.course.cutoffAt, language, context.timeZone) : '',
    bookingsLink: familyLink(context, '/profil/my-booking', autolog),
    bookLink: siteLink(context, `/reserver?piscine=${data.course.psnId}`),
  };
}

/** The calendar day of a moment on the school's clock, `YYYY-MM-DD`. */
const dayOn = (moment: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(moment);

/**
 * Days from one moment's day to another's, on the school's clock, said with their unit.
 *
 * @example
 * daysLeft('2027-01-19T09:00:00Z', '2027-01-26T22:59:59Z', 'fr', 'Europe/Paris'); // '7 jours'
 * daysLeft('2027-01-25T09:00:00Z', '2027-01-26T22:59:59Z', 'en', 'Europe/Paris'); // '1 day'
 */
export function daysLeft(from: string, to: string, language: Language, timeZone: string) {
  const [start, end] = [new Date(from), new Date(to)];
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const days = Math.max(0, Math.round((Date.parse(dayOn(end, timeZone)) - Date.parse(dayOn(start, timeZone))) / 86_400_000));
  const unit = language === 'en' ? (days === 1 ? 'day' : 'days') : days <= 1 ? 'jour' : 'jours';
  return `${days} ${unit}`;
}
