import { foldStream, IdParams, replies } from '@plouf/infra';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endOfParisDay } from '@plouf/infra/days';
import { PassNotForSale } from '../catalogue/passes/errors.ts';
import { passesOf } from '../catalogue/passes/store.ts';
import type { CommandApiDeps } from '../deps.ts';
import { familyDecider } from '../families/decider.ts';
import { NoFamily } from '../families/errors.ts';
import { familyStream } from '../families/events.ts';
import { runCommand } from '../runner.ts';
import { CardCorrectInput, CardGiveInput, CardView } from './contract.ts';
import { cardsDecider, validUntil } from './decider.ts';
import { cardsStream } from './events.ts';
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
    async (request, reply) => {
      const { famId } = request.params;
      const { fftId, fftNbEntree, validUntil: lastDay, note } = request.body;
      const passes = await passesOf(deps.store, [fftId]);
      const pass = passes.get(fftId);
      if (!pass) throw new PassNotForSale(`Le forfait ${fftId} n'existe pas`, `Pass ${fftId} does not exist`);
      const family = await foldStream(deps.store, familyStream(famId), familyDecider);
      if (family.status !== 'active') throw new NoFamily();
      return runCommand(deps, request, reply, {
        readModel: CARDS_READ_MODEL,
        async act(ctx) {
          const cardId = await ctx.newId('card');
          await ctx.handle(cardsStream(famId), cardsDecider, {
            type: 'GiveCard',
            data: {
              famId,
              now: ctx.now,
              by: ctx.by,
              card: {
                cardId,
                fftId,
                libelle: pass.libelle,
                fftIsAbo: pass.fftIsAbo,
                entries: fftNbEntree ?? pass.fftNbEntree,
                validFrom: ctx.now,
                validUntil: lastDay ? endOfParisDay(lastDay) : validUntil(ctx.now, pass.fftValiditeM),
                acyIds: pass.acyIds,
                psnIds: pass.psnIds,
                note,
              },
            },
          });
          return cardId;
        },
        answer: (cardId) => deps.readBack.card(cardId),
      });
    },
  );

  /** PUT /Family/carte/{famId}: the desk corrects a card (entries, last day, taken back, note). */
  app.put(
    '/Family/carte/:famId',
    { config: { access: 'admin' }, schema: { tags: ['Family'], params: FamilyParams, body: CardCorrectInput, response: replies(CardView, { command: true }) } },
    async (request, reply) => {
      const { famId } = request.params;
      const { id: cardId, fftNbEntree, validUntil: lastDay, revoked, note } = request.body;
      return runCommand(deps, request, reply, {
        readModel: CARDS_READ_MODEL,
        async act(ctx) {
          await ctx.handle(cardsStream(famId), cardsDecider, {
            type: 'CorrectCard',
            data: { famId, cardId, now: ctx.now, by: ctx.by, ...(fftNbEntree !== undefined && { entries: fftNbEntree }), ...(lastDay !== undefined && { validUntil: endOfParisDay(lastDay) }), ...(revoked !== undefined && { revoked }), ...(note !== undefined && { note }) },
          });
          return cardId;
        },
        answer: async (id) => {
          const card = await deps.readBack.card(id);
          // A card of another family is not this family's to correct: not found.
          return card && card.famId === famId ? card : null;
        },
      });
    },
  );
};
