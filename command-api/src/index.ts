import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { activityOrderRoutes } from './catalogue/activities/routes.ts';
import { ACTIVITIES, BLOG_POSTS, INSTRUCTORS, PAGES, PASSES, POOLS } from './catalogue/documents/kinds.ts';
import { documentRoutes } from './catalogue/documents/routes.ts';
import { mediaRoutes } from './catalogue/media/routes.ts';
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
  await app.register(activityOrderRoutes, deps);
  await app.register(documentRoutes(POOLS), deps);
  await app.register(documentRoutes(ACTIVITIES), deps);
  await app.register(documentRoutes(PASSES), deps);
  await app.register(documentRoutes(INSTRUCTORS), deps);
  await app.register(documentRoutes(PAGES), deps);
  await app.register(documentRoutes(BLOG_POSTS), deps);
  await app.register(mediaRoutes, deps);
};

export type { CommandApiDeps, ReadBack, CatalogueModel } from './deps.ts';
export { CATALOGUE_READ_MODEL } from './catalogue/documents/routes.ts';
export { runCommand, commandContext, type CommandContext, type CommandPlan } from './runner.ts';
export { contactDecider } from './contacts/decider.ts';
export { activityDecider, activityOrderDecider } from './catalogue/activities/decider.ts';
export { documentDecider } from './catalogue/documents/decider.ts';
export { mediaDecider } from './catalogue/media/decider.ts';
export { inspectImage } from './catalogue/media/inspect.ts';
export { mediaSlug, nextMediaId } from './catalogue/media/naming.ts';
export { cleanHtml } from './catalogue/html.ts';
export { slugify } from './catalogue/slug.ts';
export { slugDecider, slugStream, claimExistingSlugs } from './catalogue/slugs.ts';
export { missing } from './catalogue/references.ts';
export { familyDecider } from './families/decider.ts';
export { FAMILY_ROLES } from './identity/members.ts';
export { LOGIN_LIMITS } from './identity/routes.ts';
