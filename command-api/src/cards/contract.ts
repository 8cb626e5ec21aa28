/**
 * Cards (a family's passes): what a paid order or the desk gives, and what a place on a course
 * spends. Spec §3 Pass, validity status; §7 Family/forfaits, Family/carte.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Day, EntityObject, Id, Int, MomentText, Nullable, Text } from '@plouf/infra/schemas';
import { NameTranslations } from '../shared/contract.ts';

/** Spec §3 validity status: 1 valide, 2 complet, 3 périmé. */
export const CardStatus = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const CardView = EntityObject({
  famId: Id,
  fftId: Id,
  /** The order that gave it; null for a card given at the desk. */
  cmdId: Nullable(Id),
  fftIsAbo: Type.Boolean(),
  /** Entries it gives (for a subscription, one a week). */
  fftNbEntree: Int(0, 1000),
  used: Int(0, 1000),
  left: Int(0, 1000),
  validFrom: MomentText,
  validUntil: MomentText,
  acyIds: Type.Array(Id),
  psnIds: Type.Array(Id),
  status: CardStatus,
  /** Taken back (its order refunded, or by the desk): it no longer pays for anything. */
  revoked: Type.Boolean(),
  note: Type.String(),
  /** A subscription's weeks (ISO, Paris: `2026-W48`) with a lesson booked: one a week. */
  weeks: Type.Array(Type.String()),
  /**
   * What the family paid for it (its order line's unit price, cents, VAT included): what its entries
   * are worth (issue 41). Null for a card given at the desk.
   */
  price: Type.Optional(Nullable(Int(0, 1_000_000_000))),
  /** The pass's English name in the catalogue today (`libelle` is its French name today, or as given when it is gone). */
  translations: Type.Optional(NameTranslations),
});
export type CardView = Static<typeof CardView>;

/** GET /Family/forfaits: a family's cards (its own for a family; any family's for the back-office). */
export const CardsQuery = Type.Object({ famId: Type.Optional(Id) });
export type CardsQuery = Static<typeof CardsQuery>;

/** POST /Family/carte/{famId} (body carte): the desk gives a card of a pass, e.g. sold over the counter. */
export const CardGiveInput = Type.Object({
  fftId: Id,
  /** Entries, when not the pass's. */
  fftNbEntree: Type.Optional(Int(0, 1000)),
  /** Last valid day, when not the pass's validity from today. */
  validUntil: Type.Optional(Day),
  note: Text(500),
});
export type CardGiveInput = Static<typeof CardGiveInput>;

/** PUT /Family/carte/{famId} (body carte): the desk corrects a card. Only what is sent changes. */
export const CardCorrectInput = Type.Object({
  id: Id,
  fftNbEntree: Type.Optional(Int(0, 1000)),
  validUntil: Type.Optional(Day),
  revoked: Type.Optional(Type.Boolean()),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export type CardCorrectInput = Static<typeof CardCorrectInput>;
