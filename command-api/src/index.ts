import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contactRoutes } from './contacts/routes.ts';
import type { CommandApiDeps } from './deps.ts';
import { identityRoutes } from './identity/routes.ts';

/** The write side's HTTP face: every command route, to be registered under `/webapi`. */
export const commandApi: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  await app.register(identityRoutes, deps);
  await app.register(contactRoutes, deps);
};

export type { CommandApiDeps, ReadBack } from './deps.ts';
export { contactDecider } from './contacts/decider.ts';
export { activityDecider } from './catalogue/activities/decider.ts';
