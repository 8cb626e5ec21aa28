import { useCallback, useMemo, useState } from 'react';
import { ACTIVITIES, BLOG, ADMIN_CATALOGUE_ROOMS, INSTRUCTORS, PAGES, POOLS, type MediaView } from '../../../api/catalogue.ts';
import { useCachedList } from '../../../api/catalogueCache.ts';
import { useLiveBatch } from '../../../lib/useLiveBatch.ts';
import { collectMedia } from './mediaUsage.ts';

/**
 * Every image in use, read from the cached catalogue lists (there is no media list on the
 * server). A retitled image shows its new title at once, before the lists are reloaded.
 */
export function useMediaLibrary() {
  const sources = [
    useCachedList(POOLS, ADMIN_CATALOGUE_ROOMS.pools),
    useCachedList(ACTIVITIES, ADMIN_CATALOGUE_ROOMS.activities),
    useCachedList(INSTRUCTORS, ADMIN_CATALOGUE_ROOMS.mns),
    useCachedList(PAGES, ADMIN_CATALOGUE_ROOMS.pages),
    useCachedList(BLOG, ADMIN_CATALOGUE_ROOMS.blog),
  ] as const;
  const [pools, activities, instructors, pages, blog] = sources;
  const [retitled, setRetitled] = useState<ReadonlyMap<number, MediaView>>(new Map());

  const reloadAll = useCallback(() => {
    for (const source of [pools, activities, instructors, pages, blog]) void source.reload();
  }, [pools, activities, instructors, pages, blog]);

  // Several media notices in a burst make one reload.
  useLiveBatch(ADMIN_CATALOGUE_ROOMS.media, () => true, reloadAll);

  const entries = useMemo(
    () =>
      collectMedia({ pools: pools.data, activities: activities.data, instructors: instructors.data, pages: pages.data, blog: blog.data }).map((entry) => ({
        ...entry,
        media: retitled.get(entry.media.id) ?? entry.media,
      })),
    [pools.data, activities.data, instructors.data, pages.data, blog.data, retitled],
  );

  const loading = sources.some((source) => source.status === 'loading' && !source.data);
  const failed = sources.some((source) => source.status === 'error');
  const allFailed = sources.every((source) => source.status === 'error' && !source.data);

  const onRetitled = (media: MediaView) => {
    setRetitled((previous) => new Map(previous).set(media.id, media));
    reloadAll();
  };

  return { entries, loading, failed, allFailed, reloadAll, onRetitled };
}
