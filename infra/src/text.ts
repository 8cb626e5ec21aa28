/**
 * Accents and case folded, so that "Hélène" is found by "helene" and sorts beside "Helene". Pure:
 * the read models store folded keys with it, and the front end folds what it searches with it.
 *
 * @example
 * foldText('Élodie Martin'); // 'elodie martin'
 */
export const foldText = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * A French postcode: five digits, its first two a department (01 to 95) or overseas (97, 98).
 * 00000 or 99999 are typos, refused by the server and the forms alike.
 *
 * @example
 * FRENCH_POSTCODE.test('75011'); // true
 * FRENCH_POSTCODE.test('00000'); // false
 */
export const FRENCH_POSTCODE = /^(?:0[1-9]|[1-8]\d|9[0-578])\d{3}$/;
