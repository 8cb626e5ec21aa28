import { describe, expect, it } from 'vitest';
import { validAt } from './cartModel.ts';

const pools = [
  { id: 1, libelle: 'Piscine des Tilleuls', psnDomicile: false },
  { id: 2, libelle: 'Bassin du Canal', psnDomicile: false },
  { id: 3, libelle: 'Cours à domicile', psnDomicile: true },
];

describe('where a cart line’s card is valid (issue 41)', () => {
  it('says every pool when the pass covers each pool with water, whatever page it was chosen on', () => {
    expect(validAt([1, 2], pools)).toBe('everywhere');
    expect(validAt([], pools)).toBe('everywhere');
  });

  it('names the pools otherwise', () => {
    expect(validAt([1], pools)).toEqual(['Piscine des Tilleuls']);
    expect(validAt([3], pools)).toEqual(['Cours à domicile']);
  });
});
