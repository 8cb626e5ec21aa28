import type { RecordedEvent } from '@plouf/infra';
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';

/**
 * One read model's writer. `apply` runs inside the batch's transaction (with the checkpoint) and
 * returns the ids whose rows changed, for the change notice.
 */
export interface Projector {
  /** The read model's name: checkpoint key, change-notice name, `npm run rebuild <name>`. */
  readModel: string;
  handles: readonly string[];
  apply(trx: Transaction<Database>, event: RecordedEvent): Promise<number[]>;
  /** Empties the read model's tables, for a rebuild. */
  reset(trx: Transaction<Database>): Promise<void>;
}
