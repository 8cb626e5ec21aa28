/** Courses (cours), their inscriptions, and the family's booking calls (spec §3 Lesson, §4, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { Day, EntityObject, Id, Int, Moment, MomentText, Nullable, Paged, PageQuery, Text } from '@plouf/infra/schemas';
import { CardView } from '../cards/contract.ts';
import { LessonTemplateTranslations } from '../catalogue/pools/contract.ts';
import { NameTranslations } from '../shared/contract.ts';
import { MAX_CHANGED_COURSES } from '../constants.ts';
import type { ReleaseReason as ReleaseReasonName } from './events.ts';

const Start = Moment;
const Duration = Int(5, 480, { default: 45 });
const Capacity = Int(1, 100, { default: 8 });

/** POST /Cours: one course. `translations.en.libelle`: its title in English (a template's), empty for none. */
export const CourseInput = Type.Object({
  libelle: Text(200),
  translations: Type.Optional(LessonTemplateTranslations),
  psnId: Id,
  acyId: Id,
  acyIdCplt: Nullable(Id, { default: null }),
  /** The level the course is for (issue 26): a child who has not reached it cannot book; null for any. */
  lvlId: Type.Optional(Nullable(Id)),
  /** The instructor (an MNS id). */
  usrId: Id,
  crsDatdebut: Start,
  crsDureeMin: Duration,
  crsCapaciteMax: Capacity,
});
export type CourseInput = Static<typeof CourseInput>;

/** POST /Cours/addRange: the courses generated from a pool's templates that the admin kept. */
export const CourseRangeInput = Type.Array(
  Type.Object({ ...CourseInput.properties, tcsId: Nullable(Id, { default: null }), selected: Type.Optional(Type.Boolean()) }),
  { minItems: 1, maxItems: 2000 },
);
export type CourseRangeInput = Static<typeof CourseRangeInput>;

/** PUT /Cours/{id}: what may change on a course (only what is sent). */
export const CourseChangeInput = Type.Object({
  usrId: Type.Optional(Id),
  crsDatdebut: Type.Optional(Start),
  crsDureeMin: Type.Optional(Int(5, 480)),
  crsCapaciteMax: Type.Optional(Int(1, 100)),
  acyIdCplt: Type.Optional(Nullable(Id)),
  lvlId: Type.Optional(Nullable(Id)),
});
export type CourseChangeInput = Static<typeof CourseChangeInput>;

/** DELETE /Cours/{id}: cancels the course; everyone on it is told and gets the entry back. */
/** `compensation` (issue 23): each member booked gets a make-up credit, or the entry back (the default). */
export const CourseCancelQuery = Type.Object({ reason: Text(500), compensation: Type.Optional(Type.Union([Type.Literal('credit'), Type.Literal('entry')])) });

/** PUT /Cours/{id}/presence: the instructor or the desk marks a member present or absent. */
export const PresenceInput = Type.Object({
  insId: Id,
  present: Type.Boolean(),
  /**
   * The status the marker saw (1 inscrit, 2 présent, 3 absent), sent by the instructor's deck for a
   * mark made offline: when someone else marked the member otherwise meanwhile, nothing changes and
   * the answer is 409 (`PresenceChangedMeanwhile`). Without it, the latest mark wins.
   */
  seen: Type.Optional(Int(1, 3)),
});
export type PresenceInput = Static<typeof PresenceInput>;

const Named = Type.Object({ id: Id, libelle: Type.String() });
/** A pool or an activity: its current name in the catalogue, with its English. */
const CatalogueNamed = Type.Object({ id: Id, libelle: Type.String(), translations: Type.Optional(NameTranslations) });

/** Why a place was given up (courses/events.ts `ReleaseReason`). */
const ReleaseReason = Type.Union(
  (['family', 'desk', 'noEntry', 'courseCancelled', 'cardRevoked', 'absence', 'offerDeclined', 'offerExpired', 'voided'] as const satisfies readonly ReleaseReasonName[]).map((reason) => Type.Literal(reason)),
);

