/**
 * The catalogue lists the public pages show, each cached and reloaded on its live notices. The
 * server gives the platform administrator everything; the public pages show them what a visitor
 * sees (enabled pools and passes, published posts), the same rule as the server's, in the
 * visitor's language (`localized`: English texts where filled in, French otherwise).
 */
import { parisDay } from '@plouf/infra/days';
import { useMemo } from 'react';
import { ACTIVITIES, BLOG, CATALOGUE_ROOMS, PAGES, PASSES, POOLS, type BlogPostView, type PassView, type PoolView } from '../../../api/catalogue.ts';
import { useCachedList, type Cached } from '../../../api/catalogueCache.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { localized, localizedAll } from '../../../lib/localized.ts';
import { useSlugDetail, type SlugDetail } from './useSlugDetail.ts';

/** Today in Paris, YYYY-MM-DD: a post dated today is published from midnight there. */

export const isPublicPool = (pool: PoolView) => pool.psnEnable;
export const isPublicPass = (pass: PassView) => pass.fftEnable;
export const isPublished = (post: BlogPostView, today = parisDay(new Date())) => post.blgDatpub !== null && post.blgDatpub <= today;

function useVisible<View>(cached: Cached<View[]>, visible: (row: View) => boolean): Cached<View[]> {
  const { data } = cached;
  const shown = useMemo(() => data?.filter((row) => visible(row)), [data, visible]);
  return { ...cached, data: shown };
}

/** A list in the visitor's language (its English texts where filled in): the cache keeps the documents as served. */
function useListInLocale<View extends object>(cached: Cached<View[]>): Cached<View[]> {
  const { locale } = useLocale();
  const { data } = cached;
  const shown = useMemo(() => data && localizedAll(data, locale), [data, locale]);
  return { ...cached, data: shown };
}

function useDetailInLocale<View extends object>(detail: SlugDetail<View>): SlugDetail<View> {
  const { locale } = useLocale();
  const { data } = detail;
  const shown = useMemo(() => data && localized(data, locale), [data, locale]);
  return { ...detail, data: shown };
}

export const usePools = () => useListInLocale(useVisible(useCachedList(POOLS, CATALOGUE_ROOMS.pools), isPublicPool));
export const useActivityList = () => useListInLocale(useCachedList(ACTIVITIES, CATALOGUE_ROOMS.activities));
export const usePasses = () => useListInLocale(useVisible(useCachedList(PASSES, CATALOGUE_ROOMS.passes), isPublicPass));
export const useBlogPosts = () => useListInLocale(useVisible(useCachedList(BLOG, CATALOGUE_ROOMS.blog), isPublished));

export const usePoolBySlug = (slug: string) => useDetailInLocale(useSlugDetail(POOLS, slug, CATALOGUE_ROOMS.pools));
export const useActivityBySlug = (slug: string) => useDetailInLocale(useSlugDetail(ACTIVITIES, slug, CATALOGUE_ROOMS.activities));
export const useBlogPostBySlug = (slug: string) => useDetailInLocale(useSlugDetail(BLOG, slug, CATALOGUE_ROOMS.blog));
/** A page of its own: the home page (`accueil`), `domicile`, `visio`, `mentions-legales`, `cgv`. */
export const usePage = (slug: string) => useDetailInLocale(useSlugDetail(PAGES, slug, CATALOGUE_ROOMS.pages));
