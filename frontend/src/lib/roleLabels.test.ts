import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/catalogues.ts';
import { rolesText } from './roleLabels.ts';

const intlIn = (language: 'fr' | 'en') => ({ formatMessage: ({ id }: { id: string }) => (catalogues[language] as Record<string, string>)[id] ?? id }) as never;

describe('roles as a reader reads them', () => {
  it('are named in the reader’s language, a role the screen does not know as it is', () => {
    expect(rolesText(['Client', 'Famille'], intlIn('en'))).toBe('Client, Family');
    expect(rolesText(['Client', 'Famille'], intlIn('fr'))).toBe('Client, Famille');
    expect(rolesText(['MNS', 'Nouveau'], intlIn('en'))).toBe('Instructor (MNS), Nouveau');
  });
});
