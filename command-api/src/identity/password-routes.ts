import { SESSION_COOKIE, TooManyRequests, ok, replies, verifyPassword } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { accountDecider } from '../accounts/decider.ts';
import { accountStream } from '../accounts/events.ts';
import type { CommandApiDeps } from '../deps.ts';
import { commandContext } from '../runner.ts';
import { CreatePasswordInput, ForgottenInput, PasswordChangeInput, SessionUserView } from './contract.ts';
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

  app.post(
    '/Authenticate/forgotten',
    { config: { access: 'public', rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } }, schema: { tags, body: ForgottenInput, response: replies(Type.Null()) } },
    async (request) => {
      const limit = await linksPerAccount(request);
      if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequests(limit.ttlInSeconds);
      const userId = await deps.readBack.userIdByEmail(emailOf(request));
      const user = userId === null ? null : await deps.readBack.sessionUser(userId);
      if (!user) throw new AccountMismatch();
      await requestPasswordLink(deps, commandContext(deps, request), { purpose: 'reset', userId: user.id, email: user.usrEmail, name: user.libelle, language: request.language });
      return ok(null);
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
