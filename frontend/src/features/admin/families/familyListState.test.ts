import { describe, expect, it } from 'vitest';
import type { FamilySummary } from '../../../api/types.ts';
import { visibleFamilies } from './familyListState.ts';

const family = (id: number, libelle: string, city: string | null, membersCount: number, createdAt: string): FamilySummary => ({
  id,
  famId: id,
  libelle,
  city,
  membersCount,
  createdAt,
});

const families = [
  family(1, 'Dupont', 'Lyon', 3, '2026-01-10T10:00:00Z'),
  family(2, 'Émery', 'Villeurbanne', 1, '2026-03-01T10:00:00Z'),
  family(3, 'Bernard', null, 2, '2025-12-24T10:00:00Z'),
];
const ids = (rows: FamilySummary[]) => rows.map((row) => row.id);

describe('visibleFamilies', () => {
  it('sorts by name, then by any field in either direction', () => {
    expect(ids(visibleFamilies(families, { search: '', sortField: 'name', descending: false }))).toEqual([3, 1, 2]);
    expect(ids(visibleFamilies(families, { search: '', sortField: 'members', descending: true }))).toEqual([1, 3, 2]);
    expect(ids(visibleFamilies(families, { search: '', sortField: 'date', descending: true }))).toEqual([2, 1, 3]);
    expect(ids(visibleFamilies(families, { search: '', sortField: 'city', descending: false }))).toEqual([3, 1, 2]);
  });

  it('searches the name and the city, accents and case ignored', () => {
    expect(ids(visibleFamilies(families, { search: 'emery', sortField: 'name', descending: false }))).toEqual([2]);
    expect(ids(visibleFamilies(families, { search: 'LYON', sortField: 'name', descending: false }))).toEqual([1]);
    expect(visibleFamilies(families, { search: 'paris', sortField: 'name', descending: false })).toEqual([]);
  });
});
