import { describe, expect, it } from 'vitest';
import { autologKeyOf, searchWithoutKey } from './sessionUrl.ts';

describe('session URL', () => {
  it('reads an autolog key anywhere but on the create-password page', () => {
    expect(autologKeyOf('/profil', '?key=abc')).toBe('abc');
    expect(autologKeyOf('/', '?x=1&key=abc')).toBe('abc');
    expect(autologKeyOf('/', '?key=')).toBeNull();
    expect(autologKeyOf('/', '')).toBeNull();
    expect(autologKeyOf('/create-password', '?key=abc')).toBeNull();
    expect(autologKeyOf('/create-password/', '?key=abc')).toBeNull();
  });

  it('removes the key and keeps the rest of the query', () => {
    expect(searchWithoutKey('?key=abc')).toBe('');
    expect(searchWithoutKey('?key=abc&form=forgotten')).toBe('?form=forgotten');
    expect(searchWithoutKey('?form=forgotten')).toBe('?form=forgotten');
  });
});
