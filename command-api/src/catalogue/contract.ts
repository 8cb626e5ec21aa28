/**
 * What every catalogue resource shares on the wire: the text of a public page and the image lists.
 * Each kind's own contract (`pools/contract.ts`, …) builds on these.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Required, Text } from '@plouf/infra/schemas';
import { SLUG_PATTERN } from './slug.ts';

/**
 * The text of a public page (a pool's, an activity's, a blog post's, or a page of its own).
 * `slug` is its address; `pctMetaTitle` and `pctMetaDesc` go to the document's title and meta
 * description; `pctBody` is HTML from the rich-text editor, sanitized when saved.
 */
export const PageContent = Type.Object({
  slug: Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 120 }),
  pctTitle: Required(200),
  pctBaseline: Text(300),
  pctSubTitle: Text(300),
  pctHat: Text(1000),
  pctMetaTitle: Text(120),
  pctMetaDesc: Text(320),
  pctBody: Text(200_000),
});
export type PageContent = Static<typeof PageContent>;

/** A document's name in the back-office lists. */
export const Label = Required(200);

/** Ordered media ids; the first is the document's main image. */
export const ImageIds = Type.Array(Id, { maxItems: 50, default: [] });

/** One media id, or null for none. */
export const OptionalImageId = Type.Union([Type.Null(), Id], { default: null });
