import type { RecordedEvent, SqlPool } from '@plouf/infra';
import type { Language } from './kinds.ts';

/** The account's language of a mail's recipient, by address; undefined for an address no account has. */
export type AccountLanguage = (address: string) => Language | undefined;

/** The addresses a batch's mails may go to: an event's `email`, its `notify.email`, a message's recipients. */
function addressesOf(batch: readonly RecordedEvent[]): string[] {
  const addresses = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.includes('@')) addresses.add(value.trim().toLowerCase());
  };
  for (const event of batch) {
    const data = event.data as { email?: unknown; notify?: { email?: unknown }; recipients?: Array<{ email?: unknown }> } | null;
    if (!data || typeof data !== 'object') continue;
    add(data.email);
    add(data.notify?.email);
    if (Array.isArray(data.recipients)) for (const recipient of data.recipients) add(recipient?.email);
  }
  return [...addresses];
}

/**
 * The language each account of a batch's recipients keeps (issue 41): the one its person last
 * switched the site to (`LanguageChosen`, in the users read model), else the one it was made in. A
 * mail goes out in it, whatever language the request that caused it came in.
 */
export async function accountLanguages(pool: SqlPool, batch: readonly RecordedEvent[]): Promise<AccountLanguage> {
  const addresses = addressesOf(batch);
  if (addresses.length === 0) return () => undefined;
  const { rows } = await pool.query<{ email: string; language: string }>('SELECT lower(email) AS email, language FROM users WHERE lower(email) = ANY($1::text[]) AND NOT disabled', [addresses]);
  const languages = new Map(rows.filter((row) => row.language === 'fr' || row.language === 'en').map((row) => [row.email, row.language as Language]));
  return (address) => languages.get(address.trim().toLowerCase());
}
