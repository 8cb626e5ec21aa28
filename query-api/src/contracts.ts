/**
 * The wire shapes of the read side, as `/webapi` answers them (the spec's field names). Pure types
 * with no imports but the roles: the front end imports them too (`@plouf/query-api/contracts`), so
 * a change on one side that the other does not follow fails the type check.
 */
import type { Role } from '@plouf/infra/roles';

export type { Role, SessionUser } from '@plouf/infra/roles';

/** Fields every entity of the spec shares. */
interface Entity {
  id: number;
  libelle: string;
  selected: boolean;
  detailLoaded: boolean;
}

export interface ContactView extends Entity {
  ctcLu: boolean;
  /** ISO date-time. */
  ctcDatadd: string;
  ctcMail: string;
  acyIds: number[];
  ctcMessage: string;
}

export interface ActivityView extends Entity {
  acyEnfant: boolean;
  acyOrdre: number;
  /** 0 means from 6 months, otherwise from N years. */
  acyAge: number;
  acyInfos: string;
  content: { slug: string };
}

/** A postal address; `libelle` is the city. */
export interface AddressView {
  adrNumberWay: string;
  adrPostalCode: string;
  libelle: string;
  adrOutsideInfos?: string;
  adrIndoorInfos?: string;
  adrPostBox?: string;
  gpsLat?: number | null;
  gpsLon?: number | null;
}

/** A member as the back-office shows it (the spec's "User (admin)"). */
export interface UserView extends Entity {
  famId: number;
  famName: string;
  usrCivilite: string | null;
  usrNom: string;
  usrPrenom: string;
  usrTel: string | null;
  usrEmail: string;
  /** YYYY-MM-DD. */
  usrDatbirth: string | null;
  usrNoteInterne: string;
  actDisabled: boolean;
  roles: Role[];
  /** ISO date-time of the last login. */
  usrDatlog: string | null;
}

/** An order line of a family's purchases. */
export interface FamilyOrderView {
  id: number;
  cmdStatus: number;
  /** Cents. */
  cmdTotal: number;
  /** ISO date-time. */
  cmdDatadd: string;
}

export interface FamilyView extends Entity {
  famId: number;
  address: AddressView | null;
  membres: UserView[];
  /** The family's orders: none until the orders issue brings them. */
  commandes: FamilyOrderView[];
  /** ISO date-time. */
  createdAt: string;
}

export interface FamilySummary {
  id: number;
  libelle: string;
  famId: number;
  membersCount: number;
  city: string | null;
  /** ISO date-time. */
  createdAt: string;
}

/* ───────────────────────── Catalogue and content (issue 4) ───────────────────────── */

/**
 * An uploaded image. `url` is where it is served: `/images/{id mod 100, two digits}/{slug}{ext}`,
 * to which the front end adds `w`, `h`, `mode` (max, crop, stretch, carve), `format=webp` and
 * `quality`. Image 1 is the default image (`/images/01/no-image.png`): it is never edited or deleted.
 */
export interface MediaView extends Entity {
  /** The title, shown as the image's alternative text. */
  libelle: string;
  slug: string;
  /** With its dot: `.jpg`, `.png`, `.webp`, `.gif`, `.svg`. */
  mdaExt: string;
  mdaCopyright: string;
  /** The name of the file as it was uploaded. */
  fileName: string;
  url: string;
  width: number;
  height: number;
  /** Bytes. */
  size: number;
  mime: string;
}

/**
 * The text of a public page (a pool's, an activity's, a blog post's, or a page of its own).
 * `slug` is its address; `pctMetaTitle` and `pctMetaDesc` go to the document's title and meta
 * description; `pctBody` is sanitized HTML from the rich-text editor.
 */
export interface PageContent {
  slug: string;
  pctTitle: string;
  pctBaseline: string;
  pctSubTitle: string;
  pctHat: string;
  pctMetaTitle: string;
  pctMetaDesc: string;
  pctBody: string;
}

/** What an activity's config text holds, exposed as `configActivity`. */
export interface ActivityConfig {
  /** A colour for the activity's badges, `#rrggbb`. */
  couleur: string;
  /** A lesson's usual length, minutes. */
  dureeMin: number;
  /** What to bring, one line. */
  equipement: string;
}

/** What an activity is, as written (POST /Activity, PUT /Activity/{id}). */
export interface ActivityInput {
  libelle: string;
  acyEnfant: boolean;
  /** 0 means from 6 months, otherwise from N years. */
  acyAge: number;
  acyInfos: string;
  /** Ordered media ids; the first is the activity's image. */
  imageIds: number[];
  content: PageContent;
  configActivity: ActivityConfig;
}

export interface ActivityDetailView extends ActivityView {
  /** The page content's id: the activity's own. */
  pagId: number;
  /** The first image, or null. */
  image: MediaView | null;
  /** Every image in order; when only `image` is known, `[image]` (spec §7). */
  images: MediaView[];
  content: PageContent;
  configActivity: ActivityConfig;
}

