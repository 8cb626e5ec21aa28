import { foldStream, isPlatformAdmin, type Decider, type EventStore, type SessionUser } from '@plouf/infra';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { heldOf } from '../cards/decider.ts';
import { readCards } from '../cards/store.ts';
import { documentStream } from '../catalogue/documents/events.ts';
import { passesOf } from '../catalogue/passes/store.ts';
import type { CommandApiDeps } from '../deps.ts';
import { familyDecider } from '../families/decider.ts';
import { ErasurePending, NoFamily } from '../families/errors.ts';
import { assertMayCommit, erasureAskedMeanwhile } from '../families/commitments.ts';
import type { CommandContext } from '../runner.ts';
import { familyStream } from '../families/events.ts';
import { type CartItemInput } from './contract.ts';
import type { Address } from '../shared/contract.ts';
import { orderDecider, type OrderState } from './decider.ts';
import { OrderNotFound } from './errors.ts';
import { orderStream, type Buyer } from './events.ts';
import { priceCart, type PricedCart } from './pricing.ts';
import { READ_MODELS } from '../read-models.ts';
import { payerDecider, payerStream } from './payments/payer.ts';

export const ORDERS_READ_MODEL = READ_MODELS.orders;

export const tags = ['Commande'];

/** Where a workflow tells what went wrong on the side (the request's logger). */
export type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** A stream's state as the decider folds it (through this process's kept fold). */
export const fold = <C, E extends { type: string; data: unknown }, S>(store: EventStore, stream: string, decider: Decider<C, E, S>): Promise<S> => foldStream(store, stream, decider as Decider<never, E, S>);

export const readOrder = (store: EventStore, orderId: number) => fold(store, orderStream(orderId), orderDecider);

/** The pools a cart names that exist (read from their streams, never late). */
async function poolsOf(store: EventStore, items: readonly CartItemInput[]): Promise<Set<number>> {
  const ids = [...new Set(items.flatMap((item) => (item.psnId ? [item.psnId] : [])))];
  const found = await Promise.all(ids.map(async (id) => ((await store.readStream(documentStream('Pool', id))).at(-1)?.type.endsWith('Removed') === false ? id : null)));
  return new Set(found.filter((id): id is number => id !== null));
}

/** Prices a cart for a family: the catalogue's prices, its purchase limits over the cards it holds. */
export async function price(store: EventStore, famId: number, items: readonly CartItemInput[]): Promise<PricedCart> {
  const [passes, cards, pools] = await Promise.all([passesOf(store, items.map((item) => item.item.id)), readCards(store, famId), poolsOf(store, items)]);
  return priceCart(items, passes, (fftId) => heldOf(cards, fftId), pools);
}

/** The buyer and the family's name, from the family's stream. */
export async function buyerOf(store: EventStore, user: SessionUser, famId: number, language: 'fr' | 'en'): Promise<{ famName: string; buyer: Buyer }> {
  const family = await fold(store, familyStream(famId), familyDecider);
  // A new order is a commitment: refused to a family that asked for its erasure (ADR 0022).
  assertMayCommit(family);
  const member = user.famId === famId ? family.members.get(user.id) : undefined;
  const first = member ?? [...family.members.values()].find((candidate) => candidate.email) ?? null;
  const userId = member ? user.id : null;
  const name = first ? `${first.prenom} ${first.nom}`.trim() : family.famName;
  return { famName: family.famName, buyer: { userId, email: first?.email ?? '', name, language } };
}

/** The family's address as its stream has it now (null when it gave none): an order placed without one is billed to it when paid. */
export async function familyAddress(store: EventStore, famId: number): Promise<Address | null> {
  const family = await fold(store, familyStream(famId), familyDecider);
  return family.status === 'active' ? family.address : null;
}

export const familyOf = (user: SessionUser | null): number => {
  if (!user?.famId) throw new NoFamily();
  return user.famId;
};

/** The order's family, or the administrator, may act on it; anyone else learns nothing. */
export async function ownedOrder(store: EventStore, request: FastifyRequest, orderId: number): Promise<Extract<OrderState, { status: 'placed' }>> {
  const order = await readOrder(store, orderId);
  if (order.status !== 'placed') throw new OrderNotFound(orderId);
  if (!isPlatformAdmin(request.user) && order.famId !== request.user?.famId) throw new OrderNotFound(orderId);
  return order;
}


/**
 * Closes the payments of a cancelled order that were asked and not made, so that a card confirmed
 * later (another tab) takes no money. Best effort: if the provider cannot be reached, or the
 * payment succeeded meanwhile, its news still comes through the webhook, and a cancelled order that
 * took money can be refunded.
 */
export async function closePayments(deps: Pick<CommandApiDeps, 'store' | 'payments'>, log: Log, orderId: number) {
  const order = await readOrder(deps.store, orderId);
  if (order.status !== 'placed') return;
  for (const [paymentId, payment] of Object.entries(order.payments)) {
    if (payment.provider !== deps.payments.port.provider || (payment.status !== 'requested' && payment.status !== 'failed')) continue;
    await deps.payments.port.cancelIntent({ orderId, paymentId }).catch((error: unknown) => log.warn({ err: error, orderId, paymentId }, 'could not close a payment'));
  }
}

/**
 * Once a new order is stored: when the family asked for its erasure meanwhile (it had not when it was
 * read), the order is cancelled at once, before any payment is asked, and the request refused (ADR 0022).
 */
export async function voidOrderIfErasureAsked(store: EventStore, ctx: CommandContext, famId: number, orderId: number) {
  if (!(await erasureAskedMeanwhile(store, famId))) return;
  const cancel = { orderId, move: 'CANCEL' as const, reason: 'Demande d’effacement en cours', quiet: true, now: ctx.now, by: ctx.by };
  await ctx.handle(orderStream(orderId), orderDecider, { type: 'MoveOrder', data: cancel });
  throw new ErasurePending();
}

/**
 * The family's customer at the payment provider, which its cards kept and mandates are kept on (one
 * per family, ADR 0029 decision 18): read from the family's payer stream, opened there the first
 * time. Null for a provider without customers (offline). Two requests opening it at once are told
 * the same customer by the provider's idempotency key, and the stream keeps the first.
 */
export async function payerCustomer(deps: Pick<CommandApiDeps, 'store' | 'payments'>, ctx: CommandContext, famId: number): Promise<string | null> {
  const port = deps.payments.port;
  if (port.provider !== 'stripe') return null;
  const known = (await foldStream(deps.store, payerStream(famId), payerDecider)).customer;
  if (known) return known;
  const customer = await port.openCustomer(famId);
  if (!customer) return null;
  await ctx.handle(payerStream(famId), payerDecider, { type: 'OpenCustomer', data: { famId, provider: 'stripe', customer, now: ctx.now } });
  return (await foldStream(deps.store, payerStream(famId), payerDecider)).customer ?? customer;
}
