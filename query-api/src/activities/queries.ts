import type { ActivityRow, Database } from '@plouf/projections';
import type { Kysely } from 'kysely';
import type { ActivityView } from '../contracts.ts';

export type { ActivityView };


const toActivityView = (row: ActivityRow): ActivityView => ({
  id: row.id,
  libelle: row.libelle,
  selected: false,
  detailLoaded: true,
  acyEnfant: row.enfant,
  acyOrdre: row.ordre,
  acyAge: row.age,
  acyInfos: row.infos,
  content: { slug: row.slug },
});

export function activityQueries(db: Kysely<Database>) {
  return {
    async list(): Promise<ActivityView[]> {
      const rows = await db.selectFrom('activities').selectAll().orderBy('enfant', 'desc').orderBy('ordre').orderBy('id').execute();
      return rows.map(toActivityView);
    },
    async byId(id: number): Promise<ActivityView | null> {
      const row = await db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toActivityView(row) : null;
    },
    async unknown(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = await db.selectFrom('activities').select('id').where('id', 'in', ids).execute();
      const known = new Set(found.map((row) => row.id));
      return ids.filter((id) => !known.has(id));
    },
  };
}
