import type { InscriptionView } from '@plouf/command-api/contracts';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';

/** RFC 5545 text: backslash, semicolon, comma and new lines escaped. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const stamp = (moment: string | Date) => new Date(moment).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded (a space opens each continuation). */
function fold(line: string): string {
  const bytes = Buffer.from(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut--;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

/** A catalogue name in the feed's language: its English when written, otherwise its French (ADR 0012). */
const inLanguage = (named: InscriptionView['activite'], language: 'fr' | 'en') => (language === 'en' && named.translations?.en?.libelle?.trim()) || named.libelle;

/**
 * A family's lessons as an iCalendar feed: each booking an event (a place on the waiting list is
 * tentative, a cancelled one says so, so that a phone removes it).
 *
 * @example
 * calendarFeed('Martin', inscriptions, new Date()); // 'BEGIN:VCALENDAR\r\n…'
 */
export function calendarFeed(name: string, inscriptions: readonly InscriptionView[], now: Date, language: 'fr' | 'en' = 'fr'): string {
  const waiting = language === 'fr' ? 'liste d’attente' : 'waiting list';
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Plouf//Cours//FR', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${text(`Plouf · ${name}`)}`, 'X-WR-TIMEZONE:Europe/Paris'];
  for (const ins of inscriptions) {
    const start = new Date(ins.crsDatdebut);
    const end = new Date(start.getTime() + ins.crsDureeMin * 60_000);
    const status = ins.insStatus === ENROLMENT_STATUS.annule ? 'CANCELLED' : ins.insStatus === ENROLMENT_STATUS.listeAttente ? 'TENTATIVE' : 'CONFIRMED';
    const summary = `${inLanguage(ins.activite, language)} · ${ins.memberName}${ins.insStatus === ENROLMENT_STATUS.listeAttente ? ` (${waiting})` : ''}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:inscription-${ins.id}@plouf`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${text(summary)}`,
      `LOCATION:${text(inLanguage(ins.piscine, language))}`,
      `STATUS:${status}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
