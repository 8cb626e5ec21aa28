import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { PaymentProviderError, type PaymentOutcome, type PaymentPort } from './port.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls: Stripe's API by default; the tests' Stripe-compatible server otherwise. */
  api?: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

/** The Stripe settings from the environment, or undefined when they are not all set. */
export function stripeSettingsFromEnv(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (!secretKey && !publishableKey && !webhookSecret) return undefined;
  if (!secretKey || !publishableKey || !webhookSecret) throw new Error('Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together');
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    api: api && { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'http:' ? 'http' : 'https' },
  };
}

/** A verified webhook that tells nothing the orders need (another event type). */
export type WebhookNews = PaymentOutcome | { ignored: string };

/**
 * The Stripe adapter, with the real `stripe` SDK: one PaymentIntent per order (created with a
 * Stripe idempotency key, then found again by its id), refunds with their own idempotency key, and
 * webhooks verified on the raw body with the endpoint's secret.
 */
export function createStripePayments(settings: StripeSettings): PaymentPort & { webhook(rawBody: Buffer, signature: string | undefined): WebhookNews } {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.api && { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol }),
  });
  const failing = (error: unknown): never => {
    throw new PaymentProviderError(error instanceof Error ? error.message : String(error), { cause: error });
  };
  return {
    provider: 'stripe',
    publishableKey: settings.publishableKey,
    async openCustomer(famId) {
      try {
        const customer = await stripe.customers.create({ description: `Plouf, famille ${famId}`, metadata: { famId: String(famId) } }, { idempotencyKey: `plouf-family-${famId}-customer` });
        return customer.id;
      } catch (error) {
        return failing(error);
      }
    },
    async forgetCustomer(customer) {
      try {
        await stripe.customers.del(customer);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
        return failing(error);
      }
    },
    async createIntent({ orderId, famId, amount, description, existing, part, rest, customer: familyCustomer }) {
      try {
        if (existing) {
          const intent = await stripe.paymentIntents.retrieve(existing);
          if (intent.client_secret) return { paymentId: intent.id, clientSecret: intent.client_secret };
        }
        const metadata = { orderId: String(orderId), famId: String(famId), ...(part && { part: String(part.n) }) };
        // A plan's first part keeps the card for the later ones: on the family's customer (ADR 0029,
        // decision 18), the payment set up for charges made without the family.
        const keep = part?.keep
          ? {
              customer: familyCustomer ?? (await stripe.customers.create({ description: `Plouf, commande ${orderId}`, metadata: { orderId: String(orderId), famId: String(famId) } }, { idempotencyKey: `plouf-order-${orderId}-customer` })).id,
              setup_future_usage: 'off_session' as const,
            }
          : {};
        const intent = await stripe.paymentIntents.create(
          { amount, currency: 'eur', description, metadata, automatic_payment_methods: { enabled: true }, ...keep },
          { idempotencyKey: part ? `plouf-order-${orderId}-part-${part.n}-intent` : rest ? `plouf-order-${orderId}-rest-${amount}-intent` : `plouf-order-${orderId}-intent` },
        );
        if (!intent.client_secret) throw new Error('PaymentIntent without client_secret');
        return { paymentId: intent.id, clientSecret: intent.client_secret };
      } catch (error) {
        return failing(error);
      }
    },
    async setupMandate({ orderId, famId, holder, iban, email, ip, userAgent, customer: familyCustomer }) {
      // Per order and IBAN: the same form sent again is the same mandate; another IBAN typed after a refusal is a new try.
      const key = `plouf-order-${orderId}-mandate-${createHash('sha256').update(iban).digest('hex').slice(0, 16)}`;
      const metadata = { orderId: String(orderId), famId: String(famId) };
      try {
        const customer = familyCustomer ? { id: familyCustomer } : await stripe.customers.create({ description: `Plouf, commande ${orderId}`, metadata }, { idempotencyKey: `plouf-order-${orderId}-customer` });
        const setup = await stripe.setupIntents.create(
          {
            customer: customer.id,
            allowed_payment_method_types: ['sepa_debit'],
            payment_method_data: { type: 'sepa_debit', sepa_debit: { iban }, billing_details: { name: holder, email } },
            mandate_data: { customer_acceptance: { type: 'online', online: { ip_address: ip, user_agent: userAgent } } },
            confirm: true,
            usage: 'off_session',
            metadata,
          },
          { idempotencyKey: key },
        );
        const method = typeof setup.payment_method === 'string' ? setup.payment_method : setup.payment_method?.id;
        if (setup.status !== 'succeeded' || !method) throw new Error(`SetupIntent ${setup.id} is ${setup.status}`);
        return { ref: `${customer.id}/${method}`, last4: iban.slice(-4), kind: 'sepa' };
      } catch (error) {
        return failing(error);
      }
    },
    async chargeSaved({ orderId, famId, part, attempt, amount, card, description }) {
      const [customer, paymentMethod] = card.ref.split('/');
      const metadata = { orderId: String(orderId), famId: String(famId), part: String(part), offSession: 'true' };
      if (card.kind === 'sepa') {
        // A debit on the mandate: sent to the bank (`processing`); its outcome comes by the webhook, days later.
        try {
          const intent = await stripe.paymentIntents.create(
            { amount, currency: 'eur', description, metadata, customer: customer!, payment_method: paymentMethod!, allowed_payment_method_types: ['sepa_debit'], off_session: true, confirm: true },
            { idempotencyKey: `plouf-order-${orderId}-part-${part}-try-${attempt}` },
          );
          if (intent.status === 'succeeded') return { outcome: 'succeeded', orderId, paymentId: intent.id, amount: intent.amount_received || amount, reference: `charge:${intent.id}`, reason: '', sepa: true };
          if (intent.status === 'processing') return { outcome: 'pending', orderId, paymentId: intent.id, amount, reference: null, reason: '', sepa: true };
          return { outcome: 'failed', orderId, paymentId: intent.id, amount, reference: `charge:${intent.id}:${intent.status}`, reason: intent.last_payment_error?.message ?? intent.status, sepa: true };
        } catch (error) {
          return failing(error);
        }
      }
      try {
        const intent = await stripe.paymentIntents.create(
          { amount, currency: 'eur', description, metadata, customer: customer!, payment_method: paymentMethod!, off_session: true, confirm: true },
          { idempotencyKey: `plouf-order-${orderId}-part-${part}-try-${attempt}` },
        );
        if (intent.status === 'succeeded') return { outcome: 'succeeded', orderId, paymentId: intent.id, amount: intent.amount_received || amount, reference: `charge:${intent.id}`, reason: '' };
        return { outcome: 'failed', orderId, paymentId: intent.id, amount, reference: `charge:${intent.id}:${intent.status}`, reason: intent.last_payment_error?.message ?? intent.status };
      } catch (error) {
        // Declined, or the bank asks for the family's authentication: Stripe answers a card error
        // naming the intent it made (a failed charge, not a fault to retry).
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = error.payment_intent;
          const paymentId = intent?.id ?? `failed-${orderId}-${part}-${attempt}`;
          const why = error.code === 'authentication_required' ? 'Authentification demandée par la banque' : (error.message ?? 'Carte refusée');
          // Named by the charge that failed, as the webhook's news of it is: the two record one failure.
          const charge = typeof error.charge === 'string' ? error.charge : paymentId;
          return { outcome: 'failed', orderId, paymentId, amount, reference: `stripe:charge:${charge}`, reason: why };
        }
        return failing(error);
      }
    },
    async forgetCard(card) {
      // The customer made for the plan holds the card: deleting it detaches the card (Stripe keeps no
      // way to charge it). Already deleted (a second try after a crash): nothing to do.
      const [customer] = card.ref.split('/');
      try {
        await stripe.customers.del(customer!);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
        return failing(error);
      }
    },
    async cancelIntent({ orderId, paymentId }) {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentId);
        if (intent.status === 'succeeded' || intent.status === 'canceled') return;
        await stripe.paymentIntents.cancel(paymentId, { cancellation_reason: 'abandoned' }, { idempotencyKey: `plouf-order-${orderId}-cancel-${paymentId}` });
      } catch (error) {
        return failing(error);
      }
    },
    async refund({ orderId, paymentId, amount }) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: paymentId, amount, metadata: { orderId: String(orderId) } }, { idempotencyKey: `plouf-order-${orderId}-refund-${paymentId}` });
        return { refundId: refund.id };
      } catch (error) {
        return failing(error);
      }
    },
    /** Throws `Stripe.errors.StripeSignatureVerificationError` on a missing or bad signature. */
    webhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return { ignored: event.type };
      const intent = event.data.object;
      const orderId = Number(intent.metadata?.orderId);
      if (!Number.isInteger(orderId) || orderId < 1) return { ignored: `${event.type} without an order` };
      const part = Number(intent.metadata?.part);
      const ofPart = Number.isInteger(part) && part > 0 ? { part } : {};
      const sepa = intent.payment_method_types?.includes('sepa_debit') ?? false;
      if (event.type === 'payment_intent.succeeded') {
        // A plan's first part, set up for later charges: the card kept is the customer's and its method.
        const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
        const method = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
        const card = typeof intent.payment_method === 'object' ? intent.payment_method?.card?.last4 : undefined;
        const saved = intent.setup_future_usage === 'off_session' && customer && method ? { savedCard: { ref: `${customer}/${method}`, last4: card ?? '' } } : {};
        return { outcome: 'succeeded', orderId, paymentId: intent.id, amount: intent.amount_received || intent.amount, reference: event.id, reason: '', ...ofPart, ...saved, ...(sepa && { sepa: true }) };
      }
      const reason = intent.last_payment_error?.message ?? 'Paiement refusé';
      // Named by the charge that failed when there is one: the scheduler's own record of the same
      // off-session decline carries the same reference, so the news of it changes nothing.
      const charge = intent.last_payment_error?.charge;
      const reference = typeof charge === 'string' && charge ? `stripe:charge:${charge}` : event.id;
      return { outcome: 'failed', orderId, paymentId: intent.id, amount: intent.amount, reference, reason, ...ofPart, ...(intent.metadata?.offSession === 'true' && { offSession: true }), ...(sepa && { sepa: true }) };
    },
  };
}

export { Stripe };
