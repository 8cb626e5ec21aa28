import { replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../deps.ts';
import { READ_MODELS } from '../read-models.ts';
import { runCommand } from '../runner.ts';
import { IdentityInput, IdentityView } from './contract.ts';
import { SCHOOL_IDENTITY_STREAM } from './events.ts';
import { schoolIdentityDecider } from './identity.ts';

/** The books (issue 24, docs/adr/0021-dashboard-and-books.md): the school's legal identity, printed on every document from then on. */
export const booksRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  app.put('/Ecole/identite', { config: { access: 'admin' }, schema: { tags: ['Ecole'], body: IdentityInput, response: replies(IdentityView, { command: true }) } }, async (request, reply) =>
    runCommand(deps, request, reply, {
      readModel: READ_MODELS.books,
      async act(ctx) {
        await ctx.handle(SCHOOL_IDENTITY_STREAM, schoolIdentityDecider, { type: 'SaveIdentity', data: { identity: request.body, now: ctx.now, by: ctx.by } });
        return 0;
      },
      answer: () => deps.readBack.identity(),
      idOf: () => 0,
    }),
  );
};
