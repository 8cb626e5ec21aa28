import {
  ACTIVITY_EVENT_TYPES,
  BLOG_POST_EVENT_TYPES,
  MEDIA_EVENT_TYPES,
  MNS_EVENT_TYPES,
  PAGE_EVENT_TYPES,
  PASS_EVENT_TYPES,
  POOL_EVENT_TYPES,
  upcastActivityEvent,
  KIND_MODEL,
  type ActivityEvent,
  type DocumentKind,
  type MediaEvent,
} from '@plouf/command-api/events';
import type { ActivityInput, BlogPostInput, MediaView, MnsInput, MnsView, PageInput, PassInput, PoolRecord } from '@plouf/command-api/contracts';
import type { RecordedEvent } from '@plouf/infra';
import { parisDay } from '@plouf/infra/days';
import { READ_MODELS } from '@plouf/command-api/read-models';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../database.ts';
import type { ChangedRow, Projector } from '../runner/projector.ts';
import { activityView, blogPostView, linksOf, listing, mediaView, mnsView, pageView, passView, poolView, type CatalogueModel, type Embedded, type MediaDoc } from './views.ts';

type Trx = Transaction<Database>;

/** Refreshed in this order: what is embedded before what embeds it (images in MNS, MNS in pools). */
const REFRESH_ORDER: CatalogueModel[] = ['media', 'mns', 'activities', 'passes', 'pages', 'blog', 'pools'];


const keyOf = (model: CatalogueModel, id: number) => `${model}:${id}`;
const parse = (key: string) => {
  const [model, id] = key.split(':');
  return { model: model as CatalogueModel, id: Number(id) };
};

/** What one event did: rows to make again, rows gone (with whether visitors could see them). */
interface Work {
  touched: Set<string>;
  removed: Map<string, boolean>;
  /** Whether visitors could see a row before the event rewrote its fields. */
  wasPublic: Map<string, boolean>;
}

/** Visitors may learn of a row: it is enabled, or published by today. */
const isPublic = (row: { visible: boolean; published_on: string | null } | undefined) =>
  row !== undefined && row.visible && (row.published_on === null || row.published_on <= parisDay(new Date()));

async function linkedTo(trx: Trx, model: CatalogueModel, id: number): Promise<string[]> {
  const rows = await trx.selectFrom('catalogue_links').select(['from_model', 'from_id']).where('to_model', '=', model).where('to_id', '=', id).execute();
  return rows.map((row) => keyOf(row.from_model as CatalogueModel, row.from_id));
}

/** The pools a pass names: their views list the passes usable there. */
async function poolsOfPass(trx: Trx, id: number): Promise<string[]> {
  const rows = await trx.selectFrom('catalogue_links').select('to_id').where('from_model', '=', 'passes').where('from_id', '=', id).where('to_model', '=', 'pools').execute();
  return rows.map((row) => keyOf('pools', row.to_id));
}

/** Writes a document's fields and what it names; its view is made afterwards. */
async function upsert(trx: Trx, work: Work, model: CatalogueModel, id: number, doc: unknown, at: string) {
  if (model === 'passes') for (const key of await poolsOfPass(trx, id)) work.touched.add(key);
  const existing = await trx.selectFrom('catalogue_views').select(['ordre', 'visible', 'published_on']).where('model', '=', model).where('id', '=', id).executeTakeFirst();
  if (!work.wasPublic.has(keyOf(model, id))) work.wasPublic.set(keyOf(model, id), isPublic(existing));
  let ordre = existing?.ordre ?? 0;
  if (!existing && model === 'activities') {
    const last = await trx.selectFrom('catalogue_views').select(sql<number>`coalesce(max(ordre), 0)`.as('ordre')).where('model', '=', 'activities').executeTakeFirstOrThrow();
    ordre = Number(last.ordre) + 1;
  }
  const row = { ...listing(model, id, doc, ordre), doc: JSON.stringify(doc), updated_at: new Date(at) };
  if (existing) await trx.updateTable('catalogue_views').set(row).where('model', '=', model).where('id', '=', id).execute();
  else await trx.insertInto('catalogue_views').values({ model, id, ...row, ordre, view: '{}', created_at: new Date(at) }).execute();
  await trx.deleteFrom('catalogue_links').where('from_model', '=', model).where('from_id', '=', id).execute();
  const links = [...new Map(linksOf(model, doc).map((link) => [keyOf(link.model, link.id), link])).values()];
  if (links.length > 0) await trx.insertInto('catalogue_links').values(links.map((link) => ({ from_model: model, from_id: id, to_model: link.model, to_id: link.id }))).execute();
  work.touched.add(keyOf(model, id));
  for (const key of await linkedTo(trx, model, id)) work.touched.add(key);
  if (model === 'passes') for (const key of await poolsOfPass(trx, id)) work.touched.add(key);
}

