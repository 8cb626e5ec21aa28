import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SqlPool } from '../db/pool.ts';

export type KeyPurpose = 'reset' | 'setup' | 'autolog' | 'payment' | 'calendar' | 'newsletter' | 'unsubscribe' | 'device';

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * One-time keys for mailed links (set or reset a password, log in automatically, ADR 0014). The key is
 * derived from a request id with the server's secret, so the mailer can write the link from an
 * event without any secret entering the event store; only the key's hash is stored, with its
 * expiry, and it works once.
 *
 * @example
 * await keys.register('reset', requestId, userId, expiresAt); // by the command
 * const link = `${publicUrl}/create-password?key=${keys.keyFor('reset', requestId)}`; // by the mailer
 * const userId = await keys.consume('reset', key); // by PUT /Authenticate/forgotten; null if used, expired or unknown
 */
export function createKeyStore(pool: SqlPool, secret: string) {
  if (secret.length < 32) throw new Error('The key secret must have at least 32 characters');
  const keyFor = (purpose: KeyPurpose, requestId: string) => createHmac('sha256', secret).update(`${purpose}:${requestId}`).digest('base64url');
  return {
    keyFor,
    /** Whether `key` is the one derived for this request (constant time). */
    matches(purpose: KeyPurpose, requestId: string, key: string) {
      const expected = Buffer.from(keyFor(purpose, requestId));
      const actual = Buffer.from(key);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
    async register(purpose: KeyPurpose, requestId: string, userId: number, expiresAt: Date) {
      await pool.query(
        `INSERT INTO auth_keys (key_hash, purpose, request_id, user_id, expires_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (purpose, request_id) DO NOTHING`,
        [digest(keyFor(purpose, requestId)), purpose, requestId, userId, expiresAt],
      );
    },
    /**
     * Registers the key of a mailed link for whoever holds `email` as their login (the mail's
     * recipient), within the family `famId`: nothing when the address is nobody's login. Again for
     * the same request: nothing more (the first registration stands). Returns whether a key is
     * registered for the request now.
     */
    async registerForAddress(purpose: KeyPurpose, requestId: string, email: string, famId: number, expiresAt: Date): Promise<boolean> {
      const { rows } = await pool.query<{ request_id: string }>(
        `WITH issued AS (
           INSERT INTO auth_keys (key_hash, purpose, request_id, user_id, expires_at, fam_id)
           SELECT $1, $2, $3, user_id, $5, $6 FROM auth_email_claims WHERE email = lower($4)
           ON CONFLICT (purpose, request_id) DO NOTHING RETURNING request_id)
         SELECT request_id FROM issued UNION ALL SELECT request_id FROM auth_keys WHERE purpose = $2 AND request_id = $3`,
        [digest(keyFor(purpose, requestId)), purpose, requestId, email.trim(), expiresAt, famId],
      );
      return rows.length > 0;
    },
    /** Like `consume`, with the family the key was registered for (`registerForAddress`). */
    async consumeInFamily(purpose: KeyPurpose, key: string): Promise<{ userId: number; famId: number | null } | null> {
      const { rows } = await pool.query<{ user_id: number; fam_id: number | null }>(
        `UPDATE auth_keys SET used_at = now() WHERE key_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() RETURNING user_id, fam_id`,
        [digest(key), purpose],
      );
      const row = rows[0];
      return row ? { userId: row.user_id, famId: row.fam_id } : null;
    },
    /** Whether the key would still work (unused, unexpired), without using it: what a link's page tells on opening. */
    async usable(purpose: KeyPurpose, key: string): Promise<boolean> {
      const { rows } = await pool.query('SELECT 1 FROM auth_keys WHERE key_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()', [digest(key), purpose]);
      return rows.length > 0;
    },
    /** The user the key was issued for, marking it used; null when unknown, used or expired. */
    async consume(purpose: KeyPurpose, key: string): Promise<number | null> {
      const { rows } = await pool.query<{ user_id: number }>(
        `UPDATE auth_keys SET used_at = now() WHERE key_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [digest(key), purpose],
      );
      return rows[0]?.user_id ?? null;
    },
    /** Makes every unused key of a user for a purpose unusable (a newer one was issued, or the password changed), but `exceptRequestId`'s. */
    async revoke(purpose: KeyPurpose, userId: number, exceptRequestId?: string) {
      await pool.query('UPDATE auth_keys SET used_at = now() WHERE purpose = $1 AND user_id = $2 AND used_at IS NULL AND request_id <> $3', [purpose, userId, exceptRequestId ?? '']);
    },
  };
}

export type KeyStore = ReturnType<typeof createKeyStore>;

/**
 * An erasure (docs/adr/0022-personal-data.md): the mailed keys of these users, and the autolog keys
 * that open their family, go, used or not. In the caller's transaction; how many went.
 */
export async function forgetMailedKeys(client: Pick<SqlPool, 'query'>, userIds: readonly number[], famIds: readonly number[]): Promise<number> {
  if (userIds.length === 0 && famIds.length === 0) return 0;
  return (await client.query('DELETE FROM auth_keys WHERE user_id = ANY($1::int[]) OR fam_id = ANY($2::int[])', [userIds, famIds])).rowCount;
}
