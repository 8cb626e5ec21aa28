import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripeSettingsFromEnv } from '@plouf/command-api';
import { loadConfig } from '@plouf/infra';
import { mailerConfigFromEnv } from '@plouf/mailer';
import { openPlatform } from './platform.ts';
import { DEMO_INSTRUCTOR } from './demo/courses.ts';
import { DEMO_FAMILY, prepareStore } from './seed.ts';
import { buildServer } from './server.ts';
import { refuseUnsafeProduction, refuseDefaultAdminPassword, stopGracefully } from './lifecycle.ts';

/**
 * `npm start`: the whole product in one process. Without `DATABASE_URL`, an embedded PGlite under
 * `DATA_DIR` (./data); migrations, demo data, projections, both APIs, live updates and the built
 * front end on one port.
 */
const config = loadConfig();
refuseUnsafeProduction(config);
// FRONTEND_DIR serves another build of the front end (a developer's own `vite build --outDir`).
const frontendDir = process.env.FRONTEND_DIR ? resolve(process.env.FRONTEND_DIR) : resolve(dirname(fileURLToPath(import.meta.url)), '../../frontend/dist');
const started = Date.now();
// One-time steps at start (sealing a store written before, renaming the newsletter's streams) say what they do.
const platform = await openPlatform({ ...config, log: (line: string) => console.log(`  ${line}`) }).catch((error: Error) => {
  console.error(`Plouf cannot start: ${error.message}`);
  process.exit(1);
});
await prepareStore(platform, config);
await refuseDefaultAdminPassword(platform, config);
const server = await buildServer(platform, config, {
  frontendDir: existsSync(resolve(frontendDir, 'index.html')) ? frontendDir : undefined,
  logger: config.logLevel === 'silent' ? false : config.logLevel,
  mailer: mailerConfigFromEnv(process.env, config.dataDir),
});
await platform.caughtUp();
await server.app.listen({ port: config.port, host: config.host });

const storage = config.databaseUrl ? `PostgreSQL (${new URL(config.databaseUrl).host})` : `PGlite in ${config.dataDir}`;
console.log(`
  Plouf is running at ${config.publicUrl}   (started in ${((Date.now() - started) / 1000).toFixed(1)} s)
  Data:            ${storage}${config.eventStoreUrl ? ', events in EventStoreDB' : ''}
  Administrator:   ${config.adminEmail} / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : config.adminPassword}${config.seedDemo ? `\n  Demo family:     ${DEMO_FAMILY.email} / ${DEMO_FAMILY.password}\n  Demo MNS:        ${DEMO_INSTRUCTOR.email} / ${DEMO_INSTRUCTOR.password}` : ''}
  Card payments:   ${stripeSettingsFromEnv(process.env) ? 'Stripe' : 'offline TEST form (4242 4242 4242 4242 pays; no card is charged)'}
  API document:    ${config.publicUrl}/webapi/openapi.json
`);

stopGracefully(server, platform, { drainMs: config.drainMs });
