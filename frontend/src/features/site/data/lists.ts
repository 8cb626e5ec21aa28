/**
 * The catalogue lists the public pages show, each cached and reloaded on its live notices. The
 * server gives the platform administrator everything; the public pages show them what a visitor
 * sees (enabled pools and passes, published posts), the same rule as the server's.
 */
import { parisDay } from '@plouf/infra/days';
import { useMemo } from 'react';
import { ACTIVITIES, BLOG, CATALOGUE_ROOMS, PAGES, PASSES, POOLS, type BlogPostView, type PassView, type PoolView } from '../../../api/catalogue.ts';
import { useCachedList, type Cached } from '../../../api/catalogueCache.ts';
import { useSlugDetail } from './useSlugDetail.ts';

/** Today in Paris, YYYY-MM-DD: a post dated today is published from midnight there. */

export const isPublicPool = (pool: PoolView) => pool.psnEnable;
export const isPublicPass = (pass: PassView) => pass.fftEnable;
export const isPublished = (post: BlogPostView, today = parisDay(new Date())) => post.blgDatpub !== null && post.blgDatpub <= today;

function useVisible<View>(cached: Cached<View[]>, visible: (row: View) => boolean): Cached<View[]> {
  const { data } = cached;
  const shown = useMemo(() => data?.filter((row) => visible(row)), [data, visible]);
  return { ...cached, data: shown };
}

export const usePools = () => useVisible(useCachedList(POOLS, CATALOGUE_ROOMS.pools), isPublicPool);
export const useActivityList = () => useCachedList(ACTIVITIES, CATALOGUE_ROOMS.activities);
export const usePasses = () => useVisible(useCachedList(PASSES, CATALOGUE_ROOMS.passes), isPublicPass);
export const useBlogPosts = () => useVisible(useCachedList(BLOG, CATALOGUE_ROOMS.blog), isPublished);

export const usePoolBySlug = (slug: string) => useSlugDetail(POOLS, slug, CATALOGUE_ROOMS.pools);
export const useActivityBySlug = (slug: string) => useSlugDetail(ACTIVITIES, slug, CATALOGUE_ROOMS.activities);
export const useBlogPostBySlug = (slug: string) => useSlugDetail(BLOG, slug, CATALOGUE_ROOMS.blog);
/** A page of its own: the home page (`accueil`), `domicile`, `visio`, `mentions-legales`, `cgv`. */
export const usePage = (slug: string) => useSlugDetail(PAGES, slug, CATALOGUE_ROOMS.pages);
