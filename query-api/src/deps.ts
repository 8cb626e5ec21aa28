import type { Database } from '@plouf/projections';
import type { Kysely } from 'kysely';

export interface QueryApiDeps {
  db: Kysely<Database>;
  now?: () => Date;
}
