import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A Stripe-compatible HTTP server for the calls the product's Stripe adapter makes, so the real
 * `stripe` SDK can be run without network: `POST /v1/payment_intents`, `GET /v1/payment_intents/:id`,
 * `POST /v1/payment_intents/:id/cancel`
 * and `POST /v1/refunds`. It answers as Stripe's API does for those calls: form-encoded bodies,
 * `Authorization: Bearer sk_test_…`, idempotency keys (the same key and parameters answer the first
 * answer again with `Idempotent-Replayed: true`; other parameters are an `idempotency_error`),
 * unknown parameters refused, and Stripe's error objects (`{ error: { type, code, message, param } }`).
 *
 * It also plays the customer and Stripe's side of a payment: `confirm` settles an intent as the
 * Payment Element would, and returns the event Stripe's webhook would send; `deliver` sends that event
 * to the app, signed with the SDK's own `generateTestHeaderString`.
 *
 * @example
 * const stripe = await startStripeServer();
 * const app = await startTestApp({ stripe: stripe.settings });
 * const event = stripe.confirm(paymentId, 'succeeded');
 * await deliver(app.url, event, stripe.settings.webhookSecret);
 */
export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  status: number;
  /** Answered from the idempotency record, not run again. */
  replayed: boolean;
}

type Json = Record<string, unknown>;
type Form = { [key: string]: string | Form | Form[] | string[] };

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; code?: string; param?: string },
  ) {
    super(error.message);
  }
}

