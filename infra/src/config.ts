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
  /** `NODE_ENV=production`: the server refuses to start with a setting only fit for a laptop (`productionProblems`). */
  production: boolean;
  /**
   * On SIGTERM, how long `/readyz` answers 503 before the server stops taking requests, so that a
   * load balancer has taken the node out first: `SHUTDOWN_DRAIN_MS`, 0 by default (5 s in the deployment files).
   */
  drainMs: number;
  /** `METRICS_TOKEN`: `GET /metrics` answers a caller sending `Authorization: Bearer <it>`; without it, no metrics. */
  metricsToken: string | undefined;
  /**
   * `REDIS_URL`: with several nodes, where the login, sign-up and contact limits are counted (shared
   * by every node) and what carries the live notices to every query-api node (socket.io's Redis
   * Streams adapter). Without it, limits are per process and the live notices stay in the process.
   */
  redisUrl: string | undefined;
}

/** The administrator's password a fresh clone starts with: printed by `npm start`, refused in production. */
export const DEFAULT_ADMIN_PASSWORD = 'plouf-admin-2026';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const host = env.HOST ?? '0.0.0.0';
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const uploadMaxBytes = Number(env.UPLOAD_MAX_BYTES ?? 10 * 1024 * 1024);
  if (!Number.isInteger(uploadMaxBytes) || uploadMaxBytes < 1024) throw new Error(`UPLOAD_MAX_BYTES must be a whole number of bytes (at least 1024), not ${env.UPLOAD_MAX_BYTES}`);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const drainMs = Number(env.SHUTDOWN_DRAIN_MS ?? 0);
  if (!Number.isInteger(drainMs) || drainMs < 0 || drainMs > 120_000) throw new Error(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds up to 120000, not ${env.SHUTDOWN_DRAIN_MS}`);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@plouf.fr',
    adminPassword: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    secureCookies: publicUrl.startsWith('https://') ? true : 'auto',
    appSecret: env.APP_SECRET || undefined,
    previousAppSecrets: (env.PREVIOUS_APP_SECRETS ?? '').split(',').map((secret) => secret.trim()).filter(Boolean),
    erasureLedger: resolve(env.ERASURE_LEDGER ?? resolve(dataDir, 'personal-erasures.jsonl')),
    publicUrl,
    // Demo families with known passwords: on a fresh clone, never in production unless asked.
    seedDemo: env.SEED_DEMO === undefined ? !production : env.SEED_DEMO !== 'false',
    // A line per request in production (app.ts); warnings only on a laptop.
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : (env.TRUST_PROXY ?? 'loopback'),
    uploadMaxBytes,
    imageCacheDir: resolve(env.IMAGE_CACHE_DIR ?? resolve(dataDir, 'image-cache')),
    imageCacheMaxBytes: Number(env.IMAGE_CACHE_MAX_BYTES ?? 2 * 1024 ** 3),
    production,
    drainMs,
    metricsToken: env.METRICS_TOKEN || undefined,
    redisUrl: env.REDIS_URL || undefined,
  };
}

/**
 * What makes a configuration unfit for production (`NODE_ENV=production`), in words an operator
 * acts on; empty when it is fit (or not in production). The administrator's stored password is
 * checked once the database is open (infra/entry/lifecycle.ts).
 *
 * @example
 * productionProblems(loadConfig({ NODE_ENV: 'production' })) // ['APP_SECRET is not set: …', …]
 */
export function productionProblems(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.appSecret) problems.push('APP_SECRET is not set: mailed links and personal-data keys need a secret of the operator (e.g. `openssl rand -hex 32`), not one made on this disk');
  else if (config.appSecret.length < 32) problems.push('APP_SECRET is shorter than 32 characters');
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL is not set: the address families use, in https (e.g. https://plouf.example.fr)');
  else if (!/^https:\/\//.test(config.publicUrl)) problems.push(`PUBLIC_URL must be an https address, not ${config.publicUrl}`);
  if (config.adminPassword === DEFAULT_ADMIN_PASSWORD && env.ADMIN_PASSWORD !== undefined) problems.push('ADMIN_PASSWORD is the default password printed by `npm start`: choose another');
  return problems;
}
