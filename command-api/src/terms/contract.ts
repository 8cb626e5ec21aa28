/** Terms (trimestres), their slots and the families' enrolments for a term (ADR 0019). */
import { Type, type Static } from '@sinclair/typebox';
import { Day, EntityObject, Id, Int, Moment, MomentText, Nullable, Text } from '@plouf/infra/schemas';
import { NameTranslations } from '../shared/contract.ts';

/** A Paris day in a term's tariff (a promo code's first or last): the text of a day, served back as sent. */
const PromoDay = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', maxLength: 10 });

/** A price for a whole term, in cents (at most 10,000 €). */
const TermCents = Type.Integer({ minimum: 0, maximum: 1_000_000 });

/** A discount: a whole percent (1-100) off the price, or an amount in cents off it (at most 10,000 €). */
const Discount = Type.Object(
  { kind: Type.Union([Type.Literal('percent'), Type.Literal('amount')]), value: Type.Integer({ minimum: 1, maximum: 1_000_000 }) },
  { additionalProperties: false },
);

/**
 * What a family pays less (issue 43): for a child whose brother or sister has a place in the term,
 * for a child's second weekly class; `first` is taken off first when both apply.
 */
export const TermDiscounts = Type.Object(
  {
    sibling: Nullable(Discount, { default: null }),
    secondClass: Nullable(Discount, { default: null }),
    first: Type.Union([Type.Literal('sibling'), Type.Literal('secondClass')], { default: 'sibling' }),
  },
  { additionalProperties: false },
);

/**
 * What the term's slots cost for the whole term (issue 43): per activity, and per slot (a pool's
 * weekly template) over its activity's. A slot with neither is not priced. Its discounts, if any.
 */
