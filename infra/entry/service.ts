import { loadConfig } from '@plouf/infra';
import { mailerConfigFromEnv } from '@plouf/mailer';
import { openPlatform } from './platform.ts';
import { prepareStore } from './seed.ts';
import { buildServer } from './server.ts';

/**
 * One service per process: `tsx infra/entry/service.ts command-api | query-api | projections`.
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
if (!config.databaseUrl) {
  console.error('Separate services share one PostgreSQL: set DATABASE_URL (PGlite serves a single process; use `npm start` for it).');
  process.exit(2);
}
const platform = await openPlatform({ ...config, log: (line: string) => console.log(line) });
if (name === 'command-api') await prepareStore(platform, { ...config, seedDemo: false });
const server = await buildServer(platform, config, {
  ...SERVICES[name],
  logger: config.logLevel === 'silent' ? false : config.logLevel,
  ...(name === 'mailer' ? { mailer: mailerConfigFromEnv(process.env, config.dataDir) } : {}),
});
if (name === 'command-api' || name === 'query-api') await server.app.listen({ port: config.port, host: config.host });
console.log(`Plouf ${name} running${name === 'command-api' || name === 'query-api' ? ` on port ${config.port}` : ''} (PostgreSQL ${new URL(config.databaseUrl).host})`);

const stop = async () => {
  await server.close();
  await platform.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
