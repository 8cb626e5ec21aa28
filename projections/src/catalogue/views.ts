/**
 * The catalogue's answers, made when an event is projected rather than on every request. Each
 * builder returns its contract's view type: a contract change the projector does not follow fails
 * the type check here.
 */
import type { ActivityInput, ActivityView, BlogPostInput, BlogPostView, MediaView, MnsInput, MnsView, PageInput, PageView, PassInput, PassView, PoolRecord, PoolView } from '@plouf/command-api/contracts';
import { documentReferences, type CatalogueModel, type MediaUploaded } from '@plouf/command-api/events';

export type { CatalogueModel };
import { foldText } from '@plouf/infra/text';

/** What the catalogue keeps of an image: its upload as recorded, less what only the image route needs. */
export type MediaDoc = Omit<MediaUploaded['data'], 'mediaId' | 'sha256' | 'at'> & { englishTitle?: string };

/** What a document names, by model: its view embeds them, and an activity or MNS named is in use. */
export function linksOf(model: CatalogueModel, doc: unknown): { model: CatalogueModel; id: number }[] {
  if (model === 'media') return [];
  return documentReferences(model, doc).flatMap((reference) => reference.ids.map((id) => ({ model: reference.of, id })));
}

const entity = (id: number, libelle: string) => ({ id, libelle, selected: false, detailLoaded: true });
const pad = (value: number) => String(value).padStart(10, '0');
/** Newest first in an ascending sort: each digit of the date turned around. */
const newestFirst = (day: string) => day.replace(/\d/g, (digit) => String(9 - Number(digit)));

/** `/images/{id mod 100 on two digits}/{slug}{ext}`. */
export const mediaUrl = (id: number, slug: string, ext: string) => `/images/${String(id % 100).padStart(2, '0')}/${slug}${ext}`;

export const mediaView = (id: number, media: MediaDoc): MediaView => ({
  ...entity(id, media.title),
  slug: media.slug,
  mdaExt: media.ext,
  mdaCopyright: media.copyright,
  fileName: media.fileName,
  url: mediaUrl(id, media.slug, media.ext),
  width: media.width,
  height: media.height,
  size: media.size,
  mime: media.mime,
  translations: media.englishTitle ? { en: { libelle: media.englishTitle } } : {},
});

/** What a view embeds besides its own fields, read from the other rows. */
export interface Embedded {
  media: Map<number, MediaView>;
  mns: Map<number, MnsView>;
  activityIds: Set<number>;
  poolIds: Set<number>;
  /** Enabled passes naming this pool. */
  passIds: number[];
}

const images = (ids: number[], embedded: Embedded) => ids.flatMap((id) => embedded.media.get(id) ?? []);
const known = (ids: number[], present: Set<number>) => ids.filter((id) => present.has(id));

export function poolView(id: number, pool: PoolRecord, embedded: Embedded, createdAt: Date): PoolView {
  const { imageIds, mnsIds, acyIds, ...fields } = pool;
  const shown = images(imageIds, embedded);
  return {
    ...fields,
    ...entity(id, pool.libelle),
    adrId: id,
    acyIds: known(acyIds, embedded.activityIds),
    image: shown[0] ?? null,
    images: shown,
    mns: mnsIds.flatMap((mnsId) => embedded.mns.get(mnsId) ?? []),
    fftIds: embedded.passIds,
    translations: pool.translations ?? {},
    createdAt: createdAt.toISOString(),
  };
}

export function activityView(id: number, activity: ActivityInput, ordre: number, embedded: Embedded): ActivityView {
  const { imageIds, ...fields } = activity;
  const shown = images(imageIds, embedded);
  return { ...fields, ...entity(id, activity.libelle), acyOrdre: ordre, pagId: id, image: shown[0] ?? null, images: shown, translations: activity.translations ?? {} };
}

export const passView = (id: number, pass: PassInput, embedded: Embedded): PassView => ({
  ...pass,
  ...entity(id, pass.libelle),
  acyIds: known(pass.acyIds, embedded.activityIds),
  psnIds: known(pass.psnIds, embedded.poolIds),
  translations: pass.translations ?? {},
});

export function mnsView(id: number, mns: MnsInput, embedded: Embedded): MnsView {
  const { imageId, loginUserId, ...fields } = mns;
  return { ...fields, ...entity(id, mnsLabel(mns)), image: imageId ? (embedded.media.get(imageId) ?? null) : null, loginUserId: loginUserId ?? null, translations: mns.translations ?? {} };
}

export const pageView = (id: number, page: PageInput, embedded: Embedded, updatedAt: Date): PageView => ({
  ...entity(id, page.libelle),
  content: page.content,
  images: images(page.imageIds, embedded),
  translations: page.translations ?? {},
  updatedAt: updatedAt.toISOString(),
});

export const blogPostView = (id: number, post: BlogPostInput, embedded: Embedded, updatedAt: Date): BlogPostView => ({
  ...entity(id, post.libelle),
  content: post.content,
  blgAuteur: post.blgAuteur,
  blgDatpub: post.blgDatpub,
  image: post.imageId ? (embedded.media.get(post.imageId) ?? null) : null,
  translations: post.translations ?? {},
  updatedAt: updatedAt.toISOString(),
});

/** An MNS has no label of its own: it is their name. */
export const mnsLabel = (mns: MnsInput) => `${mns.usrPrenom} ${mns.usrNom}`.trim();

/** The label, slug, visibility and place in lists of a document, from its fields. */
export function listing(model: CatalogueModel, id: number, doc: unknown, ordre: number) {
  const fields = doc as { libelle?: string; content?: { slug: string } };
  switch (model) {
    case 'pools': {
      const pool = doc as PoolRecord;
      return { label: pool.libelle, slug: pool.content.slug, visible: pool.psnEnable, published_on: null, sort_key: `${foldText(pool.libelle)}|${pad(id)}` };
    }
    case 'activities': {
      const activity = doc as ActivityInput;
      // Children's activities first, then the order set in the back-office.
      return { label: activity.libelle, slug: activity.content.slug, visible: true, published_on: null, sort_key: `${activity.acyEnfant ? 0 : 1}|${pad(ordre)}|${pad(id)}` };
    }
    case 'passes': {
      const pass = doc as PassInput;
      return { label: pass.libelle, slug: null, visible: pass.fftEnable, published_on: null, sort_key: pad(id) };
    }
    case 'mns': {
      const mns = doc as MnsInput;
      return { label: mnsLabel(mns), slug: null, visible: true, published_on: null, sort_key: `${foldText(mns.usrNom)}|${pad(id)}` };
    }
    case 'pages':
      return { label: fields.libelle ?? '', slug: fields.content?.slug ?? null, visible: true, published_on: null, sort_key: `${foldText(fields.libelle ?? '')}|${pad(id)}` };
    case 'blog': {
      const post = doc as BlogPostInput;
      // Drafts first (the administrator's work in progress), then newest published.
      const sort_key = post.blgDatpub === null ? `0|${pad(MAX_ORDER - id)}` : `1|${newestFirst(post.blgDatpub)}|${pad(MAX_ORDER - id)}`;
      return { label: post.libelle, slug: post.content.slug, visible: post.blgDatpub !== null, published_on: post.blgDatpub, sort_key };
    }
    case 'media': {
      const media = doc as MediaDoc;
      return { label: media.title, slug: media.slug, visible: true, published_on: null, sort_key: pad(id) };
    }
  }
}

const MAX_ORDER = 2_147_483_647;
