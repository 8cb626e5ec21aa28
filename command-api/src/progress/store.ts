import { foldStream, type EventStore } from '@plouf/infra';
import { levelsDecider, progressDecider, scaleDecider, type ProgressState } from './decider.ts';
import { levelsStream, progressStream, SCALE_STREAM } from './events.ts';
import { LevelNotFound } from './errors.ts';
import type { Level, ScaleStep } from './levels.ts';

/** An activity's levels as their stream stands (none: the activity has no levels). */
export const readLevels = async (store: EventStore, acyId: number): Promise<Level[]> => (await foldStream(store, levelsStream(acyId), levelsDecider)).levels;
/** The school's rating scale. */
export const readScale = async (store: EventStore): Promise<ScaleStep[]> => (await foldStream(store, SCALE_STREAM, scaleDecider)).steps;
/** A child's progress: the levels passed, the evaluations recorded. */
export const readProgress = (store: EventStore, usrId: number): Promise<ProgressState> => foldStream(store, progressStream(usrId), progressDecider);

/** The level a course is for, checked to be one of its activity's (null: any level). */
export async function courseLevel(store: EventStore, acyId: number, lvlId: number | null | undefined): Promise<{ lvlId: number; levelName: string; levelEnglishName: string } | { lvlId: null }> {
  if (!lvlId) return { lvlId: null };
  const level = (await readLevels(store, acyId)).find((candidate) => candidate.lvlId === lvlId);
  if (!level) throw new LevelNotFound(lvlId);
  return { lvlId, levelName: level.name, levelEnglishName: level.englishName };
}
