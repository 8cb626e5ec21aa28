/** Images: what the edit-title drawer sends, and how an image is shown (docs/api-catalogue.md). */
import { Type, type Static } from '@sinclair/typebox';
import { EntityObject, Required, Text } from '@plouf/infra/schemas';

/** PUT /Media/{id}: the title (the image's alternative text) and its copyright. */
export const MediaInput = Type.Object({ libelle: Required(200), mdaCopyright: Text(200) });
export type MediaInput = Static<typeof MediaInput>;

/**
 * An uploaded image. `url` is where it is served: `/images/{id mod 100, two digits}/{slug}{ext}`,
 * to which the front end adds `w`, `h`, `mode` (max, crop, stretch, carve), `format=webp` and
 * `quality`. Image 1 is the default image (`/images/01/no-image.png`): it is never edited or deleted.
 */
export const MediaView = EntityObject({
  slug: Type.String(),
  /** With its dot: `.jpg`, `.png`, `.webp`, `.gif`. */
  mdaExt: Type.String(),
  mdaCopyright: Type.String(),
  /** The name of the file as it was uploaded. */
  fileName: Type.String(),
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** Bytes. */
  size: Type.Integer(),
  mime: Type.String(),
});
export type MediaView = Static<typeof MediaView>;
