import type { Selectable } from 'kysely';

/** One row per newsletter subscriber not deleted by the back-office. */
export interface NewsletterSubscribersTable {
  id: number;
  email: string;
  language: 'fr' | 'en';
  status: 'pending' | 'active' | 'disabled' | 'unsubscribed';
  /** When the address (last) signed up. */
  added_at: Date;
  validated_at: Date | null;
  unsubscribed_at: Date | null;
  /** The address, accents and case folded: what the search looks in and the sort by address uses. */
  email_key: string;
}

export type NewsletterSubscriberRow = Selectable<NewsletterSubscribersTable>;
