import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlatform } from '../../infra/entry/platform.ts';
import { buildServer } from '../../infra/entry/server.ts';
import { nginxRouter } from '../harness/nginx-routes.ts';

/**
 * infra/deploy/nginx.conf sends a change to a command-api node and a read to a query-api node, with
 * exceptions written by hand (sessions and mailed links read by the command side, searches sent as
 * POST to the query side). Every route each service declares (its API document) must reach that
 * service through the file: a route added to one side without its exception fails here, not in
 * production.
 */
type Platform = Awaited<ReturnType<typeof openPlatform>>;
let platform: Platform;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The (method, path) pairs a service's API document lists, with sample values in its parameters. */
async function routesOf(parts: { commands: boolean; queries: boolean }) {
  const server = await buildServer(platform, { secureCookies: 'auto' }, { ...parts, projections: false, logger: false });
  try {
    const document = (await server.app.inject({ method: 'GET', url: '/webapi/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(document.paths).flatMap(([path, operations]) =>
      METHODS.filter((method) => method in operations).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '12') })),
    );
  } finally {
    await server.close();
  }
}

beforeAll(async () => {
  platform = await openPlatform({ databaseUrl: undefined, dataDir: undefined, eventStoreUrl: undefined });
}, 60_000);
afterAll(async () => platform?.close());

describe('infra/deploy/nginx.conf routes every request to a service that serves it', () => {
  it('sends each command-api route to the command side and each query-api route to the query side', async () => {
    const route = nginxRouter();
    const commands = await routesOf({ commands: true, queries: false });
    const queries = await routesOf({ commands: false, queries: true });
    expect(commands.length).toBeGreaterThan(100);
    expect(queries.length).toBeGreaterThan(50);
    const both = new Set(commands.map((r) => `${r.method} ${r.path}`).filter((key) => queries.some((q) => `${q.method} ${q.path}` === key)));
    const misrouted = [
      ...commands.filter((r) => !both.has(`${r.method} ${r.path}`) && route(r.method, r.path) !== 'command_api').map((r) => `${r.method} ${r.path} → ${route(r.method, r.path)}, served by command-api`),
      ...queries.filter((r) => !both.has(`${r.method} ${r.path}`) && route(r.method, r.path) !== 'query_api').map((r) => `${r.method} ${r.path} → ${route(r.method, r.path)}, served by query-api`),
    ];
    expect(misrouted).toEqual([]);
    // The pages, images and the live socket are the query side's.
    expect(route('GET', '/reserver')).toBe('query_api');
    expect(route('GET', '/images/activity/3/800.webp')).toBe('query_api');
    expect(route('GET', '/socket.io/')).toBe('query_api_live');
  }, 120_000);
});
