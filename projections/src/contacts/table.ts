import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** One row per contact request that is not deleted. */
export interface ContactsTable {
  id: number;
  email: string;
  message: string;
  activity_ids: number[];
  received_at: Date;
  read: Generated<boolean>;
  read_at: Date | null;
}

export type ContactRow = Selectable<ContactsTable>;
export type NewContactRow = Insertable<ContactsTable>;
export type ContactUpdate = Updateable<ContactsTable>;
