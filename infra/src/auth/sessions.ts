import { createHash, randomBytes } from 'node:crypto';
import type { SqlPool } from '../db/pool.ts';
import { hashPassword } from './password.ts';

export const AUTH_SCHEMA = `
CREATE TABLE IF NOT EXISTS auth_credentials (
  user_id       integer PRIMARY KEY,
  email         text NOT NULL,
  password_hash text,
  last_login_at timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS auth_credentials_email ON auth_credentials (lower(email));
CREATE TABLE IF NOT EXISTS auth_sessions (
  token_hash text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES auth_credentials (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_sessions_user ON auth_sessions (user_id);
`;

/** Session tokens are stored hashed: a leaked table opens no session. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Credentials {
  userId: number;
  email: string;
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

/** Runs a write that claims an address; the unique index's refusal becomes `EmailTaken`. */
async function uniqueEmail(email: string, write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new EmailTaken(email);
    throw error;
  }
}

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
export function createSessionStore(pool: SqlPool, { ttlHours = 24 * 14 } = {}) {
  const byEmail = async (email: string): Promise<Credentials | undefined> => {
    const { rows } = await pool.query<{ user_id: number; email: string; password_hash: string | null; last_login_at: Date | null }>(
      'SELECT user_id, email, password_hash, last_login_at FROM auth_credentials WHERE lower(email) = lower($1)',
      [email],
    );
    const row = rows[0];
    return row && { userId: row.user_id, email: row.email, passwordHash: row.password_hash, lastLoginAt: row.last_login_at };
  };

  return {
    async migrate() {
      await pool.query(AUTH_SCHEMA);
    },

    findByEmail: byEmail,

    async findById(userId: number): Promise<Credentials | undefined> {
      const { rows } = await pool.query<{ user_id: number; email: string; password_hash: string | null; last_login_at: Date | null }>(
        'SELECT user_id, email, password_hash, last_login_at FROM auth_credentials WHERE user_id = $1',
        [userId],
      );
      const row = rows[0];
      return row && { userId: row.user_id, email: row.email, passwordHash: row.password_hash, lastLoginAt: row.last_login_at };
    },

    /** Claims an address for a new user, with no password yet; throws `EmailTaken`. */
    async reserve(userId: number, email: string) {
      await uniqueEmail(email, () => pool.query('INSERT INTO auth_credentials (user_id, email) VALUES ($1, $2)', [userId, email.trim().toLowerCase()]));
    },

    /** Gives the address back when the sign-up it was reserved for did not happen. */
    async release(userId: number) {
      await pool.query('DELETE FROM auth_credentials WHERE user_id = $1 AND password_hash IS NULL', [userId]);
    },

    async changeEmail(userId: number, email: string) {
      await uniqueEmail(email, () => pool.query('UPDATE auth_credentials SET email = $2 WHERE user_id = $1', [userId, email.trim().toLowerCase()]));
    },

    async setPassword(userId: number, password: string) {
      await pool.query('UPDATE auth_credentials SET password_hash = $2 WHERE user_id = $1', [userId, await hashPassword(password)]);
    },

    /** A new random token for the user; the caller sets it as the cookie. */
    async open(userId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await pool.query(`INSERT INTO auth_sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3::int))`, [
        digest(token),
        userId,
        ttlHours,
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

    async userIdFor(token: string | undefined): Promise<number | null> {
      if (!token) return null;
      const { rows } = await pool.query<{ user_id: number }>('SELECT user_id FROM auth_sessions WHERE token_hash = $1 AND expires_at > now()', [digest(token)]);
      return rows[0]?.user_id ?? null;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
