import { IdParams, replies } from '@plouf/infra';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../deps.ts';
import { runCommand } from '../runner.ts';
import { CardCorrectInput, CardGiveInput, CardView } from './contract.ts';
import { correctCard, giveCard } from './desk.ts';
import { CARDS_READ_MODEL } from './store.ts';

/**
 * The cards the desk gives a family (sold over the counter, a gift) or corrects.
 */
export const cardRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const FamilyParams = Type.Object({ famId: IdParams.properties.id });

  /** POST /Family/carte/{famId}: the desk gives a family a card of a pass (sold over the counter, a gift). */
  app.post(
    '/Family/carte/:famId',
    { config: { access: 'admin' }, schema: { tags: ['Family'], params: FamilyParams, body: CardGiveInput, response: replies(CardView, { command: true }) } },
    async (request, reply) =>
      runCommand(deps, request, reply, {
        readModel: CARDS_READ_MODEL,
        act: (ctx) => giveCard(deps.store, ctx, request.params.famId, request.body),
        answer: (cardId) => deps.readBack.card(cardId),
      }),
  );

  /** PUT /Family/carte/{famId}: the desk corrects a card (entries, last day, taken back, note). */
  app.put(
    '/Family/carte/:famId',
    { config: { access: 'admin' }, schema: { tags: ['Family'], params: FamilyParams, body: CardCorrectInput, response: replies(CardView, { command: true }) } },
    async (request, reply) => {
      const { famId } = request.params;
      return runCommand(deps, request, reply, {
        readModel: CARDS_READ_MODEL,
        act: (ctx) => correctCard(ctx, famId, request.body),
        answer: async (id) => {
          const card = await deps.readBack.card(id);
          // A card of another family is not this family's to correct: not found.
          return card && card.famId === famId ? card : null;
        },
      });
    },
  );
};
