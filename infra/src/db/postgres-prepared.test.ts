import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKysely } from './kysely.ts';
import { createPostgresPool } from './postgres.ts';
import { postgresKind } from '../testing/databases.ts';

/**
 * The query builder's statements are prepared once per connection (docs/adr/0024-performance.md):
 * on PostgreSQL only (PGlite is one connection in the process, planned each time).
 */
const kind = postgresKind();
describe.skipIf(Boolean(kind.skipReason))('prepared statements on PostgreSQL', () => {
  let url: string;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const opened = await kind.open();
    url = opened.url!;
    dispose = opened.dispose;
  });
  afterAll(async () => dispose?.());

  it('prepares a statement with parameters once per connection, and not one without', async () => {
    const pool = createPostgresPool(url, 1);
    try {
      const db = createKysely<{ projection_checkpoints: { name: string; position: string } }>(pool);
      for (let i = 0; i < 3; i++) await db.selectFrom('projection_checkpoints').select('position').where('name', '=', `rm-${i}`).execute();
      await db.selectFrom('projection_checkpoints').select('name').execute();
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements');
        expect(rows.filter((row) => row.name.startsWith('plouf_'))).toEqual([{ name: expect.stringMatching(/^plouf_[0-9a-f]{24}$/), statement: expect.stringContaining('where "name" = $1') }]);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });

  it('prepares a statement again when a migration changed the shape of its rows under it', async () => {
    const pool = createPostgresPool(url, 1);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('CREATE TABLE reshaped (id int PRIMARY KEY)');
      await other.query('INSERT INTO reshaped VALUES (1)');
      const db = createKysely<{ reshaped: { id: number; label?: string } }>(pool);
      const read = () => db.selectFrom('reshaped').selectAll().where('id', '=', 1).execute();
      expect(await read()).toEqual([{ id: 1 }]);
      await other.query("ALTER TABLE reshaped ADD COLUMN label text NOT NULL DEFAULT 'un'");
      expect(await read()).toEqual([{ id: 1, label: 'un' }]);
      expect(await read()).toEqual([{ id: 1, label: 'un' }]);
    } finally {
      await other.end();
      await pool.end();
    }
  });
});
