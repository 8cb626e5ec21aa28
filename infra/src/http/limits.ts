import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
/** What a route's limit is counted in: @fastify/rate-limit's own stores, whose `read` counts nothing. */
interface Counter {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(params: RouteLimit): Counter;
}
/** A route's limit as the plugin hands it to `child`: its options merged, and the route. */
interface RouteLimit {
  max?: unknown;
  timeWindow?: unknown;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

const load = createRequire(import.meta.url);
const LocalStore = load('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Counter;
const RedisStore = load('@fastify/rate-limit/store/RedisStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => Counter;

/**
 * The per-route limits' counters (in this process, or in Redis when several nodes share them, under
 * `plouf:limit:` as before), kept by route so that a request's count can be looked at without
 * counting it. The repeat of an answered request is let past its limit (it acts on nothing), and
 * whether it was answered is a lookup in the database: {@link RouteLimits.near} says when that
 * lookup can change anything (issue 42: not on every keyed request of a limited route).
 *
 * @example
 * const limits = routeLimits(redis);
 * await app.register(rateLimit, { global: false, store: limits.Store, allowList: async (request, key) => (await limits.near(request, key)) && answered(request) });
 */
export function routeLimits(redis?: Redis) {
  const routes = new Map<string, { counter: Counter; max: number; timeWindow: number }>();
  const wrap = (counter: Counter): FastifyRateLimitStore & Pick<Counter, 'read'> => ({
    incr: (key, done, timeWindow, max) => counter.incr(key, done, timeWindow, max),
    read: (key, done, timeWindow, max) => counter.read(key, done, timeWindow, max),
    child(params) {
      const limit = params as unknown as RouteLimit;
      const child = counter.child(limit);
      const { url } = limit.routeInfo ?? {};
      if (typeof limit.max === 'number' && typeof limit.timeWindow === 'number' && url) {
        for (const method of ([] as string[]).concat(limit.routeInfo?.method ?? [])) routes.set(`${method} ${url}`, { counter: child, max: limit.max, timeWindow: limit.timeWindow });
      }
      return wrap(child);
    },
  });
  const Store: FastifyRateLimitStoreCtor = class {
    constructor(options: FastifyRateLimitOptions & Pick<RouteLimit, 'continueExceeding' | 'exponentialBackoff'>) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      return wrap(redis ? new RedisStore(continueExceeding, exponentialBackoff, redis, 'plouf:limit:') : new LocalStore(continueExceeding, exponentialBackoff));
    }
  } as unknown as FastifyRateLimitStoreCtor;
  return {
    Store,
    /**
     * Whether this request's address has used half its route's limit or more (or its count cannot be
     * read): only then may letting an answered repeat past the limit matter. Below, the repeat is
     * counted like any request and stays within the limit; many repeats sent at once from one
     * address near its limit may be refused 429, which a repeat answers by being sent again later.
     */
    async near(request: FastifyRequest, key: string): Promise<boolean> {
      const route = routes.get(`${request.method} ${request.routeOptions.url}`);
      if (!route) return true;
      const counted = await new Promise<Counted | undefined>((resolve) => route.counter.read(key, (error, result) => resolve(error ? undefined : result), route.timeWindow, route.max));
      return counted === undefined || counted.current * 2 >= route.max;
    },
  };
}

export type RouteLimits = ReturnType<typeof routeLimits>;
