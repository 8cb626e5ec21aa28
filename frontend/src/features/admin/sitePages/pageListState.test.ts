import { describe, expect, it } from 'vitest';
import type { PageView } from '../../../api/catalogue.ts';
import { emptyPageContent } from '../../../ui/pageContent/fieldErrors.ts';
import { visiblePages } from './pageListState.ts';

const page = (id: number, title: string, slug: string, updatedAt: string, libelle = title): PageView => ({
  id,
  libelle,
  selected: false,
  detailLoaded: true,
  content: { ...emptyPageContent(), pctTitle: title, slug },
  translations: {},
  images: [],
  updatedAt,
});

const pages = [
  page(1, 'Mentions légales', 'mentions-legales', '2026-01-10T10:00:00Z'),
  page(2, 'Conditions générales de vente', 'cgv', '2026-03-01T10:00:00Z'),
  page(3, '', 'domicile', '2026-02-01T10:00:00Z', 'Cours à domicile'),
];

describe('visiblePages', () => {
  it('sorts by title, using the label of an untitled page', () => {
    expect(visiblePages(pages, { search: '', sortField: 'title', descending: false }).map((row) => row.id)).toEqual([2, 3, 1]);
  });

  it('sorts by last change, newest first when descending', () => {
    expect(visiblePages(pages, { search: '', sortField: 'updated', descending: true }).map((row) => row.id)).toEqual([2, 3, 1]);
  });

  it('sorts by address', () => {
    expect(visiblePages(pages, { search: '', sortField: 'slug', descending: false }).map((row) => row.id)).toEqual([2, 3, 1]);
  });

  it('searches titles, labels and addresses, accents and case ignored', () => {
    expect(visiblePages(pages, { search: 'LEGALES', sortField: 'title', descending: false }).map((row) => row.id)).toEqual([1]);
    expect(visiblePages(pages, { search: 'domicile', sortField: 'title', descending: false }).map((row) => row.id)).toEqual([3]);
    expect(visiblePages(pages, { search: 'cgv', sortField: 'title', descending: false }).map((row) => row.id)).toEqual([2]);
  });
});
