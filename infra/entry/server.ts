import { MAIL_KINDS } from '@plouf/command-api/mail-kinds';
import { NOTICES, READ_MODELS } from '@plouf/command-api/read-models';
import { commandApi, booksRetentionHandler, scheduleBooksRetention, BOOKS_RETENTION_DUE, retentionHandler, scheduleRetention, RETENTION_DUE, createOfflinePayments, createStripePayments, startBookingProcess, startInvoiceProcess, startLedgerProcess, startOrderProcess, startTermProcess, startTimersProcess, stripeSettingsFromEnv, instalmentHandler, INSTALMENT_DUE, termHoldHandler, termOpeningHandler, timerHandlers, TERM_HOLD, TERM_OPENING, type Payments, type StripeSettings } from '@plouf/command-api';
import { createHttpApp, createScheduler, foldStream, helmetOptions, securityHeaders, type Config } from '@plouf/infra';
import { familyStream } from '@plouf/command-api/events';
import { erasureDecider } from '@plouf/command-api/privacy';
import { loadDefaultDocuments, mailConfigDefaults, mailerConfigFromEnv, startMailer, type MailerConfig } from '@plouf/mailer';
import { ProjectionStopped, startProjectionRunner } from '@plouf/projections';
import { timingSafeEqual } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attachLive, startLiveRelay, catalogueQueries, contactQueries, courseQueries, mailQueries, messageQueries, newsletterQueries, familyQueries, imageRoutes, liveChannels, orderQueries, queryApi, seoRoutes, termQueries, creditQueries, schoolQueries, booksQueries, privacyQueries, progressQueries } from '@plouf/query-api';
import type { Platform } from './platform.ts';
import { createScrub, SCRUB_DUE } from './erasures.ts';
import { registerHealth } from './health.ts';
import { registerMetrics } from './metrics.ts';
import type { RedisLink } from './redis.ts';

export interface ServeOptions {
  /** Which parts this process runs: the all-in-one runs them all. */
  commands?: boolean;
  queries?: boolean;
  projections?: boolean;
  frontendDir?: string | undefined;
  /** Runs the mailer in this process with these settings. */
  mailer?: MailerConfig | undefined;
  /** A pino level (`warn`, `info`…), or false for none. */
  logger?: string | false;
  /** How long a command waits for its read model before answering 202. */
  readModelWaitMs?: number;
  /** Stripe's settings; without them (and without STRIPE_* in the environment), the offline test payments. */
  stripe?: StripeSettings | undefined;
  /** How long a node holds a due item it fires before another may fire it (60 s); tests that kill a node shorten it. */
  dueLeaseMs?: number;
  /** The service's name in `/healthz` and `/readyz` (infra/entry/service.ts); `all-in-one` by default. */
  service?: string;
  /**
   * Several nodes (`REDIS_URL`, infra/entry/redis.ts): limits counted in Redis, and the live notices
   * relayed once, by the process that runs the projections, through socket.io's Redis Streams
   * adapter to every node that serves queries.
   */
  redis?: { limits: RedisLink; live: RedisLink } | undefined;
}

/** The payment adapter: Stripe when its settings are given, the offline test card form otherwise. */
export function paymentsFor(platform: Platform, stripe: StripeSettings | undefined): Payments {
  if (stripe) {
    const adapter = createStripePayments(stripe);
    return { port: adapter, stripeWebhook: (raw, signature) => adapter.webhook(raw, signature) };
  }
  const offline = createOfflinePayments((paymentId) => platform.keys.keyFor('payment', paymentId));
  return { port: offline, offline };
}

/**
 * Builds the HTTP app (not listening) with the parts asked for, on a platform. Tests call it with
 * everything on and use `app.inject()` or listen on port 0.
 */
