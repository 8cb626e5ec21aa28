import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';

/**
 * Redis for several nodes (`REDIS_URL`, ADR 0025): the limits every node counts together
 * (`@fastify/rate-limit`'s Redis store) and the live notices' way to every query-api node (the
 * Redis Streams adapter of socket.io, which keeps the packets in a stream so that a client cut off
 * for a moment gets what it missed, and a node that loses Redis for a moment resumes where it was).
 *
 * `failFast` (the limits' connection): commands fail at once while Redis is unreachable (no
 * offline queue), so a limit that cannot be counted is skipped rather than holding the request.
 * The live connection keeps its queue: the adapter's stream reads wait for Redis to come back
 * (failing at once, they would loop). Both reconnect by themselves.
 */
export async function openRedis(url: string, name: string, { failFast }: { failFast: boolean }) {
  const client = new Redis(url, { connectionName: `plouf-${name}`, lazyConnect: true, ...(failFast && { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) });
  // Errors are reported by the commands that meet them (and /readyz); ioredis also emits them here.
  client.on('error', () => undefined);
  await client.connect();
  return {
    client,
    /** The socket.io adapter on this Redis: one stream, `plouf:live`, trimmed to its last 10,000 packets. */
    liveAdapter: () => createAdapter(client, { streamName: 'plouf:live', maxLen: 10_000, sessionKeyPrefix: 'plouf:live-session:' }),
    /** Answers within the health check's time. */
    ping: () => client.ping(),
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

export type RedisLink = Awaited<ReturnType<typeof openRedis>>;
