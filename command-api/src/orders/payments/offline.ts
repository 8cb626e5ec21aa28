import { timingSafeEqual } from 'node:crypto';
import { TEST_CARDS, TEST_IBANS } from '../../constants.ts';
import { TestIbanOnly } from '../errors.ts';
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
  /** What a test card does; null for a number that is not a test card. `keep`: a plan's first part (the card is kept for the later ones). */
  confirm(input: { orderId: number; paymentId: string; amount: number; cardNumber: string; requestId: string; keep?: boolean }): PaymentOutcome | null;
} {
  const sign = (paymentId: string) => `${paymentId}_secret_${keyFor(paymentId).slice(0, 24)}`;
  return {
    provider: 'offline',
    publishableKey: null,
    async createIntent({ orderId, amount, existing, part, rest }) {
      const paymentId = existing ?? (part ? `offline_pi_${orderId}_part${part.n}` : rest ? `offline_pi_${orderId}_rest${amount}` : `offline_pi_${orderId}`);
      return { paymentId, clientSecret: sign(paymentId) };
    },
    // The test form refuses to pay an order that is no longer unpaid: nothing to close.
    async cancelIntent() {},
    // The card kept is a token naming a test card, held nowhere but in the order's events.
    async forgetCard() {},
    // No customers: a card kept is a token on the order's own stream.
    async openCustomer() {
      return null;
    },
    async forgetCustomer() {},
    // A mandate on a test IBAN only: a token naming it, which says how its debits go.
    async setupMandate({ iban }) {
      if (iban !== TEST_IBANS.succeeds && iban !== TEST_IBANS.fails) throw new TestIbanOnly();
      return { ref: `offline_sepa_${iban.slice(-4)}`, last4: iban.slice(-4), kind: 'sepa' };
    },
    async refund({ paymentId }) {
      return { refundId: `offline_re_${paymentId}` };
    },
    secretMatches(paymentId, clientSecret) {
      const expected = Buffer.from(sign(paymentId));
      const given = Buffer.from(clientSecret);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    // The card kept is a token naming the test card (never stored as a number): the later parts are
    // charged by it, 4242… paying, 0341 declined, as Stripe's test cards do off-session.
    async chargeSaved({ orderId, part, attempt, amount, card }) {
      const paymentId = `offline_pi_${orderId}_part${part}_try${attempt}`;
      const reference = `offline:charge:${orderId}:${part}:${attempt}`;
      // A test IBAN's debit is settled at once (a bank takes days: Stripe tells it by its webhook).
      if (card.kind === 'sepa') {
        if (card.ref === `offline_sepa_${TEST_IBANS.succeeds.slice(-4)}`) return { outcome: 'succeeded', orderId, paymentId, amount, reference, reason: '', sepa: true };
        return { outcome: 'failed', orderId, paymentId, amount, reference, reason: 'Prélèvement rejeté par la banque (IBAN de test)', sepa: true };
      }
      if (card.ref === `offline_card_${TEST_CARDS.succeeds.slice(-4)}`) return { outcome: 'succeeded', orderId, paymentId, amount, reference, reason: '' };
      return { outcome: 'failed', orderId, paymentId, amount, reference, reason: 'Carte refusée (carte de test)' };
    },
    confirm({ orderId, paymentId, amount, cardNumber, requestId, keep }) {
      const digits = cardNumber.replace(/\s+/g, '');
      const kept = keep ? { savedCard: { ref: `offline_card_${digits.slice(-4)}`, last4: digits.slice(-4) } } : {};
      if (digits === TEST_CARDS.succeeds || digits === TEST_CARDS.declinesLater) return { outcome: 'succeeded', orderId, paymentId, amount, reference: `offline:${requestId}`, reason: '', ...kept };
      if (digits === TEST_CARDS.declined) return { outcome: 'failed', orderId, paymentId, amount, reference: `offline:${requestId}`, reason: 'Carte refusée (carte de test)' };
      return null;
    },
  };
}
