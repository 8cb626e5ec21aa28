import type { Language } from '../../api/client.ts';

const UNITS: Record<Language, readonly string[]> = { fr: ['o', 'Ko', 'Mo', 'Go'], en: ['B', 'kB', 'MB', 'GB'] };

/**
 * A file size for people, in the interface language (1 Ko = 1000 octets, as file managers show).
 *
 * @example
 * formatSize(245_300, 'fr') // '245,3 Ko'
 * formatSize(2_000_000, 'en') // '2 MB'
 */
export function formatSize(bytes: number, language: Language): string {
  const units = UNITS[language];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${units[unit]}`;
}

/** "1200 × 800 px", or an empty string when the dimensions are unknown. */
export function formatDimensions(media: { width: number; height: number }): string {
  return media.width > 0 && media.height > 0 ? `${media.width} × ${media.height} px` : '';
}

/**
 * The size an image is shown at inside a box, ratio kept and never enlarged (the server's `max`
 * mode), so the page can reserve its room before the image arrives.
 *
 * @example
 * fitInside({ width: 3000, height: 2000 }, { w: 1200, h: 800 }) // { width: 1200, height: 800 }
 */
export function fitInside(media: { width: number; height: number }, box: { w: number; h: number }): { width: number; height: number } | undefined {
  if (media.width <= 0 || media.height <= 0) return undefined;
  const scale = Math.min(1, box.w / media.width, box.h / media.height);
  return { width: Math.round(media.width * scale), height: Math.round(media.height * scale) };
}
