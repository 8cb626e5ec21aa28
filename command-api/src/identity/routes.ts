import { DUMMY_HASH, SESSION_COOKIE, createRateLimiter, ok, sessionCookieOptions, verifyPassword } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandApiDeps } from '../deps.ts';
import { InvalidKey, LoginFailed, NotLoggedIn, TooManyAttempts } from './errors.ts';

const Credentials = Type.Object({
  userEmail: Type.String({ minLength: 1, maxLength: 254 }),
  userPass: Type.String({ minLength: 1, maxLength: 200 }),
});

/**
 * Opens a session for the user: a new token every time, so a session id planted before login is
 * never promoted, and the one the browser had is closed.
 */
export async function startSession(deps: CommandApiDeps, request: FastifyRequest, reply: FastifyReply, userId: number) {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deps.sessions.close(previous);
  const token = await deps.sessions.open(userId);
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(deps.secureCookies));
  return token;
}

/** Login, autolog by one-time key, current user, logout. */
export const sessionRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const perAccount = createRateLimiter({ max: 10, windowMs: 15 * 60_000 });
  const perAddress = createRateLimiter({ max: 50, windowMs: 15 * 60_000 });

  app.post('/Authenticate', { config: { access: 'public' }, schema: { tags: ['Authenticate'], body: Credentials } }, async (request, reply) => {
    const email = request.body.userEmail.trim().toLowerCase();
    if (!perAddress.take(request.ip) || !perAccount.take(email)) throw new TooManyAttempts();
    const credentials = await deps.sessions.findByEmail(email);
    // An unknown address costs a hash too: the answer time does not tell which accounts exist.
    const valid = await verifyPassword(request.body.userPass, credentials?.passwordHash ?? DUMMY_HASH);
    const user = credentials && valid ? await deps.readBack.sessionUser(credentials.userId) : null;
    if (!user) throw new LoginFailed();
    await startSession(deps, request, reply, user.id);
    return ok(user);
  });

  app.get(
    '/Authenticate/autolog',
    { config: { access: 'public' }, schema: { tags: ['Authenticate'], querystring: Type.Object({ key: Type.String({ minLength: 16, maxLength: 200 }) }) } },
    async (request, reply) => {
      if (!perAddress.take(request.ip)) throw new TooManyAttempts();
      const userId = await deps.keys.consume('autolog', request.query.key);
      const user = userId === null ? null : await deps.readBack.sessionUser(userId);
      if (!user) throw new InvalidKey();
      await startSession(deps, request, reply, user.id);
      return ok(user);
    },
  );

  app.get('/Authenticate', { config: { access: 'public' }, schema: { tags: ['Authenticate'] } }, async (request) => {
    if (!request.user) throw new NotLoggedIn();
    return ok(request.user);
  });

  app.delete('/Authenticate', { config: { access: 'public' }, schema: { tags: ['Authenticate'] } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deps.sessions.close(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok(null);
  });
};
