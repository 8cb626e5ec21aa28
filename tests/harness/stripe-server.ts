import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A Stripe-compatible HTTP server for the calls the product's Stripe adapter makes, so the real
 * `stripe` SDK can be run without network: `POST /v1/payment_intents`, `GET /v1/payment_intents/:id`,
 * `POST /v1/payment_intents/:id/cancel`, `POST /v1/refunds`, `POST /v1/customers`,
 * `GET /v1/customers/:id`, `DELETE /v1/customers/:id` and `GET /v1/payment_methods/:id`. It answers as Stripe's API does for those
 * calls: form-encoded bodies, `Authorization: Bearer sk_test_…`, idempotency keys (the same key and
 * parameters answer the first answer again with `Idempotent-Replayed: true`, a card declined included,
 * since that request ran; other parameters are an `idempotency_error`), unknown parameters refused,
 * and Stripe's error objects (`{ error: { type, code, message, param } }`).
 *
 * It also plays the customer and Stripe's side of a payment: `confirm` settles an intent as the
 * Payment Element would (keeping the card on the intent's customer when the intent sets it up for
 * later), and returns the event Stripe's webhook would send; `deliver` sends that event to the app,
 * signed with the SDK's own `generateTestHeaderString`. A card kept is charged later by an intent
 * created with `off_session` and `confirm`: it succeeds, or is declined, or asks for the customer's
 * authentication, as the card chosen at `confirm` does (Stripe's test cards 4242, 0341 and 3184).
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

/** Stripe's error object: its type and message, and what a card error adds (the charge, the intent, the method). */
type StripeErrorBody = { type: string; message: string; code?: string; param?: string; [more: string]: unknown };

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
    /** The request ran (a card declined made its intent and charge): Stripe keeps this answer for its idempotency key. */
    readonly ran = false,
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

const boolean = (form: Form, param: string): boolean | undefined => {
  const value = form[param];
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_invalid_boolean', param, message: `Invalid boolean: ${String(value)}` });
  return value === 'true';
};

const INTENT_PARAMETERS = [
  'amount',
  'currency',
  'description',
  'metadata',
  'automatic_payment_methods',
  'payment_method_types',
  'receipt_email',
  'capture_method',
  'statement_descriptor_suffix',
  'expand',
  'customer',
  'setup_future_usage',
  'payment_method',
  'off_session',
  'confirm',
  'allowed_payment_method_types',
] as const;
const SETUP_PARAMETERS = ['customer', 'allowed_payment_method_types', 'payment_method_data', 'mandate_data', 'confirm', 'usage', 'metadata', 'expand', 'description'] as const;
const REFUND_PARAMETERS = ['payment_intent', 'charge', 'amount', 'metadata', 'reason', 'expand'] as const;
const CUSTOMER_PARAMETERS = ['description', 'metadata', 'email'] as const;

/**
 * How a card kept behaves when it is charged later without the customer, as Stripe's test cards do:
 * 4242 4242 4242 4242 pays; 4000 0000 0000 0341 is kept, then declined; 4000 0027 6000 3184 is kept,
 * then its bank asks for the customer's authentication, which a charge without the customer cannot give.
 */
export type KeptCard = 'succeeds' | 'declinesLater' | 'authenticationLater';
/**
 * How a SEPA debit on a mandate goes, as Stripe's test IBANs do: FR14…2606 is paid, FR84…2607 is
 * refused by the bank (the intent then asks for another payment method). Any other IBAN is paid.
 */
type KeptAccount = 'debitSucceeds' | 'debitFails';
const FAILING_IBANS: readonly string[] = ['FR8420041010050500013M02607'];
const KEPT_CARDS: Record<KeptCard, { last4: string; fingerprint: string }> = {
  succeeds: { last4: '4242', fingerprint: 'Xt5EWLLDS7FJjR1c' },
  declinesLater: { last4: '0341', fingerprint: 'Cq9rDWGE2R1o3AKX' },
  authenticationLater: { last4: '3184', fingerprint: 'yPdiQ1IVAh7xUmgH' },
};
/** Stripe's card errors for a charge refused, as its API words them. */
const CARD_ERRORS = {
  declined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', doc_url: 'https://stripe.com/docs/error-codes/card-declined' },
  authentication: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
    doc_url: 'https://stripe.com/docs/error-codes/authentication-required',
  },
} as const;

