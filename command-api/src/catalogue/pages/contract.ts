/** Pages of their own (home, legal notice, terms of sale, home lessons, video lessons). */
import { Type, type Static } from '@sinclair/typebox';
import { EntityObject, MomentText, Text } from '@plouf/infra/schemas';
import { ImageIds, Label, PageContent, PageContentEnglish, Translations } from '../contract.ts';
import { MediaView } from '../media/contract.ts';

/** The English of a page's name and texts (docs/adr/0012). */
export const PageTranslations = Translations(Type.Object({ libelle: Text(200), content: PageContentEnglish }));
export type PageTranslations = Static<typeof PageTranslations>;

export const PageInput = Type.Object({ libelle: Label, content: PageContent, imageIds: ImageIds, translations: Type.Optional(PageTranslations) });
export type PageInput = Static<typeof PageInput>;

export const PageView = EntityObject({
  content: PageContent,
  images: Type.Array(MediaView),
  translations: PageTranslations,
  /** The last change. */
  updatedAt: MomentText,
});
export type PageView = Static<typeof PageView>;
