import type { Database } from '@plouf/projections';
import type { Kysely } from 'kysely';

export interface QueryApiDeps {
  db: Kysely<Database>;
  /** The one clock (blog publication by day, min dates); tests set it. */
  clock: () => Date;
}
