import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { isPlatformAdmin, passes, type Access, type Authenticate, type SessionUser } from '../auth/roles.ts';
import { AppError, HTTP_STATUS, NotYourFamily, pickLanguage, type Language } from './result.ts';
import { summarize, toFieldErrors } from './validation.ts';

export const SESSION_COOKIE = 'plouf_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    language: Language;
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
  }
}

export interface HttpAppOptions {
  authenticate: Authenticate;
  logger?: FastifyServerOptions['logger'];
  /**
   * Whose X-Forwarded-* headers to believe (client address for rate limits, HTTPS for cookies):
   * by default only a proxy on this machine.
   */
  trustProxy?: boolean | string;
  /** The built front end's folder: served as files, and its index.html for every other page path. */
  frontendDir?: string | undefined;
}

/**
 * The Fastify app both APIs are plugged into: the `{resultCode, data}` contract, schema validation
 * answered in the caller's language, the session user on every request, and the access check that
 * every `/webapi` route declares. Returns the app without listening, so tests call `app.inject()`.
 *
 * @example
 * const app = await createHttpApp({ authenticate });
 * await app.register(commandApi, { prefix: '/webapi', ...deps });
 */
export async function createHttpApp(options: HttpAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? 'loopback',
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Plouf /webapi', version: '1.0.0', description: 'Every answer is { resultCode, data }; see docs/api.md.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
  });

  app.decorateRequest('user', null);
  app.decorateRequest('language', 'fr');

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/webapi')) return;
    const name = `Route ${String(route.method)} ${route.url}`;
    if (!route.config?.access) throw new Error(`${name} declares no access rule`);
    // Bad input never reaches a handler: whatever a route takes, its schema says.
    if (route.url.includes(':') && !route.schema?.params) throw new Error(`${name} declares no params schema`);
    const methods = ([] as string[]).concat(route.method);
    if (methods.some((method) => method === 'POST' || method === 'PUT') && !route.schema?.body && !route.config?.multipart) throw new Error(`${name} declares no body schema`);
  });

  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.language = pickLanguage(request.headers['accept-language'], typeof query?.lang === 'string' ? query.lang : undefined);
    if (request.url.startsWith('/webapi')) request.user = await options.authenticate(request.cookies[SESSION_COOKIE]);
  });

  // Before validation: a caller who may not use a route learns nothing of its schema.
  app.addHook('preValidation', async (request) => {
    const { access, familyParam } = request.routeOptions.config ?? {};
    if (access && !passes(request.user, access)) throw refusal(request.user);
    if (familyParam && request.user && !isPlatformAdmin(request.user)) {
      const famId = Number((request.params as Record<string, string>)[familyParam]);
      if (famId !== request.user.famId) throw new NotYourFamily();
    }
  });

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
      return reply.status(HTTP_STATUS[error.resultCode]).send({ resultCode: error.resultCode, data: error.toData(language) });
    }
    if (error.statusCode && error.statusCode < 500) {
      const message = language === 'fr' ? 'Requête invalide' : 'Bad request';
      return reply.status(error.statusCode).send({ resultCode: 'InvalidModelState', data: { errorMessage: `${message} : ${error.message}` } });
    }
    request.log.error({ err: error }, 'unhandled error');
    const message = language === 'fr' ? 'Erreur interne du serveur' : 'Internal server error';
    return reply.status(500).send({ resultCode: 'InternalException', data: { errorMessage: message } });
  });

  if (options.frontendDir) {
    await app.register(fastifyStatic, { root: options.frontendDir, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/webapi') && !request.url.startsWith('/images/');
    if (options.frontendDir && isPage && !/\.\w+$/.test(request.url.split('?')[0]!)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
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
