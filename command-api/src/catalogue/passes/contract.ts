/** Passes (forfaits): what a family buys. Prices in cents, VAT in basis points. */
import { Type, type Static } from '@sinclair/typebox';
import { EntityObject, IdList, Int, Text } from '@plouf/infra/schemas';
import { Label, Translations } from '../contract.ts';

/** The English of a pass's name and information (docs/adr/0012). */
export const PassTranslations = Translations(Type.Object({ libelle: Text(200), fftInfos: Text(2000) }));
export type PassTranslations = Static<typeof PassTranslations>;

export const PassInput = Type.Object({
  libelle: Label,
  /** A subscription (one entry a week) rather than a card of entries. */
  fftIsAbo: Type.Boolean({ default: false }),
  fftEnable: Type.Boolean({ default: true }),
  /**
   * A gift card (issue 43, ADR 0029 decision 42): its price is the card's value; each one bought gives
   * a code mailed to the buyer instead of a card of entries, spent on any order. Sold without VAT (a
   * multi-purpose voucher: the VAT is the lessons', when it is spent).
   */
  fftGift: Type.Optional(Type.Boolean()),
  /** How many a family may buy; 0 for no limit. */
  fftLimiteAchat: Int(0, 1000),
  /** Months of validity from purchase. */
  fftValiditeM: Int(1, 120),
  fftNbEntree: Int(0, 1000),
  /** Price including VAT, cents. */
  fftTarif: Int(0, 10_000_000),
  fftInfos: Text(2000),
  acyIds: IdList(),
  psnIds: IdList(),
  /** VAT rate in basis points: 2000 is 20 %. */
  tva: Int(0, 10_000, { default: 2000 }),
  translations: Type.Optional(PassTranslations),
});
export type PassInput = Static<typeof PassInput>;

/** A pass as saved; `acyIds` and `psnIds` name only activities and pools that still exist. */
export const PassView = EntityObject({ ...PassInput.properties, libelle: Type.String(), translations: PassTranslations });
export type PassView = Static<typeof PassView>;
