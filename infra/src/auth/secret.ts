import { randomBytes } from 'node:crypto';
import type { SqlPool } from '../db/pool.ts';

/**
 * The secret that derives mailed keys: `APP_SECRET` when set, otherwise one made at the first start
 * and kept in the database, so every process of the deployment derives the same keys.
 */
export async function loadAppSecret(pool: SqlPool, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await pool.query(`INSERT INTO app_secrets (name, value) VALUES ('keys', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(32).toString('base64url')]);
  const { rows } = await pool.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = 'keys'`);
  return rows[0]!.value;
}
