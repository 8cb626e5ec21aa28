/** Lower-case words joined by `-`: what every slug of the catalogue looks like. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/**
 * A slug from any title: accents and case dropped, anything else between words becomes `-`.
 *
 * @example
 * slugify('Piscine Jean-Bouin (Paris 16e)'); // 'piscine-jean-bouin-paris-16e'
 */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/, '');
}
