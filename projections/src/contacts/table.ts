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
  /** Address and message, accents and case folded: what the list's search looks in. */
  search_text: string;
  /** The address, folded: the list's sort by address. */
  email_key: string;
}

export type ContactRow = Selectable<ContactsTable>;
export type NewContactRow = Insertable<ContactsTable>;
export type ContactUpdate = Updateable<ContactsTable>;
