import type { PageView } from '../../../api/catalogue.ts';
import { visibleRows, type ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';

export type PageSortField = 'title' | 'slug' | 'updated';
export const PAGE_SORT_FIELDS: readonly PageSortField[] = ['title', 'slug', 'updated'];

export type PageListState = ListState<PageSortField>;

/** Spec §2: the pages list keeps its search, sort field and direction across navigation. */
export const pageListStore = createPersistedStore<PageListState>('plouf.admin.pages', {
  search: '',
  sortField: 'title',
  descending: false,
});

/** A page's name in the lists: its title, or its internal label while it has none. */
export const pageTitle = (page: PageView) => page.content.pctTitle || page.libelle;

const byTitle = (a: PageView, b: PageView) => pageTitle(a).localeCompare(pageTitle(b), 'fr', { sensitivity: 'base' });

const compare: Record<PageSortField, (a: PageView, b: PageView) => number> = {
  title: byTitle,
  slug: (a, b) => a.content.slug.localeCompare(b.content.slug),
  updated: (a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt),
};

/** The rows to show: title, label or address containing the search, sorted by the chosen field, then by title. */
export function visiblePages(pages: readonly PageView[], state: PageListState): PageView[] {
  return visibleRows(pages, state, {
    searchText: (page) => `${page.libelle} ${page.content.pctTitle} ${page.content.slug}`,
    compare,
    tieBreak: (a, b) => byTitle(a, b) || a.id - b.id,
  });
}
