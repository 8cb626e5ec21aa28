import type { Selectable } from 'kysely';

/** One row per message sent; its mails' progress is read from the mailer's outbox (`event_id`). */
export interface MessagesTable {
  id: number;
  /** The `MessageSent` event: the outbox's mails of this message carry it as their source. */
  event_id: string;
  audience: string;
  lgs: string;
  recipients: number;
  contact_id: number | null;
  crs_id: number | null;
  created_at: Date;
  created_by: number | null;
}

export type MessageRow = Selectable<MessagesTable>;
