/**
 * The school's rules, its closures, make-up credits and the family's answers about a lesson
 * (issue 23, docs/adr/0020-running-a-term.md): what the back-office and the families send, and the
 * views query-api answers.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Day, DayText, EntityObject, Id, Int, MomentText, Nullable, Text } from '@plouf/infra/schemas';

const Mode = Type.Union([Type.Literal('automatic'), Type.Literal('offer')]);
const schoolFields = {
  cutoffHours: Int(0, 720),
  creditValidityDays: Int(1, 730),
  makeupExtraPlaces: Int(0, 20),
  waitlistMode: Mode,
  offerWindowHours: Int(1, 168),
  waitlistCap: Int(0, 200),
  reminderLeadHours: Int(0, 168),
  /** Minutes a place is kept while its family pays the term's price (issue 43); absent: 15. */
  holdMinutes: Int(5, 120, { default: 15 }),
  /**
   * A term paid in parts (issue 43, ADR 0029 decision 20): how many days after a part's day its card
   * is tried again when it was declined, one try per number (at most three); none: not tried again.
   * Absent: 3 and 7 days.
   */
  instalmentRetryDays: Type.Array(Int(1, 60), { maxItems: 3, default: [3, 7] }),
};
export const SchoolRulesInput = Type.Object(schoolFields);
/** A pool's own rules: what it leaves out (or null) is the school's. */
export const PoolRulesInput = Type.Object({
  psnId: Id,
  makeupExtraPlaces: Type.Optional(Nullable(schoolFields.makeupExtraPlaces)),
  waitlistMode: Type.Optional(Nullable(Mode)),
  offerWindowHours: Type.Optional(Nullable(schoolFields.offerWindowHours)),
  waitlistCap: Type.Optional(Nullable(schoolFields.waitlistCap)),
});
/** PUT /Ecole/regles (admin): the whole document. */
export const RulesInput = Type.Object({ school: SchoolRulesInput, pools: Type.Array(PoolRulesInput, { maxItems: 500, default: [] }) });
export type RulesInput = Static<typeof RulesInput>;
/** GET /Ecole/regles (admin), and PUT's answer: the school's rules and each pool's own (only what it sets). */
export const RulesView = Type.Object({
  school: SchoolRulesInput,
  pools: Type.Array(
    Type.Object({
      psnId: Id,
      makeupExtraPlaces: Type.Optional(schoolFields.makeupExtraPlaces),
      waitlistMode: Type.Optional(Mode),
      offerWindowHours: Type.Optional(schoolFields.offerWindowHours),
      waitlistCap: Type.Optional(schoolFields.waitlistCap),
    }),
  ),
  savedAt: Nullable(MomentText),
});
export type RulesView = Static<typeof RulesView>;

const Compensation = Type.Union([Type.Literal('credit'), Type.Literal('entry')]);

/** POST /Fermeture (admin): closes a pool, or one activity of it, over days; cancels the courses on them. */
export const ClosureInput = Type.Object({
  psnId: Id,
  acyId: Nullable(Id, { default: null }),
  from: Day,
  to: Day,
  reason: Type.String({ minLength: 1, maxLength: 500 }),
  englishReason: Text(500),
  compensation: Compensation,
});
export type ClosureInput = Static<typeof ClosureInput>;

/** A closure as shown (GET /Fermeture, and the command's answer). */
export const ClosureView = EntityObject({
  psnId: Id,
  psnName: Type.String(),
  acyId: Nullable(Id),
  acyName: Nullable(Type.String()),
  from: DayText,
  to: DayText,
  reason: Type.String(),
  englishReason: Type.String(),
  compensation: Compensation,
  /** The courses it cancelled. */
  crsIds: Type.Array(Id),
  lifted: Type.Boolean(),
  declaredAt: MomentText,
});
export type ClosureView = Static<typeof ClosureView>;

/** GET /Fermeture: the pool's (or every pool's) closures not over yet; `all` (admin): past and lifted ones too. */
export const ClosureQuery = Type.Object({ psnId: Type.Optional(Id), all: Type.Boolean({ default: false }) });
export type ClosureQuery = Static<typeof ClosureQuery>;

