/**
 * Slugs as the server accepts them (docs/api-catalogue.md): lower-case words of letters and
 * digits joined by single dashes.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A page address made from a title: accents removed, lower case, every run of other characters
 * turned into one dash, no dash at either end.
 *
 * @example
 * slugify('Bébés nageurs : l’éveil aquatique') // 'bebes-nageurs-l-eveil-aquatique'
 * slugify('Cœur & Œuvre') // 'coeur-oeuvre'
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether `text` is already a slug the server accepts. */
export function isSlug(text: string): boolean {
  return SLUG.test(text);
}
