/**
 * The back-office's orders and a family's cards: the list by period, one order with its payments,
 * its history for auditors, the status moves, and the desk's cards (given, corrected).
 */
import type { CardCorrectInput, CardGiveInput, CardView, OrderHistoryEntry, OrderMoveInput, OrderPage, OrderSortField, OrderView, RefundPlanView } from '@plouf/command-api/contracts';
import { apiGet, apiSend } from './client.ts';

export type { CardView, OrderHistoryEntry, OrderPage, OrderSortField, OrderView, RefundPlanView };
export type { OrderSummary } from '@plouf/command-api/contracts';

/** One page of `GET /Commande/filter`: orders placed in `[from, to)` (ISO UTC). */
export interface OrderFilter {
  from: string;
  to: string;
  search?: string;
  status?: number;
  sort: OrderSortField;
  desc: boolean;
  offset: number;
  limit: number;
}

/** A page of the orders of a period, searched, filtered and sorted on the server. */
export function filterOrders(query: OrderFilter, options: { share?: boolean } = {}): Promise<OrderPage> {
  return apiGet<OrderPage>('/Commande/filter', { query: { ...query }, share: options.share });
}

/** The date of the oldest order (ISO): the month picker's first year (spec §9). */
export function orderMinDate(): Promise<string | null> {
  return apiGet<string | null>('/Commande/min-date');
}

export function getOrder(id: number, options: { share?: boolean } = {}): Promise<OrderView> {
  return apiGet<OrderView>(`/Commande/${id}`, { share: options.share });
}

/** The order's events, each with the order as it stood after it. */
export function getOrderHistory(id: number): Promise<OrderHistoryEntry[]> {
  return apiGet<OrderHistoryEntry[]>(`/Commande/${id}/history`, { share: false });
}

/** What a refund of the order would give back (all, or the unused part), card by card, as of now. */
export function getRefundPlan(id: number): Promise<RefundPlanView> {
  return apiGet<RefundPlanView>(`/Commande/${id}/refund-plan`, { share: false });
}

/**
 * A status move of the back-office (the server refuses one its machine does not allow).
 *
 * @example
 * await moveOrder(12, { move: 'RECORD_PAYMENT', reason: 'Guichet', method: 1, reference: 'Chèque 1234567' }, key);
 */
export function moveOrder(id: number, input: OrderMoveInput, idempotencyKey: string): Promise<OrderView> {
  return apiSend<OrderView>('PUT', `/Commande/${id}`, input, { idempotencyKey, readBack: () => `/Commande/${id}` });
}

/** A family's cards, with the entries left and their status. */
export function listCards(famId: number): Promise<CardView[]> {
  return apiGet<CardView[]>('/Family/forfaits', { query: { famId }, share: false });
}

/** The desk gives a family a card of a pass. Late read model: `Pending`, the family room brings it. */
export function giveCard(famId: number, input: CardGiveInput, idempotencyKey: string): Promise<CardView> {
  return apiSend<CardView>('POST', `/Family/carte/${famId}`, input, { idempotencyKey, readBack: () => null });
}

/** The desk corrects a card; only the fields sent change. */
export function correctCard(famId: number, input: CardCorrectInput, idempotencyKey: string): Promise<CardView> {
  return apiSend<CardView>('PUT', `/Family/carte/${famId}`, input, { idempotencyKey, readBack: () => null });
}
