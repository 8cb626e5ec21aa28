import { EmailTaken, NotYourFamily, ROLES, handleCommand, isPlatformAdmin as isAdmin, ok, type SessionUser } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { metadataOf, type CommandApiDeps } from '../deps.ts';
import { EmailAlreadyUsed } from '../identity/errors.ts';
import { Email, Name } from '../identity/schemas.ts';
import type { FamilyCommand } from './commands.ts';
import { MemberNotFound, familyDecider } from './decider.ts';
import { familyStream } from './events.ts';

const READ_MODEL = 'families';
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const AddressBody = Type.Object({
  adrNumberWay: Type.String({ maxLength: 200 }),
  adrPostalCode: Type.String({ maxLength: 20 }),
  libelle: Type.String({ maxLength: 100 }),
  adrOutsideInfos: Type.Optional(Type.String({ maxLength: 500 })),
  adrIndoorInfos: Type.Optional(Type.String({ maxLength: 500 })),
  adrPostBox: Type.Optional(Type.String({ maxLength: 50 })),
  gpsLat: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: -90, maximum: 90 })])),
  gpsLon: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: -180, maximum: 180 })])),
});

const UserBody = Type.Object({
  usrNom: Type.Optional(Name),
  usrPrenom: Type.Optional(Type.String({ maxLength: 100 })),
  usrCivilite: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 20 })])),
  usrTel: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 30 })])),
  usrDatbirth: Type.Optional(Type.Union([Type.Null(), Type.String({ format: 'date' })])),
  usrEmail: Type.Optional(Email),
  roles: Type.Optional(Type.Array(Type.Union(ROLES.map((role) => Type.Literal(role))), { maxItems: ROLES.length })),
  actDisabled: Type.Optional(Type.Boolean()),
  usrNoteInterne: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** A family edits its own name, address and members' profiles; roles, disabling and notes are the back-office's. */
export const familyRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const run = async (request: Parameters<typeof metadataOf>[0], famId: number, commands: FamilyCommand[]) => {
    let last: bigint | undefined;
    for (const command of commands) {
      const { position } = await handleCommand(deps.store, familyStream(famId), familyDecider, command, metadataOf(request, new Date(command.data.now)));
      if (position !== undefined) last = position;
    }
    if (last !== undefined) await deps.waiter.waitFor(READ_MODEL, last);
  };
  const stamp = (user: SessionUser | null) => ({ now: (deps.now ?? (() => new Date()))().toISOString(), by: user?.id ?? null });

  app.put(
    '/Family/:id',
    {
      config: { access: 'authenticated', familyParam: 'id' },
      schema: { tags: ['Family'], params: IdParams, body: Type.Object({ libelle: Type.Optional(Name), address: Type.Optional(Type.Union([Type.Null(), AddressBody])) }) },
    },
    async (request) => {
      const famId = request.params.id;
      const commands: FamilyCommand[] = [];
      if (request.body.libelle !== undefined) commands.push({ type: 'RenameFamily', data: { famId, famName: request.body.libelle.trim(), ...stamp(request.user) } });
      if (request.body.address !== undefined) commands.push({ type: 'ChangeFamilyAddress', data: { famId, address: request.body.address, ...stamp(request.user) } });
      await run(request, famId, commands);
      return ok(await deps.readBack.family(famId));
    },
  );

  app.put('/User/:id', { config: { access: 'authenticated' }, schema: { tags: ['User'], params: IdParams, body: UserBody } }, async (request) => {
    const userId = request.params.id;
    const member = await deps.readBack.member(userId);
    if (!isAdmin(request.user) && (!member || member.famId !== request.user?.famId)) throw new NotYourFamily();
    if (!member) throw new MemberNotFound(userId);
    const body = request.body;
    const adminOnly = body.roles !== undefined || body.actDisabled !== undefined || body.usrNoteInterne !== undefined;
    if (adminOnly && !isAdmin(request.user)) throw new NotYourFamily();
    if (body.usrEmail !== undefined) {
      try {
        await deps.sessions.changeEmail(userId, body.usrEmail);
      } catch (error) {
        if (error instanceof EmailTaken) throw new EmailAlreadyUsed();
        throw error;
      }
    }
    const changes = {
      ...(body.usrNom !== undefined && { nom: body.usrNom.trim() }),
      ...(body.usrPrenom !== undefined && { prenom: body.usrPrenom.trim() }),
      ...(body.usrCivilite !== undefined && { civilite: body.usrCivilite }),
      ...(body.usrTel !== undefined && { tel: body.usrTel }),
      ...(body.usrDatbirth !== undefined && { birthDate: body.usrDatbirth }),
      ...(body.usrEmail !== undefined && { email: body.usrEmail.trim().toLowerCase() }),
      ...(body.roles !== undefined && { roles: [...new Set(body.roles)] }),
      ...(body.actDisabled !== undefined && { disabled: body.actDisabled }),
      ...(body.usrNoteInterne !== undefined && { internalNote: body.usrNoteInterne }),
    };
    await run(request, member.famId, [{ type: 'UpdateMember', data: { famId: member.famId, userId, changes, ...stamp(request.user) } }]);
    return ok(await deps.readBack.member(userId));
  });
};
