import type { FastifyInstance } from 'fastify';
import type { Platform } from './platform.ts';
import { followerPositions, outboxState, stoppedReadModels } from './watch.ts';

/** What a process runs, so that its readiness checks what it depends on. */
export interface HealthParts {
  /** The service's name, as `infra/entry/service.ts` knows it (`all-in-one` for `npm start`). */
  service: string;
  /** This process follows the events into the read models (and the background processes). */
  projections: boolean;
  /** This process sends the mails of the outbox. */
  mailer: boolean;
}

/** How long one check may take before the process is called not ready. */
const CHECK_TIMEOUT_MS = 2_000;

interface Check {
  ok: boolean;
  ms: number;
  error?: string;
}

async function timed<T>(work: () => Promise<T>): Promise<Check & { value?: T }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started), value };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: the process is alive (200 as long as it answers). `GET /readyz`: it can serve —
 * its database and event store answer within 2 s (Redis, with several nodes, is reported); for a process that follows the events, how far
 * each read model and background process is behind the store's head (a read model stopped on an
 * event makes it not ready); for the mailer, how old the oldest unsent mail is. 200 when ready, 503
 * otherwise or once it is stopping, so that a load balancer takes it out before it closes. Both
 * answer in the envelope (`resultCode` `Ok` or `Unavailable`) and are not cached.
 */
export function registerHealth(app: FastifyInstance, platform: Platform, parts: HealthParts, state: { stopping: () => boolean; redis?: () => Promise<unknown> }) {
  const started = Date.now();
  // Outside the API's document (`schema.hide`): they are the operators', not the product's.
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { resultCode: 'Ok', data: { status: 'alive', service: parts.service, uptimeS: Math.round((Date.now() - started) / 1000) } };
  });

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    const database = await timed(() => platform.pool.query('SELECT 1'));
    const eventStore = await timed(() => platform.store.headPosition());
    const checks: Record<string, unknown> = { database: strip(database), eventStore: { ...strip(eventStore), ...(eventStore.value !== undefined && { head: Number(eventStore.value) }) } };
    let ready = database.ok && eventStore.ok;
    // Several nodes: Redis counts the limits and carries the live notices between them. Reported,
    // but not a reason to take a node out: every node shares it, and the site still serves without
    // it (limits are skipped and logged, live pages update on their next read).
    if (state.redis) checks.redis = strip(await timed(state.redis));
    if (parts.projections && eventStore.value !== undefined) {
      const head = eventStore.value;
      const read = await timed(async () => ({ rows: await followerPositions(platform.pool), faults: await stoppedReadModels(platform.pool) }));
      if (read.value) {
        const behind = (position: string) => Number(head - BigInt(position) > 0n ? head - BigInt(position) : 0n);
        const of = (kind: string) => Object.fromEntries(read.value!.rows.filter((row) => row.kind === kind).map((row) => [row.name, { behind: behind(row.position) }]));
        const stopped = Object.fromEntries(read.value.faults.map((fault) => [fault.read_model, { eventType: fault.event_type, since: fault.since }]));
        checks.readModels = of('readModel');
        checks.processes = of('process');
        if (Object.keys(stopped).length > 0) {
          checks.stopped = stopped;
          ready = false;
        }
      } else {
        checks.readModels = strip(read);
        ready = false;
      }
    }
    if (parts.mailer) {
      const outbox = await timed(() => outboxState(platform.pool));
      checks.mail = outbox.value ? { pending: outbox.value.pending, oldestUnsentS: outbox.value.oldest === null ? null : Math.round(outbox.value.oldest) } : strip(outbox);
      ready &&= outbox.ok;
    }
    const stopping = state.stopping();
    const status = stopping ? 'stopping' : ready ? 'ready' : 'not ready';
    void reply.status(ready && !stopping ? 200 : 503);
    return { resultCode: ready && !stopping ? 'Ok' : 'Unavailable', data: { status, service: parts.service, checks } };
  });
}

function strip(check: Check & { value?: unknown }): Check {
  return { ok: check.ok, ms: check.ms, ...(check.error !== undefined && { error: check.error }) };
}
