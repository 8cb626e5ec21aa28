import sharp from 'sharp';
import { NotAnImage } from './errors.ts';

/** What the server accepts as an image, by decoded format (never by file name or declared type). */
const FORMATS: Record<string, { ext: string; mime: string }> = {
  jpeg: { ext: '.jpg', mime: 'image/jpeg' },
  png: { ext: '.png', mime: 'image/png' },
  webp: { ext: '.webp', mime: 'image/webp' },
  gif: { ext: '.gif', mime: 'image/gif' },
};

/** Larger than this and decoding costs more memory than an upload deserves. */
const MAX_PIXELS = 40_000_000;

/**
 * Reads the file's header to learn its real format and size, then decodes it whole (a truncated
 * or corrupt file is refused here, not found out when a page asks for it). Anything but JPEG, PNG,
 * WebP or GIF is refused, SVG too: it can carry scripts.
 *
 * @example
 * const { ext, mime, width, height } = await inspectImage(bytes); // { ext: '.png', mime: 'image/png', ... }
 */
export async function inspectImage(bytes: Uint8Array): Promise<{ ext: string; mime: string; width: number; height: number }> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new NotAnImage();
  }
  const format = metadata.format ? FORMATS[metadata.format] : undefined;
  if (!format || !metadata.width || !metadata.height) throw new NotAnImage();
  try {
    await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'warning' }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw new NotAnImage();
  }
  // A JPEG photographed sideways says so in EXIF: the stored size is the size as shown.
  const sideways = (metadata.orientation ?? 1) >= 5;
  return { ...format, width: sideways ? metadata.height : metadata.width, height: sideways ? metadata.width : metadata.height };
}
