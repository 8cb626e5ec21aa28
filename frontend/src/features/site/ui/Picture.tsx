import { imageUrl, type MediaView } from '../../../api/catalogue.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { localized } from '../../../lib/localized.ts';

/** The image server's largest box side (docs/api-catalogue.md). */
const MAX_SIDE = 2400;

export interface PictureProps {
  media: MediaView | null | undefined;
  /** The box shown, in CSS pixels: the image is asked for this size and twice it. */
  width: number;
  height: number;
  mode?: 'crop' | 'carve' | 'max';
  /** Below the fold: loaded when about to be seen. */
  lazy?: boolean;
  /**
   * For an image whose shown width follows the screen (a hero): offers widths instead of 1x/2x,
   * so a phone does not fetch a desktop-sized image.
   */
  sizes?: string;
  className?: string;
}

/**
 * A catalogue image, resized and cropped by the server (WebP), with a 2x variant for sharp screens,
 * its size written out so nothing moves when it arrives, and its title in the reader's language as
 * alternative text (the French when it has no English).
 * No image gives the server's "no image" picture.
 */
export function Picture({ media, width, height, mode = 'crop', lazy = true, sizes, className }: PictureProps) {
  const { locale } = useLocale();
  const variant = (scale: number) => {
    const fitted = Math.min(scale, MAX_SIDE / Math.max(width, height));
    const w = Math.round(width * fitted);
    return { w, url: imageUrl(media, { w, h: Math.round(height * fitted), mode }) };
  };
  const srcSet = sizes
    ? [0.5, 1, 1.5, 2].map(variant).map(({ w, url }) => `${url} ${w}w`)
    : [`${variant(1).url} 1x`, `${variant(2).url} 2x`];
  return (
    <img
      src={variant(1).url}
      srcSet={[...new Set(srcSet)].join(', ')}
      sizes={sizes}
      width={width}
      height={height}
      alt={media ? localized(media, locale).libelle : ''}
      loading={lazy ? 'lazy' : 'eager'}
      decoding={lazy ? 'async' : 'sync'}
      // An image shown at once is the page's largest (its hero): fetched first. Lower case, as React 18 passes it through.
      {...(lazy ? {} : { fetchpriority: 'high' })}
      className={className}
    />
  );
}
