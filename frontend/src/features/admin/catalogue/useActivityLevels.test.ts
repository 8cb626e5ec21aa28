import { describe, expect, it } from 'vitest';
import { levelOptions } from './useActivityLevels.ts';

const levels = [
  { lvlId: 3, name: 'Grenouille' },
  { lvlId: 4, name: 'Dauphin' },
];
const unknown = (id: number) => `n°${id}`;

describe('levelOptions', () => {
  it('offers any level first, then the levels in order', () => {
    expect(levelOptions(levels, null, 'Tous niveaux', unknown)).toEqual([
      { value: '', label: 'Tous niveaux' },
      { value: 3, label: 'Grenouille' },
      { value: 4, label: 'Dauphin' },
    ]);
  });

  it('keeps a level chosen that the activity does not have, named by its id', () => {
    expect(levelOptions(levels, 9, 'Tous niveaux', unknown).map((option) => option.label)).toEqual(['Tous niveaux', 'n°9', 'Grenouille', 'Dauphin']);
    expect(levelOptions([], 9, 'Any', unknown)).toEqual([{ value: '', label: 'Any' }, { value: 9, label: 'n°9' }]);
  });

  it('adds nothing for a level the activity has', () => {
    expect(levelOptions(levels, 4, 'Tous niveaux', unknown)).toHaveLength(3);
  });
});