const API_VERSION = Stripe.API_VERSION;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Stripe's ids: a prefix and 24 base62 characters (`pi_3MtwBwLkdIwHu7ix28a3tqPa`). */
const newId = (prefix: string, length = 24) => `${prefix}_${[...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0]=c` as Stripe reads it (the SDK's `stringifyRequestData` writes it so). */
export function parseForm(text: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head!, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const unknownParameter = (form: Form, allowed: readonly string[]) => {
  const extra = Object.keys(form).find((key) => !allowed.includes(key));
  if (extra) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_unknown', param: extra, message: `Received unknown parameter: ${extra}` });
};
const missing = (param: string) => new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` });
const integer = (form: Form, param: string): number | undefined => {
  const value = form[param];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', param, message: `Invalid integer: ${String(value)}` });
  return Number(value);
};
const metadataOf = (form: Form): Record<string, string> => {
  const metadata = form.metadata ?? {};
  if (typeof metadata !== 'object' || Array.isArray(metadata) || Object.values(metadata).some((value) => typeof value !== 'string')) {
    throw new StripeApiError(400, { type: 'invalid_request_error', param: 'metadata', message: 'Invalid metadata: metadata must be a set of key-value pairs' });
  }
  return metadata as Record<string, string>;
};

const INTENT_PARAMETERS = ['amount', 'currency', 'description', 'metadata', 'automatic_payment_methods', 'payment_method_types', 'receipt_email', 'capture_method', 'statement_descriptor_suffix', 'expand'] as const;
const REFUND_PARAMETERS = ['payment_intent', 'charge', 'amount', 'metadata', 'reason', 'expand'] as const;

export async function startStripeServer(options: { secretKey?: string } = {}) {
  const secretKey = options.secretKey ?? newId('sk_test', 99);
  const intents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const events: Json[] = [];
  const calls: StripeCall[] = [];
  /** Per key: the request it was first used with, and the answer kept (Stripe keeps them 24 h). */
  const idempotency = new Map<string, { request: string; status: number; body: string }>();

  const event = (type: string, object: Json): Json => {
    const created: Json = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push(created);
    return created;
  };

  const intentOf = (id: string, param?: string): Json => {
    const intent = intents.get(id);
    if (intent) return intent;
    throw new StripeApiError(param ? 400 : 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'`, param: param ?? 'intent' });
  };

  function createIntent(form: Form): Json {
    unknownParameter(form, INTENT_PARAMETERS);
    const amount = integer(form, 'amount');
    if (amount === undefined) throw missing('amount');
    if (typeof form.currency !== 'string') throw missing('currency');
    const currency = form.currency.toLowerCase();
    if (currency === 'eur' && amount < 50) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least €0.50 eur' });
    const id = newId('pi');
    const automatic = form.automatic_payment_methods as Form | undefined;
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: automatic?.enabled === 'true' ? { allow_redirects: 'always', enabled: true } : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: typeof form.capture_method === 'string' ? form.capture_method : 'automatic_async',
      client_secret: `${id}_secret_${newId('x', 25).slice(2)}`,
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer: null,
      description: typeof form.description === 'string' ? form.description : null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataOf(form),
      next_action: null,
      payment_method: null,
      payment_method_types: automatic?.enabled === 'true' ? ['card'] : ((form.payment_method_types as string[] | undefined) ?? ['card']),
      receipt_email: typeof form.receipt_email === 'string' ? form.receipt_email : null,
      status: 'requires_payment_method',
    };
    intents.set(id, intent);
    event('payment_intent.created', intent);
    return intent;
  }

  function createRefund(form: Form): Json {
    unknownParameter(form, REFUND_PARAMETERS);
    if (typeof form.payment_intent !== 'string') {
      throw new StripeApiError(400, { type: 'invalid_request_error', message: 'One of the following params should be provided for this request: charge or payment_intent.' });
    }
    const intent = intentOf(form.payment_intent, 'payment_intent');
    if (intent.status !== 'succeeded') {
      throw new StripeApiError(400, { type: 'invalid_request_error', param: 'payment_intent', message: `This PaymentIntent (${String(intent.id)}) does not have a successful charge to refund.` });
    }
    const already = [...refunds.values()].filter((refund) => refund.payment_intent === intent.id).reduce((sum, refund) => sum + (refund.amount as number), 0);
    const left = (intent.amount_received as number) - already;
    if (left === 0) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${String(intent.latest_charge)} has already been refunded.` });
    const amount = integer(form, 'amount') ?? left;
    if (amount > left) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: `Refund amount (€${amount / 100}) is greater than unrefunded amount on charge (€${left / 100})` });
    const refund: Json = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: intent.latest_charge,
      created: now(),
      currency: intent.currency,
      metadata: metadataOf(form),
      payment_intent: intent.id,
      reason: typeof form.reason === 'string' ? form.reason : null,
      status: 'succeeded',
    };
    refunds.set(refund.id as string, refund);
    event('charge.refunded', intent);
    return refund;
  }

  /** Stripe cancels an intent that has not succeeded; a succeeded or canceled one is refused. */
  function cancelIntent(id: string, form: Form): Json {
    const intent = intentOf(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_reauthorization, requires_confirmation, requires_action, processing.`,
      });
    }
    Object.assign(intent, { status: 'canceled', canceled_at: now(), cancellation_reason: typeof form.cancellation_reason === 'string' ? form.cancellation_reason : null });
    event('payment_intent.canceled', intent);
    return intent;
  }

  function route(method: string, path: string, form: Form): Json {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) return cancelIntent(decodeURIComponent(cancel[1]!), form);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intent) return intentOf(decodeURIComponent(intent[1]!));
    throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.` });
  }

  const authorize = (header: string | undefined) => {
    if (!header) {
      throw new StripeApiError(401, {
        type: 'invalid_request_error',
        message: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      });
    }
    const given = header.replace(/^Bearer\s+/i, '');
    if (given !== secretKey) throw new StripeApiError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}` });
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const path = url.pathname;
    const text = method === 'GET' ? url.searchParams.toString() : Buffer.concat(chunks).toString('utf8');
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    const headers: Record<string, string> = { 'content-type': 'application/json', 'request-id': newId('req', 14), 'stripe-version': String(request.headers['stripe-version'] ?? API_VERSION) };
    const send = (status: number, body: string, replayed = false) => {
      calls.push({ method, path, idempotencyKey: key, status, replayed });
      response.writeHead(status, { ...headers, ...(key && { 'idempotency-key': key }), ...(replayed && { 'idempotent-replayed': 'true' }) });
      response.end(body);
    };
    try {
      authorize(request.headers.authorization);
      const signature = `${method} ${path} ${text}`;
      const kept = key && method === 'POST' ? idempotency.get(key) : undefined;
      if (kept) {
        if (kept.request !== signature) {
          throw new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        }
        return send(kept.status, kept.body, true);
      }
      const body = JSON.stringify(route(method, path, parseForm(text)), null, 2);
      if (key && method === 'POST') idempotency.set(key, { request: signature, status: 200, body });
      send(200, body);
    } catch (error) {
      if (!(error instanceof StripeApiError)) {
        send(500, JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
        return;
      }
      // Stripe keeps no idempotent answer for a request refused before it ran; it does tell the SDK not to retry.
      headers['stripe-should-retry'] = 'false';
      send(error.status, JSON.stringify({ error: { ...error.error, doc_url: error.error.code ? `https://stripe.com/docs/error-codes/${error.error.code.replace(/_/g, '-')}` : undefined } }, null, 2));
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    /** What `startTestApp({ stripe })` takes: keys of the test mode's shape, and the SDK pointed here. */
    settings: { secretKey, publishableKey: newId('pk_test', 99), webhookSecret: newId('whsec', 32), api: { host: '127.0.0.1', port, protocol: 'http' as const } },
    calls,
    events,
    intent: (id: string) => intents.get(id),
    refunds: () => [...refunds.values()],

    /**
     * The customer confirms the payment in the Payment Element: the intent succeeds (the amount is
     * received), or the card is declined (the intent asks for another payment method). Returns the
     * event Stripe's webhook sends for it.
     */
    confirm(paymentIntentId: string, outcome: 'succeeded' | 'failed'): Json {
      const intent = intentOf(paymentIntentId);
      if (intent.status !== 'requires_payment_method') throw new Error(`PaymentIntent ${paymentIntentId} is ${String(intent.status)}: it cannot be confirmed`);
      const charge = newId('ch');
      if (outcome === 'succeeded') {
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge, payment_method: newId('pm'), last_payment_error: null });
        return event('payment_intent.succeeded', intent);
      }
      const paymentMethod = { id: newId('pm'), object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '0002' } };
      Object.assign(intent, {
        status: 'requires_payment_method',
        latest_charge: charge,
        payment_method: null,
        last_payment_error: { charge, code: 'card_declined', decline_code: 'generic_decline', doc_url: 'https://stripe.com/docs/error-codes/card-declined', message: 'Your card was declined.', payment_method: paymentMethod, type: 'card_error' },
      });
      return event('payment_intent.payment_failed', intent);
    },

    /** Stops answering (Stripe unreachable); `resume` listens again on the same port. */
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async resume() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

/**
 * Sends `event` to the app's webhook as Stripe does: the JSON body, signed with the endpoint's
 * secret by the SDK's own `generateTestHeaderString`. `payload` replaces the body after signing
 * (a tampered body); `signature` replaces the header (null: none).
 */
export async function deliver(appUrl: string, event: Json, webhookSecret: string, overrides: { payload?: string; signature?: string | null } = {}) {
  const payload = JSON.stringify(event, null, 2);
  const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  const signature = overrides.signature === undefined ? signed : overrides.signature;
  const response = await fetch(`${appUrl}/webapi/Commande/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)', ...(signature !== null && { 'stripe-signature': signature }) },
    body: overrides.payload ?? payload,
  });
  return { status: response.status, body: (await response.json()) as { resultCode: string; data: any } };
}
