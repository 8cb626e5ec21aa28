import { useCallback } from 'react';
import { getBySlug, type CatalogueResource } from '../../../api/catalogue.ts';
import { rememberSaved, useCachedDetail, useCachedSlug, type LoadStatus } from '../../../api/catalogueCache.ts';

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
 * disabled meanwhile turns into a 404. The address's id is cached too, so a page rendered on the
 * server shows its entity from the browser's first render.
 *
 * @example
 * const pool = useSlugDetail(POOLS, slug, CATALOGUE_ROOMS.pools);
 */
export function useSlugDetail<View extends { id: number }, Input>(target: CatalogueResource<View, Input>, slug: string, room: string): SlugDetail<View> {
  const fetchId = useCallback(async () => {
    const view = await getBySlug(target, slug);
    rememberSaved(target, view);
    return view.id;
  }, [target, slug]);
  const found = useCachedSlug(target.path, slug, fetchId);
  const reload = useCallback(() => void found.reload(), [found.reload]);
  const detail = useCachedDetail(target, found.status === 'done' ? found.id : undefined, room);

  if (found.status === 'loading') return { data: undefined, status: 'loading', notFound: false, reload };
  if (found.status === 'error') return { data: undefined, status: 'error', notFound: found.resultCode === 'FileNotFound', reload };
  // Gone since (a pool disabled, a post unpublished): the cache keeps the last value, the page does not.
  if (detail.notFound) return { data: undefined, status: 'error', notFound: true, reload };
  return { data: detail.data, status: detail.data ? 'done' : detail.status, notFound: false, reload };
}
