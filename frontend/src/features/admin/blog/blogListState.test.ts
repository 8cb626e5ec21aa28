import { describe, expect, it } from 'vitest';
import type { BlogPostView } from '../../../api/catalogue.ts';
import { emptyPageContent } from '../../../ui/pageContent/fieldErrors.ts';
import { visiblePosts } from './blogListState.ts';

const post = (id: number, title: string, blgAuteur: string, blgDatpub: string | null): BlogPostView => ({
  id,
  libelle: title,
  selected: false,
  detailLoaded: true,
  content: { ...emptyPageContent(), pctTitle: title, slug: `post-${id}` },
  translations: {},
  blgAuteur,
  blgDatpub,
  image: null,
  updatedAt: `2026-01-0${id}T10:00:00Z`,
});

const posts = [post(1, 'Été à la piscine', 'Léa', '2026-06-01'), post(2, 'Brouillon', 'Marc', null), post(3, 'Rentrée', 'Anne', '2026-09-01')];

describe('visiblePosts', () => {
  it('puts the newest publication first and drafts last', () => {
    expect(visiblePosts(posts, { search: '', sortField: 'date', descending: true }).map((row) => row.id)).toEqual([3, 1, 2]);
  });

  it('sorts by author', () => {
    expect(visiblePosts(posts, { search: '', sortField: 'author', descending: false }).map((row) => row.id)).toEqual([3, 1, 2]);
  });

  it('searches titles and authors, accents ignored', () => {
    expect(visiblePosts(posts, { search: 'ete', sortField: 'date', descending: true }).map((row) => row.id)).toEqual([1]);
    expect(visiblePosts(posts, { search: 'marc', sortField: 'date', descending: true }).map((row) => row.id)).toEqual([2]);
  });
});
