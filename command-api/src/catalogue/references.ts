import type { EventStore } from '@plouf/infra';
import type { ActivityInput } from './activities/contract.ts';
import type { BlogPostInput } from './blog/contract.ts';
import { documentStream, type DocumentKind } from './documents/events.ts';
import { mediaStream } from './media/events.ts';
import type { MnsInput } from './mns/contract.ts';
import type { PageInput } from './pages/contract.ts';
import type { PassInput } from './passes/contract.ts';
import type { PoolRecord } from './pools/contract.ts';

/** The catalogue's read models: one per kind of document, and the images. */
export type DocumentModel = 'pools' | 'activities' | 'passes' | 'mns' | 'pages' | 'blog';
export type CatalogueModel = DocumentModel | 'media';

/** Each kind of document's read model. */
export const KIND_MODEL: Record<DocumentKind, DocumentModel> = { Pool: 'pools', Activity: 'activities', Pass: 'passes', Mns: 'mns', Page: 'pages', BlogPost: 'blog' };

/** What a catalogue document may name. */
export type CatalogueReference = 'activities' | 'pools' | 'passes' | 'mns' | 'media';

/** Ids a document names (by the field that names them), all of one kind. */
export interface Reference {
  field: string;
  of: CatalogueReference;
  ids: number[];
}

const one = (id: number | null) => (id ? [id] : []);

/**
 * Everything a document names, written once: the write side checks these exist, the projector
 * makes again the views that embed them, and an activity or MNS named here is not deleted.
 */
export function documentReferences(model: DocumentModel, doc: unknown): Reference[] {
  switch (model) {
    case 'pools': {
      const pool = doc as PoolRecord;
      return [
        { field: 'acyIds', of: 'activities', ids: pool.acyIds },
        { field: 'mnsIds', of: 'mns', ids: pool.mnsIds },
        { field: 'imageIds', of: 'media', ids: pool.imageIds },
        { field: 'templateCours', of: 'activities', ids: pool.templateCours.flatMap((template) => [template.acyId, ...one(template.acyIdCplt)]) },
        { field: 'templateCours.usrId', of: 'mns', ids: pool.templateCours.map((template) => template.usrId) },
      ];
    }
    case 'passes': {
      const pass = doc as PassInput;
      return [
        { field: 'acyIds', of: 'activities', ids: pass.acyIds },
        { field: 'psnIds', of: 'pools', ids: pass.psnIds },
      ];
    }
    case 'activities':
      return [{ field: 'imageIds', of: 'media', ids: (doc as ActivityInput).imageIds }];
    case 'pages':
      return [{ field: 'imageIds', of: 'media', ids: (doc as PageInput).imageIds }];
    case 'mns':
      return [{ field: 'imageId', of: 'media', ids: one((doc as MnsInput).imageId) }];
    case 'blog':
      return [{ field: 'imageId', of: 'media', ids: one((doc as BlogPostInput).imageId) }];
  }
}

const STREAM: Record<CatalogueReference, (id: number) => string> = {
  activities: (id) => documentStream('Activity', id),
  pools: (id) => documentStream('Pool', id),
  passes: (id) => documentStream('Pass', id),
  mns: (id) => documentStream('Mns', id),
  media: mediaStream,
};

/**
 * The ids, among these, that name nothing of that kind: checked on the event streams, which are
 * never late, rather than on a read model. A document exists from its first event until one ending
 * in `Removed`.
 *
 * @example
 * await missing(store, 'activities', [1, 99]); // [99]
 */
export async function missing(store: EventStore, of: CatalogueReference, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(
    unique.map(async (id) => {
      const events = await store.readStream(STREAM[of](id));
      const last = events[events.length - 1];
      return last !== undefined && !last.type.endsWith('Removed');
    }),
  );
  return unique.filter((_, index) => !found[index]);
}
