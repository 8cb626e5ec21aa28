import { nameIn } from '@plouf/command-api/levels';
import type { Language } from '../../../api/client.ts';
import type { LevelView } from '../../../api/progress.ts';
import { getLevels } from '../../../api/progress.ts';
import { useAsync } from '../../../lib/useAsync.ts';

/**
 * The levels of an activity (issue 26), read again when the activity changes; none while none is
 * chosen. Several selects of the same activity share a call in flight (a pool's weekly lessons).
 */
export function useActivityLevels(acyId: number | null): { levels: readonly LevelView[]; status: 'loading' | 'done' | 'error' } {
  const { state } = useAsync(() => (acyId === null ? Promise.resolve(null) : getLevels(acyId, { share: true })), `activity-levels:${acyId ?? ''}`);
  // While the activity changes, the last activity's levels are not this one's.
  const current = state.data?.acyId === acyId;
  if (acyId === null) return { levels: [], status: 'done' };
  return { levels: (current && state.data?.levels) || [], status: state.status === 'error' ? 'error' : current && state.status === 'done' ? 'done' : 'loading' };
}

/**
 * The options of a level select: "any level" first (an empty value), then the activity's levels in
 * order, named in the screen's language; a level chosen that the activity does not have (yet: still
 * loading, or removed) is kept, named by its id, so that saving does not change it unseen.
 *
 * @example
 * levelOptions([{ lvlId: 3, name: 'Grenouille', englishName: 'Frog', … }], 9, 'en', 'Any level', (id) => `No. ${id}`)
 * // [{ value: '', label: 'Any level' }, { value: 9, label: 'No. 9' }, { value: 3, label: 'Frog' }]
 */
export function levelOptions(levels: readonly Pick<LevelView, 'lvlId' | 'name' | 'englishName'>[], chosen: number | null | undefined, locale: Language, any: string, unknown: (id: number) => string) {
  const kept = chosen != null && !levels.some((level) => level.lvlId === chosen) ? [{ value: chosen, label: unknown(chosen) }] : [];
  return [{ value: '' as const, label: any }, ...kept, ...levels.map((level) => ({ value: level.lvlId, label: nameIn(level, locale) }))];
}

/**
 * The names of the levels of some activities in the screen's language, by level id (a preview
 * naming the level of each course): one call per activity, shared with the selects.
 */
export function useLevelNames(acyIds: readonly number[], locale: Language): ReadonlyMap<number, string> {
  const distinct = [...new Set(acyIds)].sort((a, b) => a - b);
  const { state } = useAsync(
    () => Promise.all(distinct.map((acyId) => getLevels(acyId, { share: true }))).then((all) => new Map(all.flatMap((view) => view.levels.map((level) => [level.lvlId, level] as const)))),
    `level-names:${distinct.join(',')}`,
  );
  const names = new Map<number, string>();
  for (const [lvlId, level] of state.data ?? []) names.set(lvlId, nameIn(level, locale));
  return names;
}
