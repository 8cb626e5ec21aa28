import { IdParams, NotYourFamily, SESSION_COOKIE, TooManyRequests, isPlatformAdmin as isAdmin, replies } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandApiDeps } from '../deps.ts';
import { UserView } from '../families/contract.ts';
import { familyDecider } from '../families/decider.ts';
import { familyStream, type MemberProfile } from '../families/events.ts';
import { runCommand } from '../runner.ts';
import { AccountInput, CreatedAccount, MemberInput } from './contract.ts';
import { EmailRequired, NotLoggedIn, refuseLoginChangeByLink } from './errors.ts';
import { FAMILY_ROLES, registerMember } from './members.ts';
import { READ_MODELS } from '../read-models.ts';

const READ_MODEL = READ_MODELS.families;
const HOUR = 60 * 60_000;

const profileOf = (body: MemberInput): MemberProfile => ({
  email: (body.userEmail ?? '').trim().toLowerCase() || null,
  nom: body.userNom.trim(),
  prenom: (body.userPrenom ?? '').trim(),
  civilite: null,
  tel: null,
  birthDate: body.usrDatbirth ?? null,
});

/** Sign-up, a family created alone by the back-office, and a member added to a family. */
export const signupRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  // Three sign-ups per address in an hour: a mailbox is not flooded with set-password links.
  const perEmail = app.createRateLimit({ max: 3, timeWindow: HOUR, keyGenerator: (request) => `signup:${String((request.body as { userEmail?: unknown }).userEmail ?? '').trim().toLowerCase()}` });

  const addMember = async (request: FastifyRequest, reply: FastifyReply, famId: number, body: MemberInput) => {
    if (!request.user) throw new NotLoggedIn();
    if (!isAdmin(request.user) && request.user.famId !== famId) throw new NotYourFamily();
    if (body.userEmail?.trim()) await refuseLoginChangeByLink(deps.sessions, request.cookies[SESSION_COOKIE], 'userEmail');
    // Without an email, a member never logs in: the family decider then requires a birth date.
    return runCommand(deps, request, reply, {
      readModel: READ_MODEL,
      act: async (ctx) => (await registerMember(deps, ctx, { famId, profile: profileOf(body), roles: FAMILY_ROLES, language: request.language })).userId,
      answer: (userId) => deps.readBack.member(userId),
    });
  };

  app.post(
    '/Authenticate/create-account',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: HOUR } },
      schema: { tags: ['Authenticate'], body: AccountInput, response: replies(Type.Union([CreatedAccount, UserView]), { command: true }) },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.famId !== undefined) return addMember(request, reply, body.famId, body);
      if (!body.userEmail) {
        // A family with no member yet: the back-office's, never a visitor's.
        if (!isAdmin(request.user)) throw new EmailRequired();
        return runCommand(deps, request, reply, {
          readModel: READ_MODEL,
          async act(ctx) {
            const famId = await ctx.newId('family');
            await ctx.handle(familyStream(famId), familyDecider, { type: 'CreateFamily', data: { famId, famName: body.userNom.trim(), now: ctx.now, by: ctx.by } }, { newStream: true });
            return famId;
          },
          answer: async (famId) => ({ famId, userId: null }),
        });
      }
      const limit = await perEmail(request);
      if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequests(limit.ttlInSeconds);
      const profile = profileOf(body);
      return runCommand(deps, request, reply, {
        readModel: READ_MODEL,
        act: (ctx) => registerMember(deps, ctx, { famName: profile.nom, profile, roles: FAMILY_ROLES, language: request.language }),
        answer: async (created) => created,
        idOf: (created) => created.famId,
      });
    },
  );

  app.put(
    '/User/membre/:id',
    { config: { access: 'authenticated', familyParam: 'id' }, schema: { tags: ['User'], params: IdParams, body: MemberInput, response: replies(UserView, { command: true }) } },
    async (request, reply) => addMember(request, reply, request.params.id, request.body),
  );
};
