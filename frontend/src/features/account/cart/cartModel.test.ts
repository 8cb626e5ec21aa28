import { describe, expect, it } from 'vitest';
import { addToCart, isTuitionLine, setQuantity, validAt } from './cartModel.ts';

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

describe('a term’s price in the cart (issue 43)', () => {
  const tuition = { item: { id: 1_000_000_003, libelle: 'Trimestre d’hiver — Jardin aquatique', fftTarif: 15_000, tva: 2000 }, qty: 1, psnId: 2 };
  const pass = { id: 4, libelle: 'Carte 10 séances', fftTarif: 12_000, tva: 2000 };

  it('keeps its order’s quantity: only taking it off changes it', () => {
    expect(isTuitionLine(tuition)).toBe(true);
    expect(setQuantity([tuition], tuition.item.id, 2, 3)).toEqual([tuition]);
    expect(setQuantity([tuition], tuition.item.id, 2, 0)).toEqual([]);
  });

  it('gives way to a pass added afterwards: the cart starts anew, never priced with it', () => {
    expect(addToCart([tuition], pass, 2, null)).toEqual([{ item: pass, qty: 2, psnId: null }]);
  });
});
