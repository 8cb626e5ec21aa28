import { AppError, DUMMY_HASH, SESSION_COOKIE, createRateLimiter, ok, sessionCookieOptions, verifyPassword } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../deps.ts';

const Credentials = Type.Object({
  userEmail: Type.String({ minLength: 1, maxLength: 254 }),
  userPass: Type.String({ minLength: 1, maxLength: 200 }),
});

class LoginFailed extends AppError {
  constructor() {
    super('LoginFailed', 'UnauhtorizedUser', { fr: "Erreur d'identification", en: 'Identification error' });
  }
}

class TooManyAttempts extends AppError {
  constructor() {
    super('TooManyAttempts', 'AccessForbidden', {
      fr: 'Trop de tentatives de connexion ; réessayez dans quelques minutes',
      en: 'Too many login attempts; try again in a few minutes',
    });
  }
}

class NotLoggedIn extends AppError {
  constructor() {
    super('NotLoggedIn', 'UnauhtorizedUser', { fr: 'Aucun utilisateur connecté', en: 'No user is logged in' });
  }
}

/**
 * The session calls of the spec, just enough for the platform administrator: login, current user,
 * logout. Accounts, families and the rest of identity come with their own issue.
 */
export const identityRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const perAccount = createRateLimiter({ max: 10, windowMs: 15 * 60_000 });
  const perAddress = createRateLimiter({ max: 50, windowMs: 15 * 60_000 });

  app.post('/Authenticate', { config: { access: 'public' }, schema: { tags: ['Authenticate'], body: Credentials } }, async (request, reply) => {
    const email = request.body.userEmail.trim().toLowerCase();
    if (!perAddress.take(request.ip) || !perAccount.take(email)) throw new TooManyAttempts();
    const account = await deps.sessions.findAccount(email);
    // An unknown address costs a hash too: the answer time does not tell which accounts exist.
    const valid = await verifyPassword(request.body.userPass, account?.passwordHash ?? DUMMY_HASH);
    if (!account || !valid || account.disabled) throw new LoginFailed();
    // A new token on every login: a session id planted before login is never promoted.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deps.sessions.close(previous);
    const token = await deps.sessions.open(account.userId);
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(deps.secureCookies));
    return ok({ id: account.userId, usrEmail: account.email, libelle: account.displayName, roles: account.roles });
  });

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
