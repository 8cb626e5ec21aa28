import { describe, expect, it } from 'vitest';
import { showsFooter } from './navigation.ts';

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
