/** Lifeguard-instructors (MNS). */
import { Type, type Static } from '@sinclair/typebox';
import { EntityObject, Id, Nullable, Required, Text } from '@plouf/infra/schemas';
import { OptionalImageId, Translations } from '../contract.ts';
import { MediaView } from '../media/contract.ts';

/** The English of an MNS's presentation (docs/adr/0012). */
export const MnsTranslations = Translations(Type.Object({ mnsInfos: Text(2000) }));
export type MnsTranslations = Static<typeof MnsTranslations>;

export const MnsInput = Type.Object({
  usrNom: Required(100),
  usrPrenom: Required(100),
  /** The city they live in. */
  ctyName: Text(100),
  /** A short presentation for the public pages. */
  mnsInfos: Text(2000),
  /** null for no photo. */
  imageId: OptionalImageId,
  /** The account they log in with (role MNS) to see their courses and mark presence; null for none. */
  loginUserId: Type.Optional(Nullable(Id)),
  translations: Type.Optional(MnsTranslations),
});
export type MnsInput = Static<typeof MnsInput>;

/** `libelle` is their name, first name first. */
export const MnsView = EntityObject({
  usrNom: Type.String(),
  usrPrenom: Type.String(),
  ctyName: Type.String(),
  mnsInfos: Type.String(),
  image: Nullable(MediaView),
  loginUserId: Nullable(Id),
  translations: MnsTranslations,
});
export type MnsView = Static<typeof MnsView>;
