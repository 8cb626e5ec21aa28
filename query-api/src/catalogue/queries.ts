import type { ActivityView, MediaView } from '@plouf/command-api/contracts';
import type { CatalogueModel, Database } from '@plouf/projections';
import { sql, type Kysely } from 'kysely';

export const CATALOGUE_MODELS = ['pools', 'activities', 'passes', 'mns', 'pages', 'blog'] as const;
export type DocumentModel = (typeof CATALOGUE_MODELS)[number];

/** Today as YYYY-MM-DD in Paris, where the business is: a post dated today is published at midnight there. */
export const parisDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);

/**
 * The catalogue's read side: every answer is a row's `view` (JSON text, already joined by the
 * projector), so a list or a detail is one indexed query and nothing is assembled per request.
 * Visitors see enabled pools and passes and posts published by today; the platform administrator
 * (`admin: true`) sees everything.
 *
 * @example
 * const json = await catalogue.listJson('pools', { admin: false }); // '[{"id":1,…}]'
 */
export function catalogueQueries(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const seen = (admin: boolean) => (admin ? sql`true` : sql`visible AND (published_on IS NULL OR published_on <= ${parisDay(now())})`);

  const queries = {
    /** A whole list, in its order, as the JSON array sent. */
    async listJson(model: DocumentModel, { admin }: { admin: boolean }): Promise<string> {
      const { rows } = await sql<{ body: string | null }>`
        SELECT '[' || string_agg(view, ',' ORDER BY sort_key, id) || ']' AS body
        FROM catalogue_views WHERE model = ${model} AND ${seen(admin)}`.execute(db);
      return rows[0]?.body ?? '[]';
    },
    async byIdJson(model: CatalogueModel, id: number, { admin }: { admin: boolean }): Promise<string | null> {
      const { rows } = await sql<{ view: string }>`SELECT view FROM catalogue_views WHERE model = ${model} AND id = ${id} AND ${seen(admin)}`.execute(db);
      return rows[0]?.view ?? null;
    },
    async bySlugJson(model: DocumentModel, slug: string, { admin }: { admin: boolean }): Promise<string | null> {
      const { rows } = await sql<{ view: string }>`
        SELECT view FROM catalogue_views WHERE model = ${model} AND slug = ${slug} AND ${seen(admin)} ORDER BY id LIMIT 1`.execute(db);
      return rows[0]?.view ?? null;
    },
    /** One document as the back-office reads it, for a command's answer. */
    async view(model: CatalogueModel, id: number): Promise<object | null> {
      const view = await queries.byIdJson(model, id, { admin: true });
      return view === null ? null : (JSON.parse(view) as object);
    },
    async media(id: number): Promise<MediaView | null> {
      return (await queries.view('media', id)) as MediaView | null;
    },
    async activities(): Promise<ActivityView[]> {
      return JSON.parse(await queries.listJson('activities', { admin: true })) as ActivityView[];
    },
    /**
     * What still names this activity or MNS (pools, their lesson templates, passes), by label:
     * deleting it would leave those pointing at nothing.
     */
    async usedBy(model: 'activities' | 'mns', id: number): Promise<string[]> {
      const rows = await db
        .selectFrom('catalogue_links')
        .innerJoin('catalogue_views', (join) => join.onRef('catalogue_views.model', '=', 'catalogue_links.from_model').onRef('catalogue_views.id', '=', 'catalogue_links.from_id'))
        .select('catalogue_views.label')
        .where('catalogue_links.to_model', '=', model)
        .where('catalogue_links.to_id', '=', id)
        .where('catalogue_links.from_model', 'in', ['pools', 'passes'])
        .orderBy('catalogue_views.label')
        .execute();
      return rows.map((row) => row.label);
    },
  };
  return queries;
}

export type CatalogueQueries = ReturnType<typeof catalogueQueries>;
