import { describe, expect, it } from 'vitest';
import type { TermSlotView } from '../../../api/adminTerms.ts';
import { weekdayName } from '../../../lib/parisTime.ts';
import { clock, dayOfWeek, slotsByPool } from './slots.ts';

const slot = (tcsId: number, pool: [number, string], day: number, hour: number, minute = 0): TermSlotView => ({
  termId: 1,
  tcsId,
  libelle: '',
  englishLabel: '',
  piscine: { id: pool[0], libelle: pool[1] },
  activite: { id: 1, libelle: 'Apprentissage' },
  acyIdCplt: null,
  acyAge: 6,
  professeur: { id: 1, libelle: 'Sophie' },
  day,
  hour,
  minute,
  durationMin: 45,
  capacity: 8,
  enrolled: 0,
  placesLeft: 8,
  waiting: 0,
  dates: [],
  price: null,
});

describe('a term’s slots on the desk', () => {
  it('are grouped by pool (by name), then weekday, then time', () => {
    const canal: [number, string] = [2, 'Bassin du Canal'];
    const arago: [number, string] = [5, 'Arago'];
    const grouped = slotsByPool([slot(1, canal, 3, 14), slot(2, arago, 1, 9), slot(3, canal, 3, 10, 30), slot(4, canal, 1, 18)]);
    expect(grouped.map((pool) => pool.pool.libelle)).toEqual(['Arago', 'Bassin du Canal']);
    expect(grouped[1]!.days.map((day) => [day.day, day.slots.map((one) => one.tcsId)])).toEqual([
      [1, [4]],
      [3, [3, 1]],
    ]);
  });

  it('name their weekday and time', () => {
    expect(weekdayName(dayOfWeek(3), 'fr')).toBe('mercredi');
    expect(weekdayName(dayOfWeek(7), 'en')).toBe('Sunday');
    expect(clock({ hour: 9, minute: 5 })).toBe('09:05');
  });
});
