import { describe, expect, it } from 'vitest';
import { isSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it('joins lower-case words with dashes', () => {
    expect(slugify('Piscine Olympique Municipale')).toBe('piscine-olympique-municipale');
  });

  it('removes accents and French ligatures', () => {
    expect(slugify('Éveil aquatique à Noël')).toBe('eveil-aquatique-a-noel');
    expect(slugify('Cœur & Œuvre, ex æquo')).toBe('coeur-oeuvre-ex-aequo');
  });

  it('turns punctuation and runs of spaces into one dash, none at the ends', () => {
    expect(slugify('  Bébés nageurs : l’éveil   (6 mois – 3 ans) !  ')).toBe('bebes-nageurs-l-eveil-6-mois-3-ans');
    expect(slugify('--déjà--slug--')).toBe('deja-slug');
  });

  it('keeps digits', () => {
    expect(slugify('Stage été 2026')).toBe('stage-ete-2026');
  });

  it('gives an empty slug for a title without letters or digits', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' ?! ')).toBe('');
  });

  it('always gives a slug the server accepts, or nothing', () => {
    for (const title of ['Aquagym', 'L’été à la piscine', 'a  b', 'Ça va ?', '100 % nage']) expect(isSlug(slugify(title))).toBe(true);
  });
});

describe('isSlug', () => {
  it('accepts lower-case words joined by single dashes', () => {
    expect(isSlug('bebes-nageurs')).toBe(true);
    expect(isSlug('cours2')).toBe(true);
  });

  it('refuses capitals, accents, spaces, doubled or outer dashes and the empty string', () => {
    for (const text of ['Bebes', 'bébés', 'bebes nageurs', 'bebes--nageurs', '-bebes', 'bebes-', '']) expect(isSlug(text)).toBe(false);
  });
});
