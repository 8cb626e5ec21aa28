import type { ActivityFields, BlogPostFields, MnsFields, PageFields, PassFields, PoolFields } from '@plouf/command-api/events';
import type { CatalogueDocumentRow, MediaRow } from '@plouf/projections';
import type { ActivityDetailView, BlogPostView, MediaView, MnsView, PageView, PassView, PoolView } from '../contracts.ts';

/** `/images/{id mod 100 on two digits}/{slug}{ext}`. */
export const mediaUrl = (row: Pick<MediaRow, 'id' | 'slug' | 'ext'>) => `/images/${String(row.id % 100).padStart(2, '0')}/${row.slug}${row.ext}`;

export const toMediaView = (row: MediaRow): MediaView => ({
  id: row.id,
  libelle: row.title,
  selected: false,
  detailLoaded: true,
  slug: row.slug,
  mdaExt: row.ext,
  mdaCopyright: row.copyright,
  fileName: row.file_name,
  url: mediaUrl(row),
  width: row.width,
  height: row.height,
  size: row.size,
  mime: row.mime,
});

/** What a view needs besides its own row: the media, MNS, passes and activities it names. */
export interface Related {
  media: Map<number, MediaView>;
  mns: Map<number, MnsView>;
  passes: PassView[];
  activityIds: Set<number>;
  poolIds: Set<number>;
}

const entity = (row: CatalogueDocumentRow) => ({ id: row.id, libelle: row.libelle, selected: false, detailLoaded: true });
const images = (ids: number[], related: Related) => ids.flatMap((id) => related.media.get(id) ?? []);
const known = (ids: number[], set: Set<number>) => ids.filter((id) => set.has(id));

export function toPoolView(row: CatalogueDocumentRow, related: Related): PoolView {
  const { imageIds, mnsIds, acyIds, ...fields } = row.doc as PoolFields;
  const shown = images(imageIds, related);
  return {
    ...fields,
    ...entity(row),
    adrId: row.id,
    acyIds: known(acyIds, related.activityIds),
    image: shown[0] ?? null,
    images: shown,
    mns: mnsIds.flatMap((id) => related.mns.get(id) ?? []),
    fftIds: related.passes.filter((pass) => pass.fftEnable && pass.psnIds.includes(row.id)).map((pass) => pass.id),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Spec §7 copies a single `image` into an empty `images`; here `image` is always the first of
 * `images`, so the two cannot disagree.
 */
export function toActivityView(row: CatalogueDocumentRow, related: Related): ActivityDetailView {
  const { imageIds, ...fields } = row.doc as ActivityFields;
  const shown = images(imageIds, related);
  return { ...fields, ...entity(row), acyOrdre: row.ordre, pagId: row.id, image: shown[0] ?? null, images: shown };
}

export function toPassView(row: CatalogueDocumentRow, related: Pick<Related, 'activityIds' | 'poolIds'>): PassView {
  const fields = row.doc as PassFields;
  return { ...fields, ...entity(row), acyIds: known(fields.acyIds, related.activityIds), psnIds: known(fields.psnIds, related.poolIds) };
}

export function toMnsView(row: CatalogueDocumentRow, related: Pick<Related, 'media'>): MnsView {
  const { imageId, ...fields } = row.doc as MnsFields;
  return { ...fields, ...entity(row), libelle: `${fields.usrPrenom} ${fields.usrNom}`, image: imageId ? (related.media.get(imageId) ?? null) : null };
}

export function toPageView(row: CatalogueDocumentRow, related: Related): PageView {
  const { imageIds, content } = row.doc as PageFields;
  return { ...entity(row), content, images: images(imageIds, related), updatedAt: row.updated_at.toISOString() };
}

export function toBlogPostView(row: CatalogueDocumentRow, related: Related): BlogPostView {
  const { imageId, content, blgAuteur, blgDatpub } = row.doc as BlogPostFields;
  return { ...entity(row), content, blgAuteur, blgDatpub, image: imageId ? (related.media.get(imageId) ?? null) : null, updatedAt: row.updated_at.toISOString() };
}

/** The media ids a document names, to load them in one query. */
export function mediaIdsOf(row: CatalogueDocumentRow): number[] {
  const doc = row.doc as { imageIds?: number[]; imageId?: number | null };
  return [...(doc.imageIds ?? []), ...(doc.imageId ? [doc.imageId] : [])];
}
