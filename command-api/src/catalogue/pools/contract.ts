/** Pools (piscines): what the back-office writes and what the public pages read, already joined. */
import { Type, type Static } from '@sinclair/typebox';
import { Day, DayText, EntityObject, Id, IdList, Int, MomentText, Nullable, Text } from '@plouf/infra/schemas';
import { Address } from '../../shared/contract.ts';
import { ImageIds, Label, PageContent, PageContentEnglish, Translations } from '../contract.ts';
import { MediaView } from '../media/contract.ts';
import { MnsView } from '../mns/contract.ts';

/** The free texts of a pool's config, which have an English version. */
const poolConfigTexts = {
  /** Closures the public page announces ("Fermée du 21/12 au 4/01"). */
  infosFermeture: Text(2000),
  /** Opening hours, free text. */
  horaires: Text(2000),
  /** How to get there, free text. */
  acces: Text(2000),
};

/** What a pool's config text holds, exposed as `configPiscine`. */
export const PoolConfig = Type.Object(
  {
    ...poolConfigTexts,
    /**
     * Hours before a lesson until which a family's cancellation gives the entry back (24 when not
     * set; docs/adr/0010-booking-consistency.md).
     */
    delaiAnnulationH: Type.Optional(Int(0, 720)),
  },
  { default: { infosFermeture: '', horaires: '', acces: '' } },
);
export type PoolConfig = Static<typeof PoolConfig>;

const lessonFields = {
  libelle: Text(200),
  acyId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 5 }),
  usrId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 2 }),
  /** Day of the week, 1 Monday … 7 Sunday. */
  thrJour: Int(1, 7, { default: 3 }),
  thrHeure: Int(0, 23, { default: 14 }),
  thrMinute: Int(0, 59, { default: 0 }),
  tcsDureeMin: Int(5, 480, { default: 45 }),
  tcsCapaciteMax: Int(1, 100, { default: 8 }),
};

/**
 * The English of a weekly lesson's label (docs/adr/0012): an empty one shows the French. Absent
 * from templates saved before it existed.
 */
export const LessonTemplateTranslations = Translations(Type.Object({ libelle: Text(200) }));
export type LessonTemplateTranslations = Static<typeof LessonTemplateTranslations>;

/**
 * A weekly lesson of a pool, from which lessons are generated; `usrId` is the instructor (an MNS
 * id). Defaults (spec §9): Wednesday at 14:00, 45 minutes, 8 places, activity 5, instructor 2. A
 * new one has no `tcsId` (spec §3 cleanup removes zero ids).
 */
export const LessonTemplateInput = Type.Object({
  tcsId: Type.Optional(Id),
  ...lessonFields,
  /** A second activity taught in the same lesson, when there is one. */
  acyIdCplt: Type.Optional(Nullable(Id, { default: null })),
  /** The level its lessons are for (issue 26): a child who has not reached it cannot book; absent or null for any. */
  lvlId: Type.Optional(Nullable(Id)),
  translations: Type.Optional(LessonTemplateTranslations),
});
export type LessonTemplateInput = Static<typeof LessonTemplateInput>;

/** A lesson template as saved: numbered, the second activity null when there is none. */
export const LessonTemplate = Type.Object({ tcsId: Id, ...lessonFields, acyIdCplt: Nullable(Id), lvlId: Type.Optional(Nullable(Id)), translations: Type.Optional(LessonTemplateTranslations) });
export type LessonTemplate = Static<typeof LessonTemplate>;

/** The English of a pool's name, page and practical texts (docs/adr/0012). */
export const PoolTranslations = Translations(Type.Object({ libelle: Text(200), content: PageContentEnglish, configPiscine: Type.Partial(Type.Object(poolConfigTexts), { additionalProperties: false }) }));
export type PoolTranslations = Static<typeof PoolTranslations>;

export const PoolInput = Type.Object({
  libelle: Label,
  psnEnable: Type.Boolean({ default: true }),
  /** Lessons at the family's home, around this pool. */
  psnDomicile: Type.Boolean({ default: false }),
  psnLargeurCm: Int(0, 100_000),
  psnLongueurCm: Int(0, 100_000),
  psnDepthMinCm: Int(0, 10_000),
  psnDepthMaxCm: Int(0, 10_000),
  address: Address,
  acyIds: IdList(),
  /** MNS teaching at this pool. */
  mnsIds: IdList(),
  imageIds: ImageIds,
  content: PageContent,
  templateCours: Type.Array(LessonTemplateInput, { maxItems: 200, default: [] }),
  configPiscine: PoolConfig,
  /** First and last day lessons may be generated for, or null for no bound. */
  datMinCours: Nullable(Day, { default: null }),
  datMaxCours: Nullable(Day, { default: null }),
  translations: Type.Optional(PoolTranslations),
});
export type PoolInput = Static<typeof PoolInput>;

/** What the pool's events record: the input as saved, its lesson templates numbered. */
export type PoolRecord = Omit<PoolInput, 'templateCours'> & { templateCours: LessonTemplate[] };

export const PoolView = EntityObject({
  /** The address's id: the pool's own. */
  adrId: Id,
  psnEnable: Type.Boolean(),
  psnDomicile: Type.Boolean(),
  psnLargeurCm: Type.Integer(),
  psnLongueurCm: Type.Integer(),
  psnDepthMinCm: Type.Integer(),
  psnDepthMaxCm: Type.Integer(),
  address: Address,
  /** Activities taught here that still exist. */
  acyIds: Type.Array(Id),
  image: Nullable(MediaView),
  images: Type.Array(MediaView),
  content: PageContent,
  templateCours: Type.Array(LessonTemplate),
  /** Enabled passes usable at this pool (a pass names its pools). */
  fftIds: Type.Array(Id),
  mns: Type.Array(MnsView),
  configPiscine: PoolConfig,
  datMinCours: Nullable(DayText),
  datMaxCours: Nullable(DayText),
  translations: PoolTranslations,
  createdAt: MomentText,
});
export type PoolView = Static<typeof PoolView>;
