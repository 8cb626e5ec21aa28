import { AppError, IdParams, isPlatformAdmin, ok, replies, type EventStore, type SessionUser } from '@plouf/infra';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { PassInput } from '../catalogue/passes/contract.ts';
import { documentStream } from '../catalogue/documents/events.ts';
import type { CommandApiDeps } from '../deps.ts';
import { familyDecider } from '../families/decider.ts';
import { familyStream } from '../families/events.ts';
import type { CommandContext } from '../runner.ts';
import { commandContext, runCommand } from '../runner.ts';
import { cardsDecider, heldOf, validUntil, type FamilyCards } from './cards.ts';
import { checkoutDecider, checkoutStream, ConcurrentCheckout } from './checkout.ts';
import {
  CardCorrectInput,
  CardGiveInput,
  CardView,
  CartView,
  CheckoutInput,
  DeskOrderInput,
  OrderMoveInput,
  OrderView,
  PaymentConfigView,
  TestPaymentInput,
  type CartItemInput,
  type CartView as Cart,
  type OrderView as Order,
  type PriceChange,
} from './contract.ts';
import { orderDecider, OrderNotFound, refundable, type OrderState } from './decider.ts';
import { cardsStream, orderStream, type Buyer } from './events.ts';
import { cartKey, priceCart, PassNotForSale, type PricedCart } from './pricing.ts';
import { isUnpaid, ORDER_STATUS } from './status.ts';

export const ORDERS_READ_MODEL = 'orders';

const tags = ['Commande'];

/** Spec §8: the payment intent could not be made (the provider failed or refused). */
export class PaymentIntentFailed extends AppError {
  constructor(detail?: string) {
    const fr = "Erreur lors de la génération de l'intention de paiement";
    super('PaymentIntentFailed', 'InternalException', { fr: detail ? `${fr} : ${detail}` : fr, en: `The payment could not be prepared${detail ? `: ${detail}` : ''}` }, undefined, 502);
  }
}

/** Spec §8: the free order could not be validated. */
export class OrderValidationFailed extends AppError {
  constructor(detailFr: string, detailEn: string) {
    super('OrderValidationFailed', 'InvalidModelState', { fr: `Erreur lors de la validation de la commande : ${detailFr}`, en: `The order could not be validated: ${detailEn}` });
  }
}

class NoFamily extends AppError {
  constructor() {
    super('NoFamily', 'AccessForbidden', { fr: 'Seul un compte famille peut commander', en: 'Only a family account can order' });
  }
}

class NotTestPayments extends AppError {
  constructor() {
    super('NotTestPayments', 'FileNotFound', { fr: 'Les paiements de test ne sont pas ouverts sur ce serveur', en: 'Test payments are not open on this server' });
  }
}

class UnknownTestCard extends AppError {
  constructor() {
    const text = { fr: 'Carte de test inconnue : utilisez 4242 4242 4242 4242 (acceptée) ou 4000 0000 0000 0002 (refusée)', en: 'Unknown test card: use 4242 4242 4242 4242 (accepted) or 4000 0000 0000 0002 (declined)' };
    super('UnknownTestCard', 'InvalidModelState', text, { cardNumber: text });
  }
}

class WrongClientSecret extends AppError {
  constructor() {
    super('WrongClientSecret', 'AccessForbidden', { fr: 'Ce paiement ne correspond pas à cette commande', en: 'This payment does not belong to this order' });
  }
}

/** The provider did not give the money back: nothing is recorded, the refund can be asked again. */
export class RefundFailed extends AppError {
  constructor() {
    super('RefundFailed', 'InternalException', { fr: 'Erreur lors du remboursement : rien n’a été enregistré, réessayez', en: 'The refund failed: nothing was recorded, try again' }, undefined, 502);
  }
}

class BadSignature extends AppError {
  constructor() {
    super('BadSignature', 'AccessForbidden', { fr: 'Signature du webhook invalide', en: 'Invalid webhook signature' });
  }
}

class NotPayable extends AppError {
  constructor() {
    super('NotPayable', 'InvalidModelState', { fr: "Cette commande n'est plus à payer", en: 'This order is no longer to be paid' });
  }
}

