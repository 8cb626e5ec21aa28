import { describe, expect, it } from 'vitest';
import type { PoolView } from '../../../api/catalogue.ts';
import { inPeriod, periodDays, pickerYears, visiblePools, type PoolListState } from './poolListState.ts';

const pool = (id: number, libelle: string, city: string, datMinCours: string | null, datMaxCours: string | null, createdAt = '2026-01-01T10:00:00Z'): PoolView =>
  ({ id, libelle, datMinCours, datMaxCours, createdAt, address: { adrNumberWay: '1 rue', adrPostalCode: '75015', libelle: city } }) as PoolView;

const state = (patch: Partial<PoolListState> = {}): PoolListState => ({ search: '', sortField: 'name', descending: false, period: { year: 2026, month: null }, ...patch });

describe('pools list', () => {
  it('bounds a month and a whole year', () => {
    expect(periodDays({ year: 2026, month: 2 })).toEqual({ first: '2026-02-01', after: '2026-03-01' });
    expect(periodDays({ year: 2026, month: 12 })).toEqual({ first: '2026-12-01', after: '2027-01-01' });
    expect(periodDays({ year: 2026, month: null })).toEqual({ first: '2026-01-01', after: '2027-01-01' });
  });

  it('keeps a pool whose lesson window overlaps the month, bounds included', () => {
    const schoolYear = { datMinCours: '2026-09-01', datMaxCours: '2027-06-30' };
    expect(inPeriod(schoolYear, { year: 2026, month: 8 })).toBe(false);
    expect(inPeriod(schoolYear, { year: 2026, month: 9 })).toBe(true);
    expect(inPeriod(schoolYear, { year: 2027, month: 6 })).toBe(true);
    expect(inPeriod(schoolYear, { year: 2027, month: 7 })).toBe(false);
    expect(inPeriod({ datMinCours: '2026-03-31', datMaxCours: '2026-03-31' }, { year: 2026, month: 3 })).toBe(true);
    expect(inPeriod({ datMinCours: '2026-04-01', datMaxCours: null }, { year: 2026, month: 3 })).toBe(false);
  });

  it('reads a missing bound as no limit, and "Tous" as the whole year', () => {
    expect(inPeriod({ datMinCours: null, datMaxCours: null }, { year: 1990, month: 1 })).toBe(true);
    expect(inPeriod({ datMinCours: null, datMaxCours: '2025-12-31' }, { year: 2026, month: null })).toBe(false);
    expect(inPeriod({ datMinCours: '2026-12-31', datMaxCours: null }, { year: 2026, month: null })).toBe(true);
    expect(inPeriod({ datMinCours: '2027-01-01', datMaxCours: null }, { year: 2026, month: null })).toBe(false);
  });

  it('searches the name, the city and the postal code, accents and case ignored, in the period', () => {
    const pools = [
      pool(1, 'Piscine des Tourelles', 'Paris', null, null),
      pool(2, 'Bassin Molitor', 'Boulogne', '2027-01-01', null),
      pool(3, 'Aquaboulevard', 'Évry', null, null),
    ];
    expect(visiblePools(pools, state({ search: 'evry' })).map((row) => row.id)).toEqual([3]);
    expect(visiblePools(pools, state({ search: '75015' })).map((row) => row.id)).toEqual([3, 1]);
    expect(visiblePools(pools, state({ period: { year: 2027, month: 2 } })).map((row) => row.id)).toEqual([3, 2, 1]);
  });

  it('sorts by the chosen field and direction', () => {
    const pools = [
      pool(1, 'B', 'Paris', '2026-09-01', null, '2026-01-02T00:00:00Z'),
      pool(2, 'A', 'Lyon', null, null, '2026-01-03T00:00:00Z'),
      pool(3, 'C', 'Annecy', '2026-01-15', null, '2026-01-01T00:00:00Z'),
    ];
    expect(visiblePools(pools, state()).map((row) => row.id)).toEqual([2, 1, 3]);
    expect(visiblePools(pools, state({ descending: true })).map((row) => row.id)).toEqual([3, 1, 2]);
    expect(visiblePools(pools, state({ sortField: 'city' })).map((row) => row.id)).toEqual([3, 2, 1]);
    expect(visiblePools(pools, state({ sortField: 'start' })).map((row) => row.id)).toEqual([2, 3, 1]);
    expect(visiblePools(pools, state({ sortField: 'created', descending: true })).map((row) => row.id)).toEqual([2, 1, 3]);
  });

  it('offers the years of every lesson window around this year', () => {
    const now = new Date(2026, 4, 1);
    expect(pickerYears([], { year: 2026, month: null }, now)).toEqual({ minYear: 2025, maxYear: 2027 });
    expect(pickerYears([pool(1, 'A', 'X', '2023-09-01', '2029-06-30')], { year: 2026, month: 1 }, now)).toEqual({ minYear: 2023, maxYear: 2029 });
  });
});
