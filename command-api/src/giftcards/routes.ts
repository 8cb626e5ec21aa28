import { IdParams, ok, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { CommandApiDeps } from '../deps.ts';
import { runCommand } from '../runner.ts';
import { CartView, GiftCardBalanceView, GiftCardInput, GiftCardList, type GiftCardView } from '../orders/contract.ts';
import { OrderNotFound } from '../orders/errors.ts';
import { cartOf, type Paying } from '../orders/checkout/workflow.ts';
import { ORDERS_READ_MODEL, fold, ownedOrder } from '../orders/support.ts';
import { giftCardDecider } from '../orders/giftcards/decider.ts';
import { GiftCardUnknown } from '../orders/giftcards/errors.ts';
import { giftCardStream, giftCode, orderGiftCardsStream, showGiftCode, type GiftCardEvent } from '../orders/giftcards/events.ts';
import type { EventStore } from '@plouf/infra';
import { payWithGiftCard } from './workflow.ts';

const tags = ['Commande'];

/** The cards an order bought, each as its stream has it now (read from the streams: a school sells tens or hundreds). */
async function cardsOf(store: EventStore, orderId: number): Promise<GiftCardView[]> {
  const issued = (await store.readStream(orderGiftCardsStream(orderId))).find((event) => event.type === 'GiftCardsIssued');
  if (!issued) return [];
  const data = (issued.data as Extract<GiftCardEvent, { type: 'GiftCardsIssued' }>['data']);
  return Promise.all(
    data.cards.map(async ({ code, cents }) => {
      const events = (await store.readStream(giftCardStream(code))).map((event) => ({ type: event.type, data: event.data }) as GiftCardEvent);
      const state = events.reduce(giftCardDecider.evolve, giftCardDecider.initialState());
      const spends = events.flatMap((event) => (event.type === 'GiftCardSpent' ? [{ orderId: event.data.orderId, cents: event.data.cents, at: event.data.at, restored: state.spends[event.data.paymentId]?.restored ?? false }] : []));
      return { code: showGiftCode(code), cents, balance: state.opened ? state.balance : cents, voided: state.voided, orderId, famId: data.famId, issuedAt: data.at, spends };
    }),
  );
}
const NONE: Paying = { clientSecret: null, provider: null, publishableKey: null };

/** Gift cards spent on an order (issue 43, ADR 0029 decision 44); they are bought as passes marked as gift cards. */
export const giftCardRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  /**
   * GET /CarteCadeau/{code}: what a card is worth now, for the payment page before it is spent.
   * Signed in only; an unknown code and a malformed one answer the same 404.
   */
  app.get(
    '/CarteCadeau/:code',
    { config: { access: 'authenticated' }, schema: { tags, params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) }), response: replies(GiftCardBalanceView) } },
    async (request) => {
      const code = giftCode(request.params.code);
      if (!code) throw new GiftCardUnknown();
      const card = await fold(deps.store, giftCardStream(code), giftCardDecider);
      if (!card.opened) throw new GiftCardUnknown();
      return ok({ code: showGiftCode(code), cents: card.cents, balance: card.balance, voided: card.voided });
    },
  );

  /** GET /Commande/{id}/cartes-cadeaux: the codes an order bought, for its family (and the desk), with what each has left. */
  app.get('/Commande/:id/cartes-cadeaux', { config: { access: 'authenticated' }, schema: { tags, params: IdParams, response: replies(GiftCardList) } }, async (request) => {
    const order = await ownedOrder(deps.store, request, request.params.id);
    return ok({ cards: await cardsOf(deps.store, order.orderId) });
  });

  /** GET /CarteCadeau: every gift card sold, newest first (the back-office). */
  app.get('/CarteCadeau', { config: { access: 'admin' }, schema: { tags, response: replies(GiftCardList) } }, async () => {
    const orders = (await deps.store.streamsStartingWith('giftcards-order-')).map((stream) => Number(stream.slice('giftcards-order-'.length))).filter(Number.isInteger);
    const cards = (await Promise.all(orders.map((orderId) => cardsOf(deps.store, orderId)))).flat();
    return ok({ cards: cards.sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.orderId - a.orderId) });
  });

  /**
   * POST /Commande/{id}/carte-cadeau: the family pays its order (or part of it) with a gift card;
   * the answer is the cart with what the card paid, and the payment asked for the rest (none when
   * the card paid it all).
   */
  app.post(
    '/Commande/:id/carte-cadeau',
    { config: { access: 'authenticated' }, schema: { tags, params: IdParams, body: GiftCardInput, response: replies(CartView, { command: true }) } },
    async (request, reply) => {
      const order = await ownedOrder(deps.store, request, request.params.id);
      let paying: Paying = NONE;
      let code = '';
      return runCommand(deps, request, reply, {
        readModel: ORDERS_READ_MODEL,
        async act(ctx) {
          const spent = await payWithGiftCard(deps, ctx, order, request.body.code, request.log);
          paying = spent.paying ?? NONE;
          code = spent.code;
          return order.orderId;
        },
        answer: async (orderId) => {
          const view = await deps.readBack.order(orderId);
          if (!view) return view;
          // What the card spent keeps, for the family that spent it (its buyer sees it on the order that bought it).
          const card = await fold(deps.store, giftCardStream(code), giftCardDecider);
          const cart = cartOf(view, paying, []);
          return cart.gift ? { ...cart, gift: { ...cart.gift, card: { code: showGiftCode(code), balance: card.balance } } } : cart;
        },
        notFound: (orderId) => new OrderNotFound(orderId),
      });
    },
  );
};
