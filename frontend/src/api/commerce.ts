/**
 * The family's side of commerce: checkout (card or free), the offline adapter's test card, its own
 * orders and cards. The server answers a family its own orders only, whatever it asks.
 */
import type { CardView, CartView, CheckoutInput, GiftCardBalanceView, GiftCardList, MandateInput, OrderPage, OrderView, TestPaymentInput, WaitingOrderInput, WaitingOrderView } from '@plouf/command-api/contracts';
import { apiGet, apiSend } from './client.ts';

export type { CardView, CartView, CheckoutInput, GiftCardBalanceView, GiftCardList, OrderPage, OrderView, TestPaymentInput };
export type { GiftCardView } from '@plouf/command-api/contracts';
export type { OrderSummary, PriceChange } from '@plouf/command-api/contracts';

/**
 * Places the order of a cart (or finds the one already open for the same cart) and asks for its
 * payment; `free` validates a cart whose total is 0 without payment.
 */
export function checkout(input: CheckoutInput, options: { free: boolean; idempotencyKey: string }): Promise<CartView> {
  // The answer is the cart as priced, with the payment's secret: nothing to read back from a 202.
  return apiSend<CartView>('POST', options.free ? '/Commande/checkoutfree' : '/Commande/checkout', input, { idempotencyKey: options.idempotencyKey, readBack: () => null });
}

/**
 * The family's order still waiting for its payment that checking this cart out would cancel and
 * replace (null when none would be): the cart shows it and asks before paying.
 */
export function waitingOrder(input: WaitingOrderInput): Promise<WaitingOrderView> {
  return apiSend<WaitingOrderView>('POST', '/Commande/checkout/waiting', input, { readBack: () => null });
}

/** Asks again for the payment of an order placed earlier (or validates it when free): the cart of that order. */
export function payOrder(orderId: number, idempotencyKey: string): Promise<CartView> {
  return apiSend<CartView>('POST', `/Commande/${orderId}/pay`, {}, { idempotencyKey, readBack: () => null });
}

/** The offline adapter's test card: the order as it stands after the (declined or succeeded) payment. */
export function payWithTestCard(orderId: number, input: TestPaymentInput, idempotencyKey: string): Promise<OrderView> {
  return apiSend<OrderView>('POST', `/Commande/${orderId}/test-payment`, input, { idempotencyKey, readBack: () => `/Commande/${orderId}` });
}

/** Signs the SEPA direct debit mandate of an order paid by direct debit (ADR 0029, decision 50): the order as it then stands. */
export function signMandate(orderId: number, input: MandateInput, idempotencyKey: string): Promise<OrderView> {
  return apiSend<OrderView>('POST', `/Commande/${orderId}/mandat`, input, { idempotencyKey, readBack: () => `/Commande/${orderId}` });
}

export function getOrder(id: number, options: { share?: boolean } = {}): Promise<OrderView> {
  return apiGet<OrderView>(`/Commande/${id}`, { share: options.share });
}

/** A page of the family's own orders, newest first. */
export function listMyOrders(page: { offset: number; limit: number }, options: { share?: boolean } = {}): Promise<OrderPage> {
  return apiGet<OrderPage>('/Commande', { query: { ...page }, share: options.share });
}

/** Cancels an unpaid order of the family. */
export function cancelOrder(id: number, idempotencyKey: string): Promise<OrderView> {
  return apiSend<OrderView>('DELETE', `/Commande/${id}`, undefined, { idempotencyKey, readBack: () => `/Commande/${id}` });
}

/** The family's cards (its passes), with the entries left and their status. */
export function listMyCards(options: { share?: boolean } = {}): Promise<CardView[]> {
  return apiGet<CardView[]>('/Family/forfaits', { share: options.share });
}

/** Pays the family's order, or part of it, with a gift card: the cart with what the card paid, and the payment asked for the rest. */
export function payWithGiftCard(orderId: number, code: string, idempotencyKey: string): Promise<CartView> {
  return apiSend<CartView>('POST', `/Commande/${orderId}/carte-cadeau`, { code }, { idempotencyKey, readBack: () => null });
}

/** What a gift card is worth now (informs; the card's stream decides when it is spent). */
export function giftCardBalance(code: string): Promise<GiftCardBalanceView> {
  return apiGet<GiftCardBalanceView>(`/CarteCadeau/${encodeURIComponent(code)}`);
}

/** The gift cards an order bought: their codes, and what each has left. */
export function orderGiftCards(orderId: number): Promise<GiftCardList> {
  return apiGet<GiftCardList>(`/Commande/${orderId}/cartes-cadeaux`);
}

/** Every gift card sold (the back-office). */
export function listGiftCards(): Promise<GiftCardList> {
  return apiGet<GiftCardList>('/CarteCadeau');
}
