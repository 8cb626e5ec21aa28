import { timingSafeEqual } from 'node:crypto';
import { TEST_CARDS } from '../../constants.ts';
import type { PaymentOutcome, PaymentPort } from './port.ts';

export { TEST_CARDS };

/**
 * The offline adapter: no provider, a test card form. The client secret is derived from the payment
 * with the server's secret (`keyFor`), so only who checked out can confirm; the card number decides the
 * outcome: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (Stripe's test numbers).
 */
export function createOfflinePayments(keyFor: (paymentId: string) => string): PaymentPort & {
  /** Whether this is the secret checkout gave for this payment (constant time). */
  secretMatches(paymentId: string, clientSecret: string): boolean;
  /** What a test card does; null for a number that is not a test card. */
  confirm(input: { orderId: number; paymentId: string; amount: number; cardNumber: string; requestId: string }): PaymentOutcome | null;
} {
  const sign = (paymentId: string) => `${paymentId}_secret_${keyFor(paymentId).slice(0, 24)}`;
  return {
    provider: 'offline',
    publishableKey: null,
    async createIntent({ orderId, existing }) {
      const paymentId = existing ?? `offline_pi_${orderId}`;
      return { paymentId, clientSecret: sign(paymentId) };
    },
    // The test form refuses to pay an order that is no longer unpaid: nothing to close.
    async cancelIntent() {},
    async refund({ paymentId }) {
      return { refundId: `offline_re_${paymentId}` };
    },
    secretMatches(paymentId, clientSecret) {
      const expected = Buffer.from(sign(paymentId));
      const given = Buffer.from(clientSecret);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    confirm({ orderId, paymentId, amount, cardNumber, requestId }) {
      const digits = cardNumber.replace(/\s+/g, '');
      if (digits === TEST_CARDS.succeeds) return { outcome: 'succeeded', orderId, paymentId, amount, reference: `offline:${requestId}`, reason: '' };
      if (digits === TEST_CARDS.declined) return { outcome: 'failed', orderId, paymentId, amount, reference: `offline:${requestId}`, reason: 'Carte refusée (carte de test)' };
      return null;
    },
  };
}
