import { describe, expect, it } from 'vitest';
import { levelEdits, levelsDraft, levelsInput, levelsProblem, LEVELS_MAX, type LevelDraft } from './levelsForm.ts';

const view = {
  acyId: 4,
  levels: [
    { lvlId: 1, name: 'Têtard', englishName: 'Tadpole', skills: [{ sklId: 10, name: 'Souffler dans l’eau', englishName: 'Blow bubbles' }] },
    { lvlId: 2, name: 'Grenouille', englishName: '', skills: [] },
  ],
};

describe('the levels form', () => {
  it('round-trips the server’s levels', () => {
    const draft = levelsDraft(view);
    expect(draft.map((level) => level.key)).toEqual(['level-1', 'level-2']);
    expect(levelsInput(draft)).toEqual({
      levels: [
        { lvlId: 1, name: 'Têtard', englishName: 'Tadpole', skills: [{ sklId: 10, name: 'Souffler dans l’eau', englishName: 'Blow bubbles' }] },
        { lvlId: 2, name: 'Grenouille', englishName: '', skills: [] },
      ],
    });
  });

  it('adds, renames, moves and removes levels and skills; new ones are sent with null ids, names trimmed', () => {
    let draft = levelsDraft(view);
    draft = levelEdits.add(draft, 'new-1');
    draft = levelEdits.set(draft, 2, { name: ' Dauphin ', englishName: 'Dolphin ' });
    draft = levelEdits.addSkill(draft, 2, 'new-2');
    draft = levelEdits.setSkill(draft, 2, 0, { name: 'Plonger' });
    draft = levelEdits.move(draft, 2, -1);
    draft = levelEdits.remove(draft, 0);
    draft = levelEdits.removeSkill(draft, 0, 5);
    expect(levelsInput(draft).levels).toEqual([
      { lvlId: null, name: 'Dauphin', englishName: 'Dolphin', skills: [{ sklId: null, name: 'Plonger', englishName: '' }] },
      { lvlId: 2, name: 'Grenouille', englishName: '', skills: [] },
    ]);
    expect(levelsInput(levelEdits.removeSkill(draft, 0, 0)).levels[0]!.skills).toEqual([]);
  });

  it('moves nothing past either end', () => {
    const draft = levelsDraft(view);
    expect(levelEdits.move(draft, 0, -1)).toEqual(draft);
    expect(levelEdits.move(draft, 1, 1)).toEqual(draft);
  });

  it('adds no level past the maximum', () => {
    let draft: LevelDraft[] = [];
    for (let index = 0; index < LEVELS_MAX + 2; index++) draft = levelEdits.add(draft, `k${index}`);
    expect(draft).toHaveLength(LEVELS_MAX);
  });

  it('says why the levels cannot be saved with the command side’s rule', () => {
    const draft = levelsDraft(view);
    expect(levelsProblem(draft)).toBeNull();
    expect(levelsProblem(levelEdits.add(draft, 'n'))).toBe('name');
    expect(levelsProblem(levelEdits.setSkill(draft, 0, 0, { name: '  ' }))).toBe('name');
    expect(levelsProblem(levelEdits.set(draft, 1, { name: 'têtard ' }))).toBe('duplicate');
    // Two new levels, two new skills: not taken for the same id.
    let fresh = levelEdits.set(levelEdits.add(levelEdits.add(draft, 'a'), 'b'), 2, { name: 'Dauphin' });
    fresh = levelEdits.set(fresh, 3, { name: 'Requin' });
    fresh = levelEdits.setSkill(levelEdits.addSkill(fresh, 2, 's'), 2, 0, { name: 'Plonger' });
    fresh = levelEdits.setSkill(levelEdits.addSkill(fresh, 3, 't'), 3, 0, { name: 'Plonger' });
    expect(levelsProblem(fresh)).toBeNull();
    const twice = levelEdits.setSkill(levelEdits.addSkill(fresh, 3, 'u'), 3, 1, { name: 'plonger' });
    expect(levelsProblem(twice)).toBe('duplicate');
  });
});
