import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore, type SessionStore } from '../auth/sessions.ts';
import { createPGlitePool } from '../db/pglite.ts';
import type { SqlPool } from '../db/pool.ts';
import { createHttpApp } from './app.ts';

let pool: SqlPool;
let sessions: SessionStore;
beforeAll(async () => {
  pool = await createPGlitePool();
  sessions = createSessionStore(pool);
  await sessions.migrate();
});
afterAll(async () => pool?.end());

describe('the HTTP app refuses to start with a route that', () => {
  it('declares no access rule', async () => {
    const app = await createHttpApp({ sessions });
    expect(() => app.get('/webapi/Open', async () => 'x')).toThrow(/declares no access rule/);
  });

  it('takes params or a body without a schema for them', async () => {
    const app = await createHttpApp({ sessions });
    expect(() => app.get('/webapi/Thing/:id', { config: { access: 'public' } }, async () => 'x')).toThrow(/no params schema/);
    expect(() => app.post('/webapi/Thing', { config: { access: 'public' } }, async () => 'x')).toThrow(/no body schema/);
    expect(() =>
      app.post('/webapi/Thing', { config: { access: 'public' }, schema: { body: Type.Object({ a: Type.String() }) } }, async () => 'x'),
    ).not.toThrow();
  });
});
