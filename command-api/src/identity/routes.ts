import { DUMMY_HASH, SESSION_COOKIE, SIGNED_IN_COOKIE, TooManyRequests, ok, replies, sessionCookieOptions, signedInCookieOptions, verifyPassword, type Role, type SessionUser } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandApiDeps } from '../deps.ts';
import { AutologQuery, CredentialsInput, LanguageInput, SessionUserView } from './contract.ts';
import { accountDecider } from '../accounts/decider.ts';
import { accountStream } from '../accounts/events.ts';
import { READ_MODELS } from '../read-models.ts';
import { runCommand } from '../runner.ts';
import { AutologRefused, LoginFailed, NotLoggedIn } from './errors.ts';
import { LOGIN_LIMITS, LoginNeedsLink, knownDevice, rememberDevice, slowdownMs } from './login-limits.ts';

const tags = ['Authenticate'];

export { LOGIN_LIMITS } from './login-limits.ts';

/**
 * Opens a session for the user: a new token every time, so a session id planted before login is
 * never promoted, and the one the browser had is closed.
 */
export async function startSession(deps: CommandApiDeps, request: FastifyRequest, reply: FastifyReply, userId: number, options: { byLink?: boolean } = {}) {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deps.sessions.close(previous);
  const token = await deps.sessions.open(userId, options);
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(deps.secureCookies));
  reply.setCookie(SIGNED_IN_COOKIE, '1', signedInCookieOptions(deps.secureCookies));
  return token;
}

/** The roles a mailed link may log in (ADR 0014): a family's. Staff accounts log in with their password. */
const LINK_ROLES: readonly Role[] = ['Client', 'Famille'];

/**
 * Whether an autolog key opens a session for this user: a member of the family the key was issued
 * for (a mail's recipient, `registerForAddress`), still in it, holding no staff role.
 */
function opensByLink(user: SessionUser, famId: number | null): boolean {
  return famId !== null && user.famId === famId && user.roles.every((role) => LINK_ROLES.includes(role));
}

/**
 * Login, autolog by one-time key, current user, logout.
 *
 * Logins count failures, not people: an address that fails 5 times on one account within 15
 * minutes (or 50 times on any) is answered 429 with `Retry-After` for the rest of the window,
 * while the owner logging in from elsewhere is not held back. Successes are not counted. An
 * account failed on from many addresses is slowed down after 3 failures, and after 10 its
 * password is refused (429 `LoginNeedsLink`) to browsers that have never opened it: the owner's own
 * browser (its `plouf_device` cookie) still logs in, and anyone else uses the mailed link
 * (login-limits.ts). The counts are in Redis when `REDIS_URL` is set: shared by every node.
 */
