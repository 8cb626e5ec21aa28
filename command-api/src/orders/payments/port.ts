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

/** A card kept at the provider for later charges. */
export interface SavedCardRef {
  ref: string;
  last4: string;
  /** `sepa`: a SEPA direct debit mandate, not a card. */
  kind?: 'sepa' | undefined;
}

/** A payment's outcome as the provider tells it (a verified webhook, a confirmed test card). */
export interface PaymentOutcome {
  /** `pending`: a SEPA debit sent to the bank, whose outcome the provider tells later (its webhook). */
  outcome: 'succeeded' | 'failed' | 'pending';
  orderId: number;
  paymentId: string;
  amount: number;
  /** The provider's own id of this news (a webhook event id): the same news twice changes nothing. */
  reference: string | null;
  reason: string;
  /** The card kept with it (a plan's first payment), for the later parts. */
  savedCard?: SavedCardRef;
  /** The plan's part it is for, as the provider tells it back. */
  part?: number;
  /** A charge of the card kept, made without the family. */
  offSession?: boolean;
  /** A SEPA direct debit (ADR 0029, decision 51). */
  sepa?: boolean;
}

/** What the family signs a SEPA direct debit mandate with (ADR 0029, decision 50): never stored by Plouf. */
export interface MandateInput {
  orderId: number;
  famId: number;
  /** The family's customer at the provider (`openCustomer`), which the mandate is kept on. */
  customer?: string | null;
  /** The account holder's name, as the bank knows it. */
  holder: string;
  /** Validated already (`checkIban`), in capitals without spaces. */
  iban: string;
  email: string;
  /** Where and how it was signed online (Stripe keeps it as the mandate's acceptance). */
  ip: string;
  userAgent: string;
}

export interface PaymentPort {
  readonly provider: 'stripe' | 'offline';
  /** Stripe's publishable key for the browser; null offline. */
  readonly publishableKey: string | null;
  /**
   * One payment per order: asked again for the same order (a reload, a double click, a retry after
   * a failure), it answers the same payment.
   */
  createIntent(input: {
    orderId: number;
    famId: number;
    amount: number;
    description: string;
    existing: string | null;
    /** A plan's part (one payment each); `keep`: the card is kept for the later parts (the first one). */
    part?: { n: number; keep: boolean } | undefined;
    /** What a gift card left to pay, not the total (a payment of its own: its amount is not the total's). */
    rest?: boolean;
    /** The family's customer at the provider (`openCustomer`), which a card kept is kept on. */
    customer?: string | null;
  }): Promise<PaymentIntent>;
  /**
   * The family's customer at the provider, which its cards kept and mandates are kept on (one per
   * family, ADR 0029 decision 18); null for a provider without customers (offline). Asked again for
   * the same family within the provider's idempotency window, the same customer.
   */
  openCustomer(famId: number): Promise<string | null>;
  /** Deletes the family's customer at the provider (an erasure): its cards and mandates go with it. Deleted already: nothing. */
  forgetCustomer(customer: string): Promise<void>;
  /**
   * Charges a card kept with a plan's first payment for a later part, without the family at the
   * screen (ADR 0029, decision 18). The same order, part and try asked again (a second firing, two
   * nodes, a retry after a crash) is the same charge: the provider's idempotency key
   * `order-{orderId}-part-{n}-try-{attempt}`. Declined or needing the family's authentication: a
   * failed outcome, with why.
   */
  chargeSaved(input: { orderId: number; famId: number; part: number; attempt: number; amount: number; card: SavedCardRef; description: string }): Promise<PaymentOutcome>;
  /**
   * Makes a SEPA direct debit mandate for a plan's debits (ADR 0029, decision 50): the account is the
   * provider's to keep (Stripe: a payment method set up for later debits on the order's customer);
   * Plouf keeps the reference and the IBAN's last four. The same order and IBAN asked again is the
   * same mandate. Offline: only the test IBANs, which say how the debits will go.
   */
  setupMandate(input: MandateInput): Promise<SavedCardRef>;
  /**
   * Closes a payment that was not made (its order cancelled or replaced), so it can no longer take
   * money. A payment that succeeded meanwhile stays as it is (its news then comes, and is refunded).
   */
  cancelIntent(input: { orderId: number; paymentId: string }): Promise<void>;
  /**
   * Forgets a card kept for a plan's later parts (a family erased, ADR 0022): the provider deletes
   * what holds it. Asked again for a card already forgotten, it does nothing.
   */
  forgetCard(card: SavedCardRef): Promise<void>;
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
