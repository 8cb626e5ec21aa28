/**
 * How card payments are taken: one port, two adapters. Stripe (the real SDK) when its keys are set;
 * otherwise the offline adapter, `npm start`'s default, with a labelled test card form confirmed by
 * the server. Both end in the same events (PaymentSucceeded / PaymentFailed on the order stream).
 */
export interface PaymentIntent {
  /** The provider's id of the payment (Stripe's PaymentIntent id). */
  paymentId: string;
  /** What the browser confirms the payment with. */
  clientSecret: string;
}

/** A payment's outcome as the provider tells it (a verified webhook, a confirmed test card). */
export interface PaymentOutcome {
  outcome: 'succeeded' | 'failed';
  orderId: number;
  paymentId: string;
  amount: number;
  /** The provider's own id of this news (a webhook event id): the same news twice changes nothing. */
  reference: string | null;
  reason: string;
}

export interface PaymentPort {
  readonly provider: 'stripe' | 'offline';
  /** Stripe's publishable key for the browser; null offline. */
  readonly publishableKey: string | null;
  /**
   * One payment per order: asked again for the same order (a reload, a double click, a retry after
   * a failure), it answers the same payment.
   */
  createIntent(input: { orderId: number; famId: number; amount: number; description: string; existing: string | null }): Promise<PaymentIntent>;
  /**
   * Closes a payment that was not made (its order cancelled or replaced), so it can no longer take
   * money. A payment that succeeded meanwhile stays as it is (its news then comes, and is refunded).
   */
  cancelIntent(input: { orderId: number; paymentId: string }): Promise<void>;
  /** Gives back `amount` of a payment this adapter took; the same refund asked twice is made once. */
  refund(input: { orderId: number; paymentId: string; amount: number }): Promise<{ refundId: string }>;
}

/** The provider could not be reached or refused the call. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
