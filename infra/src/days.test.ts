import { describe, expect, it } from 'vitest';
import { endOfParisDay, parisDay, parisMoment } from './days.ts';

describe('Paris days and moments (worked out once per hour)', () => {
  const paris = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });

  it('gives the day Intl gives, minute by minute around midnight and the changes of hour', () => {
    for (const start of ['2026-03-28T20:00:00Z', '2026-10-24T20:00:00Z', '2026-11-29T21:00:00Z']) {
      for (let minute = 0; minute < 60 * 30; minute += 7) {
        const moment = new Date(Date.parse(start) + minute * 60_000);
        expect(parisDay(moment)).toBe(paris.format(moment));
        // Asked again (now from what was kept): the same.
        expect(parisDay(moment)).toBe(paris.format(moment));
      }
    }
  });

  it('places wall-clock times on the right side of the changes of hour', () => {
    expect(parisMoment('2026-03-28', 14, 0)).toBe('2026-03-28T13:00:00.000Z');
    expect(parisMoment('2026-03-29', 14, 0)).toBe('2026-03-29T12:00:00.000Z');
    expect(parisMoment('2026-10-24', 9, 30)).toBe('2026-10-24T07:30:00.000Z');
    expect(parisMoment('2026-10-25', 9, 30)).toBe('2026-10-25T08:30:00.000Z');
    expect(endOfParisDay('2027-11-23')).toBe('2027-11-23T22:59:59.000Z');
    expect(endOfParisDay('2027-07-14')).toBe('2027-07-14T21:59:59.000Z');
  });

  it('refuses an invalid moment as Intl does', () => {
    expect(() => parisDay(new Date('not a date'))).toThrow(RangeError);
  });
});
