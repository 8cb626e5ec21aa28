import { SESSION_COOKIE, TooManyRequests, ok, replies, verifyPassword } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { accountDecider } from '../accounts/decider.ts';
import { accountStream } from '../accounts/events.ts';
import type { CommandApiDeps } from '../deps.ts';
import { commandContext } from '../runner.ts';
import { CreatePasswordInput, ForgottenInput, PasswordChangeInput, PasswordKeyQuery, PasswordKeyState, SessionUserView } from './contract.ts';
import { AccountMismatch, InvalidKey, NotLoggedIn, WrongPassword } from './errors.ts';
import { requestPasswordLink } from './members.ts';
import { startSession } from './routes.ts';

const tags = ['Authenticate'];
const FIFTEEN_MINUTES = 15 * 60_000;

/** Forgotten password (mail a link), create password (from the link), change password. */
export const passwordRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const emailOf = (request: FastifyRequest) => String((request.body as { userEmail?: unknown } | undefined)?.userEmail ?? '').trim().toLowerCase();
  // At most 5 links per account in 15 minutes, whoever asks: a mailbox is not flooded.
  const linksPerAccount = app.createRateLimit({ max: 5, timeWindow: FIFTEEN_MINUTES, keyGenerator: (request) => `forgotten:${emailOf(request)}` });
  // Wrong old passwords per user: the failures are limited, not the user.
  const wrongOldPasswords = app.createRateLimit({ max: 5, timeWindow: FIFTEEN_MINUTES, keyGenerator: (request) => `change:${request.user?.id ?? 0}` });

  const recordChange = async (request: FastifyRequest, userId: number, via: 'change' | 'reset' | 'setup') => {
    const user = await deps.readBack.sessionUser(userId);
    const ctx = commandContext(deps, request);
    const data = { userId, email: user?.usrEmail ?? '', name: user?.libelle ?? '', via, language: request.language, at: ctx.now };
    await ctx.handle(accountStream(userId), accountDecider, { type: 'RecordPasswordChange', data });
    // Whoever was logged in elsewhere is out: their live connections follow.
    deps.sessionsChanged?.([userId]);
  };

  /**
   * The same answer, in about the same time, whether or not an account has this address: the link
   * is looked up and mailed after the answer, so neither the status, the body nor the delay tells
   * who is a customer. The spec's "the account and the email do not match" is for the one case
   * where the caller names an account of their own: a logged-in person asking for another address
   * than their login (nothing about that other address is looked up).
   */
  app.post(
    '/Authenticate/forgotten',
    { config: { access: 'public', rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } }, schema: { tags, body: ForgottenInput, response: replies(Type.Null()) } },
    async (request) => {
      const limit = await linksPerAccount(request);
      if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequests(limit.ttlInSeconds);
      const email = emailOf(request);
      if (request.user && request.user.usrEmail.toLowerCase() !== email) throw new AccountMismatch();
      const ctx = commandContext(deps, request);
      const language = request.language;
      const mailLink = async () => {
        const userId = await deps.readBack.userIdByEmail(email);
        const user = userId === null ? null : await deps.readBack.sessionUser(userId);
        if (user) await requestPasswordLink(deps, ctx, { purpose: 'reset', userId: user.id, email: user.usrEmail, name: user.libelle, language });
      };
      void mailLink().catch((error: unknown) => request.log.error({ err: error }, 'forgotten password: the link could not be requested'));
      return ok(null);
    },
  );

  /**
   * GET /Authenticate/forgotten?key=…: whether a mailed link's key still works, without using it,
   * so that its page says at once when it has served or expired. It tells nothing of whose it is.
   */
  app.get(
    '/Authenticate/forgotten',
    { config: { access: 'public', rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } }, schema: { tags, querystring: PasswordKeyQuery, response: replies(PasswordKeyState) } },
    async (request) => {
      const key = request.query.key;
      const usable = key.length >= 16 && ((await deps.keys.usable('reset', key)) || (await deps.keys.usable('setup', key)));
      return ok({ usable });
    },
  );

  app.put(
    '/Authenticate/forgotten',
    { config: { access: 'public', idempotent: false, rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } }, schema: { tags, body: CreatePasswordInput, response: replies(SessionUserView) } },
    async (request, reply) => {
      const key = request.body.userEncryptedToken;
      let via: 'reset' | 'setup' = 'reset';
      let userId = await deps.keys.consume('reset', key);
      if (userId === null) {
        via = 'setup';
        userId = await deps.keys.consume('setup', key);
      }
      const user = userId === null ? null : await deps.readBack.sessionUser(userId);
      if (!user) throw new InvalidKey();
      await deps.sessions.setPassword(user.id, request.body.userNewPass);
      // Whoever held the old password, or an older link, is out.
      await deps.sessions.closeAll(user.id);
      await deps.keys.revoke('reset', user.id);
      await deps.keys.revoke('setup', user.id);
      await recordChange(request, user.id, via);
      await startSession(deps, request, reply, user.id);
      return ok(user);
    },
  );

  app.put(
    '/Authenticate',
    { config: { access: 'authenticated', idempotent: false }, schema: { tags, body: PasswordChangeInput, response: replies(Type.Null()) } },
    async (request) => {
      const user = request.user;
      if (!user) throw new NotLoggedIn();
      const failures = await wrongOldPasswords(request, { increment: false });
      if (!failures.isAllowed && failures.remaining === 0) throw new TooManyRequests(failures.ttlInSeconds);
      const credentials = await deps.sessions.findById(user.id);
      if (!credentials?.passwordHash || !(await verifyPassword(request.body.userPass, credentials.passwordHash))) {
        await wrongOldPasswords(request);
        throw new WrongPassword();
      }
      await deps.sessions.setPassword(user.id, request.body.userNewPass);
      await deps.sessions.closeAll(user.id, request.cookies[SESSION_COOKIE]);
      await recordChange(request, user.id, 'change');
      return ok(null);
    },
  );
};