export const TermTariff = Type.Object(
  {
    activities: Type.Array(Type.Object({ acyId: Id, cents: TermCents }, { additionalProperties: false }), { maxItems: 200, default: [] }),
    slots: Type.Array(Type.Object({ psnId: Id, tcsId: Id, cents: TermCents }, { additionalProperties: false }), { maxItems: 500, default: [] }),
    discounts: Type.Optional(TermDiscounts),
    /** Its promo codes (issue 43): served to the back-office only. */
    promos: Type.Optional(
      Type.Array(
        Type.Object(
          {
            code: Type.String({ pattern: '^[A-Za-z0-9-]{3,20}$' }),
            kind: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
            value: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
            // Days as text (the tariff is served back as it is sent): YYYY-MM-DD, their order checked by the term's decider.
            from: Nullable(PromoDay, { default: null }),
            until: Nullable(PromoDay, { default: null }),
            maxUses: Nullable(Type.Integer({ minimum: 1, maximum: 100_000 }), { default: null }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 50 },
      ),
    ),
    /** In how many monthly parts a family may pay (2 to 4); null: at once only (ADR 0029, decision 15). */
    instalments: Type.Optional(Nullable(Type.Union([Type.Literal(2), Type.Literal(3), Type.Literal(4)]))),
    /**
     * The school year's membership fee (adhésion, issue 43, ADR 0029 decisions 33-37): added once per
     * family and school year to its first order paying a term's price of that year. Null or absent: none.
     */
    membership: Type.Optional(Nullable(Type.Object({ cents: Type.Integer({ minimum: 1, maximum: 100_000 }) }, { additionalProperties: false }))),
    /** A family may pay the term's price by monthly SEPA direct debit to the term's last lesson (ADR 0029, decisions 48-53). */
    directDebit: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, default: { activities: [], slots: [] } },
);
export type TermTariff = Static<typeof TermTariff>;

/** POST /Trimestre, PUT /Trimestre/{id}: a term as the school defines it. */
export const TermInput = Type.Object({
  libelle: Type.String({ minLength: 1, maxLength: 120 }),
  /** The name in English; empty shows the French. */
  englishName: Text(120),
  firstDay: Day,
  lastDay: Day,
  /** The pool it is for; null for every pool. */
  psnId: Nullable(Id, { default: null }),
  /** When current families may enrol; null for no priority window. */
  priorityOpensAt: Nullable(Moment, { default: null }),
  /** When enrolment opens to everyone. */
  opensAt: Moment,
  /** Its prices (none when absent). */
  tariff: TermTariff,
});
export type TermInput = Static<typeof TermInput>;

/** Where a term's enrolment stands: before its windows, for current families, open to all, over. */
export const TermPhase = Type.Union([Type.Literal('closed'), Type.Literal('priority'), Type.Literal('open'), Type.Literal('ended')]);
export type TermPhase = Static<typeof TermPhase>;

export const TermView = EntityObject({
  englishName: Type.String(),
  firstDay: Type.String(),
  lastDay: Type.String(),
  psnId: Nullable(Id),
  priorityOpensAt: Nullable(MomentText),
  opensAt: MomentText,
  tariff: TermTariff,
  /** At the moment of the answer (the server's clock). */
  phase: TermPhase,
  /** Children enrolled, and waiting, over all its slots. */
  enrolled: Type.Integer({ minimum: 0 }),
  waiting: Type.Integer({ minimum: 0 }),
  /** The back-office's only (GET /Trimestre/{id}): how many orders standing use each promo code of the term (issue 43). */
  promoUses: Type.Optional(Type.Array(Type.Object({ code: Type.String(), used: Type.Integer({ minimum: 0 }) }))),
});
export type TermView = Static<typeof TermView>;

const CatalogueNamed = Type.Object({ id: Id, libelle: Type.String(), translations: Type.Optional(NameTranslations) });

/** A pool's weekly slot for a term: its lessons, its places left for the term. */
export const TermSlotView = Type.Object({
  termId: Id,
  tcsId: Id,
  libelle: Type.String(),
  englishLabel: Type.String(),
  piscine: CatalogueNamed,
  activite: CatalogueNamed,
  /** A second activity a card may cover to pay for it. */
  acyIdCplt: Nullable(Id),
  /** The activity's age rule: 0 from 6 months, otherwise from N years. */
  acyAge: Type.Integer(),
  /** The level of the activity the weekly lesson is for (issue 26; null or absent: any level). */
  lvlId: Type.Optional(Nullable(Id)),
  professeur: Type.Object({ id: Id, libelle: Type.String() }),
  /** ISO weekday (1 Monday), Paris time. */
  day: Int(1, 7),
  hour: Int(0, 23),
  minute: Int(0, 59),
  durationMin: Type.Integer(),
  capacity: Type.Integer(),
  enrolled: Type.Integer({ minimum: 0 }),
  placesLeft: Type.Integer({ minimum: 0 }),
  waiting: Type.Integer({ minimum: 0 }),
  /** The lessons still to come in the term (ISO starts). */
  dates: Type.Array(MomentText),
  /**
   * What the slot costs (issue 43): for the whole term (`lessons` lessons), and for the lessons
   * still to come (`lessonsLeft`, the `dates`), prorated; null when the school set no price.
   */
  price: Nullable(Type.Object({ termCents: Type.Integer({ minimum: 0 }), lessons: Type.Integer({ minimum: 0 }), cents: Type.Integer({ minimum: 0 }), lessonsLeft: Type.Integer({ minimum: 0 }) })),
});
export type TermSlotView = Static<typeof TermSlotView>;

/** GET /Trimestre/slots: the slots of the term open or coming (or the one named), by pool or activity. */
export const TermSlotsQuery = Type.Object({ termId: Type.Optional(Id), psnId: Type.Optional(Id), acyId: Type.Optional(Id) });
export type TermSlotsQuery = Static<typeof TermSlotsQuery>;
export const TermSlotsView = Type.Object({
  /** The term whose slots these are: the one named, else the first of `terms`. */
  term: Nullable(TermView),
  /** Every term not ended (for the pool, when one is named), in order: the one running and those open or about to open, each with its opening (issue 41). */
  terms: Type.Array(TermView),
  slots: Type.Array(TermSlotView),
});
export type TermSlotsView = Static<typeof TermSlotsView>;

/** One week of an enrolment: its lesson, and what became of it. */
export const EnrolmentWeek = Type.Object({
  date: MomentText,
  /**
   * `coming` booked; `present`/`absent`/`past` given; `excused` an absence the family declared ahead
   * (issue 23); `cancelled` (the school); `dropped` (given up); `unscheduled` (not generated yet); `noSeat`.
   */
  state: Type.Union(['coming', 'present', 'absent', 'past', 'excused', 'cancelled', 'dropped', 'unscheduled', 'noSeat'].map((value) => Type.Literal(value))),
  crsId: Nullable(Id),
  insId: Nullable(Id),
  /** Given up (or cancelled) with the entry back. */
  refunded: Type.Boolean(),
});
export type EnrolmentWeek = Static<typeof EnrolmentWeek>;

/** A child's enrolment in a slot for a term, as the family and the desk see it. */
export const EnrolmentView = EntityObject({
  termId: Id,
  termName: Type.String(),
  englishTermName: Type.String(),
  tcsId: Id,
  famId: Id,
  famName: Type.String(),
  usrId: Id,
  memberName: Type.String(),
  /** The card that pays its lessons; 0 while a held place waits for its order. */
  cardId: Int(0, 2_147_483_647),
  /** `held`: a place kept while the family pays the term's price (issue 43), until `hold.heldUntil`. */
  status: Type.Union([Type.Literal('enrolled'), Type.Literal('held'), Type.Literal('waiting'), Type.Literal('ended'), Type.Literal('left')]),
  /** A held place: the order that pays it, what it costs and until when it is kept. */
  hold: Type.Optional(Type.Object({ orderId: Id, heldUntil: MomentText, cents: Int(0, 100_000_000) })),
  /** Enrolled by paying the term's price: the order that paid it (issue 43). */
  orderId: Type.Optional(Id),
  /** On the waiting list: 1 first. */
  position: Nullable(Type.Integer({ minimum: 1 })),
  fromDate: Type.String(),
  /** The first lesson day given up, once ended. */
  untilDate: Nullable(Type.String()),
  joinedAt: MomentText,
  via: Type.String(),
  piscine: CatalogueNamed,
  activite: CatalogueNamed,
  slotLabel: Type.String(),
  slotEnglishLabel: Type.String(),
  day: Type.Integer(),
  hour: Type.Integer(),
  minute: Type.Integer(),
  durationMin: Type.Integer(),
  /** Lessons paid by the enrolment. */
  weeksPaid: Type.Integer({ minimum: 0 }),
  weeks: Type.Array(EnrolmentWeek),
});
export type EnrolmentView = Static<typeof EnrolmentView>;

/** Who and where an enrolment is, as its view begins: the read side's and the answer decided by the request alike. */
export function enrolmentHead(enrolment: {
  enrId: number;
  memberName: string;
  termId: number;
  termName: string;
  englishTermName: string;
  tcsId: number;
  famId: number;
  famName: string;
  usrId: number;
  cardId: number;
  status: EnrolmentView['status'];
}): Pick<EnrolmentView, 'id' | 'libelle' | 'selected' | 'detailLoaded' | 'termId' | 'termName' | 'englishTermName' | 'tcsId' | 'famId' | 'famName' | 'usrId' | 'memberName' | 'cardId' | 'status'> {
  const { enrId, memberName, termId, termName, englishTermName, tcsId, famId, famName, usrId, cardId, status } = enrolment;
  return { id: enrId, libelle: memberName, selected: false, detailLoaded: true, termId, termName, englishTermName, tcsId, famId, famName, usrId, memberName, cardId, status };
}

/** POST /Family/enrolment: a member in a pool's slot for a term, from a lesson day on. */
export const EnrolmentInput = Type.Object({
  termId: Id,
  psnId: Id,
  tcsId: Id,
  usrId: Id,
  cardId: Int(0, 2_147_483_647),
  /** The first lesson day wanted (Paris); the term's next lesson when absent. */
  fromDate: Nullable(Day, { default: null }),
  /** Join the term's waiting list when the slot is full. */
  waitingList: Type.Boolean({ default: true }),
  /**
   * How the lessons are paid: `card`, by the card named (`cardId`); `tuition`, the term's price
   * (issue 43): the place is held while the family pays the order the answer names (`hold`), and
   * released if it is not paid in time. `cardId` is then not read (send 0).
   */
  pay: Type.Union([Type.Literal('card'), Type.Literal('tuition')], { default: 'card' }),
  /**
   * Paying the term's price in that many monthly parts (ADR 0029, decisions 15-19), where the term
   * offers it: the first now, the others charged on the same card on their days. Absent or null: at once.
   */
  instalments: Type.Optional(Nullable(Type.Integer({ minimum: 2, maximum: 4 }))),
  /**
   * Paying the term's price by monthly SEPA direct debit (ADR 0029, decisions 48-53), where the term
   * offers it: one debit a month to the term's last lesson, the first when the mandate is signed.
   * Not with `instalments`.
   */
  directDebit: Type.Optional(Type.Boolean()),
  /** Paying the term's price with one of the term's promo codes. */
  promoCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** Paying the term's price: the family's order still waiting for its payment that this one replaces, which it saw and confirmed (as a cart's checkout). */
  replaces: Type.Optional(Nullable(Id)),
  /** The desk enrols for a family. */
  famId: Type.Optional(Id),
  /** Sent by the re-enrolment mail's link. */
  reenrol: Type.Boolean({ default: false }),
});
export type EnrolmentInput = Static<typeof EnrolmentInput>;

/** GET /Trimestre/{id}/promo: a promo code a family typed. */
export const PromoCheckQuery = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) });
/** The discount a promo code gives: a percent or an amount (cents) off the price after the school's discounts. */
export const PromoCheckView = Type.Object({ code: Type.String(), kind: Type.Union([Type.Literal('percent'), Type.Literal('amount')]), value: Type.Integer({ minimum: 1 }) });
export type PromoCheckView = Static<typeof PromoCheckView>;

