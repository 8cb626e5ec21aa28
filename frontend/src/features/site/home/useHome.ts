import { useActivityList, useBlogPosts, usePage, usePools } from '../data/lists.ts';
import { usePrices } from '../data/usePrices.ts';

/** How many of the latest blog posts the home page shows. */
export const LATEST_POSTS = 3;

/**
 * Everything the home page shows, each list live: its own page (slug `accueil`), the activities,
 * the pools, the passes on sale and the latest posts.
 */
export function useHome() {
  const page = usePage('accueil');
  const activities = useActivityList();
  const pools = usePools();
  const prices = usePrices();
  const posts = useBlogPosts();
  return { page, activities, pools, prices, latestPosts: (posts.data ?? []).slice(0, LATEST_POSTS) };
}
