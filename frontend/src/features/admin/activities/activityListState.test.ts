import { describe, expect, it } from 'vitest';
import type { ActivityDetailView } from '../../../api/catalogue.ts';
import { activityGroups, applyOrder, canReorder, moveWithinGroup, type ActivityListState } from './activityListState.ts';

const activity = (id: number, libelle: string, acyEnfant: boolean, acyOrdre: number, acyAge = 4): ActivityDetailView =>
  ({ id, libelle, acyEnfant, acyOrdre, acyAge, acyInfos: '' }) as ActivityDetailView;

const activities = [
  activity(1, 'Aquagym', false, 1, 16),
  activity(2, 'Bébés nageurs', true, 1, 0),
  activity(3, 'Natation enfants', true, 2, 6),
  activity(4, 'Aquabike', false, 2, 16),
  activity(5, 'Jardin aquatique', true, 3, 3),
];

const state = (patch: Partial<ActivityListState> = {}): ActivityListState => ({ search: '', sortField: 'order', descending: false, ...patch });
const ids = (rows: readonly ActivityDetailView[]) => rows.map((row) => row.id);

describe('activities list', () => {
  it("shows children's then adults' activities in the site's order", () => {
    const groups = activityGroups(activities, state(), null);
    expect(ids(groups.children)).toEqual([2, 3, 5]);
    expect(ids(groups.adults)).toEqual([1, 4]);
  });

  it('searches and sorts within each group', () => {
    expect(ids(activityGroups(activities, state({ search: 'aqua' }), null).adults)).toEqual([1, 4]);
    expect(ids(activityGroups(activities, state({ search: 'bebe' }), null).children)).toEqual([2]);
    expect(ids(activityGroups(activities, state({ sortField: 'name' }), null).adults)).toEqual([4, 1]);
    expect(ids(activityGroups(activities, state({ sortField: 'age', descending: true }), null).children)).toEqual([3, 5, 2]);
  });

  it('reorders only in the display order, ascending, without a search', () => {
    expect(canReorder(state())).toBe(true);
    expect(canReorder(state({ descending: true }))).toBe(false);
    expect(canReorder(state({ sortField: 'name' }))).toBe(false);
    expect(canReorder(state({ search: 'aqua' }))).toBe(false);
  });

  it('moves an activity within its group and keeps the other group', () => {
    const ordered = applyOrder(activities, []);
    expect(moveWithinGroup(ordered, 5, 0)).toEqual([5, 2, 3, 1, 4]);
    expect(moveWithinGroup(ordered, 2, 1)).toEqual([3, 2, 5, 1, 4]);
    expect(moveWithinGroup(ordered, 1, 1)).toEqual([2, 3, 5, 4, 1]);
    expect(moveWithinGroup(ordered, 1, 99)).toEqual([2, 3, 5, 4, 1]);
    expect(moveWithinGroup(ordered, 4, -1)).toEqual([2, 3, 5, 4, 1]);
  });

  it('shows a pending order before the server confirms it', () => {
    const groups = activityGroups(activities, state(), [5, 2, 3, 1, 4]);
    expect(ids(groups.children)).toEqual([5, 2, 3]);
    expect(ids(applyOrder(activities, [4]))).toEqual([4, 2, 3, 5, 1]);
  });
});
