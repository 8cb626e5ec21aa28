import { slugify } from '../slug.ts';
import { DEFAULT_MEDIA_ID } from './events.ts';

/**
 * The id of a new image. Id 1 is the default image's, recorded by the platform itself: uploads
 * never take it.
 */
export async function nextMediaId(next: (name: 'media') => Promise<number>): Promise<number> {
  const id = await next('media');
  return id === DEFAULT_MEDIA_ID ? next('media') : id;
}

/**
 * An image's slug: its title's words, then its id, so that it is unique.
 *
 * @example
 * mediaSlug('Grand bassin', 27); // 'grand-bassin-27'
 */
export const mediaSlug = (title: string, mediaId: number) => `${slugify(title, 60) || 'image'}-${mediaId}`;
