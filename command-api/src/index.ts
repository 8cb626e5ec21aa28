import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contactRoutes } from './contacts/routes.ts';
import type { CommandApiDeps } from './deps.ts';
import { familyRoutes } from './families/routes.ts';
import { passwordRoutes } from './identity/password-routes.ts';
import { sessionRoutes } from './identity/routes.ts';
import { signupRoutes } from './identity/signup-routes.ts';

/** The write side's HTTP face: every command route, to be registered under `/webapi`. */
export const commandApi: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  await app.register(sessionRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(signupRoutes, deps);
  await app.register(familyRoutes, deps);
  await app.register(contactRoutes, deps);
};

export type { CommandApiDeps, ReadBack } from './deps.ts';
export { contactDecider } from './contacts/decider.ts';
export { activityDecider } from './catalogue/activities/decider.ts';
export { familyDecider } from './families/decider.ts';
export { FAMILY_ROLES } from './identity/members.ts';
