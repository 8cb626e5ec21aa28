import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createPostgresPool, type Config } from '@plouf/infra';

/**
 * The store a command-line tool is about to read, named as a person would look for it: the PGlite
 * folder, or the PostgreSQL database (host, port and name, never the password), and EventStoreDB's
 * address when the events live there.
 *
 * @example
 * describeStore({ dataDir: '/srv/plouf/data', databaseUrl: undefined, eventStoreUrl: undefined })
 * // → 'PGlite folder /srv/plouf/data/pglite'
 */
export function describeStore(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'eventStoreUrl'>): string {
  const database = config.databaseUrl ? `PostgreSQL database ${postgresName(config.databaseUrl)}` : `PGlite folder ${join(config.dataDir, 'pglite')}`;
  return config.eventStoreUrl ? `EventStoreDB at ${new URL(config.eventStoreUrl).host}, read models in the ${database}` : database;
}

function postgresName(url: string): string {
  const parsed = new URL(url);
  return `"${decodeURIComponent(parsed.pathname.slice(1)) || parsed.username || 'postgres'}" on ${parsed.host}`;
}

/**
 * Refuses a store that holds nothing yet: opening the platform would create and migrate an empty
 * one (a PGlite folder under `./data`, the tables of a blank PostgreSQL database), and a tool run
 * without the server's `DATA_DIR` would then report "nothing there" about the wrong place.
 * Answers why it is refused, or undefined when the store is there.
 */
export async function missingStore(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'eventStoreUrl'>): Promise<string | undefined> {
  if (!config.databaseUrl) {
    // PGlite writes PG_VERSION when it creates a database: without it, the folder holds none.
    if (existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'))) return undefined;
    return `No PGlite database in ${config.dataDir} (DATA_DIR). Point DATA_DIR at the folder the server uses, or DATABASE_URL at its PostgreSQL.`;
  }
  const pool = createPostgresPool(config.databaseUrl);
  try {
    // The events' table when they are kept in PostgreSQL, the read models' checkpoints when EventStoreDB keeps them.
    const table = config.eventStoreUrl ? 'projection_checkpoints' : 'es_events';
    const found = await pool.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]);
    if (found.rows[0]?.found) return undefined;
    return `The ${describeStore({ ...config, eventStoreUrl: undefined })} has no Plouf data (no ${table} table). Point DATABASE_URL at the server's database.`;
  } finally {
    await pool.end();
  }
}

/** For a command-line tool: exits with the reason (status 1) when the store is missing, else says which store it reads. */
export async function exitUnlessStoreExists(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'eventStoreUrl'>, doing: string): Promise<void> {
  const missing = await missingStore(config).catch((error: Error) => `Cannot open the data (${describeStore(config)}): ${error.message}`);
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  console.log(`${doing} ${describeStore(config)}`);
}
