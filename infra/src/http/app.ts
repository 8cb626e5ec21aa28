import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { isPlatformAdmin, passes, type Access, type ReadModelsAt, type SessionLookup, type SessionUser } from '../auth/roles.ts';
import { registerIdempotency, type IdempotencyStore } from './idempotency.ts';
import { routeLimits } from './limits.ts';
import { AppError, FieldRefused, ForbiddenText, ForeignOrigin, NotYourFamily, TooManyRequests, TryAgain, pickLanguage, type Language, type Localized } from './result.ts';
import { isCalendarDay, isIdListText, unboundedIds } from './schemas.ts';
import { SIGNED_IN_COOKIE } from '../auth/signedIn.ts';
import { HSTS, helmetOptions, securityHeaders } from './security-headers.ts';
import { loadPageRendering, rememberAskedLanguage } from './page-rendering.ts';
import { registerStaticFiles } from './static-files.ts';
import { foreignOrigin } from './origin.ts';
import { nextArrival } from '../command/decider.ts';
import { AFTER_HEADER, POSITION_TEXT } from './positions.ts';
import { buildSerializerOnce, CompiledOnce } from './compiled-schemas.ts';
import { digitsOnly, forbiddenTextAt, nonFiniteAt, summarize, toFieldErrors } from './validation.ts';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

export const SESSION_COOKIE = 'plouf_session';
export { SIGNED_IN_COOKIE };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    language: Language;
    /** The request's place in this process's order of arrival (`nextArrival`): commands held in it are decided in it. */
    arrival: number;
    /** Where the read models stood when the request's session was read (after its `Plouf-After` wait); null without a session. */
    readAt: ReadModelsAt | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every `/webapi` route must say (checked at start-up). */
    access?: Access;
    /**
     * The path parameter that names a family: only its members (and the platform administrator)
     * get past, before the request is even validated.
     */
    familyParam?: string;
    /** A multipart upload: its handler reads and checks the parts itself, so it has no body schema. */
    multipart?: boolean;
    /** A signed payload (a payment provider's webhook): its handler verifies the raw bytes itself, so it has no body schema. */
    rawBody?: boolean;
    /**
     * Whether a repeated `Idempotency-Key` answers the first result (docs/architecture.md). On by
     * default for POST, PUT and DELETE; off for the calls that open or close a session, whose
     * answer is a cookie that must not be replayed.
     */
    idempotent?: boolean;
    /**
     * The read models the route reads (issue 42): a request carrying `Plouf-After` waits for these
     * (and the session's) to reach the position, not for every read model. Absent: every one.
     */
    reads?: readonly string[];
  }
}

export interface HttpAppOptions {
  /** A session cookie's user, and where the read models stood when it was read. */
  authenticate: SessionLookup;
  logger?: FastifyServerOptions['logger'];
  /**
   * Whose X-Forwarded-* headers to believe (client address for rate limits, HTTPS for cookies):
   * by default only a proxy on this machine.
   */
  trustProxy?: boolean | string;
  /** The built front end's folder: served as files, and its index.html for every other page path. */
  frontendDir?: string | undefined;
  /**
   * The site's address (`PUBLIC_URL`), for the canonical and hreflang links of rendered pages; a
   * Host header never names them. Without it (a test server), the address the request came to.
   */
  publicUrl?: string | undefined;
  /** Where answers to `Idempotency-Key` requests are kept; without it the header is ignored. */
  idempotency?: IdempotencyStore | undefined;
  /** Card payments go through Stripe: the security policy lets the browser load and call Stripe. */
  stripe?: boolean;
  /**
   * Where the limits are counted: Redis, shared by every node (`REDIS_URL`); in the process without
   * it. A limit Redis cannot count is not applied (the request is served, the error logged), so
   * that Redis down does not take the site down; `/readyz` reports it.
   */
  limitsRedis?: Redis | undefined;
  /**
   * Read-your-writes without a command waiting for its read models (issue 42): a command answers
   * with the position of what it stored (`Plouf-Position`), the front end sends the latest it got
   * back (`Plouf-After`), and a request carrying it first waits, bounded, until the read models have
   * reached it, before its session is read (so the session, and the positions read with it, show
   * what the client did). Without it the header is ignored.
   */
  readYourWrites?: ((position: bigint, readModels?: readonly string[]) => Promise<void>) | undefined;
  /** Where the event store stands: sent with a kept answer replayed (`Plouf-Position`). */
  headPosition?: (() => Promise<bigint>) | undefined;
}

export { AFTER_HEADER, POSITION_HEADER } from './positions.ts';

/** The `day` format of the contracts' `Day` schema: a calendar day that exists. */
const AJV_OPTIONS = { allErrors: true, coerceTypes: 'array', removeAdditional: true } as const;

