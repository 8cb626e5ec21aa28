import type { ColumnType } from 'kysely';

/** Where each projector has got to in `$all`; written in the same transaction as its rows. */
export interface ProjectionCheckpointsTable {
  name: string;
  position: ColumnType<string, string | bigint, string | bigint>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A read model stopped on an event its projector cannot apply: which, why, since when (ADR 0003). */
export interface ProjectionFaultsTable {
  read_model: string;
  position: ColumnType<string, string | bigint, string | bigint>;
  event_id: string;
  event_type: string;
  stream_id: string;
  error: string;
  since: ColumnType<Date, Date, Date>;
  attempts: ColumnType<number, number | undefined, number>;
}
