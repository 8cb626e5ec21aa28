import { describe, expect, it } from 'vitest';
import type { PassView } from '../../../api/catalogue.ts';
import { vatIncluded, visiblePasses, type PassListState } from './passListState.ts';

const pass = (id: number, libelle: string, fftTarif: number, fftNbEntree: number, fftValiditeM: number, fftInfos = ''): PassView =>
  ({ id, libelle, fftTarif, fftNbEntree, fftValiditeM, fftInfos }) as PassView;

const passes = [pass(1, 'Carte 10 séances', 18000, 10, 6), pass(2, 'Séance découverte', 1500, 1, 1, 'Pour essayer'), pass(3, 'Abonnement annuel', 45000, 40, 12)];
const state = (patch: Partial<PassListState> = {}): PassListState => ({ search: '', sortField: 'price', descending: false, ...patch });
const ids = (rows: readonly PassView[]) => rows.map((row) => row.id);

describe('tariffs list', () => {
  it('searches the name and the information, accents and case ignored', () => {
    expect(ids(visiblePasses(passes, state({ search: 'SEANCE' })))).toEqual([2, 1]);
    expect(ids(visiblePasses(passes, state({ search: 'essayer' })))).toEqual([2]);
  });

  it('sorts by price, entries, validity or name, either way', () => {
    expect(ids(visiblePasses(passes, state()))).toEqual([2, 1, 3]);
    expect(ids(visiblePasses(passes, state({ descending: true })))).toEqual([3, 1, 2]);
    expect(ids(visiblePasses(passes, state({ sortField: 'entries', descending: true })))).toEqual([3, 1, 2]);
    expect(ids(visiblePasses(passes, state({ sortField: 'validity' })))).toEqual([2, 1, 3]);
    expect(ids(visiblePasses(passes, state({ sortField: 'name' })))).toEqual([3, 1, 2]);
  });

  it('finds the VAT included in a price', () => {
    expect(vatIncluded(1200, 2000)).toBe(200);
    expect(vatIncluded(1055, 550)).toBe(55);
    expect(vatIncluded(1000, 0)).toBe(0);
  });
});
