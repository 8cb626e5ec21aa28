import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from './app.ts';

// Route declarations are checked before any request: no session is ever looked up here.
const authenticate = async () => null;

describe('the HTTP app refuses to start with a route that', () => {
  it('declares no access rule', async () => {
    const app = await createHttpApp({ authenticate });
    expect(() => app.get('/webapi/Open', async () => 'x')).toThrow(/declares no access rule/);
  });

  it('takes params or a body without a schema for them', async () => {
    const app = await createHttpApp({ authenticate });
    expect(() => app.get('/webapi/Thing/:id', { config: { access: 'public' } }, async () => 'x')).toThrow(/no params schema/);
    expect(() => app.post('/webapi/Thing', { config: { access: 'public' } }, async () => 'x')).toThrow(/no body schema/);
    expect(() =>
      app.post('/webapi/Thing', { config: { access: 'public' }, schema: { body: Type.Object({ a: Type.String() }) } }, async () => 'x'),
    ).not.toThrow();
  });
});