async function fold<C, E extends { type: string; data: unknown }, S>(store: EventStore, stream: string, decider: { initialState(): S; evolve(state: S, event: E): S; decide(command: C, state: S): E[] }): Promise<S> {
  const events = await store.readStream(stream);
  return events.reduce((state, event) => decider.evolve(state, { type: event.type, data: event.data } as E), decider.initialState());
}

export const readOrder = (store: EventStore, orderId: number) => fold(store, orderStream(orderId), orderDecider);
export const readCards = (store: EventStore, famId: number): Promise<FamilyCards> => fold(store, cardsStream(famId), cardsDecider);

/** The passes a cart names, read from their streams (never late): absent when removed or unknown. */
async function passesOf(store: EventStore, items: readonly CartItemInput[]): Promise<Map<number, PassInput>> {
  const ids = [...new Set(items.map((item) => item.item.id))];
  const passes = new Map<number, PassInput>();
  await Promise.all(
    ids.map(async (id) => {
      const events = await store.readStream(documentStream('Pass', id));
      const last = events[events.length - 1];
      if (last && !last.type.endsWith('Removed')) passes.set(id, (last.data as { fields: PassInput }).fields);
    }),
  );
  return passes;
}

/** Prices a cart for a family: the catalogue's prices, its purchase limits over the cards it holds. */
async function price(store: EventStore, famId: number, items: readonly CartItemInput[]): Promise<PricedCart> {
  const [passes, cards] = await Promise.all([passesOf(store, items), readCards(store, famId)]);
  return priceCart(items, passes, (fftId) => heldOf(cards, fftId));
}

/** The buyer and the family's name, from the family's stream. */
async function buyerOf(store: EventStore, user: SessionUser, famId: number, language: 'fr' | 'en'): Promise<{ famName: string; buyer: Buyer }> {
  const family = await fold(store, familyStream(famId), familyDecider);
  if (family.status !== 'active') throw new NoFamily();
  const member = user.famId === famId ? family.members.get(user.id) : undefined;
  const first = member ?? [...family.members.values()].find((candidate) => candidate.email) ?? null;
  const userId = member ? user.id : null;
  const name = first ? `${first.prenom} ${first.nom}`.trim() : family.famName;
  return { famName: family.famName, buyer: { userId, email: first?.email ?? '', name, language } };
}

const familyOf = (user: SessionUser | null): number => {
  if (!user?.famId) throw new NoFamily();
  return user.famId;
};

/** The order's family, or the administrator, may act on it; anyone else learns nothing. */
async function ownedOrder(store: EventStore, request: FastifyRequest, orderId: number): Promise<Extract<OrderState, { status: 'placed' }>> {
  const order = await readOrder(store, orderId);
  if (order.status !== 'placed') throw new OrderNotFound(orderId);
  if (!isPlatformAdmin(request.user) && order.famId !== request.user?.famId) throw new OrderNotFound(orderId);
  return order;
}

/**
 * Places the order for a priced cart, or finds the one this family already opened for the same
 * cart and has not paid: a family has one open order at a time (its checkout stream says which),
 * so a double click, a reload or twenty checkouts at once give one order. A checkout of another
 * cart replaces the open order, which is cancelled.
 */
async function openOrder(
  deps: CommandApiDeps,
  ctx: CommandContext,
  famId: number,
  priced: PricedCart,
  place: (orderId: number) => Parameters<typeof orderDecider.decide>[0],
  replaced: (orderId: number) => Promise<void>,
): Promise<number> {
  const key = cartKey(priced.lines);
  for (let attempt = 0; ; attempt++) {
    const checkout = await fold(deps.store, checkoutStream(famId), checkoutDecider);
    const current = checkout.current;
    if (current && current.cartKey === key) {
      const order = await readOrder(deps.store, current.orderId);
      if (order.status === 'none' || isUnpaid(order.cmdStatus)) {
        // Placed by whoever opened it; if that request died before placing it, placed here.
        if (order.status === 'none') await placeOnce(ctx, current.orderId, place);
        return current.orderId;
      }
    }
    const orderId = await ctx.newId('order');
    try {
      await ctx.handle(checkoutStream(famId), checkoutDecider, { type: 'OpenCheckout', data: { famId, orderId, cartKey: key, expected: current?.orderId ?? null, now: ctx.now } });
    } catch (error) {
      if (error instanceof ConcurrentCheckout && attempt < 10) continue;
      throw error;
    }
    await placeOnce(ctx, orderId, place);
    if (current) {
      const previous = await readOrder(deps.store, current.orderId);
      if (previous.status === 'placed' && isUnpaid(previous.cmdStatus)) {
        await ctx.handle(orderStream(current.orderId), orderDecider, { type: 'MoveOrder', data: { orderId: current.orderId, move: 'CANCEL', reason: `Remplacée par la commande ${orderId}`, quiet: true, now: ctx.now, by: ctx.by } });
        await replaced(current.orderId);
      }
    }
    return orderId;
  }
}

