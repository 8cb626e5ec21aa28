import { describe, expect, it } from 'vitest';
import { showsFooter, storedCartCount } from './navigation.ts';

describe('showsFooter (spec §2)', () => {
  it.each([
    ['/', true],
    ['/contact', true],
    ['/profil', false],
    ['/profil/', false],
    ['/profil/administration/contacts', false],
    ['/profil/panier', true],
    ['/profil/facturation', true],
    ['/profil/paiement/', true],
    ['/profile-photos', true],
  ])('%s -> %s', (path, shown) => {
    expect(showsFooter(path)).toBe(shown);
  });
});

describe('storedCartCount (spec §3: the sum of quantities)', () => {
  it('adds up the quantities of the stored cart', () => {
    expect(storedCartCount(JSON.stringify({ items: [{ qty: 2 }, { qty: 1 }] }))).toBe(3);
  });

  it('counts nothing for no cart, an empty one or garbage', () => {
    expect(storedCartCount(null)).toBe(0);
    expect(storedCartCount(JSON.stringify({ items: [] }))).toBe(0);
    expect(storedCartCount('{not json')).toBe(0);
    expect(storedCartCount(JSON.stringify({ items: [{ qty: 'two' }, { qty: -1 }] }))).toBe(0);
  });
});
