import { createHash, randomBytes } from 'node:crypto';
import type { SqlPool } from '../db/pool.ts';
import { hashPassword } from './password.ts';

/** Session tokens are stored hashed: a leaked table opens no session. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
/** What `auth_sessions.token_hash` keeps of a session token: a reader joining the sessions to its users looks it up by this. */
export const sessionTokenDigest = digest;

export interface Credentials {
  userId: number;
  /** Null until the person chooses a password from the mailed link. */
  passwordHash: string | null;
  lastLoginAt: Date | null;
}

/** The address is already someone's. */
export class EmailTaken extends Error {
  constructor(readonly email: string) {
    super(`${email} is already used by an account`);
  }
}

/** A claim left behind by a change whose events never came (a crash between the two) may be taken over after this. */
const STALE_CLAIM_MINUTES = 15;

/**
 * Credentials and sessions: tables of their own, never events. Who a user is (name, roles,
 * family) is the users read model's business; this store only knows ids, addresses and hashes.
 *
 * @example
 * await sessions.reserve(userId, 'a@b.fr');            // before the sign-up's events
 * await sessions.setPassword(userId, 'a long secret');
 * const token = await sessions.open(userId);           // the HttpOnly cookie
 * await sessions.userIdFor(token);                     // userId, or null
 */
export function createSessionStore(pool: SqlPool, { ttlHours = 24 * 14, currentEmail }: { ttlHours?: number; currentEmail?: (userId: number) => Promise<string | null> } = {}) {
  return {
    async findById(userId: number): Promise<Credentials | undefined> {
      const { rows } = await pool.query<{ user_id: number; password_hash: string | null; last_login_at: Date | null }>(
        'SELECT user_id, password_hash, last_login_at FROM auth_credentials WHERE user_id = $1',
        [userId],
      );
      const row = rows[0];
      return row && { userId: row.user_id, passwordHash: row.password_hash, lastLoginAt: row.last_login_at };
    },

    /** Who holds the claim on an address, if anyone: the platform's own check for its administrator. */
    async claimant(email: string): Promise<number | null> {
      const { rows } = await pool.query<{ user_id: number }>('SELECT user_id FROM auth_email_claims WHERE email = lower($1)', [email.trim()]);
      return rows[0]?.user_id ?? null;
    },

    /**
     * Claims an address for a user before the event that gives it to them: the primary key settles
     * races, so two people never get one address. Claiming one's own address again is fine. A
     * claim whose holder's current address (from the events) is another one, older than 15 minutes,
     * was left by a change that never happened: it is taken over. Throws `EmailTaken`.
     */
    async claimEmail(userId: number, email: string) {
      const address = email.trim().toLowerCase();
      const { rows } = await pool.query<{ user_id: number; stale: boolean }>(
        `INSERT INTO auth_email_claims (email, user_id) VALUES ($1, $2)
         ON CONFLICT (email) DO UPDATE SET claimed_at = auth_email_claims.claimed_at
         RETURNING user_id, claimed_at < now() - make_interval(mins => $3) AS stale`,
        [address, userId, STALE_CLAIM_MINUTES],
      );
      const holder = rows[0]!;
      if (holder.user_id === userId) return;
      // Taken over only when the holder is known to have another address now: an unknown holder
      // (a read model being rebuilt, say) keeps its claim.
      const holderEmail = currentEmail ? await currentEmail(holder.user_id) : null;
      if (!holder.stale || holderEmail === null || holderEmail.toLowerCase() === address) throw new EmailTaken(email);
      const taken = await pool.query('UPDATE auth_email_claims SET user_id = $2, claimed_at = now() WHERE email = $1 AND user_id = $3', [address, userId, holder.user_id]);
      if (taken.rowCount === 0) throw new EmailTaken(email);
    },

    /**
     * After a change is recorded: the user holds the address their events now give them (read from
     * their stream, so two changes at once settle on the last) and no other.
     */
    async settleEmail(userId: number, email: string) {
      const address = email.trim().toLowerCase();
      await pool.query('INSERT INTO auth_email_claims (email, user_id) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING', [address, userId]);
      await pool.query('DELETE FROM auth_email_claims WHERE user_id = $1 AND email <> $2', [userId, address]);
    },

    /** Claims the address of a new user, who has no password yet; throws `EmailTaken`. A repeat for the same user is fine. */
    async reserve(userId: number, email: string) {
      await this.claimEmail(userId, email);
      await pool.query('INSERT INTO auth_credentials (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
    },

    /** Gives the address and the account back when the sign-up it was reserved for did not happen. */
    async release(userId: number) {
      const { rows } = await pool.query<{ user_id: number }>('DELETE FROM auth_credentials WHERE user_id = $1 AND password_hash IS NULL RETURNING user_id', [userId]);
      if (rows.length > 0) await pool.query('DELETE FROM auth_email_claims WHERE user_id = $1', [userId]);
    },

    /** A member removed from their family: their sessions end, their credentials go and their address is free again. */
    async forget(userId: number) {
      await forgetSignIns(pool, [userId]);
    },

    async setPassword(userId: number, password: string) {
      await pool.query('UPDATE auth_credentials SET password_hash = $2 WHERE user_id = $1', [userId, await hashPassword(password)]);
    },

    /** A new random token for the user; the caller sets it as the cookie. `byLink`: opened by a mailed autolog key, not a password. */
    async open(userId: number, { byLink = false }: { byLink?: boolean } = {}): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await pool.query(`INSERT INTO auth_sessions (token_hash, user_id, expires_at, by_link) VALUES ($1, $2, now() + make_interval(hours => $3::int), $4)`, [
        digest(token),
        userId,
        ttlHours,
        byLink,
      ]);
      await pool.query('UPDATE auth_credentials SET last_login_at = now() WHERE user_id = $1', [userId]);
      return token;
    },

    async close(token: string) {
      await pool.query('DELETE FROM auth_sessions WHERE token_hash = $1', [digest(token)]);
    },

    /** Ends every session of a user (a password changed); `except` keeps one. */
    async closeAll(userId: number, except?: string) {
      await pool.query('DELETE FROM auth_sessions WHERE user_id = $1 AND token_hash <> $2', [userId, except ? digest(except) : '']);
    },

    /** Whether the session was opened by a mailed link (ADR 0014: it gives no login to anyone). */
    async openedByLink(token: string | undefined): Promise<boolean> {
      if (!token) return false;
      const { rows } = await pool.query<{ by_link: boolean }>('SELECT by_link FROM auth_sessions WHERE token_hash = $1', [digest(token)]);
      return rows[0]?.by_link ?? false;
    },

    async userIdFor(token: string | undefined): Promise<number | null> {
      if (!token) return null;
      const { rows } = await pool.query<{ user_id: number }>('SELECT user_id FROM auth_sessions WHERE token_hash = $1 AND expires_at > now()', [digest(token)]);
      return rows[0]?.user_id ?? null;
    },
  };
}

/**
 * Everything that signs these users in goes: their sessions, their claims on addresses (the address
 * is free again), their credentials. In the caller's transaction when it gives a client (an erasure,
 * docs/adr/0022-personal-data.md); how many rows went.
 */
export async function forgetSignIns(client: Pick<SqlPool, 'query'>, userIds: readonly number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  let gone = 0;
  for (const table of ['auth_sessions', 'auth_email_claims', 'auth_credentials']) gone += (await client.query(`DELETE FROM ${table} WHERE user_id = ANY($1::int[])`, [userIds])).rowCount;
  return gone;
}

export type SessionStore = ReturnType<typeof createSessionStore>;