/**
 * GET /Trimestre/{id}/adhesion: the term's school year's membership fee for the family (issue 43,
 * ADR 0029 decisions 33-37): its amount (0: the term has none), and whether the family's next order
 * for a term's price of that year carries it (`due`), or which order holds it already.
 */
export const MembershipDueQuery = Type.Object({ famId: Type.Optional(Id) });
export const MembershipDueView = Type.Object({ year: Type.Integer(), cents: Type.Integer({ minimum: 0 }), due: Type.Boolean(), orderId: Nullable(Id) });
export type MembershipDueView = Static<typeof MembershipDueView>;

/** PUT /Family/enrolment/{id}/drop: ends the enrolment from a lesson day on (the next one when absent). */
export const EnrolmentDropInput = Type.Object({ fromDate: Nullable(Day, { default: null }) });
export type EnrolmentDropInput = Static<typeof EnrolmentDropInput>;

/** PUT /Trimestre/enrolment/{id}/move: the desk moves a child to another slot of the term from a lesson day on. */
export const EnrolmentMoveInput = Type.Object({ psnId: Id, tcsId: Id, fromDate: Nullable(Day, { default: null }) });
export type EnrolmentMoveInput = Static<typeof EnrolmentMoveInput>;

/** GET /Family/enrolments: the family's (the desk names one); GET /Trimestre/{id}/roster: a slot's for the desk. */
export const EnrolmentsQuery = Type.Object({ famId: Type.Optional(Id), termId: Type.Optional(Id) });
export const RosterQuery = Type.Object({ tcsId: Type.Optional(Id) });