async function remove(trx: Trx, work: Work, model: CatalogueModel, id: number) {
  const row = await trx.selectFrom('catalogue_views').select(['visible', 'published_on']).where('model', '=', model).where('id', '=', id).executeTakeFirst();
  if (!row) return;
  if (model === 'passes') for (const key of await poolsOfPass(trx, id)) work.touched.add(key);
  for (const key of await linkedTo(trx, model, id)) work.touched.add(key);
  await trx.deleteFrom('catalogue_links').where('from_model', '=', model).where('from_id', '=', id).execute();
  await trx.deleteFrom('catalogue_views').where('model', '=', model).where('id', '=', id).execute();
  work.removed.set(keyOf(model, id), isPublic(row));
}

/** What a view embeds, read from the rows already made (images and MNS first: REFRESH_ORDER). */
async function embeddedFor(trx: Trx, model: CatalogueModel, id: number, links: { model: CatalogueModel; id: number }[]): Promise<Embedded> {
  const idsOf = (target: CatalogueModel) => [...new Set(links.filter((link) => link.model === target).map((link) => link.id))];
  const views = async <V>(target: CatalogueModel) => {
    const ids = idsOf(target);
    if (ids.length === 0) return new Map<number, V>();
    const rows = await trx.selectFrom('catalogue_views').select(['id', 'view']).where('model', '=', target).where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, JSON.parse(row.view) as V]));
  };
  const present = async (target: CatalogueModel) => {
    const ids = idsOf(target);
    if (ids.length === 0) return new Set<number>();
    const rows = await trx.selectFrom('catalogue_views').select('id').where('model', '=', target).where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  };
  const passIds =
    model === 'pools'
      ? (
          await trx
            .selectFrom('catalogue_links')
            .innerJoin('catalogue_views', (join) => join.onRef('catalogue_views.id', '=', 'catalogue_links.from_id').on('catalogue_views.model', '=', 'passes'))
            .select('catalogue_links.from_id')
            .where('catalogue_links.from_model', '=', 'passes')
            .where('catalogue_links.to_model', '=', 'pools')
            .where('catalogue_links.to_id', '=', id)
            .where('catalogue_views.visible', '=', true)
            .orderBy('catalogue_links.from_id')
            .execute()
        ).map((row) => row.from_id)
      : [];
  return { media: await views<MediaView>('media'), mns: await views<MnsView>('mns'), activityIds: await present('activities'), poolIds: await present('pools'), passIds };
}

/** Makes a row's view again from its fields and what it embeds now; says whether visitors may learn of it. */
async function refresh(trx: Trx, model: CatalogueModel, id: number, wasPublic: boolean | undefined): Promise<boolean | undefined> {
  const row = await trx.selectFrom('catalogue_views').selectAll().where('model', '=', model).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const doc = row.doc;
  const embedded = await embeddedFor(trx, model, id, linksOf(model, doc));
  const views: Record<CatalogueModel, () => unknown> = {
    media: () => mediaView(id, doc as MediaDoc),
    pools: () => poolView(id, doc as PoolRecord, embedded, row.created_at),
    activities: () => activityView(id, doc as ActivityInput, row.ordre, embedded),
    passes: () => passView(id, doc as PassInput, embedded),
    mns: () => mnsView(id, doc as MnsInput, embedded),
    pages: () => pageView(id, doc as PageInput, embedded, row.updated_at),
    blog: () => blogPostView(id, doc as BlogPostInput, embedded, row.updated_at),
  };
  const after = listing(model, id, doc, row.ordre);
  await trx.updateTable('catalogue_views').set({ ...after, view: JSON.stringify(views[model]()) }).where('model', '=', model).where('id', '=', id).execute();
  return (wasPublic ?? isPublic(row)) || isPublic(after);
}

