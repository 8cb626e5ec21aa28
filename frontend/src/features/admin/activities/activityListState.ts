import type { ActivityDetailView } from '../../../api/catalogue.ts';
import { visibleRows, type ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';
import { activityOrder } from '../catalogue/useChoices.ts';

export type ActivitySortField = 'order' | 'name' | 'age';
export const ACTIVITY_SORT_FIELDS: readonly ActivitySortField[] = ['order', 'name', 'age'];

export type ActivityListState = ListState<ActivitySortField>;

/** Spec §2: the activities list keeps its search, sort field and direction across navigation. */
export const activityListStore = createPersistedStore<ActivityListState>('plouf.admin.activities', {
  search: '',
  sortField: 'order',
  descending: false,
});

const compare: Record<ActivitySortField, (a: ActivityDetailView, b: ActivityDetailView) => number> = {
  order: (a, b) => a.acyOrdre - b.acyOrdre,
  name: (a, b) => a.libelle.localeCompare(b.libelle, 'fr', { sensitivity: 'base' }),
  age: (a, b) => a.acyAge - b.acyAge,
};

/** Reordering moves rows in the order the site shows: only while that order is the one on screen, whole. */
export const canReorder = (state: ActivityListState) => state.sortField === 'order' && !state.descending && state.search.trim() === '';

/**
 * The two groups to show, children's then adults': rows matching the search, sorted by the chosen
 * field, then in the site's order. `order` (ids, while a new order is being saved) overrides `acyOrdre`.
 */
export function activityGroups(activities: readonly ActivityDetailView[], state: ActivityListState, order: readonly number[] | null) {
  const ranked = order ? applyOrder(activities, order) : [...activities].sort(activityOrder);
  const rank = new Map(ranked.map((activity, index) => [activity.id, index]));
  const rows = visibleRows(ranked, state, {
    searchText: (activity) => `${activity.libelle} ${activity.acyInfos}`,
    compare: { ...compare, order: (a, b) => rank.get(a.id)! - rank.get(b.id)! },
    tieBreak: (a, b) => rank.get(a.id)! - rank.get(b.id)!,
  });
  return { children: rows.filter((activity) => activity.acyEnfant), adults: rows.filter((activity) => !activity.acyEnfant) };
}

/** The activities in the order of `ids`; those it does not name keep the site's order, after. */
export function applyOrder(activities: readonly ActivityDetailView[], ids: readonly number[]): ActivityDetailView[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  const at = (activity: ActivityDetailView) => position.get(activity.id) ?? Number.MAX_SAFE_INTEGER;
  return [...activities].sort((a, b) => at(a) - at(b) || activityOrder(a, b));
}

/**
 * Every activity's id in the new order after moving one to `to` within its own group (children's
 * or adults'); the other group keeps its order. The ids PUT /Activity/ordre/{ids} is sent.
 *
 * @example
 * moveWithinGroup(activities, 7, 0) // 7 first among its group
 */
export function moveWithinGroup(ordered: readonly ActivityDetailView[], id: number, to: number): number[] {
  const moved = ordered.find((activity) => activity.id === id);
  if (!moved) return ordered.map((activity) => activity.id);
  const group = ordered.filter((activity) => activity.acyEnfant === moved.acyEnfant && activity.id !== id);
  const target = Math.max(0, Math.min(to, group.length));
  group.splice(target, 0, moved);
  const children = moved.acyEnfant ? group : ordered.filter((activity) => activity.acyEnfant);
  const adults = moved.acyEnfant ? ordered.filter((activity) => !activity.acyEnfant) : group;
  return [...children, ...adults].map((activity) => activity.id);
}
