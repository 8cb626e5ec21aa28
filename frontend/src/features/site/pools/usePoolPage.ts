import { useMemo } from 'react';
import { useActivityList, usePasses, usePoolBySlug } from '../data/lists.ts';
import { activitiesAt, passesForPool } from '../data/selectors.ts';
import { timetable } from '../data/timetable.ts';

/**
 * A pool's page: the pool (by its address), the activities it teaches, its week of lessons and
 * its passes; each live.
 */
export function usePoolPage(slug: string) {
  const pool = usePoolBySlug(slug);
  const activities = useActivityList();
  const passes = usePasses();
  const data = pool.data;

  const derived = useMemo(() => {
    const allActivities = activities.data ?? [];
    return {
      taught: data ? activitiesAt(allActivities, data.acyIds) : [],
      activityById: new Map(allActivities.map((activity) => [activity.id, activity])),
      days: data ? timetable(data.templateCours) : [],
      poolPasses: data ? passesForPool(passes.data ?? [], data.id) : [],
    };
  }, [data, activities.data, passes.data]);

  return { pool, passes, ...derived };
}