/** Applies the event's direct changes to `work`. */
async function applyEvent(trx: Trx, work: Work, recorded: RecordedEvent) {
  if (MEDIA_EVENT_TYPES.includes(recorded.type as MediaEvent['type'])) {
    const event = { type: recorded.type, data: recorded.data } as MediaEvent;
    const id = event.data.mediaId;
    if (event.type === 'MediaRemoved') {
      await trx.deleteFrom('media').where('id', '=', id).execute();
      return remove(trx, work, 'media', id);
    }
    if (event.type === 'MediaUploaded') {
      const { mediaId: _id, sha256, at, ...media } = event.data;
      await trx.insertInto('media').values({ id, title: media.title, copyright: media.copyright, file_name: media.fileName, slug: media.slug, ext: media.ext, mime: media.mime, width: media.width, height: media.height, size: media.size, sha256, created_at: new Date(at), updated_at: new Date(at) }).execute();
      return upsert(trx, work, 'media', id, media satisfies MediaDoc, at);
    }
    const { title, copyright, englishTitle, at } = event.data;
    await trx.updateTable('media').set({ title, copyright, updated_at: new Date(at) }).where('id', '=', id).execute();
    const current = await trx.selectFrom('catalogue_views').select('doc').where('model', '=', 'media').where('id', '=', id).executeTakeFirst();
    if (current) {
      const doc = current.doc as MediaDoc;
      await upsert(trx, work, 'media', id, { ...doc, title, copyright, englishTitle: englishTitle ?? doc.englishTitle ?? '' }, at);
    }
    return;
  }
  const event = ACTIVITY_EVENT_TYPES.includes(recorded.type as ActivityEvent['type']) ? upcastActivityEvent({ type: recorded.type, data: recorded.data } as ActivityEvent) : { type: recorded.type, data: recorded.data };
  if (event.type === 'ActivitiesReordered') return reorder(trx, work, (event.data as { ids: number[] }).ids);
  const match = /^(Pool|Activity|Pass|Mns|Page|BlogPost)(Added|Changed|Removed)$/.exec(event.type);
  if (!match) return;
  const model = KIND_MODEL[match[1] as DocumentKind];
  const data = event.data as { id: number; fields?: unknown; at: string };
  if (match[2] === 'Removed') return remove(trx, work, model, data.id);
  return upsert(trx, work, model, data.id, data.fields, data.at);
}

/** A new order: the activities it names first, in its order; the others keep theirs after them. */
async function reorder(trx: Trx, work: Work, ids: number[]) {
  const rows = await trx.selectFrom('catalogue_views').select(['id', 'ordre']).where('model', '=', 'activities').orderBy('ordre').orderBy('id').execute();
  const named = new Set(ids);
  const order = [...ids.filter((id) => rows.some((row) => row.id === id)), ...rows.filter((row) => !named.has(row.id)).map((row) => row.id)];
  for (const [index, id] of order.entries()) {
    if (rows.find((row) => row.id === id)?.ordre === index + 1) continue;
    await trx.updateTable('catalogue_views').set({ ordre: index + 1 }).where('model', '=', 'activities').where('id', '=', id).execute();
    work.touched.add(keyOf('activities', id));
  }
}

/**
 * The whole catalogue as it is served: pools, activities, passes, MNS, pages, blog posts and
 * images, each with its answer already joined (`catalogue_views.view`). A change to one document
 * makes again the views that embed it (an image in an MNS in a pool, a pass in its pools' lists).
 * Notices say, per read model, what changed and what of it visitors may learn.
 */
export const catalogueProjector: Projector = {
  readModel: READ_MODELS.catalogue,
  handles: [...POOL_EVENT_TYPES, ...ACTIVITY_EVENT_TYPES, ...PASS_EVENT_TYPES, ...MNS_EVENT_TYPES, ...PAGE_EVENT_TYPES, ...BLOG_POST_EVENT_TYPES, ...MEDIA_EVENT_TYPES],
  async apply(trx, recorded) {
    const work: Work = { touched: new Set(), removed: new Map(), wasPublic: new Map() };
    await applyEvent(trx, work, recorded);
    // What embeds what was touched is touched too, until nothing new comes (image → MNS → pool).
    for (let frontier = [...work.touched]; frontier.length > 0; ) {
      const next: string[] = [];
      for (const key of frontier) {
        const { model, id } = parse(key);
        if (model !== 'media' && model !== 'mns') continue;
        for (const dependent of await linkedTo(trx, model, id)) if (!work.touched.has(dependent)) (work.touched.add(dependent), next.push(dependent));
      }
      frontier = next;
    }
    const changed: ChangedRow[] = [];
    const keys = [...work.touched].map(parse).sort((a, b) => REFRESH_ORDER.indexOf(a.model) - REFRESH_ORDER.indexOf(b.model) || a.id - b.id);
    for (const { model, id } of keys) {
      const visible = await refresh(trx, model, id, work.wasPublic.get(keyOf(model, id)));
      if (visible !== undefined) changed.push({ readModel: model, id, public: visible });
    }
    for (const [key, visible] of work.removed) changed.push({ readModel: parse(key).model, id: parse(key).id, public: visible });
    return changed;
  },
  async reset(trx) {
    await trx.deleteFrom('catalogue_links').execute();
    await trx.deleteFrom('catalogue_views').execute();
    await trx.deleteFrom('media').execute();
  },
};
