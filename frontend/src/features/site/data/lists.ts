/** The catalogue lists the public pages show, each cached and reloaded on its live notices. */
import { ACTIVITIES, BLOG, CATALOGUE_ROOMS, PAGES, PASSES, POOLS } from '../../../api/catalogue.ts';
import { useCachedList } from '../../../api/catalogueCache.ts';
import { useSlugDetail } from './useSlugDetail.ts';

export const usePools = () => useCachedList(POOLS, CATALOGUE_ROOMS.pools);
export const useActivityList = () => useCachedList(ACTIVITIES, CATALOGUE_ROOMS.activities);
export const usePasses = () => useCachedList(PASSES, CATALOGUE_ROOMS.passes);
export const useBlogPosts = () => useCachedList(BLOG, CATALOGUE_ROOMS.blog);

export const usePoolBySlug = (slug: string) => useSlugDetail(POOLS, slug, CATALOGUE_ROOMS.pools);
export const useActivityBySlug = (slug: string) => useSlugDetail(ACTIVITIES, slug, CATALOGUE_ROOMS.activities);
export const useBlogPostBySlug = (slug: string) => useSlugDetail(BLOG, slug, CATALOGUE_ROOMS.blog);
/** A page of its own: the home page (`accueil`), `domicile`, `visio`, `mentions-legales`, `cgv`. */
export const usePage = (slug: string) => useSlugDetail(PAGES, slug, CATALOGUE_ROOMS.pages);
