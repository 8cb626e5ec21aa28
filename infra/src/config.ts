import { resolve } from 'node:path';

/**
 * Everything the processes read from the environment, with the defaults a fresh clone runs on.
 *
 * @example
 * PORT=8080 DATABASE_URL=postgres://postgres@127.0.0.1:5432/plouf npm start
 */
export interface Config {
  port: number;
  host: string;
  /** PGlite's folder when no `DATABASE_URL` is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  eventStoreUrl: string | undefined;
  adminEmail: string;
  adminPassword: string;
  /** Secure cookies: always when PUBLIC_URL is https, else when a request arrives over HTTPS. */
  secureCookies: boolean | 'auto';
  /** Derives the one-time keys of mailed links; `APP_SECRET`, else a random one kept in the data folder. */
  appSecret: string | undefined;
  /** Secrets personal-data keys were wrapped with before a rotation: `PREVIOUS_APP_SECRETS`, comma-separated (docs/adr/0022-personal-data.md). */
  previousAppSecrets: string[];
  /** The erasures kept outside the database, applied again at every start: `ERASURE_LEDGER`, else `DATA_DIR/personal-erasures.jsonl`. */
  erasureLedger: string;
  publicUrl: string;
  /** Demo pools, activities and contacts on a fresh data folder. */
  seedDemo: boolean;
  logLevel: string;
  /** Whose X-Forwarded-* headers to believe: `TRUST_PROXY` (true, an address or CIDR list); a proxy on this machine by default. */
  trustProxy: boolean | string;
  /** Largest image upload, bytes: `UPLOAD_MAX_BYTES`, 10 MB by default. */
  uploadMaxBytes: number;
  /** Where resized images are kept: `IMAGE_CACHE_DIR`, else `DATA_DIR/image-cache`. */
  imageCacheDir: string;
  /** The image cache's budget: `IMAGE_CACHE_MAX_BYTES`, 2 GB by default; the least used files go first. */
  imageCacheMaxBytes: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const host = env.HOST ?? '0.0.0.0';
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const uploadMaxBytes = Number(env.UPLOAD_MAX_BYTES ?? 10 * 1024 * 1024);
  if (!Number.isInteger(uploadMaxBytes) || uploadMaxBytes < 1024) throw new Error(`UPLOAD_MAX_BYTES must be a whole number of bytes (at least 1024), not ${env.UPLOAD_MAX_BYTES}`);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@plouf.fr',
    adminPassword: env.ADMIN_PASSWORD ?? 'plouf-admin-2026',
    secureCookies: publicUrl.startsWith('https://') ? true : 'auto',
    appSecret: env.APP_SECRET || undefined,
    previousAppSecrets: (env.PREVIOUS_APP_SECRETS ?? '').split(',').map((secret) => secret.trim()).filter(Boolean),
    erasureLedger: resolve(env.ERASURE_LEDGER ?? resolve(dataDir, 'personal-erasures.jsonl')),
    publicUrl,
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'warn',
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : (env.TRUST_PROXY ?? 'loopback'),
    uploadMaxBytes,
    imageCacheDir: resolve(env.IMAGE_CACHE_DIR ?? resolve(dataDir, 'image-cache')),
    imageCacheMaxBytes: Number(env.IMAGE_CACHE_MAX_BYTES ?? 2 * 1024 ** 3),
  };
}