/** What a pool's config text holds, exposed as `configPiscine`. */
export interface PoolConfig {
  /** Closures the public page announces ("Fermée du 21/12 au 4/01"). */
  infosFermeture: string;
  /** Opening hours, free text. */
  horaires: string;
  /** How to get there, free text. */
  acces: string;
}

/**
 * A weekly lesson of a pool, from which lessons are generated. `thrJour` is the day of the week,
 * 1 Monday … 7 Sunday; `usrId` is the instructor (an MNS id). Defaults (spec §9): Wednesday (3) at
 * 14:00, 45 minutes, 8 places, activity 5, instructor 2.
 */
export interface LessonTemplate {
  tcsId: number;
  libelle: string;
  acyId: number;
  /** A second activity taught in the same lesson, when there is one. */
  acyIdCplt: number | null;
  usrId: number;
  thrJour: number;
  thrHeure: number;
  thrMinute: number;
  tcsDureeMin: number;
  tcsCapaciteMax: number;
}

/** A lesson template as written: a new one has no `tcsId` (spec cleanup: zero ids are removed). */
export type LessonTemplateInput = Omit<LessonTemplate, 'tcsId' | 'acyIdCplt'> & { tcsId?: number; acyIdCplt?: number | null };

export interface PoolInput {
  libelle: string;
  psnEnable: boolean;
  /** Lessons at the family's home, around this pool. */
  psnDomicile: boolean;
  psnLargeurCm: number;
  psnLongueurCm: number;
  psnDepthMinCm: number;
  psnDepthMaxCm: number;
  address: AddressView;
  acyIds: number[];
  /** MNS teaching at this pool. */
  mnsIds: number[];
  imageIds: number[];
  content: PageContent;
  templateCours: LessonTemplateInput[];
  configPiscine: PoolConfig;
  /** First and last day lessons may be generated for, YYYY-MM-DD, or null for no bound. */
  datMinCours: string | null;
  datMaxCours: string | null;
}

export interface MnsView extends Entity {
  usrNom: string;
  usrPrenom: string;
  /** The city they live in. */
  ctyName: string;
  /** A short presentation for the public pages. */
  mnsInfos: string;
  image: MediaView | null;
}

export interface MnsInput {
  usrNom: string;
  usrPrenom: string;
  ctyName: string;
  mnsInfos: string;
  /** null for no photo. */
  imageId: number | null;
}

export interface PoolView extends Entity {
  /** The address's id: the pool's own. */
  adrId: number;
  psnEnable: boolean;
  psnDomicile: boolean;
  psnLargeurCm: number;
  psnLongueurCm: number;
  psnDepthMinCm: number;
  psnDepthMaxCm: number;
  address: AddressView;
  acyIds: number[];
  image: MediaView | null;
  images: MediaView[];
  content: PageContent;
  templateCours: LessonTemplate[];
  /** Enabled passes usable at this pool (a pass names its pools). */
  fftIds: number[];
  mns: MnsView[];
  configPiscine: PoolConfig;
  datMinCours: string | null;
  datMaxCours: string | null;
  /** ISO date-time. */
  createdAt: string;
}

export interface PassInput {
  libelle: string;
  /** A subscription (one entry a week) rather than a card of entries. */
  fftIsAbo: boolean;
  fftEnable: boolean;
  /** How many a family may buy; 0 for no limit. */
  fftLimiteAchat: number;
  /** Months of validity from purchase. */
  fftValiditeM: number;
  fftNbEntree: number;
  /** Price including VAT, cents. */
  fftTarif: number;
  fftInfos: string;
  acyIds: number[];
  psnIds: number[];
  /** VAT rate in basis points: 2000 is 20 %. */
  tva: number;
}

export interface PassView extends Entity, PassInput {}

export interface PageInput {
  libelle: string;
  content: PageContent;
  imageIds: number[];
}

export interface PageView extends Entity {
  content: PageContent;
  images: MediaView[];
  /** ISO date-time of the last change. */
  updatedAt: string;
}

export interface BlogPostInput {
  libelle: string;
  content: PageContent;
  /** Shown on the post and as its author. */
  blgAuteur: string;
  /** Publication date YYYY-MM-DD; null keeps the post a draft, seen only by administrators. */
  blgDatpub: string | null;
  imageId: number | null;
}

export interface BlogPostView extends Entity {
  content: PageContent;
  blgAuteur: string;
  blgDatpub: string | null;
  image: MediaView | null;
  updatedAt: string;
}

/** PUT /Media/{id}: what the edit-title drawer changes. */
export interface MediaInput {
  libelle: string;
  mdaCopyright: string;
}

/**
 * Live rooms of the catalogue, open to everyone (the catalogue is public): a notice carries the
 * read model and the changed ids, and a page reloads what it shows.
 */
export const CATALOGUE_ROOMS = {
  pools: 'catalogue:pools',
  activities: 'catalogue:activities',
  passes: 'catalogue:passes',
  mns: 'catalogue:mns',
  pages: 'catalogue:pages',
  blog: 'catalogue:blog',
  media: 'catalogue:media',
} as const;
