import type { Insertable, Selectable } from 'kysely';

export interface ActivitiesTable {
  id: number;
  libelle: string;
  slug: string;
  enfant: boolean;
  ordre: number;
  /** 0 means from 6 months, otherwise from N years. */
  age: number;
  infos: string;
  created_at: Date;
}

export type ActivityRow = Selectable<ActivitiesTable>;
export type NewActivityRow = Insertable<ActivitiesTable>;
