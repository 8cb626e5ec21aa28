/**
 * What every catalogue resource shares on the wire: the text of a public page and the image lists.
 * Each kind's own contract (`pools/contract.ts`, …) builds on these.
 */
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { Id, Required, Text } from '@plouf/infra/schemas';
import { SLUG_PATTERN } from './slug.ts';

const pageTexts = {
  pctBaseline: Text(300),
  pctSubTitle: Text(300),
  pctHat: Text(1000),
  pctMetaTitle: Text(120),
  pctMetaDesc: Text(320),
  pctBody: Text(200_000),
};

/**
 * The text of a public page (a pool's, an activity's, a blog post's, or a page of its own).
 * `slug` is its address; `pctMetaTitle` and `pctMetaDesc` go to the document's title and meta
 * description; `pctBody` is HTML from the rich-text editor, sanitized when saved.
 */
export const PageContent = Type.Object({
  slug: Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 120 }),
  pctTitle: Required(200),
  ...pageTexts,
});
export type PageContent = Static<typeof PageContent>;

/**
 * The English of a page's texts, within the French ones' limits. No slug: a document has one
 * address, its English is the same address with `?lang=en`. An empty field shows the French.
 */
export const PageContentEnglish = Type.Object({ pctTitle: Text(200), ...pageTexts }, { additionalProperties: false });
export type PageContentEnglish = Static<typeof PageContentEnglish>;

/**
 * A document's `translations`: the English of its texts, every field optional. French is the
 * default language and an absent or empty English text falls back to it (docs/adr/0012). Events
 * recorded before translations existed have none; the read side shows them as `{}`. Closed
 * objects: a field that is not a text of the document (a slug, a colour) is dropped at the edge,
 * so English can never change what is not a text.
 *
 * @example
 * translations: Translations({ libelle: Text(200), content: PageContentEnglish })
 */
export const Translations = <T extends TProperties>(english: TObject<T>) =>
  Type.Object({ en: Type.Optional(Type.Partial(english, { additionalProperties: false })) }, { default: {}, additionalProperties: false });

/** A document's name in the back-office lists. */
export const Label = Required(200);

/** Ordered media ids; the first is the document's main image. */
export const ImageIds = Type.Array(Id, { maxItems: 50, default: [] });

/** One media id, or null for none. */
export const OptionalImageId = Type.Union([Type.Null(), Id], { default: null });
