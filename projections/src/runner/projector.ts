import type { NoticeFigures, RecordedEvent } from '@plouf/infra';
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';

/**
 * A row a batch changed, for the change notices: which read model (a projector may write several:
 * the catalogue writes pools, passes…), which id, and whether visitors may learn of it.
 */
export interface ChangedRow {
  readModel: string;
  id: number;
  /** False for what only administrators see (a draft post, a disabled pool); true by default. */
  public?: boolean;
  /**
   * The row's public figures after this change, when they are all it changed (a course's places
   * after a booking): the notice carries them, so a page showing only them does not read the row.
   * A change of the same row in the batch without figures makes the notice carry none for it.
   */
  figures?: NoticeFigures;
}

/**
 * One read model's writer. `apply` runs inside the batch's transaction (with the checkpoint) and
 * says what changed: plain ids are rows of the projector's own read model.
 */
export interface Projector {
  /** The read model's name: checkpoint key, change-notice name, `npm run rebuild <name>`. */
  readModel: string;
  handles: readonly string[];
  apply(trx: Transaction<Database>, event: RecordedEvent): Promise<number[] | ChangedRow[]>;
  /**
   * Once the batch's events are applied, in its transaction, before its checkpoint: what the
   * projector kept for the batch written at once, set-based (a course's view changed by ten seats is
   * written once, issue 42), and figures of the rows the events changed that one statement for the
   * batch reads better than one per event (a term's places after a burst of enrolments). The figures
   * are merged into those of a row whose every change in the batch was of its figures; ignored for
   * the others.
   */
  finishBatch?(trx: Transaction<Database>, events: readonly RecordedEvent[]): Promise<ChangedRow[]>;
  /** Empties the read model's tables, for a rebuild. */
  reset(trx: Transaction<Database>): Promise<void>;
}
