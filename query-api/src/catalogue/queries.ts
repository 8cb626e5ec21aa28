import type { CatalogueDocumentRow, Database } from '@plouf/projections';
import type { Kysely } from 'kysely';
import type { ActivityDetailView, BlogPostView, MediaView, MnsView, PageView, PassView, PoolView } from '../contracts.ts';
import { mediaIdsOf, toActivityView, toBlogPostView, toMediaView, toMnsView, toPageView, toPassView, toPoolView, type Related } from './views.ts';

export const CATALOGUE_MODELS = ['pools', 'activities', 'passes', 'mns', 'pages', 'blog'] as const;
export type CatalogueModel = (typeof CATALOGUE_MODELS)[number];
export const isCatalogueModel = (name: string): name is CatalogueModel => (CATALOGUE_MODELS as readonly string[]).includes(name);

export interface ViewOf {
  pools: PoolView;
  activities: ActivityDetailView;
  passes: PassView;
  mns: MnsView;
  pages: PageView;
  blog: BlogPostView;
}
type View = ViewOf[CatalogueModel];

const VIEWS: { [M in CatalogueModel]: (row: CatalogueDocumentRow, related: Related) => ViewOf[M] } = {
  pools: toPoolView,
  activities: toActivityView,
  passes: toPassView,
  mns: toMnsView,
  pages: toPageView,
  blog: toBlogPostView,
};

/** The order lists come in. Activities: children's first, then the order set in the back-office. */
const ORDER: { [M in CatalogueModel]: (a: ViewOf[M], b: ViewOf[M]) => number } = {
  pools: (a, b) => a.libelle.localeCompare(b.libelle, 'fr'),
  activities: (a, b) => Number(b.acyEnfant) - Number(a.acyEnfant) || a.acyOrdre - b.acyOrdre || a.id - b.id,
  passes: (a, b) => a.id - b.id,
  mns: (a, b) => a.usrNom.localeCompare(b.usrNom, 'fr'),
  pages: (a, b) => a.libelle.localeCompare(b.libelle, 'fr'),
  // Drafts first (the administrator's work in progress), then newest published.
  blog: (a, b) => (b.blgDatpub ?? '9999').localeCompare(a.blgDatpub ?? '9999') || b.id - a.id,
};

/** Today as YYYY-MM-DD in Paris, where the business is: a post dated today is published at midnight there. */
const parisDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);

/**
 * The catalogue's read side. Visitors see enabled pools and passes and published blog posts only;
 * the platform administrator (`admin: true`) sees everything.
 *
 * @example
 * const pools = await catalogue.list('pools', { admin: false });
 */
export function catalogueQueries(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const rowsOf = (model: CatalogueModel) => db.selectFrom('catalogue_documents').selectAll().where('read_model', '=', model);

  async function mediaByIds(ids: number[]): Promise<Map<number, MediaView>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('media').selectAll().where('id', 'in', [...new Set(ids)]).execute();
    return new Map(rows.map((row) => [row.id, toMediaView(row)]));
  }

  async function related(rows: CatalogueDocumentRow[]): Promise<Related> {
    const [mnsRows, passRows, idRows] = await Promise.all([
      rowsOf('mns').execute(),
      rowsOf('passes').execute(),
      db.selectFrom('catalogue_documents').select(['read_model', 'id']).where('read_model', 'in', ['activities', 'pools']).execute(),
    ]);
    const media = await mediaByIds([...rows, ...mnsRows].flatMap(mediaIdsOf));
    const activityIds = new Set(idRows.filter((row) => row.read_model === 'activities').map((row) => row.id));
    const poolIds = new Set(idRows.filter((row) => row.read_model === 'pools').map((row) => row.id));
    return {
      media,
      mns: new Map(mnsRows.map((row) => [row.id, toMnsView(row, { media })])),
      passes: passRows.map((row) => toPassView(row, { activityIds, poolIds })),
      activityIds,
      poolIds,
    };
  }

  function visible(model: CatalogueModel, view: View): boolean {
    if (model === 'pools') return (view as PoolView).psnEnable;
    if (model === 'passes') return (view as PassView).fftEnable;
    if (model === 'blog') {
      const date = (view as BlogPostView).blgDatpub;
      return date !== null && date <= parisDay(now());
    }
    return true;
  }

  async function views<M extends CatalogueModel>(model: M, rows: CatalogueDocumentRow[], admin: boolean): Promise<ViewOf[M][]> {
    if (rows.length === 0) return [];
    const context = await related(rows);
    const toView = VIEWS[model] as (row: CatalogueDocumentRow, related: Related) => ViewOf[M];
    return rows.map((row) => toView(row, context)).filter((view) => admin || visible(model, view));
  }

  return {
    async list<M extends CatalogueModel>(model: M, { admin }: { admin: boolean }): Promise<ViewOf[M][]> {
      return (await views(model, await rowsOf(model).execute(), admin)).sort(ORDER[model] as (a: ViewOf[M], b: ViewOf[M]) => number);
    },
    async byId<M extends CatalogueModel>(model: M, id: number, { admin }: { admin: boolean }): Promise<ViewOf[M] | null> {
      const [view] = await views(model, await rowsOf(model).where('id', '=', id).execute(), admin);
      return view ?? null;
    },
    async bySlug<M extends CatalogueModel>(model: M, slug: string, { admin }: { admin: boolean }): Promise<ViewOf[M] | null> {
      const [view] = await views(model, await rowsOf(model).where('slug', '=', slug).orderBy('id').limit(1).execute(), admin);
      return view ?? null;
    },
    async slugOwner(model: string, slug: string): Promise<number | null> {
      const row = await db.selectFrom('catalogue_documents').select('id').where('read_model', '=', model).where('slug', '=', slug).executeTakeFirst();
      return row?.id ?? null;
    },
    /** The ids, among these, that name no document of that read model (or no media). */
    async unknown(model: CatalogueModel | 'media', ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found =
        model === 'media'
          ? await db.selectFrom('media').select('id').where('id', 'in', ids).execute()
          : await db.selectFrom('catalogue_documents').select('id').where('read_model', '=', model).where('id', 'in', ids).execute();
      const present = new Set(found.map((row) => row.id));
      return ids.filter((id) => !present.has(id));
    },
    /**
     * What still names this activity or MNS (pools, their lesson templates, passes), by label:
     * deleting it would leave those pointing at nothing.
     */
    async usedBy(model: 'activities' | 'mns', id: number): Promise<string[]> {
      const rows = await db.selectFrom('catalogue_documents').select(['read_model', 'libelle', 'doc']).where('read_model', 'in', ['pools', 'passes']).orderBy('libelle').execute();
      return rows
        .filter((row) => {
          const doc = row.doc as { acyIds?: number[]; mnsIds?: number[]; templateCours?: { acyId: number; acyIdCplt: number | null; usrId: number }[] };
          const templates = doc.templateCours ?? [];
          if (model === 'mns') return (doc.mnsIds ?? []).includes(id) || templates.some((template) => template.usrId === id);
          return (doc.acyIds ?? []).includes(id) || templates.some((template) => template.acyId === id || template.acyIdCplt === id);
        })
        .map((row) => row.libelle);
    },
    async media(id: number): Promise<MediaView | null> {
      return (await mediaByIds([id])).get(id) ?? null;
    },
  };
}

export type CatalogueQueries = ReturnType<typeof catalogueQueries>;
