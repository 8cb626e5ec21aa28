import { SESSION_COOKIE, createRateLimiter, handleCommand, ok, verifyPassword } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { accountDecider } from '../accounts/decider.ts';
import { accountStream } from '../accounts/events.ts';
import { metadataOf, type CommandApiDeps } from '../deps.ts';
import { AccountMismatch, InvalidKey, NotLoggedIn, TooManyAttempts, WrongPassword } from './errors.ts';
import { requestPasswordLink } from './members.ts';
import { startSession } from './routes.ts';
import { NewPassword } from './schemas.ts';

/** Forgotten password (mail a link), create password (from the link), change password. */
export const passwordRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const perAccount = createRateLimiter({ max: 5, windowMs: 15 * 60_000 });
  const perAddress = createRateLimiter({ max: 20, windowMs: 15 * 60_000 });
  const now = () => (deps.now ?? (() => new Date()))();

  const recordChange = async (request: FastifyRequest, userId: number, via: 'change' | 'reset' | 'setup') => {
    const user = await deps.readBack.sessionUser(userId);
    const at = now();
    await handleCommand(
      deps.store,
      accountStream(userId),
      accountDecider,
      { type: 'RecordPasswordChange', data: { userId, email: user?.usrEmail ?? '', name: user?.libelle ?? '', via, language: request.language, at: at.toISOString() } },
      metadataOf(request, at),
    );
  };

  app.post(
    '/Authenticate/forgotten',
    {
      config: { access: 'public' },
      schema: { tags: ['Authenticate'], body: Type.Object({ userEmail: Type.String({ minLength: 1, maxLength: 254 }), mtpId: Type.Optional(Type.Integer()) }) },
    },
    async (request) => {
      const email = request.body.userEmail.trim().toLowerCase();
      if (!perAddress.take(request.ip) || !perAccount.take(email)) throw new TooManyAttempts();
      const credentials = await deps.sessions.findByEmail(email);
      const user = credentials ? await deps.readBack.sessionUser(credentials.userId) : null;
      if (!credentials || !user) throw new AccountMismatch();
      await requestPasswordLink(deps, request, { purpose: 'reset', userId: user.id, email: credentials.email, name: user.libelle, language: request.language });
      return ok(null);
    },
  );

  app.put(
    '/Authenticate/forgotten',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Authenticate'],
        body: Type.Object({ userEncryptedToken: Type.String({ minLength: 16, maxLength: 200 }), userNewPass: NewPassword, mtpId: Type.Optional(Type.Integer()) }),
      },
    },
    async (request, reply) => {
      if (!perAddress.take(request.ip)) throw new TooManyAttempts();
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
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Authenticate'],
        body: Type.Object({ userEmail: Type.Optional(Type.String({ maxLength: 254 })), userPass: Type.String({ minLength: 1, maxLength: 200 }), userNewPass: NewPassword }),
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new NotLoggedIn();
      if (!perAccount.take(`change:${user.id}`)) throw new TooManyAttempts();
      const credentials = await deps.sessions.findById(user.id);
      if (!credentials?.passwordHash || !(await verifyPassword(request.body.userPass, credentials.passwordHash))) throw new WrongPassword();
      await deps.sessions.setPassword(user.id, request.body.userNewPass);
      await deps.sessions.closeAll(user.id, request.cookies[SESSION_COOKIE]);
      await recordChange(request, user.id, 'change');
      return ok(null);
    },
  );
};
