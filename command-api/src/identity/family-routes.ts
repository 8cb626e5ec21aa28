import { Deleted, EmailTaken, IdParams, NotYourFamily, SESSION_COOKIE, isPlatformAdmin as isAdmin, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../deps.ts';
import { EmailAlreadyUsed, refuseLoginChangeByLink } from './errors.ts';
import { runCommand } from '../runner.ts';
import { FamilyInput, FamilyView, MemberCareInput, MemberCareView, UserInput, UserView } from '../families/contract.ts';
import { reserveLogin, requestPasswordLink } from './members.ts';
import { familyDecider, type MemberState } from '../families/decider.ts';
import { FamilyNotFound, HoldingsBehind, MemberHasComingLessons, MemberNotFound } from '../families/errors.ts';
import { familyStream } from '../families/events.ts';
import { READ_MODELS } from '../read-models.ts';
import { caughtUpWithStore } from '../shared/caught-up.ts';

const READ_MODEL = READ_MODELS.families;
/** The read models a member's lessons to come are counted on (bookings and waiting places; term enrolments). */
const HOLDINGS_READ_FROM = [READ_MODELS.courses, READ_MODELS.terms] as const;

/** A family edits its own name, address and members' profiles; roles, disabling and notes are the back-office's. */
export const familyRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  /** A member's address as their family's events give it. */
  const memberEmail = async (famId: number, userId: number) => {
    const events = await deps.store.readStream(familyStream(famId));
    const state = events.reduce((folded, event) => familyDecider.evolve(folded, event as never), familyDecider.initialState());
    return state.status === 'active' ? state.members.get(userId)?.email : undefined;
  };

  app.put(
    '/Family/:id',
    { config: { access: 'authenticated', familyParam: 'id' }, schema: { tags: ['Family'], params: IdParams, body: FamilyInput, response: replies(FamilyView, { command: true }) } },
    async (request, reply) => {
      const famId = request.params.id;
      const { libelle, address } = request.body;
      return runCommand(deps, request, reply, {
        readModel: READ_MODEL,
        async act(ctx) {
          const stream = familyStream(famId);
          if (libelle !== undefined) await ctx.handle(stream, familyDecider, { type: 'RenameFamily', data: { famId, famName: libelle.trim(), now: ctx.now, by: ctx.by } });
          if (address !== undefined) await ctx.handle(stream, familyDecider, { type: 'ChangeFamilyAddress', data: { famId, address, now: ctx.now, by: ctx.by } });
          return famId;
        },
        answer: (id) => deps.readBack.family(id),
        notFound: (id) => new FamilyNotFound(id),
      });
    },
  );

  /**
   * A new login address is claimed before the event that records it and given back if the event
   * is not appended; logins read the address from the events (the users read model), so the
   * account and the profile never disagree.
   */
  app.put(
    '/User/:id',
    { config: { access: 'authenticated' }, schema: { tags: ['User'], params: IdParams, body: UserInput, response: replies(UserView, { command: true }) } },
    async (request, reply) => {
      const userId = request.params.id;
      const member = await deps.readBack.member(userId);
      if (!isAdmin(request.user) && (!member || member.famId !== request.user?.famId)) throw new NotYourFamily();
      if (!member) throw new MemberNotFound(userId);
      const body = request.body;
      const adminOnly = body.roles !== undefined || body.actDisabled !== undefined || body.usrNoteInterne !== undefined;
      if (adminOnly && !isAdmin(request.user)) throw new NotYourFamily();
      const email = body.usrEmail?.trim().toLowerCase();
      if (email !== undefined && email !== member.usrEmail?.toLowerCase()) await refuseLoginChangeByLink(deps.sessions, request.cookies[SESSION_COOKIE], 'usrEmail');
      // A member with no credentials never had an address (a child): their first one opens a
      // login, and they are invited as a new member would be.
      const firstLogin = email !== undefined && (await deps.sessions.findById(userId)) === undefined;
      // Claimed whatever the read model says the address is now: it may be late.
      if (firstLogin) await reserveLogin(deps, userId, email, 'usrEmail');
      else if (email !== undefined) {
        try {
          await deps.sessions.claimEmail(userId, email);
        } catch (error) {
          if (error instanceof EmailTaken) throw new EmailAlreadyUsed('usrEmail');
          throw error;
        }
      }
      const changes = {
        ...(body.usrNom !== undefined && { nom: body.usrNom.trim() }),
        ...(body.usrPrenom !== undefined && { prenom: body.usrPrenom.trim() }),
        ...(body.usrCivilite !== undefined && { civilite: body.usrCivilite }),
        ...(body.usrTel !== undefined && { tel: body.usrTel }),
        ...(body.usrDatbirth !== undefined && { birthDate: body.usrDatbirth }),
        ...(email !== undefined && { email }),
        ...(body.roles !== undefined && { roles: [...new Set(body.roles)] }),
        ...(body.actDisabled !== undefined && { disabled: body.actDisabled }),
        ...(body.usrNoteInterne !== undefined && { internalNote: body.usrNoteInterne }),
      };
      return runCommand(deps, request, reply, {
        readModel: READ_MODEL,
        async act(ctx) {
          let recorded: MemberState | undefined;
          try {
            const { state } = await ctx.handle(familyStream(member.famId), familyDecider, { type: 'UpdateMember', data: { famId: member.famId, userId, changes, now: ctx.now, by: ctx.by } });
            recorded = state.status === 'active' ? state.members.get(userId) : undefined;
          } catch (error) {
            // Not recorded: the user keeps the address their events give them, and only that one;
            // one who still has none gets no login.
            if (email !== undefined) {
              const current = await memberEmail(member.famId, userId);
              if (current === null) await deps.sessions.release(userId);
              else if (current !== undefined) await deps.sessions.settleEmail(userId, current);
            }
            throw error;
          }
          if (email !== undefined && recorded?.email) {
            await deps.sessions.settleEmail(userId, recorded.email);
            if (firstLogin) {
              const name = [recorded.prenom, recorded.nom].filter(Boolean).join(' ');
              await requestPasswordLink(deps, ctx, { purpose: 'setup', userId, email: recorded.email, name, language: request.language, reason: 'invited' });
            }
          }
          // Roles or disabling change what this user's open sessions and live rooms may do.
          if (body.roles !== undefined || body.actDisabled !== undefined) deps.sessionsChanged?.([userId]);
          return userId;
        },
        async answer(id) {
          const view = await deps.readBack.member(id);
          // A family sees its members, not the back-office's note about them.
          return view && !isAdmin(request.user) ? { ...view, usrNoteInterne: '' } : view;
        },
        notFound: (id) => new MemberNotFound(id),
      });
    },
  );

  /**
   * DELETE /User/{id}: a member leaves the family (the family itself, or the back-office). Refused
   * for the last adult and for a member booked on lessons to come (cancelled first, each with its
   * cut-off). Once recorded, the member's sessions end and their login goes: their address is free
   * for a new account later (a grown-up child's own family, say). Past bookings and orders keep
   * their names.
   */
  app.delete(
    '/User/:id',
    { config: { access: 'authenticated' }, schema: { tags: ['User'], params: IdParams, response: replies(Deleted, { command: true }) } },
    async (request, reply) => {
      const userId = request.params.id;
      const member = await deps.readBack.member(userId);
      if (!isAdmin(request.user) && (!member || member.famId !== request.user?.famId)) throw new NotYourFamily();
      if (!member) throw new MemberNotFound(userId);
      const { famId } = member;
      const stream = familyStream(famId);
      /** What the member holds still to come, counted once the read models hold every event stored until now. */
      const holdings = async () => {
        await caughtUpWithStore(deps, HOLDINGS_READ_FROM, () => new HoldingsBehind());
        return deps.readBack.comingLessons(famId, userId);
      };
      return runCommand(deps, request, reply, {
        readModel: READ_MODEL,
        async act(ctx) {
          // A refusal decided on what the member held when the request came (ADR 0022, "A member
          // removed while booked"); then the fence, after which a booking for them is refused or takes
          // itself back; then the count again, which holds whatever was stored before the fence.
          await ctx.handle(stream, familyDecider, { type: 'LeaveMember', data: { famId, userId, comingLessons: await holdings(), now: ctx.now, by: ctx.by } });
          const keep = (comingLessons: number) => ctx.handle(stream, familyDecider, { type: 'KeepMember', data: { famId, userId, comingLessons, now: ctx.now, by: ctx.by } });
          let held = 0;
          try {
            held = await holdings();
            if (held === 0) await ctx.handle(stream, familyDecider, { type: 'RemoveMember', data: { famId, userId, checkedAt: ctx.clock().toISOString(), now: ctx.now, by: ctx.by } });
          } catch (error) {
            // Not removed: the fence is lifted now rather than when its hold runs out.
            await keep(0).catch(() => undefined);
            throw error;
          }
          if (held > 0) {
            await keep(held);
            throw new MemberHasComingLessons(held);
          }
          await deps.sessions.forget(userId);
          await deps.keys.revoke('reset', userId);
          await deps.keys.revoke('setup', userId);
          await deps.keys.revoke('autolog', userId);
          // Their open pages and live rooms close with their sessions.
          deps.sessionsChanged?.([userId]);
          return userId;
        },
        answer: async (id) => ({ id }),
      });
    },
  );

  /** PUT /User/{id}/sante: a member's care details (issue 26), by their family or the desk; answers them as saved. */
  app.put(
    '/User/:id/sante',
    { config: { access: 'authenticated' }, schema: { tags: ['User'], params: IdParams, body: MemberCareInput, response: replies(MemberCareView, { command: true }) } },
    async (request, reply) => {
      const userId = request.params.id;
      const member = await deps.readBack.member(userId);
      if (!isAdmin(request.user) && (!member || member.famId !== request.user?.famId)) throw new NotYourFamily();
      if (!member) throw new MemberNotFound(userId);
      return runCommand(deps, request, reply, {
        readModel: READ_MODEL,
        async act(ctx) {
          await ctx.handle(familyStream(member.famId), familyDecider, { type: 'SetCare', data: { famId: member.famId, userId, care: request.body, now: ctx.now, by: ctx.by } });
          return userId;
        },
        answer: (id) => deps.readBack.memberCare(id),
        notFound: () => new MemberNotFound(userId),
      });
    },
  );
};
