import type { ActivitiesTable } from './activities/table.ts';
import type { ContactsTable } from './contacts/table.ts';
import type { FamiliesTable, UsersTable } from './families/table.ts';
import type { ProjectionCheckpointsTable } from './runner/table.ts';

/** Every read-model table, for kysely. */
export interface Database {
  contacts: ContactsTable;
  activities: ActivitiesTable;
  families: FamiliesTable;
  users: UsersTable;
  projection_checkpoints: ProjectionCheckpointsTable;
}
