import type { Language, MailContext, MailRequest } from './kinds.ts';

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
  return siteLink(context, autolog ? `${path}?key=${encodeURIComponent(context.keys.keyFor('autolog', autolog.requestId))}` : path);
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