async function placeOnce(ctx: CommandContext, orderId: number, place: (orderId: number) => Parameters<typeof orderDecider.decide>[0]) {
  try {
    await ctx.handle(orderStream(orderId), orderDecider, place(orderId));
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'OrderAlreadyPlaced')) throw error;
  }
}

/** The order as the cart the front end shows (spec §7: checkout answers the cart with its client secret). */
function cartOf(order: Order, payment: { clientSecret: string | null; provider: 'stripe' | 'offline' | null; publishableKey: string | null }, changes: PriceChange[]): Cart {
  return {
    orderId: order.id,
    cmdStatus: order.cmdStatus,
    items: order.rows.map((row) => ({ item: { id: row.id, libelle: row.libelle, fftTarif: row.fftTarif, tva: row.tva }, qty: row.qty, psnId: row.psnId })),
    total: order.cmdTotal,
    vat: order.vat,
    address: order.address,
    clientSecret: payment.clientSecret,
    provider: payment.provider,
    publishableKey: payment.publishableKey,
    changes,
  };
}

/**
 * Closes the payments of a cancelled order that were asked and not made, so that a card confirmed
 * later (another tab) takes no money. Best effort: if the provider cannot be reached, or the
 * payment succeeded meanwhile, its news still comes through the webhook, and a cancelled order that
 * took money can be refunded.
 */
async function closePayments(deps: CommandApiDeps, request: FastifyRequest, orderId: number) {
  const order = await readOrder(deps.store, orderId);
  if (order.status !== 'placed') return;
  for (const [paymentId, payment] of Object.entries(order.payments)) {
    if (payment.provider !== deps.payments.port.provider || (payment.status !== 'requested' && payment.status !== 'failed')) continue;
    await deps.payments.port.cancelIntent({ orderId, paymentId }).catch((error: unknown) => request.log.warn({ err: error, orderId, paymentId }, 'could not close a payment'));
  }
}

/**
 * The order routes: checkout (card or free), the offline test card, Stripe's webhook, the
 * back-office's status moves, desk orders and payments, refunds, and the cards the desk gives.
 */
