/**
 * The baseline the API is measured against: a bare Fastify that answers every GET with
 * `select 1` from the same database, and nothing else (no hooks, no session, no envelope work).
 * `tsx tests/load/servers/bare.ts` with PORT and DATABASE_URL (PostgreSQL) or DATA_DIR unset (PGlite in memory).
 */
import Fastify from 'fastify';
import { createPGlitePool, createPostgresPool } from '@plouf/infra';

const pool = process.env.DATABASE_URL ? createPostgresPool(process.env.DATABASE_URL) : await createPGlitePool();
const app = Fastify();
app.get('/one', async () => {
  const { rows } = await pool.query<{ one: number }>('select 1 as one');
  return { resultCode: 'Ok', data: rows[0]!.one };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`ready ${(app.server.address() as { port: number }).port}`);
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
