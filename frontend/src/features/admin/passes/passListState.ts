import type { PassView } from '../../../api/catalogue.ts';
import { visibleRows, type ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';

export type PassSortField = 'name' | 'price' | 'entries' | 'validity';
export const PASS_SORT_FIELDS: readonly PassSortField[] = ['name', 'price', 'entries', 'validity'];

export type PassListState = ListState<PassSortField>;

/** Spec §2: the tariffs list keeps its search, sort field and direction across navigation. */
export const passListStore = createPersistedStore<PassListState>('plouf.admin.passes', {
  search: '',
  sortField: 'price',
  descending: false,
});

const byName = (a: PassView, b: PassView) => a.libelle.localeCompare(b.libelle, 'fr', { sensitivity: 'base' });

const compare: Record<PassSortField, (a: PassView, b: PassView) => number> = {
  name: byName,
  price: (a, b) => a.fftTarif - b.fftTarif,
  entries: (a, b) => a.fftNbEntree - b.fftNbEntree,
  validity: (a, b) => a.fftValiditeM - b.fftValiditeM,
};

/** The rows to show: name or information containing the search, sorted, then by name. */
export function visiblePasses(passes: readonly PassView[], state: PassListState): PassView[] {
  return visibleRows(passes, state, {
    searchText: (pass) => `${pass.libelle} ${pass.fftInfos}`,
    compare,
    tieBreak: (a, b) => byName(a, b) || a.id - b.id,
  });
}

/**
 * The VAT included in a price, in cents, for a rate in basis points (2000 = 20 %).
 *
 * @example
 * vatIncluded(1200, 2000) // 200
 */
export function vatIncluded(priceCents: number, rateBasisPoints: number): number {
  return Math.round(priceCents - priceCents / (1 + rateBasisPoints / 10_000));
}
