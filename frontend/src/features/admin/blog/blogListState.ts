import type { BlogPostView } from '../../../api/catalogue.ts';
import { visibleRows, type ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';

export type BlogSortField = 'date' | 'title' | 'author' | 'updated';
export const BLOG_SORT_FIELDS: readonly BlogSortField[] = ['date', 'title', 'author', 'updated'];

export type BlogListState = ListState<BlogSortField>;

/** Spec §2: the blog list keeps its search, sort field and direction across navigation. */
export const blogListStore = createPersistedStore<BlogListState>('plouf.admin.blog', {
  search: '',
  sortField: 'date',
  descending: true,
});

export const postTitle = (post: BlogPostView) => post.content.pctTitle || post.libelle;

const byTitle = (a: BlogPostView, b: BlogPostView) => postTitle(a).localeCompare(postTitle(b), 'fr', { sensitivity: 'base' });

/** Drafts have no date: they come after every dated post when the newest come first. */
const DRAFT_DAY = '0000-00-00';

const compare: Record<BlogSortField, (a: BlogPostView, b: BlogPostView) => number> = {
  date: (a, b) => (a.blgDatpub ?? DRAFT_DAY).localeCompare(b.blgDatpub ?? DRAFT_DAY),
  title: byTitle,
  author: (a, b) => a.blgAuteur.localeCompare(b.blgAuteur, 'fr', { sensitivity: 'base' }),
  updated: (a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt),
};

/** The rows to show: title, label, author or address containing the search, sorted by the chosen field, then by title. */
export function visiblePosts(posts: readonly BlogPostView[], state: BlogListState): BlogPostView[] {
  return visibleRows(posts, state, {
    searchText: (post) => `${post.libelle} ${post.content.pctTitle} ${post.blgAuteur} ${post.content.slug}`,
    compare,
    tieBreak: (a, b) => byTitle(a, b) || a.id - b.id,
  });
}
