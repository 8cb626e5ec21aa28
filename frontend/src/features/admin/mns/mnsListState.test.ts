import { describe, expect, it } from 'vitest';
import type { MnsView } from '../../../api/catalogue.ts';
import { visibleMns, type MnsListState } from './mnsListState.ts';

const mns = (id: number, usrPrenom: string, usrNom: string, ctyName: string): MnsView => ({ id, usrPrenom, usrNom, ctyName }) as MnsView;
const instructors = [mns(1, 'Léa', 'Durand', 'Paris'), mns(2, 'Hugo', 'Bernard', 'Évry'), mns(3, 'Anaïs', 'Durand', 'Lyon')];
const state = (patch: Partial<MnsListState> = {}): MnsListState => ({ search: '', sortField: 'lastName', descending: false, ...patch });
const ids = (rows: readonly MnsView[]) => rows.map((row) => row.id);

describe('MNS list', () => {
  it('searches first name, last name and city, accents and case ignored', () => {
    expect(ids(visibleMns(instructors, state({ search: 'lea' })))).toEqual([1]);
    expect(ids(visibleMns(instructors, state({ search: 'evry' })))).toEqual([2]);
    expect(ids(visibleMns(instructors, state({ search: 'durand' })))).toEqual([3, 1]);
  });

  it('sorts by last name then first name, or by the chosen field', () => {
    expect(ids(visibleMns(instructors, state()))).toEqual([2, 3, 1]);
    expect(ids(visibleMns(instructors, state({ descending: true })))).toEqual([3, 1, 2]);
    expect(ids(visibleMns(instructors, state({ sortField: 'firstName' })))).toEqual([3, 2, 1]);
    expect(ids(visibleMns(instructors, state({ sortField: 'city' })))).toEqual([2, 3, 1]);
  });
});
