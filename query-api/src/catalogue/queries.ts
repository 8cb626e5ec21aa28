import type { ActivityView, MediaView } from '@plouf/command-api/contracts';
import type { CatalogueModel, DocumentModel } from '@plouf/command-api/events';
import type { Database } from '@plouf/projections';

export type { DocumentModel };
import { parisDay } from '@plouf/infra/days';
import type { SqlPool } from '@plouf/infra';
import type { Kysely } from 'kysely';
import { keptAnswers } from '../keptAnswers.ts';



/**
 * The catalogue's read side: every answer is a row's `view` (JSON text, already joined by the
 * projector), so a list or a detail is one indexed query and nothing is assembled per request.
 * Visitors see enabled pools and passes and posts published by today; the platform administrator
 * (`admin: true`) sees everything.
 *
 * @example
 * const catalogue = catalogueQueries({ db, pool });
 * const json = await catalogue.listJson('pools', { admin: false }); // '[{"id":1,…}]'
 */
// One statement per read, prepared once per connection: the catalogue's GETs are the site's hottest path.
const SEEN = `($2::boolean OR (visible AND (published_on IS NULL OR published_on <= $3)))`;
const LIST = `SELECT '[' || string_agg(view, ',' ORDER BY sort_key, id) || ']' AS body FROM catalogue_views WHERE model = $1 AND ${SEEN}`;
const BY_ID = `SELECT view FROM catalogue_views WHERE model = $1 AND ${SEEN} AND id = $4`;
// The position, and when it was written: a rebuild climbs back to the same position with new rows.
const POSITION = `SELECT position::text || '@' || updated_at::text AS position FROM projection_checkpoints WHERE name = 'catalogue'`;
const BY_SLUG = `SELECT view FROM catalogue_views WHERE model = $1 AND ${SEEN} AND slug = $4 ORDER BY id LIMIT 1`;

export function catalogueQueries({ db, pool, clock = () => new Date() }: { db: Kysely<Database>; pool: SqlPool; clock?: () => Date }) {
  const seen = (admin: boolean) => [admin, parisDay(clock())];
  // Answers kept against the catalogue's position (query-api/src/keptAnswers.ts): one primary-key lookup per request.
  const answers = keptAnswers<string | null>(2000);
  async function fresh(key: string, read: () => Promise<string | null>): Promise<string | null> {
    const position = (await pool.query<{ position: string }>(POSITION, [], { name: 'catalogue_position' })).rows[0]?.position ?? '0';
    return answers.get(key, position, read);
  }

  const queries = {
    /** A whole list, in its order, as the JSON array sent. */
    async listJson(model: DocumentModel, { admin }: { admin: boolean }): Promise<string> {
      const params = [model, ...seen(admin)];
      const json = await fresh(`list|${params.join('|')}`, async () => {
        const { rows } = await pool.query<{ body: string | null }>(LIST, params, { name: 'catalogue_list' });
        return rows[0]?.body ?? '[]';
      });
      return json ?? '[]';
    },
    async byIdJson(model: CatalogueModel, id: number, { admin }: { admin: boolean }): Promise<string | null> {
      const params = [model, ...seen(admin), id];
      return fresh(`id|${params.join('|')}`, async () => (await pool.query<{ view: string }>(BY_ID, params, { name: 'catalogue_by_id' })).rows[0]?.view ?? null);
    },
    async bySlugJson(model: DocumentModel, slug: string, { admin }: { admin: boolean }): Promise<string | null> {
      const params = [model, ...seen(admin), slug];
      return fresh(`slug|${params.join('|')}`, async () => (await pool.query<{ view: string }>(BY_SLUG, params, { name: 'catalogue_by_slug' })).rows[0]?.view ?? null);
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
