import { describe, expect, it } from 'vitest';
import { levelOptions } from './useActivityLevels.ts';

const levels = [
  { lvlId: 3, name: 'Grenouille', englishName: '' },
  { lvlId: 4, name: 'Dauphin', englishName: 'Dolphin' },
];
const unknown = (id: number) => `n°${id}`;

describe('levelOptions', () => {
  it('offers any level first, then the levels in order', () => {
    expect(levelOptions(levels, null, 'fr', 'Tous niveaux', unknown)).toEqual([
      { value: '', label: 'Tous niveaux' },
      { value: 3, label: 'Grenouille' },
      { value: 4, label: 'Dauphin' },
    ]);
  });

  it('keeps a level chosen that the activity does not have, named by its id', () => {
    expect(levelOptions(levels, 9, 'fr', 'Tous niveaux', unknown).map((option) => option.label)).toEqual(['Tous niveaux', 'n°9', 'Grenouille', 'Dauphin']);
    expect(levelOptions([], 9, 'en', 'Any', unknown)).toEqual([{ value: '', label: 'Any' }, { value: 9, label: 'n°9' }]);
  });

  it('adds nothing for a level the activity has', () => {
    expect(levelOptions(levels, 4, 'fr', 'Tous niveaux', unknown)).toHaveLength(3);
  });

  it('names the levels in the screen’s language, the French one when no English is written', () => {
    expect(levelOptions(levels, null, 'en', 'Any level', unknown).map((option) => option.label)).toEqual(['Any level', 'Grenouille', 'Dolphin']);
  });
});