/** An inscription as the family, the desk and the instructor see it. */
export const InscriptionView = EntityObject({
  crsId: Id,
  famId: Id,
  famName: Type.String(),
  /** The member booked. */
  usrId: Id,
  memberName: Type.String(),
  cardId: Id,
  /** Spec §4: 1 inscrit, 2 présent, 3 absent, 4 annulé, 5 liste d'attente. */
  insStatus: Int(1, 5),
  /** Place on the waiting list (1 first), while on it. */
  position: Nullable(Type.Integer({ minimum: 1 })),
  joinedAt: MomentText,
  cancelledAt: Nullable(MomentText),
  /** Cancelled after the cut-off: the entry stayed spent. */
  late: Type.Boolean(),
  /** The entry went back to the card. */
  refunded: Type.Boolean(),
  /** Until when a cancellation gives the entry back. */
  cutoffAt: MomentText,
  crsDatdebut: MomentText,
  crsDureeMin: Type.Integer(),
  piscine: CatalogueNamed,
  activite: CatalogueNamed,
  /** The term enrolment this lesson belongs to (ADR 0019); absent or null for a single lesson. */
  enrId: Type.Optional(Nullable(Id)),
  /** A make-up (issue 23): paid by a make-up credit, whose id is `cardId`. */
  makeup: Type.Boolean(),
  /** On the waiting list with a place offered until then (issue 23): accept or decline before it. */
  offeredUntil: Nullable(MomentText),
  /** Why the place (or the place on the waiting list) was given up: 'family', 'desk', 'absence', 'offerExpired'… */
  releaseReason: Nullable(ReleaseReason),
  /** Given up and made whole by a make-up credit rather than the entry. */
  credited: Type.Boolean(),
  /** When the lesson's reminder went out (issue 23). */
  remindedAt: Nullable(MomentText),
  /**
   * The member's age in whole months on the lesson's day (null: no birth date), on the instructor's
   * roster only (GET /Cours/mine): they need the age, not the birth date; each such read is logged.
   */
  memberAge: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  /**
   * What the instructor and the desk watch for at the poolside (issue 26), on a seated member of a
   * staff roster only (GET /Cours/mine, GET /Cours/{id} with its roster), never on a family's reads:
   * `firstLesson`, no place kept (booked or present) on an earlier course of this activity;
   * `unpaidOrder`, the family has an order whose payment is still to come; `cardEmpty`, the card
   * that paid this place (not a make-up credit) has no entry left now.
   */
  flags: Type.Optional(Type.Object({ firstLesson: Type.Boolean(), unpaidOrder: Type.Boolean(), cardEmpty: Type.Boolean() })),
});
export type InscriptionView = Static<typeof InscriptionView>;

/** A course as every page shows it; `inscriptions` only for the desk and its instructor. */
export const CourseView = EntityObject({
  psnId: Id,
  acyId: Id,
  acyIdCplt: Nullable(Id),
  /** The level it is for and its name, in English too (issue 26); absent or null for any level. */
  lvlId: Type.Optional(Nullable(Id)),
  levelName: Type.Optional(Type.String()),
  levelEnglishName: Type.Optional(Type.String()),
  usrId: Id,
  tcsId: Nullable(Id),
  crsDatdebut: MomentText,
  crsDureeMin: Type.Integer(),
  crsCapaciteMax: Type.Integer(),
  piscine: CatalogueNamed,
  activite: CatalogueNamed,
  /** The activity's age rule: 0 from 6 months, otherwise from N years. */
  acyAge: Type.Integer(),
  professeur: Named,
  /** Places taken, left (a place offered to the waiting list is held), and how many wait. */
  booked: Type.Integer({ minimum: 0 }),
  placesLeft: Type.Integer({ minimum: 0 }),
  waiting: Type.Integer({ minimum: 0 }),
  cancelled: Type.Boolean(),
  cancelReason: Type.String(),
  /** When the school cancelled it. */
  cancelledAt: Nullable(MomentText),
  /** How many families the cancellation notice (mail `AnnulationCours`, with the reason) went to. */
  familiesTold: Type.Integer({ minimum: 0 }),
  /** Hours before the start until which a cancellation gives the entry back. */
  cutoffHours: Type.Integer({ minimum: 0 }),
  inscriptions: Type.Array(InscriptionView),
  /** The title's English, when it has one (absent from courses served before it existed). */
  translations: Type.Optional(LessonTemplateTranslations),
});
export type CourseView = Static<typeof CourseView>;

