import { AppError, NotYourFamily, createRateLimiter, handleCommand, isPlatformAdmin as isAdmin, ok } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { metadataOf, type CommandApiDeps } from '../deps.ts';
import { familyDecider } from '../families/decider.ts';
import { familyStream } from '../families/events.ts';
import { NotLoggedIn, TooManyAttempts } from './errors.ts';
import { FAMILY_ROLES, registerMember } from './members.ts';
import { Email, Name } from './schemas.ts';

const READ_MODEL = 'families';

/**
 * The spec's account payload. A sign-up: an email, a name, no family id. A new member: the same with
 * `famId` (or PUT /User/membre/{famId}). A family alone (back-office): no email. The passwords it
 * may carry are ignored: every new member chooses theirs from a mailed link.
 */
const AccountBody = Type.Object({
  userEmail: Type.Optional(Type.Union([Email, Type.Literal('')])),
  userNom: Name,
  userPrenom: Type.Optional(Type.String({ maxLength: 100 })),
  userPass: Type.Optional(Type.String({ maxLength: 200 })),
  userNewPass: Type.Optional(Type.String({ maxLength: 200 })),
  userType: Type.Optional(Type.String({ maxLength: 50 })),
  famId: Type.Optional(Type.Integer({ minimum: 1 })),
  mtpId: Type.Optional(Type.Integer()),
});

class EmailRequired extends AppError {
  constructor() {
    const text = { fr: 'Ce champs est requis', en: 'This field is required' };
    super('EmailRequired', 'InvalidModelState', text, { userEmail: text });
  }
}

export const signupRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const perAddress = createRateLimiter({ max: 10, windowMs: 60 * 60_000 });
  const perEmail = createRateLimiter({ max: 3, windowMs: 60 * 60_000 });
  const now = () => (deps.now ?? (() => new Date()))();

  const addMember = async (request: Parameters<typeof registerMember>[1], famId: number, body: { userEmail?: string; userNom: string; userPrenom?: string }) => {
    if (!request.user) throw new NotLoggedIn();
    if (!isAdmin(request.user) && request.user.famId !== famId) throw new NotYourFamily();
    if (!body.userEmail) throw new EmailRequired();
    const profile = { email: body.userEmail.trim().toLowerCase(), nom: body.userNom.trim(), prenom: (body.userPrenom ?? '').trim(), civilite: null, tel: null, birthDate: null };
    const { userId, position } = await registerMember(deps, request, { famId, profile, roles: FAMILY_ROLES, language: request.language });
    if (position !== undefined) await deps.waiter.waitFor(READ_MODEL, position);
    return ok(await deps.readBack.member(userId));
  };

  app.post('/Authenticate/create-account', { config: { access: 'public' }, schema: { tags: ['Authenticate'], body: AccountBody } }, async (request) => {
    const body = request.body;
    if (body.famId !== undefined) return addMember(request, body.famId, body);
    if (!body.userEmail) {
      // A family with no member yet: the back-office's, never a visitor's.
      if (!isAdmin(request.user)) throw new EmailRequired();
      const famId = await deps.ids.next('family');
      const at = now();
      const { position } = await handleCommand(
        deps.store,
        familyStream(famId),
        familyDecider,
        { type: 'CreateFamily', data: { famId, famName: body.userNom.trim(), now: at.toISOString(), by: request.user?.id ?? null } },
        metadataOf(request, at),
      );
      if (position !== undefined) await deps.waiter.waitFor(READ_MODEL, position);
      return ok({ famId, userId: null });
    }
    const email = body.userEmail.trim().toLowerCase();
    if (!perAddress.take(request.ip) || !perEmail.take(email)) throw new TooManyAttempts();
    const profile = { email, nom: body.userNom.trim(), prenom: (body.userPrenom ?? '').trim(), civilite: null, tel: null, birthDate: null };
    const { famId, userId, position } = await registerMember(deps, request, { famName: profile.nom, profile, roles: FAMILY_ROLES, language: request.language });
    if (position !== undefined) await deps.waiter.waitFor(READ_MODEL, position);
    return ok({ famId, userId });
  });

  app.put(
    '/User/membre/:id',
    {
      config: { access: 'authenticated', familyParam: 'id' },
      schema: { tags: ['User'], params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), body: Type.Omit(AccountBody, ['famId']) },
    },
    async (request) => addMember(request, request.params.id, request.body),
  );
};
