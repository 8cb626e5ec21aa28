import { ApiError } from '../../../api/client.ts';
import { getBySlug, type CatalogueResource } from '../../../api/catalogue.ts';
import { rememberSaved, useCachedDetail, type LoadStatus } from '../../../api/catalogueCache.ts';
import { useAsync } from '../../../lib/useAsync.ts';

export interface SlugDetail<View> {
  data: View | undefined;
  status: LoadStatus;
  /** The server knows nothing (visible) at this address: the page shows its 404. */
  notFound: boolean;
  reload: () => void;
}

/**
 * A pool, activity, page or blog post found by its address (GET …/slug/{slug}), then held by the
 * catalogue's detail cache: the answer is put in its slot as the server gave it (no second call),
 * and a live notice naming it reloads it there, so an edit shows without a reload and a pool
 * disabled meanwhile turns into a 404.
 *
 * @example
 * const pool = useSlugDetail(POOLS, slug, CATALOGUE_ROOMS.pools);
 */
export function useSlugDetail<View extends { id: number }, Input>(target: CatalogueResource<View, Input>, slug: string, room: string): SlugDetail<View> {
  const found = useAsync(async () => {
    const view = await getBySlug(target, slug);
    rememberSaved(target, view);
    return view;
  }, `${target.path}/slug/${slug}`);
  const { state } = found;
  const detail = useCachedDetail(target, state.status === 'done' ? state.data.id : undefined, room);

  if (state.status === 'loading') return { data: undefined, status: 'loading', notFound: false, reload: found.reload };
  if (state.status === 'error') {
    const notFound = state.error instanceof ApiError && state.error.resultCode === 'FileNotFound';
    return { data: undefined, status: 'error', notFound, reload: found.reload };
  }
  // Gone since (a pool disabled, a post unpublished): the cache keeps the last value, the page does not.
  if (detail.notFound) return { data: undefined, status: 'error', notFound: true, reload: found.reload };
  return { data: detail.data, status: detail.data ? 'done' : detail.status, notFound: false, reload: found.reload };
}
