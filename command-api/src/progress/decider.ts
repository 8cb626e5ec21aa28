import type { Decider } from '@plouf/infra';
import { EvaluatedAbsent, EvaluationNotYet, LevelAlreadyPassed, LevelsInvalid, RatingInvalid, ScaleInvalid } from './errors.ts';
import type { EvaluationSubject, LevelPassed, LevelsEvent, ProgressEvent, ScaleEvent } from './events.ts';
import { DEFAULT_SCALE, LEVELS_MAX, SCALE_MAX, SCALE_MIN, SKILLS_MAX, levelsRefusal, type Level, type ScaleStep } from './levels.ts';

type Stamp = { now: string; by: number | null };

export type LevelsCommand = { type: 'SaveLevels'; data: Stamp & { acyId: number; levels: Level[] } };

/** An activity's levels: none until the back-office saves some; saving the same list records nothing. */
export const levelsDecider: Decider<LevelsCommand, LevelsEvent, { levels: Level[] }> = {
  initialState: () => ({ levels: [] }),
  decide(command, state) {
    const { acyId, levels, now, by } = command.data;
    if (levels.length > LEVELS_MAX || levels.some((level) => level.skills.length > SKILLS_MAX)) throw new LevelsInvalid('name');
    const refused = levelsRefusal(levels);
    if (refused) throw new LevelsInvalid(refused);
    if (JSON.stringify(levels) === JSON.stringify(state.levels)) return [];
    return [{ type: 'LevelsSaved', data: { acyId, levels, at: now, by } }];
  },
  evolve: (_state, event) => ({ levels: event.data.levels }),
};

export type ScaleCommand = { type: 'SaveScale'; data: Stamp & { steps: ScaleStep[] } };

/** The school's rating scale: the default three steps until the back-office saves its own. */
export const scaleDecider: Decider<ScaleCommand, ScaleEvent, { steps: ScaleStep[] }> = {
  initialState: () => ({ steps: DEFAULT_SCALE }),
  decide(command, state) {
    const steps = command.data.steps.map((step) => ({ fr: step.fr.trim(), en: step.en.trim() }));
    if (steps.length < SCALE_MIN || steps.length > SCALE_MAX || steps.some((step) => !step.fr)) throw new ScaleInvalid();
    if (JSON.stringify(steps) === JSON.stringify(state.steps)) return [];
    return [{ type: 'ScaleSaved', data: { steps, at: command.data.now, by: command.data.by } }];
  },
  evolve: (_state, event) => ({ steps: event.data.steps }),
};

/**
 * One evaluation of a child on a lesson: skills of `level` rated on `scale`, a note, and the level
 * passed or not. Its `evaluationId` is the request's (an offline phone sending it again records
 * nothing twice).
 */
export type Evaluate = {
  type: 'Evaluate';
  data: Stamp & {
    evaluationId: number;
    subject: EvaluationSubject;
    level: Level;
    next: LevelPassed['data']['next'];
    scale: ScaleStep[];
    ratings: { sklId: number; rating: number }[];
    note: string;
    passed: boolean;
    notify: LevelPassed['data']['notify'];
    /** When the lesson's roster opens (its presence window): no evaluation before. */
    opensAt: string;
    /** How long before the start it opens, for the refusal's text. */
    opensMinutesBefore: number;
    /** The child is marked absent on that lesson, as the course's stream has it: not evaluated on it. */
    absent: boolean;
  };
};
export type ProgressCommand = Evaluate;

export interface ProgressState {
  evaluationIds: number[];
  /** Levels passed, by level id: when and by whom. */
  passed: Record<number, { at: string; by: string }>;
}

/** A child's progress: evaluations recorded once each, a level passed once. */
export const progressDecider: Decider<ProgressCommand, ProgressEvent, ProgressState> = {
  initialState: () => ({ evaluationIds: [], passed: {} }),
  decide(command, state) {
    const { evaluationId, subject, level, next, scale, ratings, note, passed, notify, opensAt, opensMinutesBefore, absent, now, by } = command.data;
    if (state.evaluationIds.includes(evaluationId)) return [];
    if (absent) throw new EvaluatedAbsent(subject.memberName);
    if (new Date(now).getTime() < new Date(opensAt).getTime()) throw new EvaluationNotYet(opensMinutesBefore);
    if (ratings.length === 0 && !note.trim() && !passed) throw new RatingInvalid('empty');
    const skills = new Map(level.skills.map((skill) => [skill.sklId, skill]));
    const rated = ratings.map(({ sklId, rating }) => {
      const skill = skills.get(sklId);
      if (!skill) throw new RatingInvalid('skill');
      const step = scale[rating];
      if (!Number.isInteger(rating) || !step) throw new RatingInvalid('scale');
      return { sklId, skillName: skill.name, skillEnglishName: skill.englishName, rating, label: step.fr, englishLabel: step.en || step.fr };
    });
    const already = state.passed[level.lvlId];
    if (passed && already) throw new LevelAlreadyPassed(level.name, already.by, already.at.slice(0, 10));
    const events: ProgressEvent[] = [];
    if (rated.length > 0 || note.trim()) events.push({ type: 'SkillsEvaluated', data: { ...subject, evaluationId, ratings: rated, note: note.trim(), at: now, by } });
    if (passed) events.push({ type: 'LevelPassed', data: { ...subject, evaluationId, next, notify, at: now, by } });
    return events;
  },
  evolve(state, event) {
    const evaluationIds = state.evaluationIds.includes(event.data.evaluationId) ? state.evaluationIds : [...state.evaluationIds, event.data.evaluationId];
    if (event.type === 'SkillsEvaluated') return { ...state, evaluationIds };
    return { evaluationIds, passed: { ...state.passed, [event.data.lvlId]: { at: event.data.at, by: event.data.evaluator.name } } };
  },
};

/** The levels of one activity a child passed, from their progress. */
export const passedLevels = (state: ProgressState) => Object.keys(state.passed).map(Number);
