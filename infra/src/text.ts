/**
 * Accents and case folded, so that "Hélène" is found by "helene" and sorts beside "Helene". Pure:
 * the read models store folded keys with it, and the front end folds what it searches with it.
 *
 * @example
 * foldText('Élodie Martin'); // 'elodie martin'
 */
export const foldText = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
