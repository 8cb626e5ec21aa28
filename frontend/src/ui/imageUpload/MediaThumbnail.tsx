import { imageUrl, type MediaView } from '../../api/catalogue.ts';

/** Spec §9: thumbnails are 130 × 102. */
export const THUMBNAIL = { w: 130, h: 102 } as const;

/** A media's 130 × 102 thumbnail, cropped to fill the box, sharp on a 2x screen. */
export function MediaThumbnail({ media, alt }: { media: MediaView; alt: string }) {
  const box = { ...THUMBNAIL, mode: 'crop' } as const;
  return (
    <img
      className="plouf-thumb-img"
      src={imageUrl(media, box)}
      srcSet={`${imageUrl(media, box)} 1x, ${imageUrl(media, { ...box, w: box.w * 2, h: box.h * 2 })} 2x`}
      width={THUMBNAIL.w}
      height={THUMBNAIL.h}
      alt={alt}
      loading="lazy"
      draggable={false}
    />
  );
}
