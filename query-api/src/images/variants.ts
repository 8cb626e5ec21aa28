import sharp from 'sharp';

export type ResizeMode = 'max' | 'crop' | 'stretch' | 'carve';

export interface Variant {
  w?: number | undefined;
  h?: number | undefined;
  mode: ResizeMode;
  webp: boolean;
  quality: number;
}

/**
 * One variant for requests that would give the same bytes: quality counts only for lossy output
 * (WebP, JPEG) and is rounded to a multiple of 5; no box and no WebP is the original.
 */
export function normalizeVariant(variant: Variant, ext: string): Variant {
  const lossy = variant.webp || ext === '.jpg' || ext === '.webp';
  const quality = lossy ? Math.min(100, Math.max(5, Math.round(variant.quality / 5) * 5)) : 0;
  const boxed = Boolean(variant.w || variant.h);
  return { w: variant.w, h: variant.h, mode: boxed ? variant.mode : 'max', webp: variant.webp, quality };
}

/** The original bytes, untouched, when nothing is asked for. */
export const isOriginal = (variant: Variant) => !variant.w && !variant.h && !variant.webp;

/** A file name for a variant of the blob `sha256`, in the image cache. */
export function variantKey(sha256: string, ext: string, variant: Variant): string {
  if (isOriginal(variant)) return `${sha256}${ext}`;
  const format = variant.webp ? '.webp' : ext;
  return `${sha256}-${variant.w ?? 0}x${variant.h ?? 0}-${variant.mode}-q${variant.quality}${format}`;
}

const FIT: Record<ResizeMode, keyof sharp.FitEnum> = { max: 'inside', crop: 'cover', stretch: 'fill', carve: 'cover' };

/**
 * Makes a variant (docs/api-catalogue.md):
 * - `max` fits inside the box and never enlarges;
 * - `crop` covers the box, centred;
 * - `stretch` fills the box exactly, ratio not kept;
 * - `carve` covers the box like `crop`, keeping the part libvips' attention strategy finds most
 *   salient (libvips has no seam carving).
 * EXIF orientation is applied and metadata dropped.
 *
 * @example
 * const bytes = await makeVariant(original, { w: 400, h: 300, mode: 'crop', webp: true, quality: 80 });
 */
export async function makeVariant(original: Buffer, variant: Variant): Promise<Buffer> {
  let image = sharp(original, { limitInputPixels: 40_000_000, animated: false }).rotate();
  if (variant.w || variant.h) {
    image = image.resize({
      width: variant.w,
      height: variant.h,
      fit: FIT[variant.mode],
      position: variant.mode === 'carve' ? sharp.strategy.attention : 'centre',
      withoutEnlargement: variant.mode === 'max',
    });
  }
  if (variant.webp) return image.webp({ quality: variant.quality }).toBuffer();
  const { format } = await sharp(original).metadata();
  if (format === 'jpeg') return image.jpeg({ quality: variant.quality, mozjpeg: true }).toBuffer();
  if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: variant.quality }).toBuffer();
  return image.toBuffer();
}
