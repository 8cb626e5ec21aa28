import { describe, expect, it } from 'vitest';
import { deName, elides, queName } from './french.ts';

describe('French elision before a name (issue 41)', () => {
  it('elides de and que before a vowel, a mute h or a y sounded as a vowel', () => {
    expect(deName('Adam')).toBe('d’Adam');
    expect(deName('Émile')).toBe('d’Émile');
    expect(deName('Hugo')).toBe('d’Hugo');
    expect(deName('Yves')).toBe('d’Yves');
    expect(deName('Léa')).toBe('de Léa');
    expect(deName('Yann')).toBe('de Yann');
    expect(queName('Emma')).toBe('qu’Emma');
    expect(queName('Jules')).toBe('que Jules');
    expect(elides('Œdipe')).toBe(true);
    expect(elides('')).toBe(false);
  });
});
