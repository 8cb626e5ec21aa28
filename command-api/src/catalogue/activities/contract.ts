/** Activities: what the back-office writes (POST /Activity, PUT /Activity/{id}) and what everyone reads. */
import { Type, type Static } from '@sinclair/typebox';
import { EntityObject, Id, IdListText, Int, Nullable, Text } from '@plouf/infra/schemas';
import { ImageIds, Label, PageContent, PageContentEnglish, Translations } from '../contract.ts';
import { MediaView } from '../media/contract.ts';

/** What an activity's config text holds, exposed as `configActivity`. */
export const ActivityConfig = Type.Object(
  {
    /** A colour for the activity's badges, `#rrggbb`. */
    couleur: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', default: '#1c6ea4' }),
    /** A lesson's usual length, minutes. */
    dureeMin: Int(0, 480, { default: 45 }),
    /** What to bring, one line. */
    equipement: Text(300),
  },
  { default: { couleur: '#1c6ea4', dureeMin: 45, equipement: '' } },
);
export type ActivityConfig = Static<typeof ActivityConfig>;

/** The English of an activity's name, page, information and equipment (docs/adr/0012). */
export const ActivityTranslations = Translations(
  Type.Object({ libelle: Text(200), content: PageContentEnglish, acyInfos: Text(2000), configActivity: Type.Partial(Type.Object({ equipement: ActivityConfig.properties.equipement }), { additionalProperties: false }) }),
);
export type ActivityTranslations = Static<typeof ActivityTranslations>;

export const ActivityInput = Type.Object({
  libelle: Label,
  /** A children's activity (true) or an adults' one. */
  acyEnfant: Type.Boolean(),
  /** 0 means from 6 months, otherwise from N years. */
  acyAge: Int(0, 99),
  acyInfos: Text(2000),
  imageIds: ImageIds,
  content: PageContent,
  configActivity: ActivityConfig,
  translations: Type.Optional(ActivityTranslations),
});
export type ActivityInput = Static<typeof ActivityInput>;

/** An activity as lists and its page show it (the list and the detail are the same shape). */
export const ActivityView = EntityObject({
  acyEnfant: Type.Boolean(),
  /** The place in the order set by PUT /Activity/ordre/{ids}, from 1. */
  acyOrdre: Type.Integer(),
  acyAge: Type.Integer(),
  acyInfos: Type.String(),
  /** The page content's id: the activity's own. */
  pagId: Id,
  /** The first image, or null. */
  image: Nullable(MediaView),
  /** Every image in order; `image` is always the first (spec §7). */
  images: Type.Array(MediaView),
  content: PageContent,
  configActivity: ActivityConfig,
  translations: ActivityTranslations,
});
export type ActivityView = Static<typeof ActivityView>;

/** PUT /Activity/ordre/{ids}: the activities in their new order, `3,1,2`. */
export const ActivityOrderParams = Type.Object({ ids: IdListText() });
