/** Images: what the edit-title drawer sends, and how an image is shown (docs/api-catalogue.md). */
import { Type, type Static } from '@sinclair/typebox';
import { EntityObject, Required, Text } from '@plouf/infra/schemas';
import { Translations } from '../contract.ts';

/**
 * The English of an image's title, what a screen reader says to an English visitor (docs/adr/0012):
 * an empty one says the French.
 */
export const MediaTranslations = Translations(Type.Object({ libelle: Text(200) }));
export type MediaTranslations = Static<typeof MediaTranslations>;

/**
 * PUT /Media/{id}: the title (the image's alternative text), its copyright, and the title's English
 * (left as it was when not sent).
 */
export const MediaInput = Type.Object({ libelle: Required(200), mdaCopyright: Text(200), translations: Type.Optional(MediaTranslations) });
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
  /** Absent from images shown before English titles existed: read as none. */
  translations: Type.Optional(MediaTranslations),
});
export type MediaView = Static<typeof MediaView>;
