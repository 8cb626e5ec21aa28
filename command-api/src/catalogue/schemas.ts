import { Type, type Static } from '@fastify/type-provider-typebox';
import { SLUG_PATTERN } from './slug.ts';

/**
 * The bodies of the catalogue's writes (docs/api-catalogue.md), the query-api contracts' `…Input`
 * types as JSON schemas: bad input is answered `InvalidModelState` before any handler runs.
 */
const Text = (maxLength: number) => Type.String({ maxLength, default: '' });
const Label = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Count = (maximum: number) => Type.Integer({ minimum: 0, maximum });
const Ids = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200, default: [] });
// Null first in every union: ajv coerces types, and would turn a null into 0 or '' in a first number or string branch.
const Day = Type.Union([Type.Null(), Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })], { default: null });
const OptionalId = Type.Union([Type.Null(), Type.Integer({ minimum: 1 })], { default: null });

export const ContentBody = Type.Object({
  slug: Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 120 }),
  pctTitle: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  pctBaseline: Text(300),
  pctSubTitle: Text(300),
  pctHat: Text(1000),
  pctMetaTitle: Text(120),
  pctMetaDesc: Text(320),
  pctBody: Text(200_000),
});

const AddressBody = Type.Object({
  adrNumberWay: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  adrPostalCode: Type.String({ pattern: '^\\d{5}$' }),
  libelle: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  adrOutsideInfos: Type.Optional(Text(300)),
  adrIndoorInfos: Type.Optional(Text(300)),
  adrPostBox: Type.Optional(Text(50)),
  gpsLat: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: -90, maximum: 90 })])),
  gpsLon: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: -180, maximum: 180 })])),
});

const LessonTemplateBody = Type.Object({
  tcsId: Type.Optional(Type.Integer({ minimum: 1 })),
  libelle: Text(200),
  acyId: Type.Integer({ minimum: 1, default: 5 }),
  acyIdCplt: Type.Optional(OptionalId),
  usrId: Type.Integer({ minimum: 1, default: 2 }),
  thrJour: Type.Integer({ minimum: 1, maximum: 7, default: 3 }),
  thrHeure: Type.Integer({ minimum: 0, maximum: 23, default: 14 }),
  thrMinute: Type.Integer({ minimum: 0, maximum: 59, default: 0 }),
  tcsDureeMin: Type.Integer({ minimum: 5, maximum: 480, default: 45 }),
  tcsCapaciteMax: Type.Integer({ minimum: 1, maximum: 100, default: 8 }),
});

export const PoolBody = Type.Object({
  libelle: Label,
  psnEnable: Type.Boolean({ default: true }),
  psnDomicile: Type.Boolean({ default: false }),
  psnLargeurCm: Count(100_000),
  psnLongueurCm: Count(100_000),
  psnDepthMinCm: Count(10_000),
  psnDepthMaxCm: Count(10_000),
  address: AddressBody,
  acyIds: Ids,
  mnsIds: Ids,
  imageIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50, default: [] }),
  content: ContentBody,
  templateCours: Type.Array(LessonTemplateBody, { maxItems: 200, default: [] }),
  configPiscine: Type.Object({ infosFermeture: Text(2000), horaires: Text(2000), acces: Text(2000) }, { default: { infosFermeture: '', horaires: '', acces: '' } }),
  datMinCours: Day,
  datMaxCours: Day,
});

export const ActivityBody = Type.Object({
  libelle: Label,
  acyEnfant: Type.Boolean(),
  acyAge: Type.Integer({ minimum: 0, maximum: 99 }),
  acyInfos: Text(2000),
  imageIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50, default: [] }),
  content: ContentBody,
  configActivity: Type.Object(
    { couleur: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', default: '#1c6ea4' }), dureeMin: Type.Integer({ minimum: 0, maximum: 480, default: 45 }), equipement: Text(300) },
    { default: { couleur: '#1c6ea4', dureeMin: 45, equipement: '' } },
  ),
});

export const PassBody = Type.Object({
  libelle: Label,
  fftIsAbo: Type.Boolean({ default: false }),
  fftEnable: Type.Boolean({ default: true }),
  fftLimiteAchat: Count(1000),
  fftValiditeM: Type.Integer({ minimum: 1, maximum: 120 }),
  fftNbEntree: Count(1000),
  fftTarif: Count(10_000_000),
  fftInfos: Text(2000),
  acyIds: Ids,
  psnIds: Ids,
  tva: Type.Integer({ minimum: 0, maximum: 10_000, default: 2000 }),
});

export const MnsBody = Type.Object({
  usrNom: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  usrPrenom: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  ctyName: Text(100),
  mnsInfos: Text(2000),
  imageId: Type.Optional(OptionalId),
});

export const PageBody = Type.Object({
  libelle: Label,
  content: ContentBody,
  imageIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50, default: [] }),
});

export const BlogPostBody = Type.Object({
  libelle: Label,
  content: ContentBody,
  blgAuteur: Text(100),
  blgDatpub: Day,
  imageId: Type.Optional(OptionalId),
});

export const MediaBody = Type.Object({ libelle: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }), mdaCopyright: Text(200) });

export type PoolBodyT = Static<typeof PoolBody>;
export type ActivityBodyT = Static<typeof ActivityBody>;
export type PassBodyT = Static<typeof PassBody>;
export type MnsBodyT = Static<typeof MnsBody>;
export type PageBodyT = Static<typeof PageBody>;
export type BlogPostBodyT = Static<typeof BlogPostBody>;
