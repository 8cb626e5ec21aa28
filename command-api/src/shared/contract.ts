/** Value types more than one resource uses on the wire: the postal address (families, pools). */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Required } from '@plouf/infra/schemas';
import { FRENCH_POSTCODE } from '@plouf/infra/text';

/** A French postal address; `libelle` is the city (spec §3). */
export const Address = Type.Object({
  adrNumberWay: Required(200),
  adrPostalCode: Type.String({ pattern: FRENCH_POSTCODE.source }),
  libelle: Required(100),
  // No defaults: a family's address sits in a union with null, where defaults do not apply.
  adrOutsideInfos: Type.Optional(Type.String({ maxLength: 300 })),
  adrIndoorInfos: Type.Optional(Type.String({ maxLength: 300 })),
  adrPostBox: Type.Optional(Type.String({ maxLength: 50 })),
  gpsLat: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  gpsLon: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
});
export type Address = Static<typeof Address>;

/**
 * A catalogue document's name as another view shows it (a course's pool and activity, a card's or
 * an order line's pass): its English beside the French `libelle`, read from the catalogue when
 * served (docs/adr/0017-names-in-the-readers-language.md). Absent or blank: the French shows.
 */
export const NameTranslations = Type.Object({ en: Type.Optional(Type.Object({ libelle: Type.Optional(Type.String()) })) });
export type NameTranslations = Static<typeof NameTranslations>;