export const sessionRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const emailOf = (request: FastifyRequest) => String((request.body as { userEmail?: unknown } | undefined)?.userEmail ?? '').trim().toLowerCase();
  const accountFailures = app.createRateLimit({ max: LOGIN_LIMITS.perAccountAndAddress, timeWindow: LOGIN_LIMITS.windowMs, keyGenerator: (request) => `login:${emailOf(request)}|${request.ip}` });
  const addressFailures = app.createRateLimit({ max: LOGIN_LIMITS.perAddress, timeWindow: LOGIN_LIMITS.windowMs, keyGenerator: (request) => `login:${request.ip}` });
  const accountWideFailures = app.createRateLimit({ max: LOGIN_LIMITS.perAccount, timeWindow: LOGIN_LIMITS.windowMs, keyGenerator: (request) => `login-account:${emailOf(request)}` });

  /**
   * One login at a time per address, so that a burst sent at once is counted as it goes: the sixth
   * of fifty simultaneous wrong passwords is refused like the sixth of fifty in a row.
   */
  const turns = new Map<string, Promise<unknown>>();
  const oneAtATime = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = turns.get(key) ?? Promise.resolve();
    const mine = previous.then(work, work);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    turns.set(key, settled);
    void settled.then(() => {
      if (turns.get(key) === settled) turns.delete(key);
    });
    return mine;
  };

  /** Refuses an address that has already failed too often, without counting this attempt. */
  const checkFailures = async (request: FastifyRequest) => {
    for (const limiter of [accountFailures, addressFailures]) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) throw new TooManyRequests(state.ttlInSeconds);
    }
  };

  app.post(
    '/Authenticate',
    { config: { access: 'public', idempotent: false }, schema: { tags, body: CredentialsInput, response: replies(SessionUserView) } },
    async (request, reply) =>
      oneAtATime(request.ip, async () => {
        await checkFailures(request);
        const email = request.body.userEmail.trim().toLowerCase();
        const userId = await deps.readBack.userIdByEmail(email);
        // Counted by the address typed, known or not: the answer does not tell which accounts exist.
        const accountWide = await accountWideFailures(request, { increment: false });
        if (!accountWide.isAllowed && accountWide.remaining === 0 && !knownDevice(deps.keys, request, userId)) throw new LoginNeedsLink(accountWide.ttlInSeconds);
        const credentials = userId === null ? undefined : await deps.sessions.findById(userId);
        // An unknown address costs a hash too: the answer time does not tell which accounts exist.
        const valid = await verifyPassword(request.body.userPass, credentials?.passwordHash ?? DUMMY_HASH);
        const user = credentials && valid ? await deps.readBack.sessionUser(credentials.userId) : null;
        if (!user) {
          await accountFailures(request);
          await addressFailures(request);
          const failures = await accountWideFailures(request);
          const wait = failures.isAllowed ? 0 : slowdownMs(failures.isExceeded ? LOGIN_LIMITS.perAccount + 1 : LOGIN_LIMITS.perAccount - failures.remaining);
          if (wait > 0) await new Promise((done) => setTimeout(done, wait));
          throw new LoginFailed();
        }
        await startSession(deps, request, reply, user.id);
        rememberDevice(deps.keys, reply, deps.secureCookies, user.id);
        return ok(user);
      }),
  );

  app.get(
    '/Authenticate/autolog',
    { config: { access: 'public', rateLimit: { max: 20, timeWindow: 15 * 60_000 } }, schema: { tags, querystring: AutologQuery, response: replies(SessionUserView) } },
    async (request, reply) => {
      const key = await deps.keys.consumeInFamily('autolog', request.query.key);
      const user = key === null ? null : await deps.readBack.sessionUser(key.userId);
      if (!user || !opensByLink(user, key!.famId)) throw new AutologRefused();
      await startSession(deps, request, reply, user.id, { byLink: true });
      return ok(user);
    },
  );

  app.get('/Authenticate', { config: { access: 'public' }, schema: { tags, response: replies(SessionUserView) } }, async (request) => {
    if (!request.user) throw new NotLoggedIn();
    return ok(request.user);
  });

  /**
   * PUT /Authenticate/langue: the signed-in person switched the site's language; their account keeps
   * it (the account's stream, the users read model), and every mail to them is written in it.
   */
  app.put('/Authenticate/langue', { config: { access: 'authenticated' }, schema: { tags, body: LanguageInput, response: replies(LanguageInput, { command: true }) } }, async (request, reply) => {
    const userId = request.user!.id;
    const { language } = request.body;
    return runCommand(deps, request, reply, {
      readModel: READ_MODELS.families,
      async act(ctx) {
        await ctx.handle(accountStream(userId), accountDecider, { type: 'ChooseLanguage', data: { userId, language, at: ctx.now } });
        return userId;
      },
      answer: async () => ({ language }),
    });
  });

  app.delete('/Authenticate', { config: { access: 'public', idempotent: false }, schema: { tags, response: replies(Type.Null()) } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deps.sessions.close(token);
    if (request.user) deps.sessionsChanged?.([request.user.id]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
    return ok(null);
  });
};
