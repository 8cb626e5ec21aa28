import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@plouf/infra';
import { mailerConfigFromEnv } from '@plouf/mailer';
import { openPlatform } from './platform.ts';
import { prepareStore } from './seed.ts';
import { buildServer } from './server.ts';
import { openRedis } from './redis.ts';
import { refuseDefaultAdminPassword, refuseUnsafeProduction, stopGracefully } from './lifecycle.ts';

/**
 * One service per process: `tsx infra/entry/service.ts command-api | query-api | projections | mailer`,
 * each listening on `PORT` (the APIs for requests; every one for `/healthz` and `/readyz`).
 * They meet in PostgreSQL (`DATABASE_URL`): events, read models, and change notices over NOTIFY.
 * Run exactly one `projections` process per read model set.
 */
const SERVICES = {
  'command-api': { commands: true, queries: false, projections: false },
  'query-api': { commands: false, queries: true, projections: false },
  projections: { commands: false, queries: false, projections: true },
  mailer: { commands: false, queries: false, projections: false },
} as const;

const name = process.argv[2] as keyof typeof SERVICES | undefined;
if (!name || !(name in SERVICES)) {
  console.error(`Usage: service.ts ${Object.keys(SERVICES).join(' | ')}`);
  process.exit(2);
}
const config = loadConfig();
refuseUnsafeProduction(config);
if (!config.databaseUrl) {
  console.error('Separate services share one PostgreSQL: set DATABASE_URL (PGlite serves a single process; use `npm start` for it).');
  process.exit(2);
}
const platform = await openPlatform({ ...config, log: (line: string) => console.log(line) });
if (name === 'command-api') await prepareStore(platform, { ...config, seedDemo: false });
await refuseDefaultAdminPassword(platform, config);
// Several nodes share their limits and live rooms through Redis (REDIS_URL, infra/entry/redis.ts);
// every service but the mailer uses it, the projections' to relay the live notices to every node.
const redis =
  config.redisUrl && name !== 'mailer'
    ? await Promise.all([openRedis(config.redisUrl, `${name}-limits`, { failFast: true }), openRedis(config.redisUrl, `${name}-live`, { failFast: false })]).then(([limits, live]) => ({ limits, live }))
    : undefined;
// The query side serves the pages too (the built front end, as `npm start` does): nginx sends it every page.
const frontendDir = process.env.FRONTEND_DIR ? resolve(process.env.FRONTEND_DIR) : resolve(dirname(fileURLToPath(import.meta.url)), '../../frontend/dist');
const server = await buildServer(platform, config, {
  ...SERVICES[name],
  service: name,
  redis,
  ...(name === 'query-api' && existsSync(resolve(frontendDir, 'index.html')) && { frontendDir }),
  logger: config.logLevel === 'silent' ? false : config.logLevel,
  ...(name === 'mailer' ? { mailer: mailerConfigFromEnv(process.env, config.dataDir) } : {}),
});
// Every service listens: the APIs serve requests, and each answers /healthz and /readyz (infra/entry/health.ts).
await server.app.listen({ port: config.port, host: config.host });
console.log(`Plouf ${name} running on port ${config.port} (PostgreSQL ${new URL(config.databaseUrl).host}${redis ? `, Redis ${new URL(config.redisUrl!).host}` : ''})`);
stopGracefully(server, platform, { drainMs: config.drainMs, ...(redis && { also: async () => { await redis.limits.close(); await redis.live.close(); } }) });
