import type { ColumnType } from 'kysely';

/** Where each projector has got to in `$all`; written in the same transaction as its rows. */
export interface ProjectionCheckpointsTable {
  name: string;
  position: ColumnType<string, string | bigint, string | bigint>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
