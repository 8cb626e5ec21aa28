import { describe, expect, it } from 'vitest';
import type { ActivityDetailView, BlogPostView, MediaView, MnsView, PageView, PoolView } from '../../../api/catalogue.ts';
import { collectMedia, visibleMedia } from './mediaUsage.ts';

const media = (id: number, libelle: string, size = 1000): MediaView =>
  ({ id, libelle, slug: `m-${id}`, mdaExt: '.jpg', mdaCopyright: '', fileName: `${libelle}.jpg`, url: `/images/0${id}/m-${id}.jpg`, width: 800, height: 600, size, mime: 'image/jpeg' }) as MediaView;

const photoA = media(10, 'Bassin', 5000);
const photoB = media(11, 'Aquagym', 2000);
const photoC = media(12, 'Portrait');

const lists = {
  pools: [{ id: 1, libelle: 'Piscine Jean Bouin', image: photoA, images: [photoA, photoB] } as unknown as PoolView],
  activities: [{ id: 4, libelle: 'Aquagym', image: photoB, images: [photoB] } as unknown as ActivityDetailView],
  instructors: [{ id: 2, libelle: 'x', usrPrenom: 'Léa', usrNom: 'Martin', image: photoC } as unknown as MnsView, { id: 3, libelle: 'y', usrPrenom: 'Paul', usrNom: 'Roy', image: null } as unknown as MnsView],
  pages: [{ id: 5, libelle: 'cgv', content: { pctTitle: 'Conditions' }, images: [photoA] } as unknown as PageView],
  blog: [{ id: 6, libelle: 'rentree', content: { pctTitle: '' }, image: null } as unknown as BlogPostView],
};

describe('collectMedia', () => {
  it('lists each image once with every document using it', () => {
    const entries = collectMedia(lists);
    expect(entries.map((entry) => entry.media.id)).toEqual([10, 11, 12]);
    expect(entries[0]!.uses).toEqual([
      { kind: 'pool', id: 1, label: 'Piscine Jean Bouin' },
      { kind: 'page', id: 5, label: 'Conditions' },
    ]);
    expect(entries[1]!.uses.map((use) => use.kind)).toEqual(['pool', 'activity']);
    expect(entries[2]!.uses).toEqual([{ kind: 'instructor', id: 2, label: 'Léa Martin' }]);
  });

  it('counts a list not loaded yet as empty', () => {
    expect(collectMedia({})).toEqual([]);
    expect(collectMedia({ pages: lists.pages }).map((entry) => entry.media.id)).toEqual([10]);
  });
});

describe('visibleMedia', () => {
  const entries = collectMedia(lists);

  it('finds images by title or by where they are used', () => {
    expect(visibleMedia(entries, { search: 'portrait', sortField: 'recent', descending: true }).map((entry) => entry.media.id)).toEqual([12]);
    expect(visibleMedia(entries, { search: 'lea', sortField: 'recent', descending: true }).map((entry) => entry.media.id)).toEqual([12]);
    expect(visibleMedia(entries, { search: 'bouin', sortField: 'recent', descending: true }).map((entry) => entry.media.id)).toEqual([11, 10]);
  });

  it('sorts by size and by number of uses', () => {
    expect(visibleMedia(entries, { search: '', sortField: 'size', descending: true }).map((entry) => entry.media.id)).toEqual([10, 11, 12]);
    expect(visibleMedia(entries, { search: '', sortField: 'uses', descending: false }).map((entry) => entry.media.id)).toEqual([12, 11, 10]);
  });
});
