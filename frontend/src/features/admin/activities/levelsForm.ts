import { LEVELS_MAX, levelsRefusal, SKILLS_MAX, type Level } from '@plouf/command-api/levels';
import type { LevelsInput, LevelsView } from '../../../api/progress.ts';

/** A skill as the form edits it; `key` names it for React (a new one has no id yet). */
export interface SkillDraft {
  key: string;
  sklId: number | null;
  name: string;
  englishName: string;
}

export interface LevelDraft {
  key: string;
  lvlId: number | null;
  name: string;
  englishName: string;
  skills: SkillDraft[];
}

export type LevelPatch = Partial<Pick<LevelDraft, 'name' | 'englishName'>>;
export type SkillPatch = Partial<Pick<SkillDraft, 'name' | 'englishName'>>;

export { LEVELS_MAX, SKILLS_MAX };

/** The levels as the form shows them. */
export function levelsDraft(view: LevelsView): LevelDraft[] {
  return view.levels.map((level) => ({
    key: `level-${level.lvlId}`,
    lvlId: level.lvlId,
    name: level.name,
    englishName: level.englishName,
    skills: level.skills.map((skill) => ({ key: `skill-${skill.sklId}`, sklId: skill.sklId, name: skill.name, englishName: skill.englishName })),
  }));
}

/** The document sent: the levels in the form's order, names trimmed, a new level or skill with a null id. */
export function levelsInput(draft: readonly LevelDraft[]): LevelsInput {
  return {
    levels: draft.map((level) => ({
      lvlId: level.lvlId,
      name: level.name.trim(),
      englishName: level.englishName.trim(),
      skills: level.skills.map((skill) => ({ sklId: skill.sklId, name: skill.name.trim(), englishName: skill.englishName.trim() })),
    })),
  };
}

/** Ids for what has none yet, apart from every real one: the shared rule compares ids too. */
const UNSAVED_LEVEL = 1_000_000_000;
const UNSAVED_SKILL = 2_000_000_000;

/**
 * Why the levels cannot be saved, as the server would say it (`levelsRefusal` of
 * `@plouf/command-api/levels`, the rule the command side decides with), or null.
 *
 * @example
 * levelsProblem([{ key: 'a', lvlId: null, name: ' ', englishName: '', skills: [] }]) // 'name'
 */
export function levelsProblem(draft: readonly LevelDraft[]): 'name' | 'duplicate' | null {
  let unsaved = 0;
  const levels: Level[] = draft.map((level, index) => ({
    lvlId: level.lvlId ?? UNSAVED_LEVEL + index,
    name: level.name,
    englishName: level.englishName,
    skills: level.skills.map((skill) => ({ sklId: skill.sklId ?? UNSAVED_SKILL + unsaved++, name: skill.name, englishName: skill.englishName })),
  }));
  return levelsRefusal(levels);
}

/** The edits the form makes, each answering new levels (nothing is changed in place). */
export const levelEdits = {
  add: (draft: readonly LevelDraft[], key: string): LevelDraft[] =>
    draft.length >= LEVELS_MAX ? [...draft] : [...draft, { key, lvlId: null, name: '', englishName: '', skills: [] }],
  set: (draft: readonly LevelDraft[], index: number, patch: LevelPatch): LevelDraft[] => draft.map((level, at) => (at === index ? { ...level, ...patch } : level)),
  /** Moves a level one place up (-1) or down (+1); at an end, nothing moves. */
  move: (draft: readonly LevelDraft[], index: number, by: -1 | 1): LevelDraft[] => {
    const target = index + by;
    if (index < 0 || target < 0 || target >= draft.length) return [...draft];
    const moved = [...draft];
    [moved[index], moved[target]] = [moved[target]!, moved[index]!];
    return moved;
  },
  remove: (draft: readonly LevelDraft[], index: number): LevelDraft[] => draft.filter((_, at) => at !== index),
  addSkill: (draft: readonly LevelDraft[], index: number, key: string): LevelDraft[] =>
    draft.map((level, at) =>
      at === index && level.skills.length < SKILLS_MAX ? { ...level, skills: [...level.skills, { key, sklId: null, name: '', englishName: '' }] } : level,
    ),
  setSkill: (draft: readonly LevelDraft[], index: number, skillIndex: number, patch: SkillPatch): LevelDraft[] =>
    draft.map((level, at) => (at === index ? { ...level, skills: level.skills.map((skill, s) => (s === skillIndex ? { ...skill, ...patch } : skill)) } : level)),
  removeSkill: (draft: readonly LevelDraft[], index: number, skillIndex: number): LevelDraft[] =>
    draft.map((level, at) => (at === index ? { ...level, skills: level.skills.filter((_, s) => s !== skillIndex) } : level)),
};