/** GET /Fermeture/preview (admin): what a closure would cancel. */
export const ClosurePreviewQuery = Type.Object({ psnId: Id, acyId: Type.Optional(Id), from: Day, to: Day });
export type ClosurePreviewQuery = Static<typeof ClosurePreviewQuery>;
export const ClosurePreview = Type.Object({
  courses: Type.Array(
    Type.Object({
      crsId: Id,
      crsDatdebut: MomentText,
      libelle: Type.String(),
      acyId: Id,
      acyName: Type.String(),
      booked: Type.Integer({ minimum: 0 }),
      waiting: Type.Integer({ minimum: 0 }),
      inscriptions: Type.Array(Type.Object({ insId: Id, famId: Id, famName: Type.String(), usrId: Id, memberName: Type.String(), insStatus: Int(1, 5) })),
    }),
  ),
});
export type ClosurePreview = Static<typeof ClosurePreview>;

/** DELETE /Cours/{id}: the desk's reason, and how the families are made whole (the entry back by default). */
export const CourseCancelCompensation = Type.Optional(Compensation);

const CreditReason = Type.Union([Type.Literal('closure'), Type.Literal('courseCancelled'), Type.Literal('absence'), Type.Literal('desk')]);
const LessonRef = Type.Object({ insId: Id, crsId: Id, crsDatdebut: MomentText, psnId: Id, psnName: Type.String(), acyName: Type.String() });

/** A make-up credit and its ledger (GET /Family/credits). `id` is the credit's (a card id: a make-up names it as its `cardId`). */
export const CreditView = EntityObject({
  famId: Id,
  usrId: Id,
  memberName: Type.String(),
  reason: CreditReason,
  note: Type.String(),
  acyIds: Type.Array(Id),
  psnIds: Type.Array(Id),
  validFrom: MomentText,
  validUntil: MomentText,
  status: Type.Union([Type.Literal('open'), Type.Literal('used'), Type.Literal('expired')]),
  /** The lesson it makes up for (null: given by the desk). */
  source: Nullable(LessonRef),
  /** The make-up it booked, while booked. */
  usedBy: Nullable(LessonRef),
  closure: Nullable(Type.Object({ closureId: Id, from: DayText, to: DayText })),
  /** What happened to it, oldest first. */
  history: Type.Array(
    Type.Object({
      at: MomentText,
      what: Type.Union([Type.Literal('given'), Type.Literal('used'), Type.Literal('returned'), Type.Literal('warned'), Type.Literal('expired')]),
      lesson: Nullable(LessonRef),
    }),
  ),
});
export type CreditView = Static<typeof CreditView>;
/** GET /Family/credits: a family's credits (its own; any family's for the back-office). */
export const CreditsQuery = Type.Object({ famId: Type.Optional(Id) });

/** POST /Family/credit/{famId} (admin): the desk gives a make-up credit to a member. */
export const CreditGiveInput = Type.Object({
  usrId: Id,
  /** Empty: any activity. */
  acyIds: Type.Array(Id, { maxItems: 50, default: [] }),
  /** Last valid day, when not the school's validity from today. */
  validUntil: Type.Optional(Day),
  note: Type.String({ minLength: 1, maxLength: 500 }),
});
export type CreditGiveInput = Static<typeof CreditGiveInput>;

/** POST /Family/absence: a member booked on a coming lesson will not come (`famId`: the desk, for a family). */
export const AbsenceInput = Type.Object({ insId: Id, famId: Type.Optional(Id) });
export type AbsenceInput = Static<typeof AbsenceInput>;

/** PUT /Family/offre/{insId}/accept: takes the place offered, paid with this card (or credit). */
export const OfferAcceptInput = Type.Object({ cardId: Id });
export type OfferAcceptInput = Static<typeof OfferAcceptInput>;

/** PUT /Family/rappels: lesson reminders on or off for the family. */
export const RemindersInput = Type.Object({ reminders: Type.Boolean() });
export type RemindersInput = Static<typeof RemindersInput>;