export async function buildServer(platform: Platform, config: Pick<Config, 'secureCookies'> & Partial<Pick<Config, 'trustProxy' | 'uploadMaxBytes' | 'imageCacheDir' | 'imageCacheMaxBytes' | 'publicUrl' | 'metricsToken'>>, options: ServeOptions = {}) {
  const { commands = true, queries = true, projections = true } = options;
  const stripe = options.stripe ?? stripeSettingsFromEnv(process.env);
  const app = await createHttpApp({
    authenticate: platform.lookUpSession,
    trustProxy: config.trustProxy ?? 'loopback',
    logger: options.logger ? { level: options.logger } : false,
    frontendDir: options.frontendDir,
    publicUrl: config.publicUrl,
    idempotency: platform.idempotency,
    // As long as a command used to wait for its read models (`readModelWaitMs`, 5 s by default).
    // A route that names what it reads waits for those and the session's (the families' users).
    readYourWrites: (position, reads) => platform.reached(position, options.readModelWaitMs ?? 5_000, reads && [...new Set([...reads, READ_MODELS.families])]),
    headPosition: () => platform.store.headPosition(),
    stripe: stripe !== undefined,
    limitsRedis: options.redis?.limits.client,
  });
  const clock = platform.clock;
  let stopping = false;
  const parts = { service: options.service ?? 'all-in-one', projections, mailer: options.mailer !== undefined };
  const metrics = registerMetrics(app, platform, parts, config.metricsToken);
  registerHealth(app, platform, parts, { stopping: () => stopping, ...(options.redis && { redis: () => options.redis!.limits.ping() }) });

  const contacts = contactQueries(platform.db);
  const newsletter = newsletterQueries(platform.db);
  const mail = mailQueries(platform.db);
  const messages = messageQueries(platform.db, platform.pool);
  const catalogue = catalogueQueries({ db: platform.db, pool: platform.pool, clock });
  const families = familyQueries(platform.db);
  const orders = orderQueries(platform.db);
  const courses = courseQueries(platform.db);
  const terms = termQueries(platform.db);
  const credits = creditQueries(platform.db);
  const school = schoolQueries(platform.db);
  const books = booksQueries(platform.db);
  const privacy = privacyQueries(platform.db, clock);
  const reportCards = progressQueries(platform.db);
  const calendarKey = (famId: number, version: number) => platform.keys.keyFor('calendar', `${famId}:${version}`);
  const payments = paymentsFor(platform, stripe);
  await app.register(
    async (webapi) => {
      if (commands) {
        await webapi.register(commandApi, {
          store: platform.store,
          ids: platform.ids,
          waiter: platform.waiter,
          sessions: platform.sessions,
          keys: platform.keys,
          mailDefaults: loadDefaultDocuments(),
          mailConfigDefaults: mailConfigDefaults(options.mailer ?? mailerConfigFromEnv(process.env, '')),
          secureCookies: config.secureCookies,
          clock,
          ...(options.readModelWaitMs !== undefined && { readModelWaitMs: options.readModelWaitMs }),
          // Live connections follow sessions and rights, in this process or another (NOTIFY).
          sessionsChanged: (userIds) => void platform.notices.publish({ readModel: NOTICES.sessions, ids: userIds, position: '0' }).catch(() => undefined),
          // The one erasure (infra/entry/erasures.ts), with every address the family ever used (its stream's).
          erase: async (subjects, erasureId, family) => {
            const { emails } = await foldStream(platform.store, familyStream(family.famId), erasureDecider);
            await platform.erasures.erase(subjects, erasureId, { reason: 'family', addresses: emails });
          },
          eraseSubjects: platform.eraseSubjects,
          newsletterStream: platform.newsletterStream,
          readBack: {
            contact: (id) => contacts.byId(id),
            newsletter: (id) => newsletter.byId(id),
            mailTemplate: (id) => mail.template(id),
            mailSkin: (id) => mail.skin(id),
            message: (id) => messages.byId(id),
            messageRecipients: (audience) => messages.recipients(audience),
            userIdByEmail: (email) => families.userIdByEmail(email),
            sessionUser: (id) => families.sessionUser(id),
            member: (id) => families.user(id),
            family: (id) => families.family(id),
            order: (id) => orders.byId(id),
            card: (id) => orders.card(id, clock()),
            course: (id) => courses.byId(id, true),
            inscription: (id) => courses.inscription(id),
            // Lessons to come, and term enrolments whose lessons are not scheduled yet: a member with either is not removed.
            comingLessons: async (famId, userId) => (await courses.comingLessons(famId, userId, clock())) + (await terms.standing(famId, userId)),
            term: (id) => terms.byId(id, clock().toISOString()),
            enrolment: (id) => terms.enrolment(id, clock().toISOString()),
            closure: (id) => school.closure(id),
            credit: (id) => credits.byId(id, clock()),
            rules: () => school.rules(),
            identity: () => books.identity(),
            erasure: (famId) => privacy.erasure(famId),
            erasureReach: (emails) => privacy.reach(emails),
            memberCare: (userId) => families.memberCare(userId),
            levels: (acyId) => reportCards.levels(acyId),
            scale: () => reportCards.scale(),
            reportCard: (usrId, acyId) => reportCards.card(usrId, acyId),
            catalogue: {
              view: (model, id) => catalogue.view(model, id),
              activities: () => catalogue.activities(),
              usedBy: (model, id) => catalogue.usedBy(model, id),
            },
          },
          payments,
          calendarToken: (famId, version) => `${famId}-${version}-${calendarKey(famId, version)}`,
          blobs: platform.blobs,
          uploadMaxBytes: config.uploadMaxBytes,
        });
      }
      if (queries) {
        const calendarKeyMatches = (famId: number, version: number, key: string) => {
          const expected = Buffer.from(calendarKey(famId, version));
          const actual = Buffer.from(key);
          return expected.length === actual.length && timingSafeEqual(expected, actual);
        };
        await webapi.register(queryApi, { db: platform.db, pool: platform.pool, clock, store: platform.store, calendarKeyMatches });
      }
    },
    { prefix: '/webapi' },
  );
  if (queries) await app.register(imageRoutes, { db: platform.db, blobs: platform.blobs, cacheDir: config.imageCacheDir ?? join(tmpdir(), `plouf-image-cache-${process.pid}`), cacheMaxBytes: config.imageCacheMaxBytes });
  if (queries) await app.register(seoRoutes, { catalogue, publicUrl: config.publicUrl });

  const runner = projections
    ? startProjectionRunner({
        store: platform.store,
        db: platform.followerDb,
        projectors: platform.projectors,
        notices: platform.notices,
        onError: (readModel, error) =>
          app.log.error({ err: error, readModel }, error instanceof ProjectionStopped ? `read model ${readModel} stopped: ${error.message}` : 'projection batch failed; retrying'),
      })
    : undefined;

  // What payments do to the families' cards: a background process, beside the projections.
  const orderProcess = projections
    ? await startOrderProcess({ store: platform.store, ids: platform.ids, pool: platform.pool, payments: payments.port, clock, log: { error: (object, message) => app.log.error(object, message) } })
    : undefined;

  // A process that lists on a read model what an event concerns waits for it to hold that event (30 s at most, then retries).
  const processReach = async (readModel: string, position: bigint) => (await platform.waiter.reach(readModel, position, 30_000)).reached;

  // What bookings, cancellations and cancelled courses leave to finish: entries spent or given back, the waiting list.
  const bookingProcess = projections ? await startBookingProcess({ store: platform.store, pool: platform.pool, ids: platform.ids, clock, reach: processReach, log: { error: (object, message) => app.log.error(object, message) } }) : undefined;

  // What is due at a time (reminders, expiries): one scheduler beside the processes, on the one clock.
  // Handlers register with `scheduler.onDue(kind, …)` before it starts; processes store due items
  // with their checkpoint (`act(event, { schedule })`).
  const scheduler = projections ? createScheduler({ pool: platform.pool, clock, ...(options.dueLeaseMs !== undefined && { leaseMs: options.dueLeaseMs }), log: { error: (object, message) => app.log.error(object, message) } }) : undefined;
  scheduler?.onDue(TERM_OPENING, termOpeningHandler({ store: platform.store, clock, reads: { enrolledOf: (termId) => terms.enrolledOf(termId) } }));
  // A place held while its family pays the term's price, not paid in time (issue 43): its order cancelled, the place released.
  scheduler?.onDue(TERM_HOLD, termHoldHandler({ store: platform.store, clock, ids: platform.ids }));
  // A term paid in parts (issue 43): each later part charged on the card kept, on its day, once.
  scheduler?.onDue(INSTALMENT_DUE, instalmentHandler({ store: platform.store, port: payments.port, clock }));
  // The term's timers (issue 23): reminders, offered places' ends, credits' warnings and ends.
  for (const [kind, handler] of Object.entries(timerHandlers({ store: platform.store, clock, ids: platform.ids }))) scheduler?.onDue(kind, handler);
  // Retention (issue 25): each night, contact requests past the school's period and sign-ups never validated are erased.
  scheduler?.onDue(
    RETENTION_DUE,
    retentionHandler({
      store: platform.store,
      pool: platform.pool,
      clock,
      erase: platform.eraseSubjects,
      newsletterStream: platform.newsletterStream,
      reads: { contactsBefore: (before, after, limit) => contacts.receivedBefore(before, after, limit), signUpsBefore: (before, after, limit) => newsletter.unvalidatedBefore(before, after, limit) },
    }),
  );
  if (scheduler) await scheduleRetention(platform.pool, clock);
  // The books (ADR 0026): a year's buyers kept ten years past it, then their key deleted.
  scheduler?.onDue(BOOKS_RETENTION_DUE, booksRetentionHandler({ store: platform.store, pool: platform.pool, clock, erase: platform.eraseSubjects }));
  if (scheduler) await scheduleBooksRetention(platform.pool, clock);
  // After each erasure, once every read model has it: the files scrubbed (docs/adr/0022-personal-data.md).
  scheduler?.onDue(SCRUB_DUE, createScrub({ pool: platform.pool, store: platform.store, caughtUp: () => platform.caughtUp(), log: (line) => app.log.info(line) }).handler);
  await scheduler?.start();

  // What enrolments leave to finish (ADR 0019): lessons paid, seats on the slot's courses (those generated later too), the term's waiting list.
  const termProcess = projections
    ? await startTermProcess({ store: platform.store, pool: platform.pool, ids: platform.ids, clock, reach: processReach, log: { error: (object, message) => app.log.error(object, message) } })
    : undefined;

  // What leaves those timers: the events that make something due (a place, an offer, a credit).
  const timersProcess = projections ? await startTimersProcess({ store: platform.store, pool: platform.pool, clock, log: { error: (object, message) => app.log.error(object, message) } }) : undefined;

  // The books (issue 24): each paid order's invoice and each refund's credit note, numbered on the year's stream.
  const invoiceProcess = projections ? await startInvoiceProcess({ store: platform.store, pool: platform.pool, log: { error: (object, message) => app.log.error(object, message) } }) : undefined;

  // The families' ledgers (issue 43): what each order event changed of its family's money.
  const ledgerProcess = projections ? await startLedgerProcess({ store: platform.store, pool: platform.pool, log: { error: (object, message) => app.log.error(object, message) } }) : undefined;

  const progress = messageProgress(platform);
  const mailer = options.mailer ? startMailer({ store: platform.store, pool: platform.pool, keys: platform.keys, config: options.mailer, log: app.log, onSent: progress.sent, onFailed: () => metrics.mailFailed() }) : undefined;

  await app.ready();
  const live = queries
    ? attachLive(app.server, {
        notices: platform.notices,
        authenticate: platform.authenticate,
        channels: liveChannels,
        publicUrl: config.publicUrl,
        headers: securityHeaders(helmetOptions({ stripe: stripe !== undefined })),
        ...(options.redis && { adapter: options.redis.live.liveAdapter() }),
      })
    : undefined;
  // Several nodes: the notices leave once, from the one process that runs the projections.
  const liveRelay = options.redis && projections ? startLiveRelay({ notices: platform.notices, channels: liveChannels, adapter: options.redis.live.liveAdapter() }) : undefined;
  if (live) metrics.countLive({ sockets: () => live.io.engine.clientsCount });

  return {
    app,
    metrics: metrics.registry,
    mailer,
    scheduler,
    /**
     * Waits (bounded) until the processes and the read models have all handled the event store's head,
     * and the head no longer moves: what a process appended in reaction is handled too. False when the
     * time ran out. Tests and tools wait on it; requests never do.
     */
    async settled(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      const processes = [orderProcess, bookingProcess, termProcess, timersProcess, invoiceProcess, ledgerProcess].filter((process) => process !== undefined);
      for (;;) {
        const head = await platform.store.headPosition();
        while (processes.some((process) => process.reached() < head)) {
          if (Date.now() >= deadline) return false;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        if (!(await platform.caughtUp(Math.max(1, deadline - Date.now())))) return false;
        if ((await platform.store.headPosition()) === head) return true;
      }
    },
    /** `/readyz` answers 503 from now on: a load balancer stops sending requests before the server closes. */
    drain() {
      stopping = true;
    },
    /**
     * Stops taking requests and lets those in flight finish (a command in flight still sees its read
     * model move: the projections run until then), then stops the followers, each committing its
     * checkpoint, and the mailer and the scheduler.
     */
    async close() {
      stopping = true;
      // Closing waits for every connection to end. One that does not (a socket.io client's long
      // poll or a half-closed keep-alive from a client that went away: seen in probing.test.ts,
      // 25 connections left open and the close waiting for ever) is cut after a grace period.
      const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      try {
        await live?.close();
        await liveRelay?.close();
        await app.close();
      } finally {
        clearTimeout(cut);
      }
      await scheduler?.stop();
      await mailer?.stop();
      await orderProcess?.stop();
      await bookingProcess?.stop();
      await termProcess?.stop();
      await timersProcess?.stop();
      await invoiceProcess?.stop();
      await ledgerProcess?.stop();
      await runner?.stop();
      metrics.stop();
    },
  };
}

export type Server = Awaited<ReturnType<typeof buildServer>>;

/** How long a closing server lets its open connections end by themselves before cutting them. */
const CLOSE_GRACE_MS = 3_000;

/**
 * A message's mails leaving, told to the back-office's open pages: at most every 300 ms, a notice
 * on the messages read model naming the messages that moved (their live room refreshes them).
 */
const MESSAGE_KIND = MAIL_KINDS.Message;

function messageProgress(platform: Platform) {
  const moved = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const events = [...moved];
    moved.clear();
    const { rows } = await platform.pool.query<{ id: number }>('SELECT id FROM messages WHERE event_id = ANY($1)', [events]);
    if (rows.length > 0) await platform.notices.publish({ readModel: READ_MODELS.messages, ids: rows.map((row) => row.id), position: '0' });
  };
  return {
    sent(mail: { kind: number; sourceEventId: string }) {
      if (mail.kind !== MESSAGE_KIND) return;
      moved.add(mail.sourceEventId);
      timer ??= setTimeout(() => void flush().catch(() => undefined), 300);
    },
  };
}
