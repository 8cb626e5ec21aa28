/**
 * Catalogue, content and media calls (docs/api-catalogue.md). Reads are public; writes are the
 * platform administrator's. Bodies follow the contracts' `…Input` types after the spec's cleanup.
 */
import type {
  ActivityView as ActivityDetailView,
  ActivityInput,
  BlogPostInput,
  BlogPostView,
  LessonTemplateInput,
  MediaInput,
  MediaView,
  MnsInput,
  MnsView,
  PageInput,
  PageView,
  PassInput,
  PassView,
  PoolInput,
  PoolView,
} from '@plouf/command-api/contracts';
import { ApiError, apiGet, apiSend, apiUrl, currentLanguage, newActionKey, type Accepted, type ResultCode } from './client.ts';
import { recordDebug } from './debugLog.ts';

export type {
  ActivityConfig,
  ActivityView as ActivityDetailView,
  ActivityInput,
  BlogPostInput,
  BlogPostTranslations,
  BlogPostView,
  LessonTemplate,
  LessonTemplateInput,
  MediaInput,
  MediaView,
  MnsInput,
  MnsView,
  PageContent,
  PageInput,
  PageTranslations,
  PageView,
  PassInput,
  PassView,
  PoolConfig,
  PoolInput,
  PoolView,
} from '@plouf/command-api/contracts';
export { ADMIN_CATALOGUE_ROOMS, CATALOGUE_ROOMS } from '@plouf/command-api/read-models';

/** A resource of the catalogue: its path under /webapi, its view and what a write sends. */
export interface CatalogueResource<View, Input> {
  path: string;
  /** For type inference only. */
  readonly types?: { view: View; input: Input };
}

const resource = <View, Input>(path: string): CatalogueResource<View, Input> => ({ path });

export const POOLS = resource<PoolView, PoolInput>('/Piscine');
export const ACTIVITIES = resource<ActivityDetailView, ActivityInput>('/Activity');
export const PASSES = resource<PassView, PassInput>('/Forfait');
export const INSTRUCTORS = resource<MnsView, MnsInput>('/Mns');
export const PAGES = resource<PageView, PageInput>('/Page');
export const BLOG = resource<BlogPostView, BlogPostInput>('/Blog');

export function listAll<View, Input>(target: CatalogueResource<View, Input>, options: { share?: boolean } = {}): Promise<View[]> {
  return apiGet<View[]>(target.path, options);
}

export function getOne<View, Input>(target: CatalogueResource<View, Input>, id: number, options: { share?: boolean } = {}): Promise<View> {
  return apiGet<View>(`${target.path}/${id}`, options);
}

/** Pools, activities, pages and blog posts are also found by their slug (public pages). */
export function getBySlug<View, Input>(target: CatalogueResource<View, Input>, slug: string, options: { share?: boolean } = {}): Promise<View> {
  return apiGet<View>(`${target.path}/slug/${encodeURIComponent(slug)}`, options);
}

/** Creates (id absent, 0 or negative: spec §2 reads a new detail's id as -1) or updates. */
export function save<View, Input>(target: CatalogueResource<View, Input>, id: number | undefined, input: Input, idempotencyKey?: string): Promise<View> {
  const body = cleanup(input);
  const readBack = (accepted: Accepted) => `${target.path}/${accepted.id ?? id}`;
  return id && id > 0 ? apiSend<View>('PUT', `${target.path}/${id}`, body, { idempotencyKey, readBack }) : apiSend<View>('POST', target.path, body, { idempotencyKey, readBack });
}

export async function remove<View, Input>(target: CatalogueResource<View, Input>, id: number): Promise<{ id: number }> {
  // A 202 says the removal is stored: the page can go.
  await apiSend<{ id: number }>('DELETE', `${target.path}/${id}`);
  return { id };
}

/** PUT /Activity/ordre/{ids}: the activities in their new order. */
export function reorderActivities(ids: number[]): Promise<ActivityDetailView[]> {
  return apiSend<ActivityDetailView[]>('PUT', `/Activity/ordre/${ids.join(',')}`, {}, { readBack: () => '/Activity' });
}

export function getMedia(id: number): Promise<MediaView> {
  return apiGet<MediaView>(`/Media/${id}`);
}

export function saveMedia(id: number, input: MediaInput): Promise<MediaView> {
  return apiSend<MediaView>('PUT', `/Media/${id}`, input, { readBack: () => `/Media/${id}` });
}

