import type { ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';
import type { MediaSortField } from './mediaUsage.ts';

/** Spec §2 list habits: the media page keeps its search, sort field and direction across navigation. */
export const mediaListStore = createPersistedStore<ListState<MediaSortField>>('plouf.admin.media', {
  search: '',
  sortField: 'recent',
  descending: true,
});