export const orderRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const payments = deps.payments;

  app.get('/Commande/payment-config', { config: { access: 'public' }, schema: { tags, response: replies(PaymentConfigView) } }, async () =>
    ok({ provider: payments.port.provider, publishableKey: payments.port.publishableKey }),
  );

  app.post(
    '/Commande/checkout',
    { config: { access: 'authenticated' }, schema: { tags, body: CheckoutInput, response: replies(CartView, { command: true }) } },
    async (request, reply) => {
      const famId = familyOf(request.user);
      const priced = await price(deps.store, famId, request.body.items);
      if (priced.total === 0) throw new PassNotForSale('Cette commande est gratuite : validez-la sans paiement', 'This order is free: validate it without payment');
      const { famName, buyer } = await buyerOf(deps.store, request.user!, famId, request.language);
      let intent: { paymentId: string; clientSecret: string } | undefined;
      return runCommand(deps, request, reply, {
        readModel: ORDERS_READ_MODEL,
        async act(ctx) {
          const orderId = await openOrder(deps, ctx, famId, priced, (id) => ({
            type: 'PlaceOrder',
            data: { orderId: id, famId, famName, buyer, lines: priced.lines, total: priced.total, vat: priced.vat, address: request.body.address, physical: false, channel: 'online', now: ctx.now, by: ctx.by },
          }), (replaced) => closePayments(deps, request, replaced));
          const order = await readOrder(deps.store, orderId);
          if (order.status !== 'placed' || !isUnpaid(order.cmdStatus)) throw new NotPayable();
          const existing = Object.entries(order.payments).find(([, payment]) => payment.provider === payments.port.provider)?.[0] ?? null;
          try {
            intent = await payments.port.createIntent({ orderId, famId, amount: order.total, description: `Plouf, commande ${orderId}`, existing });
          } catch (error) {
            request.log.error({ err: error, orderId }, 'payment intent failed');
            throw new PaymentIntentFailed();
          }
          await ctx.handle(orderStream(orderId), orderDecider, { type: 'RequestPayment', data: { orderId, paymentId: intent.paymentId, provider: payments.port.provider, amount: order.total, now: ctx.now, by: ctx.by } });
          return orderId;
        },
        async answer(orderId) {
          const order = await deps.readBack.order(orderId);
          return order && cartOf(order, { clientSecret: intent?.clientSecret ?? null, provider: payments.port.provider, publishableKey: payments.port.publishableKey }, priced.changes);
        },
        notFound: (orderId) => new OrderNotFound(orderId),
      });
    },
  );

  app.post(
    '/Commande/checkoutfree',
    { config: { access: 'authenticated' }, schema: { tags, body: CheckoutInput, response: replies(CartView, { command: true }) } },
    async (request, reply) => {
      const famId = familyOf(request.user);
      let priced: PricedCart;
      try {
        priced = await price(deps.store, famId, request.body.items);
      } catch (error) {
        if (error instanceof PassNotForSale) throw new OrderValidationFailed(error.messages.fr, error.messages.en);
        throw error;
      }
      if (priced.total !== 0) throw new OrderValidationFailed("la commande n'est pas gratuite", 'the order is not free');
      const { famName, buyer } = await buyerOf(deps.store, request.user!, famId, request.language);
      return runCommand(deps, request, reply, {
        readModel: ORDERS_READ_MODEL,
        async act(ctx) {
          const orderId = await openOrder(deps, ctx, famId, priced, (id) => ({
            type: 'PlaceOrder',
            data: { orderId: id, famId, famName, buyer, lines: priced.lines, total: 0, vat: priced.vat, address: request.body.address, physical: false, channel: 'online', now: ctx.now, by: ctx.by },
          }), (replaced) => closePayments(deps, request, replaced));
          await ctx.handle(orderStream(orderId), orderDecider, { type: 'ValidateFree', data: { orderId, now: ctx.now, by: ctx.by } });
          return orderId;
        },
        async answer(orderId) {
          const order = await deps.readBack.order(orderId);
          return order && cartOf(order, { clientSecret: null, provider: null, publishableKey: null }, priced.changes);
        },
        notFound: (orderId) => new OrderNotFound(orderId),
      });
    },
  );

  /** The offline adapter's test card form: the server decides, and records what Stripe's webhook would. */
  app.post(
    '/Commande/:id/test-payment',
    { config: { access: 'authenticated' }, schema: { tags, params: IdParams, body: TestPaymentInput, response: replies(OrderView, { command: true }) } },
    async (request, reply) => {
      const offline = payments.offline;
      if (!offline) throw new NotTestPayments();
      const order = await ownedOrder(deps.store, request, request.params.id);
      const paymentId = Object.entries(order.payments).find(([, payment]) => payment.provider === 'offline')?.[0];
      if (!paymentId || !offline.secretMatches(paymentId, request.body.clientSecret)) throw new WrongClientSecret();
      const outcome = offline.confirm({ orderId: order.orderId, paymentId, amount: order.total, cardNumber: request.body.cardNumber, requestId: request.id });
      if (!outcome) throw new UnknownTestCard();
      // Paid already (a second click): the order as it is. Cancelled or refunded: nothing to pay.
      if (order.cmdStatus === ORDER_STATUS.paye) {
        const view = await deps.readBack.order(order.orderId);
        if (view) return ok(view);
      } else if (!isUnpaid(order.cmdStatus)) throw new NotPayable();
      return runCommand(deps, request, reply, {
        readModel: ORDERS_READ_MODEL,
        async act(ctx) {
          await ctx.handle(orderStream(order.orderId), orderDecider, { type: 'SettlePayment', data: { ...outcome, provider: 'offline', now: ctx.now, by: ctx.by } });
          return order.orderId;
        },
        answer: (orderId) => deps.readBack.order(orderId),
        notFound: (orderId) => new OrderNotFound(orderId),
      });
    },
  );

  /**
   * Stripe's webhook: the signature is verified with the SDK on the raw body; a payment that
   * succeeded or failed becomes its events. Delivered ten times, it is recorded once.
   */
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.post(
      '/Commande/webhook',
      { config: { access: 'public', idempotent: false, rawBody: true }, schema: { tags, response: replies(Type.Object({ received: Type.Boolean(), ignored: Type.Optional(Type.String()) })) } },
      async (request) => {
        const webhook = payments.stripeWebhook;
        if (!webhook) throw new NotTestPayments();
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw new BadSignature();
        const signature = request.headers['stripe-signature'];
        let news;
        try {
          news = webhook(raw, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          request.log.warn({ err: error }, 'webhook refused');
          throw new BadSignature();
        }
        if ('ignored' in news) return ok({ received: true, ignored: news.ignored });
        const order = await readOrder(deps.store, news.orderId);
        if (order.status !== 'placed') return ok({ received: true, ignored: `order ${news.orderId} unknown` });
        const outcome = news;
        const ctx = commandContext(deps, request);
        await ctx.handle(orderStream(outcome.orderId), orderDecider, {
          type: 'SettlePayment',
          data: { orderId: outcome.orderId, paymentId: outcome.paymentId, provider: 'stripe', outcome: outcome.outcome, amount: outcome.amount, reference: outcome.reference, reason: outcome.reason, now: ctx.now, by: null },
        });
        return ok({ received: true });
      },
    );
  });

  /** The back-office's status moves: only those the machine allows from where the order stands. */
  app.put(
    '/Commande/:id',
    { config: { access: 'admin' }, schema: { tags, params: IdParams, body: OrderMoveInput, response: replies(OrderView, { command: true }) } },
    async (request, reply) => {
      const orderId = request.params.id;
      const { move, reason, method, reference } = request.body;
      const order = await readOrder(deps.store, orderId);
      if (order.status !== 'placed') throw new OrderNotFound(orderId);
      return runCommand(deps, request, reply, {
        readModel: ORDERS_READ_MODEL,
        async act(ctx) {
          const stream = orderStream(orderId);
          if (move === 'RECORD_PAYMENT') {
            await ctx.handle(stream, orderDecider, { type: 'RecordDeskPayment', data: { orderId, paymentId: `desk_${orderId}_${ctx.now}`, method: method ?? 1, reference: reference?.trim() || null, reason, now: ctx.now, by: ctx.by } });
          } else if (move === 'REFUND') {
            await refund(ctx, orderId, reason);
          } else {
            await ctx.handle(stream, orderDecider, { type: 'MoveOrder', data: { orderId, move, reason, now: ctx.now, by: ctx.by } });
            if (move === 'CANCEL') await closePayments(deps, request, orderId);
          }
          return orderId;
        },
        answer: (id) => deps.readBack.order(id),
        notFound: (id) => new OrderNotFound(id),
      });
    },
  );

  /** Gives back what each payment took, through the adapter that took it, then records the refund. */
  async function refund(ctx: CommandContext, orderId: number, reason: string) {
    const order = await readOrder(deps.store, orderId);
    if (order.status !== 'placed') throw new OrderNotFound(orderId);
    // The machine is asked first, so nothing is refunded for a move it refuses.
    orderDecider.decide({ type: 'RefundOrder', data: { orderId, refunds: [], reason, now: ctx.now, by: ctx.by } }, order);
    const refunds = [];
    for (const payment of refundable(order)) {
      let refundId: string | null = null;
      if (payment.provider === 'stripe' || payment.provider === 'offline') {
        if (payment.provider !== payments.port.provider) throw new RefundFailed();
        try {
          refundId = (await payments.port.refund({ orderId, paymentId: payment.paymentId, amount: payment.amount })).refundId;
        } catch {
          throw new RefundFailed();
        }
      }
      refunds.push({ ...payment, refundId });
    }
    await ctx.handle(orderStream(orderId), orderDecider, { type: 'RefundOrder', data: { orderId, refunds, reason, now: ctx.now, by: ctx.by } });
  }

  /** DELETE /Commande/{id}: cancels an order that is not paid (the family its own; the back-office any). */
  app.delete('/Commande/:id', { config: { access: 'authenticated' }, schema: { tags, params: IdParams, response: replies(OrderView, { command: true }) } }, async (request, reply) => {
    const order = await ownedOrder(deps.store, request, request.params.id);
    return runCommand(deps, request, reply, {
      readModel: ORDERS_READ_MODEL,
      async act(ctx) {
        const reason = isPlatformAdmin(request.user) ? 'Annulée par le secrétariat' : 'Annulée par la famille';
        await ctx.handle(orderStream(order.orderId), orderDecider, { type: 'MoveOrder', data: { orderId: order.orderId, move: 'CANCEL', reason, now: ctx.now, by: ctx.by } });
        await closePayments(deps, request, order.orderId);
        return order.orderId;
      },
      answer: (id) => deps.readBack.order(id),
      notFound: (id) => new OrderNotFound(id),
    });
  });

  /** POST /Commande: the desk places an order for a family, to be paid at the desk (cheque, transfer). */
  app.post('/Commande', { config: { access: 'admin' }, schema: { tags, body: DeskOrderInput, response: replies(OrderView, { command: true }) } }, async (request, reply) => {
    const { famId, items } = request.body;
    const priced = await price(deps.store, famId, items);
    const { famName, buyer } = await buyerOf(deps.store, request.user!, famId, 'fr');
    const family = await fold(deps.store, familyStream(famId), familyDecider);
    const address = request.body.address ?? (family.status === 'active' ? family.address : null);
    return runCommand(deps, request, reply, {
      readModel: ORDERS_READ_MODEL,
      async act(ctx) {
        const orderId = await ctx.newId('order');
        await ctx.handle(orderStream(orderId), orderDecider, {
          type: 'PlaceOrder',
          data: { orderId, famId, famName, buyer, lines: priced.lines, total: priced.total, vat: priced.vat, address, physical: false, channel: 'desk', now: ctx.now, by: ctx.by },
        });
        if (priced.total === 0) await ctx.handle(orderStream(orderId), orderDecider, { type: 'ValidateFree', data: { orderId, now: ctx.now, by: ctx.by } });
        return orderId;
      },
      answer: (id) => deps.readBack.order(id),
      notFound: (id) => new OrderNotFound(id),
    });
  });

  const FamilyParams = Type.Object({ famId: IdParams.properties.id });

  /** POST /Family/carte/{famId}: the desk gives a family a card of a pass (sold over the counter, a gift). */
  app.post(
    '/Family/carte/:famId',
    { config: { access: 'admin' }, schema: { tags: ['Family'], params: FamilyParams, body: CardGiveInput, response: replies(CardView, { command: true }) } },
    async (request, reply) => {
      const { famId } = request.params;
      const { fftId, fftNbEntree, validUntil: lastDay, note } = request.body;
      const passes = await passesOf(deps.store, [{ item: { id: fftId }, qty: 1 }]);
      const pass = passes.get(fftId);
      if (!pass) throw new PassNotForSale(`Le forfait ${fftId} n'existe pas`, `Pass ${fftId} does not exist`);
      const family = await fold(deps.store, familyStream(famId), familyDecider);
      if (family.status !== 'active') throw new NoFamily();
      return runCommand(deps, request, reply, {
        readModel: ORDERS_READ_MODEL,
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
                validUntil: lastDay ? `${lastDay}T23:59:59.000Z` : validUntil(ctx.now, pass.fftValiditeM),
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
        readModel: ORDERS_READ_MODEL,
        async act(ctx) {
          await ctx.handle(cardsStream(famId), cardsDecider, {
            type: 'CorrectCard',
            data: { famId, cardId, now: ctx.now, by: ctx.by, ...(fftNbEntree !== undefined && { entries: fftNbEntree }), ...(lastDay !== undefined && { validUntil: `${lastDay}T23:59:59.000Z` }), ...(revoked !== undefined && { revoked }), ...(note !== undefined && { note }) },
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
