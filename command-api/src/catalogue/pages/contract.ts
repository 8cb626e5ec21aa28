/** Pages of their own (home, legal notice, terms of sale, home lessons, video lessons). */
import { Type, type Static } from '@sinclair/typebox';
import { EntityObject, MomentText } from '@plouf/infra/schemas';
import { ImageIds, Label, PageContent } from '../contract.ts';
import { MediaView } from '../media/contract.ts';

export const PageInput = Type.Object({ libelle: Label, content: PageContent, imageIds: ImageIds });
export type PageInput = Static<typeof PageInput>;

export const PageView = EntityObject({
  content: PageContent,
  images: Type.Array(MediaView),
  /** The last change. */
  updatedAt: MomentText,
});
export type PageView = Static<typeof PageView>;
