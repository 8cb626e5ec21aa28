import { describe, expect, it } from 'vitest';
import { publicPagePath } from './publicPath.ts';

describe('publicPagePath', () => {
  it('finds the site route of the pages the site shows', () => {
    expect(publicPagePath('accueil')).toBe('/');
    expect(publicPagePath('cgv')).toBe('/cgv');
    expect(publicPagePath('mentions-legales')).toBe('/mentions-legales');
  });

  it('finds none for another page', () => {
    expect(publicPagePath('brouillon-interne')).toBeUndefined();
    expect(publicPagePath('constructor')).toBeUndefined();
  });
});