export async function removeMedia(id: number): Promise<{ id: number }> {
  await apiSend<{ id: number }>('DELETE', `/Media/${id}`);
  return { id };
}

/**
 * POST /Media/upload, multipart (`data` the file, `name` its title), reporting progress from 0 to 1.
 * XMLHttpRequest rather than fetch: fetch reports no upload progress.
 */
export function uploadMedia(file: File, options: { name?: string; copyright?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}): Promise<MediaView> {
  const form = new FormData();
  form.append('name', options.name ?? file.name.replace(/\.[^.]+$/, ''));
  form.append('copyright', options.copyright ?? '');
  form.append('data', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/Media/upload'));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    // A new upload is a new action; the key lets the server tell a resend from a second image.
    request.setRequestHeader('Idempotency-Key', newActionKey());
    request.withCredentials = true;
    const started = performance.now();
    let resultCode = 'NetworkError';
    request.onloadend = () => {
      const requestId = request.status ? request.getResponseHeader('x-request-id') : null;
      recordDebug({ kind: 'request', method: 'POST', path: apiUrl('/Media/upload'), status: request.status || null, resultCode, requestId, ms: Math.round(performance.now() - started) });
    };
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(defaultError(), 'NetworkError', undefined));
    request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    request.onload = () => {
      let envelope: { resultCode?: string; data?: { errorMessage?: string } } | undefined;
      try {
        envelope = JSON.parse(request.responseText) as typeof envelope;
      } catch {
        envelope = undefined;
      }
      resultCode = envelope?.resultCode ?? 'BadResponse';
      if (!envelope?.resultCode) return reject(new ApiError(defaultError(), 'BadResponse', undefined));
      if (envelope.resultCode === 'Ok') {
        options.onProgress?.(1);
        // 202: stored, the media read model a moment late: read the image once it shows.
        if (request.status === 202) return resolve(waitForMedia(envelope.data as unknown as Accepted));
        return resolve(envelope.data as unknown as MediaView);
      }
      const message = envelope.data?.errorMessage;
      reject(new ApiError(message ?? defaultError(), envelope.resultCode as ResultCode, message));
    };
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

async function waitForMedia(accepted: Accepted): Promise<MediaView> {
  for (let tries = 0; tries < 30; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    try {
      return await getMedia(accepted.id ?? 0);
    } catch (error) {
      if (!(error instanceof ApiError) || error.resultCode !== 'FileNotFound') throw error;
    }
  }
  throw new ApiError(accepted.message, 'Pending', accepted.message);
}

const defaultError = () => (currentLanguage() === 'en' ? 'Upload failed' : "Erreur lors de l'envoi de l'image");

/** The image URL for a box: resized on the server once, then cached (docs/api-catalogue.md). */
export function imageUrl(media: Pick<MediaView, 'url'> | null | undefined, box: { w?: number; h?: number; mode?: 'max' | 'crop' | 'stretch' | 'carve'; webp?: boolean; quality?: number } = {}): string {
  const base = media?.url ?? '/images/01/no-image.png';
  const query = new URLSearchParams();
  if (box.w) query.set('w', String(box.w));
  if (box.h) query.set('h', String(box.h));
  if (box.mode && box.mode !== 'max') query.set('mode', box.mode);
  if (box.webp !== false) query.set('format', 'webp');
  if (box.quality) query.set('quality', String(box.quality));
  return query.size > 0 ? `${base}?${query.toString()}` : base;
}

/**
 * Spec §3 cleanup before saving: empty or zero ids and optional ids are removed from the payload,
 * at any depth (a new lesson template's `tcsId: 0`, an absent `acyIdCplt`).
 */
export function cleanup<T>(payload: T): T {
  if (Array.isArray(payload)) return payload.map((item) => cleanup(item)) as T;
  if (!payload || typeof payload !== 'object') return payload;
  const entries = Object.entries(payload as Record<string, unknown>).filter(([key, value]) => {
    if (!/(Id|Cplt)$/.test(key)) return true;
    return !(value === null || value === undefined || value === '' || value === 0);
  });
  return Object.fromEntries(entries.map(([key, value]) => [key, cleanup(value)])) as T;
}

/** A lesson template with the spec's defaults (§9). */
export function newLessonTemplate(): LessonTemplateInput {
  return { libelle: '', acyId: 5, usrId: 2, thrJour: 3, thrHeure: 14, thrMinute: 0, tcsDureeMin: 45, tcsCapaciteMax: 8 };
}
