import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Platform } from './platform.ts';
import { followerPositions, outboxState, stoppedReadModels } from './watch.ts';

/** What a process runs: the metrics it can give. */
export interface MetricParts {
  service: string;
  projections: boolean;
  mailer: boolean;
}

/** The live connections of this process, when it serves them. */
export interface LiveCount {
  sockets(): number;
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A command's outcome as its answer says it (docs/api.md): done, stored but not yet readable (202),
 * malformed (400: a broken client), refused by the state of things (409: a busy night's "full"),
 * refused by the rules (422), denied (401, 403, 404), limited (429), or failed (5xx).
 */
export function outcomeOf(status: number): string {
  if (status === 202) return 'accepted';
  if (status < 400) return 'ok';
  if (status === 400) return 'malformed';
  if (status === 409) return 'conflict';
  if (status === 422) return 'rule';
  if (status === 429) return 'limited';
  if (status === 401 || status === 403 || status === 404) return 'denied';
  if (status < 500) return 'refused';
  return 'error';
}

/**
 * Prometheus metrics of one process (`prom-client`), served at `GET /metrics` to a caller that sends
 * `Authorization: Bearer <METRICS_TOKEN>`; without a token set, there is no `/metrics` (404). What is
 * measured: every request's latency by route, method and status; commands by outcome; each append's
 * latency by outcome; how many events each read model and background process is behind the head
 * (where this process follows them); the mail outbox's depth, its oldest mail's age and failed
 * attempts (the mailer); open live connections; and Node's own (memory, event loop lag, GC).
 *
 * @example
 * curl -H "Authorization: Bearer $METRICS_TOKEN" http://127.0.0.1:3000/metrics
 */
export function registerMetrics(app: FastifyInstance, platform: Platform, parts: MetricParts, token: string | undefined) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: parts.service });
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'plouf_http_request_duration_seconds',
    help: 'Time to answer a request, by route (its pattern), method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const commands = new Counter({
    name: 'plouf_commands_total',
    help: 'Commands (POST, PUT, PATCH, DELETE under /webapi) by route and outcome: ok, accepted (202: stored, not yet readable), malformed (400), conflict (409), rule (422), denied (401/403/404), limited (429), refused (other 4xx), error (5xx)',
    labelNames: ['route', 'outcome'],
    registers: [registry],
  });
  const appends = new Histogram({
    name: 'plouf_event_append_duration_seconds',
    help: 'Time to append to the event store, by outcome: ok, conflict (the stream moved meanwhile), error',
    labelNames: ['outcome'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const stopObserving = platform.observeAppends((seconds, outcome) => appends.observe({ outcome }, seconds));

  let live: LiveCount | undefined;
  new Gauge({
    name: 'plouf_live_sockets',
    help: 'Open live (socket.io) connections of this process',
    registers: [registry],
    collect() {
      this.set(live?.sockets() ?? 0);
    },
  });

  if (parts.projections) {
    new Gauge({
      name: 'plouf_follower_lag_events',
      help: 'Events between the store’s head and where each read model (kind readModel) or background process (kind process) stands',
      labelNames: ['follower', 'kind'],
      registers: [registry],
      async collect() {
        const head = await platform.store.headPosition();
        const rows = await followerPositions(platform.pool);
        this.reset();
        for (const row of rows) this.set({ follower: row.name, kind: row.kind }, Math.max(0, Number(head - BigInt(row.position))));
      },
    });
    new Gauge({
      name: 'plouf_read_models_stopped',
      help: 'Read models stopped on an event they cannot apply (each waits for a fix; its readers see it frozen)',
      registers: [registry],
      async collect() {
        this.set((await stoppedReadModels(platform.pool)).length);
      },
    });
  }

  let mailFailures: Counter | undefined;
  if (parts.mailer) {
    const outbox = () => outboxState(platform.pool);
    new Gauge({
      name: 'plouf_mail_outbox_pending',
      help: 'Mails written and not sent yet',
      registers: [registry],
      async collect() {
        this.set((await outbox()).pending);
      },
    });
    new Gauge({
      name: 'plouf_mail_outbox_oldest_seconds',
      help: 'Age of the oldest mail not sent yet (0 when none waits)',
      registers: [registry],
      async collect() {
        this.set((await outbox()).oldest ?? 0);
      },
    });
    mailFailures = new Counter({ name: 'plouf_mail_send_failures_total', help: 'Sending attempts that failed (the mail is kept and tried again)', registers: [registry] });
  }

  app.addHook('onResponse', (request, reply, done) => {
    // The built front end's files are a route each: one label for all of them keeps the series few.
    const url = request.routeOptions.url;
    const route = url === undefined ? '(no route)' : !url.startsWith('/webapi') && /\.[a-z0-9]+$/i.test(url) ? '(static file)' : url;
    const status = reply.statusCode;
    requests.observe({ route, method: request.method, status: String(status) }, reply.elapsedTime / 1000);
    if (CHANGES.has(request.method) && route.startsWith('/webapi')) commands.inc({ route: `${request.method} ${route}`, outcome: outcomeOf(status) });
    done();
  });

  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    // Without a token set, metrics are off: as if the route did not exist.
    if (!expected) return reply.status(404).send({ resultCode: 'FileNotFound', data: { errorMessage: 'Not found' } });
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ resultCode: 'UnauhtorizedUser', data: { errorMessage: 'A metrics token is required' } });
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).serializer((payload: unknown) => payload as string).send(text);
  });

  return {
    registry,
    /** The live server, once attached: its connections are counted. */
    countLive(count: LiveCount) {
      live = count;
    },
    mailFailed() {
      mailFailures?.inc();
    },
    stop: stopObserving,
  };
}