function addDayFormat<A extends { addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): A }>(ajv: A): A {
  return ajv.addFormat('day', { type: 'string', validate: isCalendarDay }).addFormat('id-list', { type: 'string', validate: isIdListText });
}

// A body is JSON and says what it means: a quantity `"2"` or `true` is refused, not read as a
// number. The address's parameters and query are text, read as the schema says (coerced).
// One compiler of each for the process, each schema compiled once (compiled-schemas.ts).
const bodies = addDayFormat(addFormats(new Ajv({ ...AJV_OPTIONS, coerceTypes: false, useDefaults: true, strict: false })));
const texts = addDayFormat(addFormats(new Ajv({ ...AJV_OPTIONS, useDefaults: true, strict: false })));
const bodyValidators = new CompiledOnce((schema) => bodies.compile(schema));
const textValidators = new CompiledOnce((schema) => {
  const validate = texts.compile(schema);
  // An id or a number in the address is digits: `0x1`, `1e0`, `+1` or ` 1` are refused, not read as 1.
  const digits = digitsOnly(schema);
  if (!digits) return validate;
  const checked = Object.assign(
    (data: unknown, context?: Parameters<typeof validate>[1]) => {
      const refused = digits(data);
      if (refused) {
        checked.errors = refused;
        return false;
      }
      const valid = validate(data, context);
      checked.errors = validate.errors as typeof checked.errors;
      return valid;
    },
    // Fastify hands ajv the request as the root's parent when the function carries its schemaEnv.
    { schemaEnv: validate.schemaEnv, errors: null as FastifySchemaValidationError[] | null | undefined },
  );
  return checked;
});