/** POST /Cours/filter (the back-office) and GET /Cours (everyone): courses by pool, activity, instructor, days. */
export const CourseFilterInput = Type.Object({
  psnId: Type.Optional(Id),
  acyId: Type.Optional(Id),
  usrId: Type.Optional(Id),
  /** First and last day (Paris), inclusive. */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  includeCancelled: Type.Boolean({ default: false }),
  ...PageQuery,
});
export type CourseFilterInput = Static<typeof CourseFilterInput>;
export const CoursePage = Paged(CourseView);
export type CoursePage = Static<typeof CoursePage>;

/** GET /Cours/slots: a pool's slots that already have their course, from its first to its last day (Paris, inclusive). */
export const CourseSlotsQuery = Type.Object({ psnId: Id, from: Day, to: Day });
export type CourseSlotsQuery = Static<typeof CourseSlotsQuery>;
/** A slot (see `slotKey`) and its course; generating it again creates nothing. */
export const CourseSlot = Type.Object({ key: Type.String(), crsId: Id, cancelled: Type.Boolean() });
export type CourseSlot = Static<typeof CourseSlot>;

/** GET /Cours: the public week of a pool (and activity). */
export const CourseWeekQuery = Type.Object({
  psnId: Type.Optional(Id),
  acyId: Type.Optional(Id),
  from: Day,
  to: Type.Optional(Day),
  /**
   * Only these courses (comma-separated ids), among the filter's: a page kept live asks for the
   * courses a notice named, and learns in one answer which of them belong to its week.
   */
  ids: Type.Optional(Type.String({ format: 'id-list', pattern: `^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,${MAX_CHANGED_COURSES - 1}}$`, maxLength: 10 * MAX_CHANGED_COURSES })),
});
export type CourseWeekQuery = Static<typeof CourseWeekQuery>;

/** POST /Family/inscription (query params): books a member on a course with a card. */
export const InscriptionQuery = Type.Object({
  crsId: Id,
  usrId: Id,
  cardId: Id,
  /** The desk books for a family. */
  famId: Type.Optional(Id),
  /** Join the waiting list when the course is full (otherwise a full course is refused). */
  waitingList: Type.Boolean({ default: true }),
});
export type InscriptionQuery = Static<typeof InscriptionQuery>;

/** GET /Family/inscriptions, /tickets, /forfaits: the family's own (the desk names one). */
export const FamilyQuery = Type.Object({ famId: Type.Optional(Id) });

/** GET /Family/allowed-tickets: the family's cards for a course, each with why it may not pay. */
export const AllowedTicketsQuery = Type.Object({ crsId: Id, usrId: Type.Optional(Id), famId: Type.Optional(Id) });
export const AllowedTicket = Type.Object({ card: CardView, allowed: Type.Boolean(), reason: Nullable(Type.String()) });
export type AllowedTicket = Static<typeof AllowedTicket>;

/** The family's private calendar feed: its address (shown once made), or none. */
export const CalendarFeedView = Type.Object({ url: Nullable(Type.String()), active: Type.Boolean() });
export type CalendarFeedView = Static<typeof CalendarFeedView>;
export const CalendarTokenParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,80}\\.ics$', maxLength: 90 }) });
