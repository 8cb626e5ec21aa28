import type { ActivityDetailView, BlogPostView, MediaView, MnsView, PageView, PoolView } from '../../../api/catalogue.ts';
import { visibleRows, type ListState } from '../../../lib/listState.ts';

/** Which kind of document uses an image. */
export type UsageKind = 'pool' | 'activity' | 'instructor' | 'page' | 'blog';

export interface MediaUse {
  kind: UsageKind;
  id: number;
  label: string;
}

export interface UsedMedia {
  media: MediaView;
  uses: MediaUse[];
}

/** The catalogue lists as the cache holds them; a list not loaded (yet) counts as empty. */
export interface CatalogueLists {
  pools?: readonly PoolView[];
  activities?: readonly ActivityDetailView[];
  instructors?: readonly MnsView[];
  pages?: readonly PageView[];
  blog?: readonly BlogPostView[];
}

/**
 * Every image the catalogue uses, once each, with where it is used, in the order the lists give
 * them. There is no list of media on the server (spec §7): this is how the back-office sees them.
 */
export function collectMedia(lists: CatalogueLists): UsedMedia[] {
  const found = new Map<number, UsedMedia>();
  const add = (media: MediaView | null | undefined, use: MediaUse) => {
    if (!media) return;
    const entry = found.get(media.id);
    if (!entry) found.set(media.id, { media, uses: [use] });
    else if (!entry.uses.some((known) => known.kind === use.kind && known.id === use.id)) entry.uses.push(use);
  };
  const name = (document: { libelle: string; content?: { pctTitle: string } }) => document.content?.pctTitle || document.libelle;

  for (const pool of lists.pools ?? []) for (const media of [pool.image, ...pool.images]) add(media, { kind: 'pool', id: pool.id, label: pool.libelle });
  for (const activity of lists.activities ?? []) for (const media of [activity.image, ...activity.images]) add(media, { kind: 'activity', id: activity.id, label: activity.libelle });
  for (const instructor of lists.instructors ?? []) add(instructor.image, { kind: 'instructor', id: instructor.id, label: `${instructor.usrPrenom} ${instructor.usrNom}`.trim() || instructor.libelle });
  for (const page of lists.pages ?? []) for (const media of page.images) add(media, { kind: 'page', id: page.id, label: name(page) });
  for (const post of lists.blog ?? []) add(post.image, { kind: 'blog', id: post.id, label: name(post) });
  return [...found.values()];
}

export type MediaSortField = 'recent' | 'title' | 'size' | 'uses';
export const MEDIA_SORT_FIELDS: readonly MediaSortField[] = ['recent', 'title', 'size', 'uses'];

const byTitle = (a: UsedMedia, b: UsedMedia) => a.media.libelle.localeCompare(b.media.libelle, 'fr', { sensitivity: 'base' });

const compare: Record<MediaSortField, (a: UsedMedia, b: UsedMedia) => number> = {
  // Ids grow with each upload: the highest is the latest.
  recent: (a, b) => a.media.id - b.media.id,
  title: byTitle,
  size: (a, b) => a.media.size - b.media.size,
  uses: (a, b) => a.uses.length - b.uses.length,
};

/** The images to show: title, file name, copyright or a user's name containing the search, sorted by the chosen field. */
export function visibleMedia(entries: readonly UsedMedia[], state: ListState<MediaSortField>): UsedMedia[] {
  return visibleRows(entries, state, {
    searchText: ({ media, uses }) => `${media.libelle} ${media.fileName} ${media.mdaCopyright} ${uses.map((use) => use.label).join(' ')}`,
    compare,
    tieBreak: (a, b) => byTitle(a, b) || a.media.id - b.media.id,
  });
}
