import { describe, expect, it } from 'vitest';
import type { PassView } from '../../../api/catalogue.ts';
import { activitiesAt, activitiesOfKind, activityPath, parseActivityId, passesForActivity, passesForPool, poolsTeaching } from './selectors.ts';
import { clockTime, timetable } from './timetable.ts';

const activity = (id: number, acyEnfant: boolean, acyOrdre: number) => ({ id, acyEnfant, acyOrdre, content: { slug: `a-${id}` } });
const pass = (id: number, fftTarif: number, changes: Partial<PassView> = {}): PassView => ({
  id, libelle: `Pass ${id}`, selected: false, detailLoaded: true, fftIsAbo: false, fftEnable: true, fftLimiteAchat: 0,
  fftValiditeM: 12, fftNbEntree: 10, fftTarif, fftInfos: '', acyIds: [1], psnIds: [7], tva: 2000, translations: {}, ...changes,
});

describe('catalogue selectors', () => {
  it('splits activities into their sections, in the administrator order', () => {
    const all = [activity(1, false, 2), activity(2, true, 2), activity(3, true, 1), activity(4, false, 1)];
    expect(activitiesOfKind(all, 'children').map((a) => a.id)).toEqual([3, 2]);
    expect(activitiesOfKind(all, 'adults').map((a) => a.id)).toEqual([4, 1]);
    expect(activitiesAt(all, [1, 2, 4]).map((a) => a.id)).toEqual([2, 4, 1]);
  });

  it('links an activity under its section', () => {
    expect(activityPath(activity(3, true, 1))).toBe('/activites-enfants/a-3');
    expect(activityPath(activity(4, false, 1))).toBe('/activites-adultes/a-4');
  });

  it('finds the pools teaching an activity', () => {
    const pools = [{ libelle: 'Zola', acyIds: [1, 2] }, { libelle: 'Arago', acyIds: [1] }, { libelle: 'Bréguet', acyIds: [2] }];
    expect(poolsTeaching(pools, 1).map((p) => p.libelle)).toEqual(['Arago', 'Zola']);
  });

  it('keeps the passes on sale for a pool or an activity, cheapest first', () => {
    const passes = [pass(1, 9000), pass(2, 1500), pass(3, 500, { fftEnable: false }), pass(4, 2000, { psnIds: [8], acyIds: [2] })];
    expect(passesForPool(passes, 7).map((p) => p.id)).toEqual([2, 1]);
    expect(passesForActivity(passes, 2).map((p) => p.id)).toEqual([4]);
  });

  it('reads the activity filter of the pool list', () => {
    expect(parseActivityId('3')).toBe(3);
    expect(parseActivityId(null)).toBeUndefined();
    expect(parseActivityId('x')).toBeUndefined();
    expect(parseActivityId('-1')).toBeUndefined();
  });
});

describe('timetable', () => {
  const lesson = (tcsId: number, thrJour: number, thrHeure: number, thrMinute = 0) => ({
    tcsId, libelle: '', acyId: 1, acyIdCplt: null, usrId: 2, thrJour, thrHeure, thrMinute, tcsDureeMin: 45, tcsCapaciteMax: 8,
  });

  it('groups lessons by day, Monday first, each day by time', () => {
    const days = timetable([lesson(1, 3, 14), lesson(2, 1, 18, 30), lesson(3, 3, 9, 15), lesson(4, 7, 10)]);
    expect(days.map((day) => day.day)).toEqual([1, 3, 7]);
    expect(days[1]!.lessons.map((l) => l.tcsId)).toEqual([3, 1]);
  });

  it('writes times as hh:mm', () => {
    expect(clockTime(9, 5)).toBe('09:05');
    expect(clockTime(14, 0)).toBe('14:00');
  });
});
