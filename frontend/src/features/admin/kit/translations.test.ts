import { describe, expect, it } from 'vitest';
import { englishAt, withEnglish } from './translations.ts';

describe('a document’s English texts in a form', () => {
  it('reads a text by its path, empty when absent', () => {
    const translations = { en: { libelle: 'Pool', content: { pctTitle: 'The pool' } } };
    expect(englishAt(translations, 'libelle')).toBe('Pool');
    expect(englishAt(translations, 'content.pctTitle')).toBe('The pool');
    expect(englishAt(translations, 'content.pctBody')).toBe('');
    expect(englishAt({}, 'configPiscine.horaires')).toBe('');
    expect(englishAt(undefined, 'libelle')).toBe('');
  });

  it('writes a text by its path, keeping the others and the original', () => {
    const before = { en: { libelle: 'Pool', content: { pctTitle: 'The pool' } } };
    const after = withEnglish(before, 'content.pctBody', '<p>Hello</p>');
    expect(after).toEqual({ en: { libelle: 'Pool', content: { pctTitle: 'The pool', pctBody: '<p>Hello</p>' } } });
    expect(before).toEqual({ en: { libelle: 'Pool', content: { pctTitle: 'The pool' } } });
    expect(withEnglish(undefined, 'configPiscine.horaires', 'Wednesdays')).toEqual({ en: { configPiscine: { horaires: 'Wednesdays' } } });
  });
});