/** Fastify's own refusals of a request (bad URL, too long a parameter, bad JSON…), in the user's words. */
const FRAMEWORK_MESSAGES: Record<string, Localized> = {
  FST_ERR_BAD_URL: { fr: 'Adresse invalide', en: 'Invalid address' },
  FST_ERR_MAX_PARAM_LENGTH: { fr: 'Adresse trop longue', en: 'Address too long' },
  FST_ERR_CTP_INVALID_JSON_BODY: { fr: 'Le corps de la requête n’est pas du JSON valide', en: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { fr: 'Le corps de la requête est vide', en: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { fr: 'Requête trop volumineuse', en: 'Request too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { fr: 'Type de contenu non pris en charge', en: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { fr: 'Longueur de contenu invalide', en: 'Invalid content length' },
  FST_ERR_CTP_INVALID_TYPE: { fr: 'Type de contenu invalide', en: 'Invalid content type' },
};
const BAD_REQUEST: Localized = { fr: 'Requête invalide', en: 'Bad request' };

/**
 * The Fastify app both APIs are plugged into: the `{resultCode, data}` contract, schema validation
 * answered in the caller's language, the session user on every request, and the access check that
 * every `/webapi` route declares. Returns the app without listening, so tests call `app.inject()`.
 *
 * @example
 * const app = await createHttpApp({ authenticate });
 * await app.register(commandApi, { prefix: '/webapi', ...deps });
 */
/** The log levels at which a request's line is written. */
const INFO_OR_BELOW = new Set(['info', 'debug', 'trace']);

/** The methods that change something: refused from another site's page. */
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function createHttpApp(options: HttpAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? 'loopback',
    // Unique across processes and restarts: the id an answer names (X-Request-Id, the debug log of
    // the back-office) is the correlation id of the events it stored and the log line's reqId.
    genReqId: () => randomUUID(),
    // One line per request, written when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Long enough for PUT /Activity/ordre/{ids}; each route's schema bounds its own parameters.
    routerOptions: { maxParamLength: 2000 },
    ajv: {
      customOptions: AJV_OPTIONS,
      plugins: [addDayFormat],
    },
    // The answers' serializers compiled once per process (compiled-schemas.ts).
    schemaController: { compilersFactory: { buildSerializer: buildSerializerOnce } },
    // Headers over Node's limits (431), a request Node cannot parse: still the envelope.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return void socket.destroy();
      const status = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify({ resultCode: 'InvalidModelState', data: { errorMessage: status === 431 ? 'En-têtes de requête trop longs' : 'Requête invalide' } });
      socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    },
    // Refused before any route runs (a malformed URL, too long a parameter): still the envelope.
    frameworkErrors: (error, request, reply) => {
      const language = pickLanguage(request.headers['accept-language']);
      const message = FRAMEWORK_MESSAGES[error.code] ?? BAD_REQUEST;
      void (reply as FastifyReply).status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send({ resultCode: 'InvalidModelState', data: { errorMessage: message[language] } });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyValidators : textValidators).get(schema));

  const security = securityHeaders(helmetOptions({ stripe: options.stripe ?? false }));
  // Limits are set per route (`config.rateLimit`); refusals go through the error handler below.
  const limits = routeLimits(options.limitsRedis);
  await app.register(rateLimit, {
    global: false,
    store: limits.Store,
    ...(options.limitsRedis && { skipOnError: true }),
    errorResponseBuilder: (_request, context) => new TooManyRequests(Math.ceil(context.ttl / 1000)),
    // The repeat of a request that succeeded acts on nothing: it gets its answer again, whatever the
    // limit. Whether it was answered is asked only of an address that has used half its limit.
    allowList: async (request, limitKey) => {
      const key = request.headers['idempotency-key'];
      if (!options.idempotency || typeof key !== 'string') return false;
      if (!(await limits.near(request, limitKey).catch(() => true))) return false;
      return options.idempotency.answered(request.user ? `user:${request.user.id}` : 'anonymous', key).catch(() => false);
    },
  });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Plouf /webapi', version: '1.0.0', description: 'Every answer is { resultCode, data }; see docs/api.md.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
  });

  app.decorateRequest('user', null);
  app.decorateRequest('language', 'fr');
  app.decorateRequest('arrival', 0);
  app.decorateRequest('readAt', null);

  /**
   * A request sent after a command of the same client waits until the read models show it (bounded;
   * a failed wait serves it anyway), before its session is read.
   */
  const readYourWrites = options.readYourWrites;
  const caughtUp = (request: FastifyRequest): Promise<void> | undefined => {
    const after = request.headers[AFTER_HEADER];
    if (!readYourWrites || typeof after !== 'string' || !POSITION_TEXT.test(after)) return undefined;
    return readYourWrites(BigInt(after), request.routeOptions.config?.reads).catch(() => undefined);
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/webapi')) return;
    const name = `Route ${String(route.method)} ${route.url}`;
    if (!route.config?.access) throw new Error(`${name} declares no access rule`);
    // Bad input never reaches a handler: whatever a route takes, its schema says.
    if (route.url.includes(':') && !route.schema?.params) throw new Error(`${name} declares no params schema`);
    // Every id a path or a query string takes is bounded there, once (issue 41): none reaches SQL past its type.
    const unbounded = [...unboundedIds(route.schema?.params), ...unboundedIds(route.schema?.querystring)];
    if (unbounded.length > 0) throw new Error(`${name} takes ids or numbers the database cannot hold: ${unbounded.join('; ')}`);
    const methods = ([] as string[]).concat(route.method);
    if (methods.some((method) => method === 'POST' || method === 'PUT') && !route.schema?.body && !route.config?.multipart && !route.config?.rawBody) throw new Error(`${name} declares no body schema`);
  });

  // One JSON line per request at `info` (LOG_LEVEL; production's default): its id (the correlation id
  // of the events it appended, and the answer's X-Request-Id), the route, the status, the time and who
  // asked. The query is left out: a search names families.
  app.addHook('onResponse', (request, reply, done) => {
    if (INFO_OR_BELOW.has(request.log.level)) {
      request.log.info(
        { method: request.method, path: request.url.split('?')[0], route: request.routeOptions.url ?? null, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, userId: request.user?.id ?? null },
        'request',
      );
    }
    done();
  });

  // Hooks in callback style, and the session looked up only when there is a cookie: every public
  // GET goes through them, and async hooks cost a visible share of a short request.
  app.addHook('onRequest', (request, reply, done) => {
    request.arrival = nextArrival();
    reply.headers(security);
    if (request.protocol === 'https') reply.headers(HSTS);
    // Answers of the API are personal or change at any time: no cache keeps them (a route may say otherwise).
    if (request.url.startsWith('/webapi')) reply.header('cache-control', 'no-store').header('x-request-id', request.id);
    const query = request.query as Record<string, unknown> | undefined;
    request.language = pickLanguage(request.headers['accept-language'], typeof query?.lang === 'string' ? query.lang : undefined);
    const hint = request.cookies[SIGNED_IN_COOKIE];
    const session = request.cookies[SESSION_COOKIE];
    if (!request.url.startsWith('/webapi')) {
      // A page asked for with a session from before the hint existed: the page's check tells.
      // Pages only: a file's answer is cached, and carries no cookie.
      if (session && !hint && request.method === 'GET' && request.headers.accept?.includes('text/html')) reply.setCookie(SIGNED_IN_COOKIE, '1', signedInCookieOptions('auto'));
      return done();
    }
    // A change asked by another site's page is refused before anything runs (the SameSite cookie is the first guard).
    if (CHANGES.has(request.method) && foreignOrigin(request.headers, options.publicUrl)) return done(new ForeignOrigin());
    const waiting = caughtUp(request);
    if (!session) {
      if (hint) reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
      if (!waiting) return done();
      return void waiting.then(() => done());
    }
    (waiting ? waiting.then(() => options.authenticate(session)) : options.authenticate(session)).then(
      ({ user, readAt }) => {
        request.user = user;
        request.readAt = user ? readAt : null;
        // A session that no longer holds (expired, closed elsewhere): its cookies go, so the next
        // page neither marks itself signed in again nor asks again.
        if (!user) {
          reply.clearCookie(SESSION_COOKIE, { path: '/' });
          if (hint) reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
        }
        done();
      },
      (error: Error) => done(error),
    );
  });

  // Before validation: a caller who may not use a route learns nothing of its schema.
  app.addHook('preValidation', (request, _reply, done) => {
    const { access, familyParam } = request.routeOptions.config ?? {};
    if (access && !passes(request.user, access)) return done(refusal(request.user));
    if (familyParam && request.user && !isPlatformAdmin(request.user)) {
      const famId = Number((request.params as Record<string, string>)[familyParam]);
      if (famId !== request.user.famId) return done(new NotYourFamily());
    }
    for (const [part, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const field = forbiddenTextAt(value);
      // Named as schema errors name them: the field alone, or the part when it is the whole of it.
      if (field !== undefined) return done(new ForbiddenText(field === 'body' && part !== 'body' ? part : field));
    }
    done();
  });

  // After validation: a number too large to be a number (coerced from `1e309`) is refused, not stored.
  app.addHook('preHandler', (request, _reply, done) => {
    for (const [part, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const field = nonFiniteAt(value);
      if (field === undefined) continue;
      const name = field === 'body' && part !== 'body' ? part : field;
      return done(new FieldRefused('NumberOutOfRange', name, { fr: 'Nombre hors limites', en: 'Number out of range' }));
    }
    done();
  });

  if (options.idempotency) registerIdempotency(app, options.idempotency, options.headPosition);

  const refusal = (user: SessionUser | null) =>
    user
      ? new AppError('AccessForbidden', 'AccessForbidden', { fr: 'Accès refusé', en: 'Access denied' })
      : new AppError('NotAuthenticated', 'UnauhtorizedUser', { fr: 'Vous devez être connecté', en: 'You must be logged in' });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.language ?? 'fr';
    if (error.validation) {
      const errors = toFieldErrors(error.validation, error.validationContext ?? 'body', language);
      return reply.status(400).send({ resultCode: 'InvalidModelState', data: { errorMessage: summarize(errors, language), errors } });
    }
    if (error instanceof AppError) {
      // "Not now": a limit (429), or a conflict the same request sent again may get past (409); see TryAgain.
      if (error instanceof TooManyRequests || error instanceof TryAgain) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ resultCode: error.resultCode, data: error.toData(language) });
    }
    if (error.statusCode && error.statusCode < 500) {
      const message = (FRAMEWORK_MESSAGES[error.code] ?? BAD_REQUEST)[language];
      return reply.status(error.statusCode).send({ resultCode: 'InvalidModelState', data: { errorMessage: message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    const message = language === 'fr' ? 'Erreur interne du serveur' : 'Internal server error';
    return reply.status(500).send({ resultCode: 'InternalException', data: { errorMessage: message } });
  });

  if (options.frontendDir) await registerStaticFiles(app, options.frontendDir);
  // Public pages rendered on the server when the build has its server bundle (docs/adr/0011).
  const pages = options.frontendDir ? await loadPageRendering(app, options.frontendDir, options.publicUrl) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/webapi') && !request.url.startsWith('/images/');
    if (options.frontendDir && isPage && !/\.\w+$/.test(request.url.split('?')[0]!)) {
      if (pages) return pages.serve(request, reply);
      rememberAskedLanguage(request, reply);
      return reply.sendFile('index.html');
    }
    const language = request.language ?? 'fr';
    const message = language === 'fr' ? `Ressource introuvable : ${request.method} ${request.url}` : `Not found: ${request.method} ${request.url}`;
    return reply.status(404).send({ resultCode: 'FileNotFound', data: { errorMessage: message } });
  });

  app.get('/webapi/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  return app;
}

export type HttpApp = Awaited<ReturnType<typeof createHttpApp>>;
export type { FastifyInstance };

/**
 * The session cookie: HttpOnly, SameSite=Lax, Secure behind HTTPS (`'auto'`: when the request came
 * over HTTPS, as the proxy says).
 */
export function sessionCookieOptions(secure: boolean | 'auto', maxAgeSeconds = 14 * 24 * 3600) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: maxAgeSeconds };
}

/** The readable "a session may be open" cookie (SIGNED_IN_COOKIE): as long-lived as the session's. */
export function signedInCookieOptions(secure: boolean | 'auto', maxAgeSeconds = 14 * 24 * 3600) {
  return { ...sessionCookieOptions(secure, maxAgeSeconds), httpOnly: false };
}