export async function startStripeServer(options: { secretKey?: string } = {}) {
  const secretKey = options.secretKey ?? newId('sk_test', 99);
  const intents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const customers = new Map<string, Json>();
  /** The payment methods the customers confirmed with, and how each behaves when charged later. */
  const paymentMethods = new Map<string, { method: Json; behaves: KeptCard | KeptAccount }>();
  const setupIntents = new Map<string, Json>();
  /** The intents confirmed by the server without the customer (`off_session`): Stripe's object does not say it. */
  const offSession = new Set<string>();
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

  const customerOf = (id: string, param?: string): Json => {
    const customer = customers.get(id);
    if (customer) return customer;
    throw new StripeApiError(param ? 400 : 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${id}'`, param: param ?? 'id' });
  };
  /** Stripe deletes a customer and detaches its cards: none can be charged again. A deleted one is no longer found. */
  const deleteCustomer = (id: string): Json => {
    customerOf(id);
    customers.delete(id);
    for (const [methodId, kept] of paymentMethods) if (kept.method.customer === id) paymentMethods.set(methodId, { ...kept, method: { ...kept.method, customer: null } });
    return { id, object: 'customer', deleted: true };
  };
  const paymentMethodOf = (id: string, param?: string) => {
    const kept = paymentMethods.get(id);
    if (kept) return kept;
    throw new StripeApiError(param ? 400 : 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${id}'`, param: param ?? 'id' });
  };

  function createCustomer(form: Form): Json {
    unknownParameter(form, CUSTOMER_PARAMETERS);
    const customer: Json = {
      id: newId('cus', 14),
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: typeof form.description === 'string' ? form.description : null,
      discount: null,
      email: typeof form.email === 'string' ? form.email : null,
      invoice_prefix: newId('x', 8).slice(2).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadataOf(form),
      name: null,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    customers.set(customer.id as string, customer);
    event('customer.created', customer);
    return customer;
  }

  /**
   * The server confirms an intent with a card kept (`confirm: true`, Stripe's charge made without
   * the customer when `off_session`): the card pays, or Stripe answers a card error (HTTP 402) naming
   * the intent, which then asks for another payment method. Without the customer a bank's request
   * for authentication is a refusal; with the customer the intent waits for it (`requires_action`).
   */
  function chargeKept(intent: Json, kept: { method: Json; behaves: KeptCard | KeptAccount }, withoutCustomer: boolean): Json {
    const charge = newId('ch');
    // A SEPA debit is sent to the bank: it is processing until the bank answers (`settleDebit`).
    if (kept.method.type === 'sepa_debit') {
      Object.assign(intent, { status: 'processing', latest_charge: charge, payment_method: kept.method.id, payment_method_types: ['sepa_debit'], last_payment_error: null });
      event('payment_intent.processing', intent);
      return intent;
    }
    if (kept.behaves === 'succeeds') {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge, payment_method: kept.method.id, last_payment_error: null });
      event('payment_intent.succeeded', intent);
      return intent;
    }
    if (kept.behaves === 'authenticationLater' && !withoutCustomer) {
      Object.assign(intent, { status: 'requires_action', payment_method: kept.method.id, next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: 'https://hooks.stripe.com/3d_secure_2/hosted' } } });
      event('payment_intent.requires_action', intent);
      return intent;
    }
    const refusal = kept.behaves === 'declinesLater' ? CARD_ERRORS.declined : CARD_ERRORS.authentication;
    Object.assign(intent, {
      status: 'requires_payment_method',
      latest_charge: charge,
      payment_method: null,
      last_payment_error: { charge, ...refusal, payment_method: structuredClone(kept.method), type: 'card_error' },
    });
    event('payment_intent.payment_failed', intent);
    throw new StripeApiError(402, { type: 'card_error', ...refusal, charge, payment_intent: structuredClone(intent), payment_method: structuredClone(kept.method) }, true);
  }

  function createIntent(form: Form): Json {
    unknownParameter(form, INTENT_PARAMETERS);
    const amount = integer(form, 'amount');
    if (amount === undefined) throw missing('amount');
    if (typeof form.currency !== 'string') throw missing('currency');
    const currency = form.currency.toLowerCase();
    if (currency === 'eur' && amount < 50) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least €0.50 eur' });
    const customer = typeof form.customer === 'string' ? customerOf(form.customer, 'customer') : null;
    const setup = form.setup_future_usage;
    if (setup !== undefined && setup !== 'off_session' && setup !== 'on_session') {
      throw new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_invalid_string', param: 'setup_future_usage', message: `Invalid setup_future_usage: must be one of on_session or off_session` });
    }
    const confirm = boolean(form, 'confirm') ?? false;
    const withoutCustomer = boolean(form, 'off_session') ?? false;
    if (form.off_session !== undefined && !confirm) {
      throw new StripeApiError(400, { type: 'invalid_request_error', param: 'off_session', message: 'You can only pass `off_session` when `confirm` is set to `true`.' });
    }
    if (withoutCustomer && setup !== undefined) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        param: 'setup_future_usage',
        message: 'You cannot confirm with the `off_session` parameter when `setup_future_usage` is also set on the PaymentIntent because you cannot set up future usages when processing payments off-session.',
      });
    }
    const kept = typeof form.payment_method === 'string' ? paymentMethodOf(form.payment_method, 'payment_method') : null;
    if (confirm && !kept) throw missing('payment_method');
    const allowed = form.allowed_payment_method_types as string[] | undefined;
    if (kept && allowed && !allowed.includes(kept.method.type as string)) {
      throw new StripeApiError(400, { type: 'invalid_request_error', code: 'payment_intent_incompatible_payment_method', param: 'payment_method', message: `The PaymentMethod provided (${String(kept.method.type)}) is not allowed for this PaymentIntent.` });
    }
    // A method kept on a customer is used with that customer only; one never kept is not used again.
    const owner = kept ? (kept.method.customer as string | null) : null;
    if (kept && owner === null && withoutCustomer) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        param: 'payment_method',
        message: 'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
      });
    }
    if (kept && owner !== null && owner !== customer?.id) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        param: customer ? 'payment_method' : 'customer',
        message: customer
          ? `The provided PaymentMethod belongs to another Customer (${owner}). Use the PaymentMethod with the Customer it is attached to.`
          : 'The provided PaymentMethod is attached to a Customer: pass that Customer\'s id in the `customer` parameter to use it.',
      });
    }
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
      customer: customer ? customer.id : null,
      description: typeof form.description === 'string' ? form.description : null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataOf(form),
      next_action: null,
      payment_method: kept && !confirm ? kept.method.id : null,
      payment_method_types: automatic?.enabled === 'true' ? ['card'] : ((form.payment_method_types as string[] | undefined) ?? allowed ?? ['card']),
      receipt_email: typeof form.receipt_email === 'string' ? form.receipt_email : null,
      setup_future_usage: setup ?? null,
      status: kept && !confirm ? 'requires_confirmation' : 'requires_payment_method',
    };
    intents.set(id, intent);
    event('payment_intent.created', intent);
    if (withoutCustomer) offSession.add(id);
    return confirm && kept ? chargeKept(intent, kept, withoutCustomer) : intent;
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

  /**
   * A SetupIntent confirmed by the server for a SEPA mandate (`payment_method_data` with the IBAN,
   * `mandate_data` with the online acceptance): the account becomes a payment method kept on the
   * customer, with its mandate, for debits made later without the customer.
   */
  function createSetupIntent(form: Form): Json {
    unknownParameter(form, SETUP_PARAMETERS);
    const customer = typeof form.customer === 'string' ? customerOf(form.customer, 'customer') : null;
    const data = form.payment_method_data as Form | undefined;
    if (!data) throw missing('payment_method_data');
    if (data.type !== 'sepa_debit') throw new StripeApiError(400, { type: 'invalid_request_error', param: 'payment_method_data[type]', message: 'This test server makes SEPA Direct Debit SetupIntents only.' });
    const iban = String((data.sepa_debit as Form | undefined)?.iban ?? '').replace(/\s+/g, '').toUpperCase();
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'invalid_bank_account_iban', param: 'payment_method_data[sepa_debit][iban]', message: 'The IBAN you provided appears to be invalid.' });
    const billing = (data.billing_details as Form | undefined) ?? {};
    if (typeof billing.name !== 'string' || !billing.name.trim()) throw missing('payment_method_data[billing_details][name]');
    if (typeof billing.email !== 'string' || !billing.email.trim()) throw missing('payment_method_data[billing_details][email]');
    const confirm = boolean(form, 'confirm') ?? false;
    const acceptance = ((form.mandate_data as Form | undefined)?.customer_acceptance as Form | undefined) ?? null;
    if (confirm && (acceptance?.type !== 'online' || !(acceptance.online as Form | undefined)?.ip_address || !(acceptance.online as Form | undefined)?.user_agent)) throw missing('mandate_data[customer_acceptance][online]');
    const method: Json = {
      id: newId('pm'),
      object: 'payment_method',
      billing_details: { address: null, email: billing.email, name: billing.name, phone: null },
      created: now(),
      customer: confirm && customer ? customer.id : null,
      livemode: false,
      metadata: {},
      sepa_debit: { bank_code: iban.slice(4, 9), branch_code: iban.slice(9, 14), country: iban.slice(0, 2), fingerprint: newId('x', 16).slice(2), last4: iban.slice(-4) },
      type: 'sepa_debit',
    };
    paymentMethods.set(method.id as string, { method, behaves: FAILING_IBANS.includes(iban) ? 'debitFails' : 'debitSucceeds' });
    const setup: Json = {
      id: newId('seti'),
      object: 'setup_intent',
      client_secret: null,
      created: now(),
      customer: customer ? customer.id : null,
      description: typeof form.description === 'string' ? form.description : null,
      last_setup_error: null,
      livemode: false,
      mandate: confirm ? newId('mandate') : null,
      metadata: metadataOf(form),
      payment_method: method.id,
      payment_method_types: ['sepa_debit'],
      status: confirm ? 'succeeded' : 'requires_confirmation',
      usage: typeof form.usage === 'string' ? form.usage : 'off_session',
    };
    setupIntents.set(setup.id as string, setup);
    if (confirm) event('setup_intent.succeeded', setup);
    return setup;
  }

  function route(method: string, path: string, form: Form): Json {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    if (method === 'POST' && path === '/v1/setup_intents') return createSetupIntent(form);
    if (method === 'POST' && path === '/v1/customers') return createCustomer(form);
    const customer = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (method === 'GET' && customer) return customerOf(decodeURIComponent(customer[1]!));
    if (method === 'DELETE' && customer) return deleteCustomer(decodeURIComponent(customer[1]!));
    const paymentMethod = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && paymentMethod) return paymentMethodOf(decodeURIComponent(paymentMethod[1]!)).method;
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
      // Stripe keeps no idempotent answer for a request refused before it ran; it keeps the answer of
      // one that ran and failed (a card declined), so the same key again is that refusal, not a second
      // charge. It tells the SDK not to retry either.
      headers['stripe-should-retry'] = 'false';
      const body = JSON.stringify({ error: { ...error.error, doc_url: error.error.code ? `https://stripe.com/docs/error-codes/${error.error.code.replace(/_/g, '-')}` : undefined } }, null, 2);
      if (error.ran && key && method === 'POST') idempotency.set(key, { request: `${method} ${path} ${text}`, status: error.status, body });
      send(error.status, body);
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
    /** The PaymentIntents whose metadata holds all of `metadata` (an order's: `{ orderId: '12' }`), oldest first. */
    intentsWith: (metadata: Record<string, string>) =>
      [...intents.values()].filter((intent) => Object.entries(metadata).every(([name, value]) => (intent.metadata as Record<string, string>)[name] === value)),
    /** Whether the server confirmed this intent without the customer (`off_session: true`). */
    confirmedOffSession: (id: string) => offSession.has(id),
    customer: (id: string) => customers.get(id),
    paymentMethod: (id: string) => paymentMethods.get(id)?.method,
    refunds: () => [...refunds.values()],

    /**
     * The customer confirms the payment in the Payment Element: the intent succeeds (the amount is
     * received), or the card is declined (the intent asks for another payment method). Returns the
     * event Stripe's webhook sends for it. An intent with a customer and `setup_future_usage` keeps
     * the card on that customer (a `pm_…` attached to it, named with the customer on the intent);
     * `options.card` says how that card behaves when charged later (it pays, by default).
     */
    confirm(paymentIntentId: string, outcome: 'succeeded' | 'failed', options: { card?: KeptCard } = {}): Json {
      const intent = intentOf(paymentIntentId);
      if (intent.status !== 'requires_payment_method') throw new Error(`PaymentIntent ${paymentIntentId} is ${String(intent.status)}: it cannot be confirmed`);
      const charge = newId('ch');
      if (outcome === 'succeeded') {
        const behaves = options.card ?? 'succeeds';
        const keptOn = intent.customer !== null && intent.setup_future_usage !== null ? (intent.customer as string) : null;
        const method: Json = {
          id: newId('pm'),
          object: 'payment_method',
          allow_redisplay: 'unspecified',
          billing_details: { address: { city: null, country: 'FR', line1: null, line2: null, postal_code: null, state: null }, email: null, name: null, phone: null },
          card: { brand: 'visa', country: 'US', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, fingerprint: KEPT_CARDS[behaves].fingerprint, funding: 'credit', last4: KEPT_CARDS[behaves].last4 },
          created: now(),
          customer: keptOn,
          livemode: false,
          metadata: {},
          type: 'card',
        };
        paymentMethods.set(method.id as string, { method, behaves });
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge, payment_method: method.id, last_payment_error: null });
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

    /** The SetupIntents made (SEPA mandates), oldest first. */
    setupIntents: () => [...setupIntents.values()],

    /**
     * The bank answers a SEPA debit that was processing: paid (its test IBAN pays) or refused.
     * Returns the event Stripe's webhook sends for it.
     */
    settleDebit(paymentIntentId: string): Json {
      const intent = intentOf(paymentIntentId);
      if (intent.status !== 'processing') throw new Error(`PaymentIntent ${paymentIntentId} is ${String(intent.status)}: no debit is processing`);
      const kept = paymentMethodOf(intent.payment_method as string);
      if (kept.behaves === 'debitSucceeds') {
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
        return event('payment_intent.succeeded', intent);
      }
      Object.assign(intent, {
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: { charge: intent.latest_charge, code: 'insufficient_funds', message: 'The customer\'s account has insufficient funds to cover this payment.', payment_method: structuredClone(kept.method), type: 'card_error' },
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
