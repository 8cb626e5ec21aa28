import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/catalogues.ts';
import { shownName } from './erased.ts';

const intlIn = (language: 'fr' | 'en') => ({ formatMessage: ({ id }: { id: string }) => (catalogues[language] as Record<string, string>)[id] ?? id }) as never;

describe('an erased name', () => {
  it('is said in the reader’s language; any other name is shown as it is', () => {
    expect(shownName('Famille supprimée', intlIn('en'))).toBe('Deleted family');
    expect(shownName('Membre supprimé', intlIn('en'))).toBe('Deleted member');
    expect(shownName('Famille supprimée', intlIn('fr'))).toBe('Famille supprimée');
    expect(shownName('Martin', intlIn('en'))).toBe('Martin');
  });
});
