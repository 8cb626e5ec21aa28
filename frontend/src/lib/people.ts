import type { Address } from '../api/types.ts';

/**
 * First name then last name, skipping the missing one.
 *
 * @example
 * fullName({ usrPrenom: 'Léa', usrNom: 'Dupont' }) // 'Léa Dupont'
 */
export function fullName(person: { usrPrenom?: string | null; usrNom?: string | null }): string {
  return [person.usrPrenom, person.usrNom].map((part) => part?.trim()).filter(Boolean).join(' ');
}

/**
 * An address on two lines: the street, then the postal code and the city; `[]` when empty.
 *
 * @example
 * addressLines({ adrNumberWay: '3 rue des Lilas', adrPostalCode: '69003', libelle: 'Lyon' }) // ['3 rue des Lilas', '69003 Lyon']
 */
export function addressLines(address: Address | null): string[] {
  if (!address) return [];
  const city = [address.adrPostalCode, address.libelle].map((part) => part?.trim()).filter(Boolean).join(' ');
  return [address.adrNumberWay?.trim(), address.adrOutsideInfos?.trim(), city].filter((line): line is string => Boolean(line));
}
