import {
  ACTIVITY_EVENT_TYPES,
  BLOG_POST_EVENT_TYPES,
  MNS_EVENT_TYPES,
  PAGE_EVENT_TYPES,
  PASS_EVENT_TYPES,
  POOL_EVENT_TYPES,
  upcastActivityEvent,
  type ActivityEvent,
  type DocumentEvent,
  type DocumentKind,
} from '@plouf/command-api/events';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../database.ts';
import type { Projector } from '../runner/projector.ts';

type AnyDocumentEvent = DocumentEvent<DocumentKind>;

/** Writes one document event into `catalogue_documents`; a new document goes last in order. */
async function applyDocument(trx: Transaction<Database>, readModel: string, event: AnyDocumentEvent): Promise<number[]> {
  const { id, at } = event.data;
  if (event.type.endsWith('Removed')) {
    await trx.deleteFrom('catalogue_documents').where('read_model', '=', readModel).where('id', '=', id).execute();
    return [id];
  }
  const fields = (event.data as { fields: { libelle?: string; usrPrenom?: string; usrNom?: string; content?: { slug: string } } }).fields;
  // An MNS has no label of its own: it is their name.
  const libelle = fields.libelle ?? `${fields.usrPrenom ?? ''} ${fields.usrNom ?? ''}`.trim();
  const row = { libelle, slug: fields.content?.slug ?? null, doc: JSON.stringify(fields), updated_at: new Date(at) };
  if (event.type.endsWith('Added')) {
    const last = await trx.selectFrom('catalogue_documents').select(sql<number>`coalesce(max(ordre), 0)`.as('ordre')).where('read_model', '=', readModel).executeTakeFirstOrThrow();
    await trx.insertInto('catalogue_documents').values({ read_model: readModel, id, ...row, ordre: Number(last.ordre) + 1, created_at: new Date(at) }).execute();
  } else {
    await trx.updateTable('catalogue_documents').set(row).where('read_model', '=', readModel).where('id', '=', id).execute();
  }
  return [id];
}

/**
 * A read model of catalogue documents of one kind.
 *
 * @example
 * const poolsProjector = documentProjector('pools', POOL_EVENT_TYPES);
 */
export function documentProjector(readModel: string, handles: readonly string[]): Projector {
  return {
    readModel,
    handles,
    apply: (trx, recorded) => applyDocument(trx, readModel, { type: recorded.type, data: recorded.data } as AnyDocumentEvent),
    async reset(trx) {
      await trx.deleteFrom('catalogue_documents').where('read_model', '=', readModel).execute();
    },
  };
}

/**
 * Activities: documents, read through the upcaster (the first activities were recorded as
 * `ActivityCreated`), plus their order. Activities a new order does not name keep their relative
 * place after those it names.
 */
export const activitiesProjector: Projector = {
  readModel: 'activities',
  handles: ACTIVITY_EVENT_TYPES,
  async apply(trx, recorded) {
    const event = upcastActivityEvent({ type: recorded.type, data: recorded.data } as ActivityEvent);
    if (event.type !== 'ActivitiesReordered') return applyDocument(trx, 'activities', event as AnyDocumentEvent);
    const rows = await trx.selectFrom('catalogue_documents').select(['id', 'ordre']).where('read_model', '=', 'activities').orderBy('ordre').orderBy('id').execute();
    const named = new Set(event.data.ids);
    const order = [...event.data.ids.filter((id) => rows.some((row) => row.id === id)), ...rows.filter((row) => !named.has(row.id)).map((row) => row.id)];
    const changed: number[] = [];
    for (const [index, id] of order.entries()) {
      if (rows.find((row) => row.id === id)?.ordre === index + 1) continue;
      await trx.updateTable('catalogue_documents').set({ ordre: index + 1 }).where('read_model', '=', 'activities').where('id', '=', id).execute();
      changed.push(id);
    }
    return changed;
  },
  async reset(trx) {
    await trx.deleteFrom('catalogue_documents').where('read_model', '=', 'activities').execute();
  },
};

export const poolsProjector = documentProjector('pools', POOL_EVENT_TYPES);
export const passesProjector = documentProjector('passes', PASS_EVENT_TYPES);
export const mnsProjector = documentProjector('mns', MNS_EVENT_TYPES);
export const pagesProjector = documentProjector('pages', PAGE_EVENT_TYPES);
export const blogProjector = documentProjector('blog', BLOG_POST_EVENT_TYPES);
