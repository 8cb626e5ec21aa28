/**
 * Levels and skills (issue 26, docs/adr/0023-levels-and-progress.md), pure: an activity's ordered
 * levels, each with the skills its children work on; the school's rating scale; which level a child
 * has reached from the levels they passed. The command side decides with it and the screens explain
 * with it (`@plouf/command-api/levels`; no TypeBox).
 */

export interface Skill {
  sklId: number;
  name: string;
  /** Its name in English; empty: the French one is shown. */
  englishName: string;
}

export interface Level {
  lvlId: number;
  name: string;
  englishName: string;
  skills: Skill[];
}

/** One step of the school's rating scale, from the lowest (index 0) to the highest. */
export interface ScaleStep {
  fr: string;
  en: string;
}

export const DEFAULT_SCALE: ScaleStep[] = [
  { fr: 'Pas encore', en: 'Not yet' },
  { fr: 'En progrès', en: 'In progress' },
  { fr: 'Acquis', en: 'Achieved' },
];

export const LEVELS_MAX = 20;
export const SKILLS_MAX = 30;
export const SCALE_MIN = 2;
export const SCALE_MAX = 6;

/**
 * The level a child is working on: the first of the activity's levels they have not passed, or null
 * when they passed them all (or the activity has none).
 *
 * @example
 * currentLevel([{ lvlId: 1, … }, { lvlId: 2, … }], [1])?.lvlId; // 2
 */
export function currentLevel(levels: readonly Level[], passed: Iterable<number>): Level | null {
  const done = new Set(passed);
  return levels.find((level) => !done.has(level.lvlId)) ?? null;
}

/**
 * Whether a child may take a course for `lvlId`: the activity's first level is open to everyone;
 * another needs the level before it passed (or any level after it, for a child who went on). A
 * level the activity no longer has restricts nothing.
 *
 * @example
 * levelReached(levels, [], 1); // true: the first level
 * levelReached(levels, [], 2); // false
 * levelReached(levels, [1], 2); // true
 */
export function levelReached(levels: readonly Level[], passed: Iterable<number>, lvlId: number): boolean {
  const index = levels.findIndex((level) => level.lvlId === lvlId);
  if (index <= 0) return true;
  const done = new Set(passed);
  return levels.slice(index - 1).some((level) => done.has(level.lvlId));
}

/** Why a set of levels cannot be saved, or null: names missing or repeated, an id twice. */
export function levelsRefusal(levels: readonly Level[]): 'name' | 'duplicate' | null {
  const names = new Set<string>();
  const ids = new Set<number>();
  for (const level of levels) {
    const name = level.name.trim().toLocaleLowerCase('fr');
    if (!name || level.skills.some((skill) => !skill.name.trim())) return 'name';
    if (names.has(name) || ids.has(level.lvlId)) return 'duplicate';
    names.add(name);
    ids.add(level.lvlId);
    const skills = new Set<string>();
    for (const skill of level.skills) {
      const skillName = skill.name.trim().toLocaleLowerCase('fr');
      if (skills.has(skillName) || ids.has(-skill.sklId)) return 'duplicate';
      skills.add(skillName);
      ids.add(-skill.sklId);
    }
  }
  return null;
}

/** A level's or a skill's name in a language (the French one when it has no English). */
export const nameIn = (named: { name: string; englishName: string }, language: 'fr' | 'en') => (language === 'en' && named.englishName.trim() ? named.englishName : named.name);
