/**
 * Slugs as the server accepts them (command-api catalogue schemas, docs/api-catalogue.md):
 * lower-case words of letters and digits joined by single dashes, at most 120 characters.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/**
 * A page address made from a title: accents removed, lower case, every run of other characters
 * turned into one dash, no dash at either end; past 120 characters, cut after the last whole word
 * that fits (a single longer word is cut at 120).
 *
 * @example
 * slugify('Bébés nageurs : l’éveil aquatique') // 'bebes-nageurs-l-eveil-aquatique'
 * slugify('Cœur & Œuvre') // 'coeur-oeuvre'
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  // One character more than fits, so a dash right after the limit marks a whole last word.
  const boundary = slug.slice(0, SLUG_MAX_LENGTH + 1).lastIndexOf('-');
  return boundary > 0 ? slug.slice(0, boundary) : slug.slice(0, SLUG_MAX_LENGTH);
}

/** Whether `text` is already a slug the server accepts. */
export function isSlug(text: string): boolean {
  return text.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(text);
}
