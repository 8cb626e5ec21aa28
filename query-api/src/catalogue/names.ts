import type { CardView, NameTranslations, OrderView } from '@plouf/command-api/contracts';
import { soldLineEnglish, type Database } from '@plouf/projections';
import { sql, type Kysely } from 'kysely';
import { READ_MODELS } from '@plouf/command-api/read-models';
import { readModelAt } from '../readModelsAt.ts';

/** The catalogue's models whose names other views show. */
type NamedModel = 'pools' | 'activities' | 'passes';

/** A document's name today: its French, and its English (`translations.en.libelle`) when written. */
export interface CatalogueName {
  libelle: string;
  translations: NameTranslations;
}

/** The current name of each pool, activity and pass, by model and id. */
export interface CatalogueNames {
  of(model: NamedModel, id: number): CatalogueName | undefined;
}

const key = (model: string, id: number) => `${model}:${id}`;

/** A reference `{ id, libelle }` with the document's name today; as recorded when the document is gone. */
function named<T extends { id: number; libelle: string }>(names: CatalogueNames, model: NamedModel, ref: T): T & { translations?: NameTranslations } {
  const name = names.of(model, ref.id);
  return name ? { ...ref, libelle: name.libelle, translations: name.translations } : ref;
}

/**
 * How the views that embed catalogue names are served (docs/adr/0017-names-in-the-readers-language.md):
 * the names copied when a course was scheduled or a card given are replaced by the catalogue's
 * names today, French and English, so the front end shows the reader's language (ADR 0012's
 * fallback: a blank English shows the French). An order line keeps the label it was sold under and
 * gains the pass's English today beside it.
 */
export const withNames = {
  course<T extends { piscine: { id: number; libelle: string }; activite: { id: number; libelle: string } }>(names: CatalogueNames, view: T): T {
    return { ...view, piscine: named(names, 'pools', view.piscine), activite: named(names, 'activities', view.activite) };
  },
  card(names: CatalogueNames, card: CardView): CardView {
    const name = names.of('passes', card.fftId);
    return name ? { ...card, libelle: name.libelle, translations: name.translations } : card;
  },
  order(names: CatalogueNames, order: OrderView): OrderView {
    return { ...order, rows: order.rows.map((row) => ({ ...row, ...lineTranslations(names, row) })) };
  },
  /** A sold pass's English today (an order line's label stays as sold). */
  passTranslations(names: CatalogueNames, passId: number): { translations?: NameTranslations } {
    return soldTranslations(names, passId);
  },
};

/** An order line's English (`soldLineEnglish`): a term's as sold, a pass's the catalogue's today. */
const lineTranslations = (names: CatalogueNames, line: { id: number; tuition?: { englishLabel: string } | undefined; membership?: { englishLabel: string } | undefined }): { translations?: NameTranslations } => {
  const sold = soldLineEnglish(line);
  return 'pass' in sold ? soldTranslations(names, sold.pass) : sold;
};

/** The pass's English today beside a sold label (which stays as sold). */
function soldTranslations(names: CatalogueNames, passId: number): { translations?: NameTranslations } {
  const name = names.of('passes', passId);
  return name ? { translations: name.translations } : {};
}

/**
 * The catalogue's names, read from its read model and kept against its position (as the
 * catalogue's answers are, ADR 0008): a request costs one primary-key lookup while the catalogue
 * has not moved, and a rename is seen by the next request. One reader per database.
 *
 * @example
 * const names = await catalogueNames(db);
 * names.of('activities', 3); // { libelle: 'Jardin aquatique', translations: { en: { libelle: 'Water garden' } } }
 */
export async function catalogueNames(db: Kysely<Database>): Promise<CatalogueNames> {
  const { at } = await db.selectNoFrom(CATALOGUE_NAMES_AT.as('at')).executeTakeFirstOrThrow();
  return catalogueNamesAt(db, at);
}

/**
 * Where the catalogue's names stand, for a reader that asks it in its own query (one round trip
 * less): `(SELECT …) AS names_at`, then `catalogueNamesAt(db, row.names_at)`.
 */
export const CATALOGUE_NAMES_AT = readModelAt(READ_MODELS.catalogue);

/** The names as `catalogueNames` gives them, the catalogue's position (`CATALOGUE_NAMES_AT`) already read. */
export function catalogueNamesAt(db: Kysely<Database>, at: string | null): Promise<CatalogueNames> {
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = namesReader(db)));
  return reader(at ?? '0');
}

const readers = new WeakMap<Kysely<Database>, (position: string) => Promise<CatalogueNames>>();

function namesReader(db: Kysely<Database>): (position: string) => Promise<CatalogueNames> {
  let kept: { position: string; names: Promise<CatalogueNames> } | undefined;
  return async (position) => {
    if (kept?.position !== position) {
      const names = readNames(db);
      kept = { position, names };
      // A failed read is not kept: the next request reads again.
      names.catch(() => {
        if (kept?.names === names) kept = undefined;
      });
    }
    return kept.names;
  };
}

async function readNames(db: Kysely<Database>): Promise<CatalogueNames> {
  const rows = await db
    .selectFrom('catalogue_views')
    .select(['model', 'id', 'label', sql<string | null>`doc -> 'translations' -> 'en' ->> 'libelle'`.as('en')])
    .where('model', 'in', ['pools', 'activities', 'passes'])
    .execute();
  const map = new Map<string, CatalogueName>(rows.map((row) => [key(row.model, row.id), { libelle: row.label, translations: row.en?.trim() ? { en: { libelle: row.en } } : {} }]));
  return { of: (model, id) => map.get(key(model, id)) };
}
