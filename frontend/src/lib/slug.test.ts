import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from './slug.ts';

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

  it('keeps at most 120 characters, cut after the last whole word and without a dash at the end', () => {
    const title = 'Natation synchronisée '.repeat(10);
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe(`${Array.from({ length: 5 }, () => 'natation-synchronisee').join('-')}-natation`);
    expect(isSlug(slug)).toBe(true);
  });

  it('keeps a last word ending exactly at 120 characters', () => {
    const words = `${'a'.repeat(59)} ${'b'.repeat(60)} c`;
    expect(slugify(words)).toBe(`${'a'.repeat(59)}-${'b'.repeat(60)}`);
  });

  it('cuts a single word longer than 120 characters at 120', () => {
    expect(slugify('x'.repeat(200))).toBe('x'.repeat(120));
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

  it('refuses more than 120 characters, as the server does', () => {
    expect(isSlug('a'.repeat(120))).toBe(true);
    expect(isSlug('a'.repeat(121))).toBe(false);
  });

  it("is the server's pattern", () => {
    expect(SLUG_PATTERN.source).toBe('^[a-z0-9]+(?:-[a-z0-9]+)*$');
  });
});
