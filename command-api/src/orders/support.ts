import { AppError, foldStream, isPlatformAdmin, type Decider, type EventStore, type SessionUser } from '@plouf/infra';
import type { FastifyRequest } from 'fastify';
import type { PassInput } from '../catalogue/passes/contract.ts';
import { documentStream } from '../catalogue/documents/events.ts';
import type { CommandApiDeps } from '../deps.ts';
import { familyDecider } from '../families/decider.ts';
import { familyStream } from '../families/events.ts';
import { cardsDecider, heldOf, type FamilyCards } from './cards.ts';
import { type CartItemInput } from './contract.ts';
import { orderDecider, OrderNotFound, type OrderState } from './decider.ts';
import { cardsStream, orderStream, type Buyer } from './events.ts';
import { priceCart, type PricedCart } from './pricing.ts';
import { READ_MODELS } from '../read-models.ts';

export const ORDERS_READ_MODEL = READ_MODELS.orders;

export const tags = ['Commande'];

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

export class NoFamily extends AppError {
  constructor() {
    super('NoFamily', 'AccessForbidden', { fr: 'Seul un compte famille peut commander', en: 'Only a family account can order' });
  }
}

export class NotTestPayments extends AppError {
  constructor() {
    super('NotTestPayments', 'FileNotFound', { fr: 'Les paiements de test ne sont pas ouverts sur ce serveur', en: 'Test payments are not open on this server' });
  }
}

export class UnknownTestCard extends AppError {
  constructor() {
    const text = { fr: 'Carte de test inconnue : utilisez 4242 4242 4242 4242 (acceptée) ou 4000 0000 0000 0002 (refusée)', en: 'Unknown test card: use 4242 4242 4242 4242 (accepted) or 4000 0000 0000 0002 (declined)' };
    super('UnknownTestCard', 'InvalidModelState', text, { cardNumber: text });
  }
}

export class WrongClientSecret extends AppError {
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

export class NoWebhook extends AppError {
  constructor() {
    super('NoWebhook', 'FileNotFound', { fr: 'Aucun prestataire de paiement n’envoie de webhook à ce serveur (Stripe n’est pas configuré)', en: 'No payment provider sends webhooks to this server (Stripe is not set up)' });
  }
}

export class BadSignature extends AppError {
  constructor() {
    super('BadSignature', 'AccessForbidden', { fr: 'Signature du webhook invalide', en: 'Invalid webhook signature' });
  }
}

export { NotPayable } from './decider.ts';

/** A stream's state as the decider folds it (through this process's kept fold). */
export const fold = <C, E extends { type: string; data: unknown }, S>(store: EventStore, stream: string, decider: Decider<C, E, S>): Promise<S> => foldStream(store, stream, decider as Decider<never, E, S>);

export const readOrder = (store: EventStore, orderId: number) => fold(store, orderStream(orderId), orderDecider);
export const readCards = (store: EventStore, famId: number): Promise<FamilyCards> => fold(store, cardsStream(famId), cardsDecider);

/** The passes a cart names, read from their streams (never late): absent when removed or unknown. */
export async function passesOf(store: EventStore, items: readonly CartItemInput[]): Promise<Map<number, PassInput>> {
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

/** The pools a cart names that exist (read from their streams, never late). */
async function poolsOf(store: EventStore, items: readonly CartItemInput[]): Promise<Set<number>> {
  const ids = [...new Set(items.flatMap((item) => (item.psnId ? [item.psnId] : [])))];
  const found = await Promise.all(ids.map(async (id) => ((await store.readStream(documentStream('Pool', id))).at(-1)?.type.endsWith('Removed') === false ? id : null)));
  return new Set(found.filter((id): id is number => id !== null));
}

/** Prices a cart for a family: the catalogue's prices, its purchase limits over the cards it holds. */
export async function price(store: EventStore, famId: number, items: readonly CartItemInput[]): Promise<PricedCart> {
  const [passes, cards, pools] = await Promise.all([passesOf(store, items), readCards(store, famId), poolsOf(store, items)]);
  return priceCart(items, passes, (fftId) => heldOf(cards, fftId), pools);
}

/** The buyer and the family's name, from the family's stream. */
export async function buyerOf(store: EventStore, user: SessionUser, famId: number, language: 'fr' | 'en'): Promise<{ famName: string; buyer: Buyer }> {
  const family = await fold(store, familyStream(famId), familyDecider);
  if (family.status !== 'active') throw new NoFamily();
  const member = user.famId === famId ? family.members.get(user.id) : undefined;
  const first = member ?? [...family.members.values()].find((candidate) => candidate.email) ?? null;
  const userId = member ? user.id : null;
  const name = first ? `${first.prenom} ${first.nom}`.trim() : family.famName;
  return { famName: family.famName, buyer: { userId, email: first?.email ?? '', name, language } };
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
export async function closePayments(deps: CommandApiDeps, request: FastifyRequest, orderId: number) {
  const order = await readOrder(deps.store, orderId);
  if (order.status !== 'placed') return;
  for (const [paymentId, payment] of Object.entries(order.payments)) {
    if (payment.provider !== deps.payments.port.provider || (payment.status !== 'requested' && payment.status !== 'failed')) continue;
    await deps.payments.port.cancelIntent({ orderId, paymentId }).catch((error: unknown) => request.log.warn({ err: error, orderId, paymentId }, 'could not close a payment'));
  }
}
