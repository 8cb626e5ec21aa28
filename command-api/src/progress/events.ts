/**
 * Levels and progress (issue 26, docs/adr/0023-levels-and-progress.md). An activity's levels live on
 * a small stream of their own, the school's rating scale on another; a child's evaluations and the
 * levels they passed on the child's stream (`progress-{usrId}`), so that a rebuild gives the same
 * report cards and an instructor's two evaluations of two children never wait on each other.
 */
import type { Level, ScaleStep } from './levels.ts';

type Stamp = { at: string; by: number | null };

/** The back-office saved an activity's levels, in order, each with its skills (the whole list). */
export type LevelsSaved = { type: 'LevelsSaved'; data: { acyId: number; levels: Level[] } & Stamp };
export type LevelsEvent = LevelsSaved;
export const LEVELS_EVENT_TYPES = ['LevelsSaved'] as const satisfies readonly LevelsEvent['type'][];
export const levelsStream = (acyId: number) => `levels-${acyId}`;

/** The back-office saved the school's rating scale, lowest first. */
export type ScaleSaved = { type: 'ScaleSaved'; data: { steps: ScaleStep[] } & Stamp };
export type ScaleEvent = ScaleSaved;
export const SCALE_EVENT_TYPES = ['ScaleSaved'] as const satisfies readonly ScaleEvent['type'][];
export const SCALE_STREAM = 'evaluation-scale';

/** Who evaluated: the instructor's MNS record (null for the desk) and their name as shown to families. */
export interface Evaluator {
  mnsId: number | null;
  name: string;
}

/** What an evaluation is about: the child, their family, the activity and level, the lesson it was made on. */
export interface EvaluationSubject {
  usrId: number;
  famId: number;
  memberName: string;
  acyId: number;
  acyName: string;
  lvlId: number;
  levelName: string;
  levelEnglishName: string;
  /** The lesson it was made on. */
  crsId: number;
  evaluator: Evaluator;
}

/** A skill's rating: its index on the school's scale, with the names as they were. */
export interface Rating {
  sklId: number;
  skillName: string;
  skillEnglishName: string;
  rating: number;
  label: string;
  englishLabel: string;
}

/** Skills of the child's level rated on a lesson, with the instructor's note (free text about a child: sealed). */
export type SkillsEvaluated = { type: 'SkillsEvaluated'; data: EvaluationSubject & { evaluationId: number; ratings: Rating[]; note: string } & Stamp };

/**
 * The child passed a level: the next one (null: the activity's last) is theirs now. `notify` is whom
 * the family's mail goes to (the certificate).
 */
export type LevelPassed = {
  type: 'LevelPassed';
  data: EvaluationSubject & {
    evaluationId: number;
    next: { lvlId: number; name: string; englishName: string } | null;
    notify: { email: string; name: string; language: 'fr' | 'en' };
  } & Stamp;
};

export type ProgressEvent = SkillsEvaluated | LevelPassed;
export const PROGRESS_EVENT_TYPES = ['SkillsEvaluated', 'LevelPassed'] as const satisfies readonly ProgressEvent['type'][];
export const progressStream = (usrId: number) => `progress-${usrId}`;
