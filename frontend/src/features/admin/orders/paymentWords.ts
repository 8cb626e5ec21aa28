import type { PaymentView } from '@plouf/command-api/contracts';
import type { MessageId } from '../../../i18n/catalogues.ts';

/** Spec §4 payment methods, by number (0 card … 4 card in three instalments), and the desk's vouchers (5 ANCV, 6 Coupon Sport, 7 Pass'Sport). */
export const METHOD_MESSAGES: Readonly<Record<number, MessageId>> = {
  0: 'adminOrders.method.card',
  1: 'adminOrders.method.cheque',
  2: 'adminOrders.method.transfer',
  3: 'adminOrders.method.paypal',
  4: 'adminOrders.method.cardThreeTimes',
  5: 'adminOrders.method.ancv',
  6: 'adminOrders.method.couponSport',
  7: 'adminOrders.method.passSport',
  8: 'adminOrders.method.giftCard',
  9: 'adminOrders.method.directDebit',
};

/** Who took a payment. */
export const PROVIDER_MESSAGES: Readonly<Record<PaymentView['provider'], MessageId>> = {
  stripe: 'adminOrders.provider.stripe',
  offline: 'adminOrders.provider.offline',
  desk: 'adminOrders.provider.desk',
  gift: 'adminOrders.provider.gift',
  free: 'adminOrders.provider.free',
};

/** How a payment went. */
export const PAYMENT_STATUS_MESSAGES: Readonly<Record<PaymentView['status'], MessageId>> = {
  requested: 'adminOrders.paymentStatus.requested',
  succeeded: 'adminOrders.paymentStatus.succeeded',
  failed: 'adminOrders.paymentStatus.failed',
  refunded: 'adminOrders.paymentStatus.refunded',
  closed: 'adminOrders.paymentStatus.closed',
};

/** A record's message for a value the wire gives as plain text or number, when it knows it. */
export const known = <K extends string | number>(messages: Readonly<Record<K, MessageId>>, value: unknown): MessageId | undefined =>
  (typeof value === 'string' || typeof value === 'number') && Object.hasOwn(messages, value) ? messages[value as K] : undefined;
