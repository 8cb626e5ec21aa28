import type { ColumnType, Selectable } from 'kysely';

/**
 * Every catalogue document (`pools`, `activities`, `passes`, `mns`, `pages`, `blog`) and image
 * (`media`), one row each, with its answer already joined: `view` is the JSON the API sends, as
 * text. `doc` keeps the fields as last recorded, to make the view again when something it embeds
 * changes. `visible` is what visitors may see (an enabled pool or pass); a blog post is visible
 * from its `published_on` day.
 */
export interface CatalogueViewsTable {
  model: string;
  id: number;
  label: string;
  slug: string | null;
  sort_key: string;
  visible: boolean;
  published_on: string | null;
  /** The place set by PUT /Activity/ordre (activities), from 1. */
  ordre: ColumnType<number, number | undefined, number>;
  doc: ColumnType<unknown, string, string>;
  view: string;
  created_at: Date;
  updated_at: Date;
}

/** What each document names: the views to make again when it changes, and what still uses it. */
export interface CatalogueLinksTable {
  from_model: string;
  from_id: number;
  to_model: string;
  to_id: number;
}

export type CatalogueViewRow = Selectable<CatalogueViewsTable>;
