import type { ColumnType, Selectable } from 'kysely';

/**
 * Every catalogue document, one row each, keyed by its read model (`pools`, `activities`,
 * `passes`, `mns`, `pages`, `blog`). `doc` holds the fields as the last event recorded them;
 * `slug` and `ordre` are copied out of it to be searched and sorted.
 */
export interface CatalogueDocumentsTable {
  read_model: string;
  id: number;
  libelle: string;
  slug: string | null;
  ordre: ColumnType<number, number | undefined, number>;
  doc: ColumnType<unknown, string, string>;
  created_at: Date;
  updated_at: Date;
}

export type CatalogueDocumentRow = Selectable<CatalogueDocumentsTable>;
