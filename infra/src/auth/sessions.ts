import { createHash, randomBytes } from 'node:crypto';
import type { SqlPool } from '../db/pool.ts';
import type { Role, SessionUser } from './roles.ts';
import { hashPassword } from './password.ts';

export const AUTH_SCHEMA = `
CREATE TABLE IF NOT EXISTS auth_accounts (
  user_id       integer PRIMARY KEY,
  email         text NOT NULL,
  password_hash text NOT NULL,
  display_name  text NOT NULL,
  roles         text[] NOT NULL DEFAULT '{}',
  disabled      boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS auth_accounts_email ON auth_accounts (lower(email));
CREATE TABLE IF NOT EXISTS auth_sessions (
  token_hash text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES auth_accounts (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_sessions_user ON auth_sessions (user_id);
`;

/** Session tokens are stored hashed: a leaked table opens no session. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AccountRow {
  userId: number;
  email: string;
  passwordHash: string;
  displayName: string;
  roles: Role[];
  disabled: boolean;
}

/**
 * Credentials and sessions: they live in tables of their own, never in events.
 *
 * @example
 * const token = await sessions.open(account.userId); // set as the HttpOnly cookie
 * await sessions.user(token); // { id, usrEmail, libelle, roles }
 */
export function createSessionStore(pool: SqlPool, { ttlHours = 24 * 14 } = {}) {
  return {
    async migrate() {
      await pool.query(AUTH_SCHEMA);
    },

    async findAccount(email: string): Promise<AccountRow | undefined> {
      const { rows } = await pool.query<{ user_id: number; email: string; password_hash: string; display_name: string; roles: Role[]; disabled: boolean }>(
        'SELECT user_id, email, password_hash, display_name, roles, disabled FROM auth_accounts WHERE lower(email) = lower($1)',
        [email],
      );
      const row = rows[0];
      return row && { userId: row.user_id, email: row.email, passwordHash: row.password_hash, displayName: row.display_name, roles: row.roles, disabled: row.disabled };
    },

    /** Creates or updates an account with a freshly hashed password. */
    async upsertAccount(account: { userId: number; email: string; password: string; displayName: string; roles: Role[] }) {
      await pool.query(
        `INSERT INTO auth_accounts (user_id, email, password_hash, display_name, roles) VALUES ($1, $2, $3, $4, $5::text[])
         ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, password_hash = excluded.password_hash,
           display_name = excluded.display_name, roles = excluded.roles`,
        [account.userId, account.email, await hashPassword(account.password), account.displayName, account.roles],
      );
    },

    /** A new random token for the user; the caller sets it as the cookie. */
    async open(userId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await pool.query(`INSERT INTO auth_sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3::int))`, [
        digest(token),
        userId,
        ttlHours,
      ]);
      return token;
    },

    async close(token: string) {
      await pool.query('DELETE FROM auth_sessions WHERE token_hash = $1', [digest(token)]);
    },

    async user(token: string | undefined): Promise<SessionUser | null> {
      if (!token) return null;
      const { rows } = await pool.query<{ user_id: number; email: string; display_name: string; roles: Role[] }>(
        `SELECT a.user_id, a.email, a.display_name, a.roles FROM auth_sessions s JOIN auth_accounts a USING (user_id)
         WHERE s.token_hash = $1 AND s.expires_at > now() AND NOT a.disabled`,
        [digest(token)],
      );
      const row = rows[0];
      return row ? { id: row.user_id, usrEmail: row.email, libelle: row.display_name, roles: row.roles } : null;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
