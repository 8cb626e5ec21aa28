import { describe, expect, it } from 'vitest';
import { addressLines, fullName } from './people.ts';

describe('people', () => {
  it('writes a full name without holes', () => {
    expect(fullName({ usrPrenom: 'Léa', usrNom: 'Dupont' })).toBe('Léa Dupont');
    expect(fullName({ usrPrenom: ' ', usrNom: 'Dupont' })).toBe('Dupont');
    expect(fullName({})).toBe('');
  });

  it('writes an address on lines, skipping the empty parts', () => {
    expect(addressLines(null)).toEqual([]);
    expect(addressLines({ adrNumberWay: '3 rue des Lilas', adrPostalCode: '69003', libelle: 'Lyon' })).toEqual(['3 rue des Lilas', '69003 Lyon']);
    expect(addressLines({ adrNumberWay: '', adrPostalCode: '', libelle: 'Lyon', adrOutsideInfos: 'Bât. B' })).toEqual(['Bât. B', 'Lyon']);
  });
});
