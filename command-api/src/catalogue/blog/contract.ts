/** Blog posts. A post without a publication date, or dated after today in Paris, is a draft. */
import { Type, type Static } from '@sinclair/typebox';
import { Day, DayText, EntityObject, MomentText, Nullable, Text } from '@plouf/infra/schemas';
import { Label, OptionalImageId, PageContent, PageContentEnglish, Translations } from '../contract.ts';
import { MediaView } from '../media/contract.ts';

/** The English of a post's name and texts; the post keeps one address and one author (docs/adr/0012). */
export const BlogPostTranslations = Translations(Type.Object({ libelle: Text(200), content: PageContentEnglish }));
export type BlogPostTranslations = Static<typeof BlogPostTranslations>;

export const BlogPostInput = Type.Object({
  libelle: Label,
  content: PageContent,
  /** Shown on the post as its author. */
  blgAuteur: Text(100),
  /** Publication day; null keeps the post a draft, seen only by administrators. */
  blgDatpub: Nullable(Day, { default: null }),
  imageId: OptionalImageId,
  translations: Type.Optional(BlogPostTranslations),
});
export type BlogPostInput = Static<typeof BlogPostInput>;

export const BlogPostView = EntityObject({
  content: PageContent,
  blgAuteur: Type.String(),
  blgDatpub: Nullable(DayText),
  image: Nullable(MediaView),
  translations: BlogPostTranslations,
  updatedAt: MomentText,
});
export type BlogPostView = Static<typeof BlogPostView>;
