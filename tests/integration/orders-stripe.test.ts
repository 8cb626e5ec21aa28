import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../harness/wait.ts';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { deliver, startStripeServer, type StripeServer } from '../harness/stripe-server.ts';

/**
 * Card payments through the Stripe adapter: the real `stripe` SDK, pointed at our Stripe-compatible
 * server (tests/harness/stripe-server.ts), since Stripe cannot be reached from the tests. The server
 * plays the customer confirming in the Payment Element and Stripe sending the signed webhook.
 */
let stripe: StripeServer;
let app: TestApp;
let admin: string;
let passes: { id: number; libelle: string; fftTarif: number }[];
const address = { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' };

const pass = (name: string) => passes.find((candidate) => candidate.libelle === name)!;
const cart = (...lines: [number, number][]) => ({ items: lines.map(([id, qty]) => ({ item: { id }, qty })), address });
let count = 0;
const key = () => ({ 'idempotency-key': `orders-stripe-${Date.now()}-${count++}` });
const paymentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;


/** A new family, logged in: each test buys with its own (a family has one open order at a time). */
async function newFamily(name: string) {
  const email = `${name}@plouf.test`;
  const { famId } = await app.createAccount({ email, password: `${name}-2026`, roles: ['Client', 'Famille'] });
  return { famId, cookie: await app.login(email, `${name}-2026`) };
}

const checkout = (cookie: string, body: ReturnType<typeof cart> & { replaces?: number }) => app.call('POST', '/webapi/Commande/checkout', { cookie, body, headers: key() });
const orderOf = async (id: number) => (await app.call('GET', `/webapi/Commande/${id}`, { cookie: admin })).body.data;
/** The order's own events in its history (its cards' events, given by a process, come when they come). */
const historyOf = async (id: number) =>
  ((await app.call('GET', `/webapi/Commande/${id}/history`, { cookie: admin })).body.data as { streamId: string; type: string; data: any; state: { cmdStatus: number; overpaid: number } }[]).filter((entry) => entry.streamId === `order-${id}`);
const cardsOf = async (cookie: string) => (await app.call('GET', '/webapi/Family/forfaits', { cookie })).body.data as { id: number; fftId: number; cmdId: number | null; revoked: boolean; status: number }[];
const intentCalls = () => stripe.calls.filter((call) => call.path.startsWith('/v1/payment_intents'));

/** Checks out a cart, and pays it: the customer confirms, Stripe's webhook says it succeeded. */
async function paidOrder(cookie: string, body: ReturnType<typeof cart>) {
  const placed = (await checkout(cookie, body)).body.data;
  const event = stripe.confirm(paymentIdOf(placed.clientSecret), 'succeeded');
  expect((await deliver(app.url, event, stripe.settings.webhookSecret)).body).toEqual({ resultCode: 'Ok', data: { received: true } });
  await eventually(() => orderOf(placed.orderId), (order) => order.cmdStatus === 2);
  return { placed, event };
}

beforeAll(async () => {
  stripe = await startStripeServer();
  app = await startTestApp({ seed: true, stripe: stripe.settings });
  admin = await app.login();
  passes = (await app.call('GET', '/webapi/Forfait')).body.data;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await stripe?.stop();
});

describe('a card payment through Stripe', () => {
  it('checks out with a PaymentIntent of the order total, and a succeeded webhook pays it and gives the cards', async () => {
    const family = await newFamily('stripe-payee');
    const ten = pass('Carte 10 séances enfants');
    const adults = pass('Carte 10 séances adultes');
    const answer = await checkout(family.cookie, cart([ten.id, 2], [adults.id, 1]));
    expect(answer.body.resultCode).toBe('Ok');
    const placed = answer.body.data;
    expect(placed).toMatchObject({ provider: 'stripe', publishableKey: stripe.settings.publishableKey, cmdStatus: 9, total: ten.fftTarif * 2 + adults.fftTarif });
    const intent = stripe.intent(paymentIdOf(placed.clientSecret))!;
    expect(placed.clientSecret).toBe(intent.client_secret);
    expect(intent).toMatchObject({ amount: placed.total, currency: 'eur', status: 'requires_payment_method', metadata: { orderId: String(placed.orderId), famId: String(family.famId) }, automatic_payment_methods: { enabled: true } });
    const created = stripe.calls.filter((call) => call.method === 'POST' && call.path === '/v1/payment_intents' && call.idempotencyKey === `plouf-order-${placed.orderId}-intent`);
    expect(created).toHaveLength(1);
    expect((await app.call('GET', '/webapi/Commande/payment-config')).body.data).toEqual({ provider: 'stripe', publishableKey: stripe.settings.publishableKey });

    const event = stripe.confirm(intent.id as string, 'succeeded');
    const delivered = await deliver(app.url, event, stripe.settings.webhookSecret);
    expect([delivered.status, delivered.body]).toEqual([200, { resultCode: 'Ok', data: { received: true } }]);
    const paid = await eventually(() => orderOf(placed.orderId), (order) => order.cmdStatus === 2);
    expect(paid.cmdStatus).toBe(2);
    expect(paid.payments).toEqual([expect.objectContaining({ provider: 'stripe', status: 'succeeded', amount: placed.total })]);
    const cards = await eventually(() => cardsOf(family.cookie), (list) => list.length === 3);
    expect(cards.map((card) => card.fftId).sort()).toEqual([ten.id, ten.id, adults.id].sort());
    expect(cards.every((card) => card.cmdId === placed.orderId && card.status === 1)).toBe(true);
  });

  it('records a declined card, then retries on the same order and the same PaymentIntent', async () => {
    const family = await newFamily('stripe-retry');
    const body = cart([pass('Carte 10 séances adultes').id, 1]);
    const first = (await checkout(family.cookie, body)).body.data;
    const paymentId = paymentIdOf(first.clientSecret);
    const declined = await deliver(app.url, stripe.confirm(paymentId, 'failed'), stripe.settings.webhookSecret);
    expect(declined.status).toBe(200);
    // Declined: recorded on the payment; the order still awaits its payment.
    const failed = await eventually(() => orderOf(first.orderId), (order) => order.payments.some((payment: { status: string }) => payment.status === 'failed'));
    expect(failed.cmdStatus).toBe(9);
    expect(failed.payments).toEqual([expect.objectContaining({ status: 'failed', reason: 'Your card was declined.' })]);

    const before = intentCalls().length;
    const again = (await checkout(family.cookie, body)).body.data;
    expect(again).toMatchObject({ orderId: first.orderId, clientSecret: first.clientSecret, cmdStatus: 9 });
    // Found again by its id: retrieved, not created a second time.
    expect(intentCalls().slice(before).map((call) => `${call.method} ${call.path}`)).toEqual([`GET /v1/payment_intents/${paymentId}`]);
    expect(stripe.calls.filter((call) => call.method === 'POST' && call.idempotencyKey === `plouf-order-${first.orderId}-intent`)).toHaveLength(1);

    await deliver(app.url, stripe.confirm(paymentId, 'succeeded'), stripe.settings.webhookSecret);
    const paid = await eventually(() => orderOf(first.orderId), (order) => order.cmdStatus === 2);
    expect(paid.cmdStatus).toBe(2);
    expect((await historyOf(first.orderId)).map((entry) => `${entry.type}:${entry.state.cmdStatus}`)).toEqual([
      'OrderPlaced:1',
      'PaymentRequested:1',
      'OrderStatusChanged:9',
      'PaymentFailed:9',
      'PaymentRequested:9',
      'PaymentSucceeded:9',
      'OrderStatusChanged:2',
    ]);
  });

  it('records a webhook delivered ten times, one after the other and all at once, once', async () => {
    const family = await newFamily('stripe-repeat');
    const ten = pass('Carte 10 séances enfants');
    const { placed, event } = await paidOrder(family.cookie, cart([ten.id, 2]));
    for (let n = 0; n < 9; n++) expect((await deliver(app.url, event, stripe.settings.webhookSecret)).status).toBe(200);
    const together = await Promise.all(Array.from({ length: 10 }, () => deliver(app.url, event, stripe.settings.webhookSecret)));
    expect(together.map((answer) => answer.status)).toEqual(Array(10).fill(200));

    const history = await historyOf(placed.orderId);
    expect(history.filter((entry) => entry.type === 'PaymentSucceeded')).toHaveLength(1);
    await eventually(() => cardsOf(family.cookie), (list) => list.length === 2);
    // A later paid order's card is there: the order process and the cards read model are past
    // every delivery above (they follow `$all` in order), so a second set would be there too.
    const later = await newFamily('stripe-repeat-later');
    await paidOrder(later.cookie, cart([ten.id, 1]));
    await eventually(() => cardsOf(later.cookie), (list) => list.length === 1);
    expect(await cardsOf(later.cookie)).toHaveLength(1);
    expect((await cardsOf(family.cookie)).filter((card) => card.cmdId === placed.orderId)).toHaveLength(2);
  });
});

describe('the webhook is verified', () => {
  it('refuses a bad, missing, foreign or stale signature and a tampered body, and records nothing', async () => {
    const family = await newFamily('stripe-forged');
    const placed = (await checkout(family.cookie, cart([pass('Carte 10 séances adultes').id, 1]))).body.data;
    const event = stripe.confirm(paymentIdOf(placed.clientSecret), 'succeeded');
    const payload = JSON.stringify(event, null, 2);
    const before = await historyOf(placed.orderId);
    const forbidden = { resultCode: 'AccessForbidden', data: { errorMessage: 'Signature du webhook invalide' } };

    const attempts = [
      deliver(app.url, event, stripe.settings.webhookSecret, { signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }),
      deliver(app.url, event, stripe.settings.webhookSecret, { signature: null }),
      deliver(app.url, event, 'whsec_another_endpoint_secret_0000000000'),
      deliver(app.url, event, stripe.settings.webhookSecret, { payload: payload.replace(`"orderId": "${placed.orderId}"`, '"orderId": "1"') }),
      // Signed 10 minutes ago: past the SDK's 5-minute tolerance, a replay.
      deliver(app.url, event, stripe.settings.webhookSecret, {
        signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.settings.webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 600 }),
      }),
    ];
    for (const answer of await Promise.all(attempts)) expect([answer.status, answer.body]).toEqual([403, forbidden]);
    expect(payload).toContain(`"orderId": "${placed.orderId}"`);
    expect(await historyOf(placed.orderId)).toEqual(before);
    expect((await orderOf(placed.orderId)).cmdStatus).toBe(9);

    // The same event, signed with the endpoint's secret, is taken.
    expect((await deliver(app.url, event, stripe.settings.webhookSecret)).status).toBe(200);
    expect((await eventually(() => orderOf(placed.orderId), (order) => order.cmdStatus === 2)).cmdStatus).toBe(2);
  });

  it('answers an event it does not act on as received and ignored', async () => {
    const created = stripe.events.find((event) => event.type === 'payment_intent.created')!;
    const answer = await deliver(app.url, created, stripe.settings.webhookSecret);
    expect([answer.status, answer.body]).toEqual([200, { resultCode: 'Ok', data: { received: true, ignored: 'payment_intent.created' } }]);
  });
});

describe('refunds and Stripe unreachable', () => {
  it('refunds a paid order through Stripe once, and takes the cards back', async () => {
    const family = await newFamily('stripe-refund');
    const ten = pass('Carte 10 séances enfants');
    const { placed } = await paidOrder(family.cookie, cart([ten.id, 1]));
    await eventually(() => cardsOf(family.cookie), (list) => list.length === 1);
    const paymentId = paymentIdOf(placed.clientSecret);

    const headers = key();
    const refunded = await app.call('PUT', `/webapi/Commande/${placed.orderId}`, { cookie: admin, body: { move: 'REFUND', reason: 'Déménagement' }, headers });
    expect(refunded.body.data.cmdStatus).toBe(7);
    expect(refunded.body.data.payments[0].status).toBe('refunded');
    // The same request again (a lost answer), and another refund: neither reaches Stripe.
    expect((await app.call('PUT', `/webapi/Commande/${placed.orderId}`, { cookie: admin, body: { move: 'REFUND', reason: 'Déménagement' }, headers })).headers.get('idempotent-replayed')).toBe('true');
    expect((await app.call('PUT', `/webapi/Commande/${placed.orderId}`, { cookie: admin, body: { move: 'REFUND', reason: 'Encore' }, headers: key() })).body.resultCode).toBe('InvalidModelState');

    const refundCalls = stripe.calls.filter((call) => call.path === '/v1/refunds');
    expect(refundCalls).toEqual([{ method: 'POST', path: '/v1/refunds', idempotencyKey: `plouf-order-${placed.orderId}-refund-${paymentId}`, status: 200, replayed: false }]);
    expect(stripe.refunds().filter((refund) => refund.payment_intent === paymentId)).toEqual([expect.objectContaining({ amount: placed.total, status: 'succeeded' })]);
    const cards = await eventually(() => cardsOf(family.cookie), (list) => list.every((card) => card.revoked));
    expect(cards).toEqual([expect.objectContaining({ cmdId: placed.orderId, revoked: true, status: 3 })]);
  });

  it('answers the spec’s message when Stripe cannot be reached, and checks out once it is back', async () => {
    const family = await newFamily('stripe-down');
    const body = cart([pass('Carte 10 séances adultes').id, 1]);
    await stripe.stop();
    try {
      const down = await checkout(family.cookie, body);
      expect([down.status, down.body]).toEqual([502, { resultCode: 'InternalException', data: { errorMessage: "Erreur lors de la génération de l'intention de paiement" } }]);
    } finally {
      await stripe.resume();
    }
    const back = await checkout(family.cookie, body);
    expect(back.body.data).toMatchObject({ provider: 'stripe', cmdStatus: 9 });
    expect(stripe.intent(paymentIdOf(back.body.data.clientSecret))?.amount).toBe(back.body.data.total);
  });
});

describe('a card confirmed after the desk recorded a cheque', () => {
  it('marks the order overpaid, and gives back only the excess through Stripe, the order staying paid with its cards', async () => {
    const family = await newFamily('stripe-twice');
    const ten = pass('Carte 10 séances enfants');
    const placed = (await checkout(family.cookie, cart([ten.id, 1]))).body.data;
    // The customer confirms in the Payment Element while the desk records their cheque.
    const event = stripe.confirm(paymentIdOf(placed.clientSecret), 'succeeded');
    const cheque = await app.call('PUT', `/webapi/Commande/${placed.orderId}`, { cookie: admin, body: { move: 'RECORD_PAYMENT', method: 1, reference: 'Chèque 77', reason: 'Guichet' }, headers: key() });
    expect(cheque.body.data).toMatchObject({ cmdStatus: 2, overpaid: 0 });
    await deliver(app.url, event, stripe.settings.webhookSecret);
    const twice = await eventually(() => orderOf(placed.orderId), (order) => order.payments.filter((payment: { status: string }) => payment.status === 'succeeded').length === 2);
    expect(twice).toMatchObject({ cmdStatus: 2, overpaid: placed.total });
    const history = await historyOf(placed.orderId);
    expect(history[history.length - 1]!.state.overpaid).toBe(placed.total);

    const excess = await app.call('PUT', `/webapi/Commande/${placed.orderId}`, { cookie: admin, body: { move: 'REFUND_EXCESS', reason: 'Payé deux fois' }, headers: key() });
    expect(excess.body.data).toMatchObject({ cmdStatus: 2, overpaid: 0 });
    expect(excess.body.data.payments.find((payment: { provider: string }) => payment.provider === 'stripe')).toMatchObject({ status: 'refunded', refunded: placed.total });
    expect(excess.body.data.payments.find((payment: { provider: string }) => payment.provider === 'desk')).toMatchObject({ status: 'succeeded' });
    expect(stripe.refunds().filter((refund) => refund.payment_intent === paymentIdOf(placed.clientSecret))).toEqual([expect.objectContaining({ amount: placed.total })]);
    const cards = await eventually(() => cardsOf(family.cookie), (list) => list.length === 1);
    expect(cards[0]).toMatchObject({ cmdId: placed.orderId, revoked: false });
    // Nothing is paid twice any more: no second excess refund.
    expect((await app.call('PUT', `/webapi/Commande/${placed.orderId}`, { cookie: admin, body: { move: 'REFUND_EXCESS', reason: 'Encore' }, headers: key() })).body.resultCode).toBe('InvalidModelState');
  });
});

describe('a cancelled order takes no money', () => {
  it('closes the PaymentIntent of an order replaced by another cart, or cancelled by the family', async () => {
    const family = await newFamily('stripe-change');
    const first = (await checkout(family.cookie, cart([pass('Carte 10 séances enfants').id, 1]))).body.data;
    // Refused until the family confirms the waiting order is to be replaced: nothing cancelled yet.
    expect((await checkout(family.cookie, cart([pass('Carte 10 séances adultes').id, 1]))).body.data.errorMessage).toMatch(new RegExp(`commande n° ${first.orderId} attend encore`));
    expect(stripe.intent(paymentIdOf(first.clientSecret))!.status).not.toBe('canceled');
    const second = (await checkout(family.cookie, { ...cart([pass('Carte 10 séances adultes').id, 1]), replaces: first.orderId })).body.data;
    expect(second.orderId).not.toBe(first.orderId);
    expect(await orderOf(first.orderId)).toMatchObject({ cmdStatus: 6, replacedBy: second.orderId });
    expect(stripe.intent(paymentIdOf(first.clientSecret))!.status).toBe('canceled');
    const cancelled = await app.call('DELETE', `/webapi/Commande/${second.orderId}`, { cookie: family.cookie, headers: key() });
    expect(cancelled.body.data.cmdStatus).toBe(6);
    expect(stripe.intent(paymentIdOf(second.clientSecret))!.status).toBe('canceled');
  });

  it('refunds money taken for an order cancelled as the card was confirmed', async () => {
    const family = await newFamily('stripe-race');
    const placed = (await checkout(family.cookie, cart([pass('Carte 10 séances enfants').id, 1]))).body.data;
    // The customer confirms in another tab; the family cancels before Stripe's news arrives.
    const event = stripe.confirm(paymentIdOf(placed.clientSecret), 'succeeded');
    await app.call('DELETE', `/webapi/Commande/${placed.orderId}`, { cookie: family.cookie, headers: key() });
    await deliver(app.url, event, stripe.settings.webhookSecret);
    const taken = await eventually(() => orderOf(placed.orderId), (order) => order.payments.some((payment: { status: string }) => payment.status === 'succeeded'));
    expect(taken.cmdStatus).toBe(6);
    expect(await cardsOf(family.cookie)).toEqual([]);
    const refunded = await app.call('PUT', `/webapi/Commande/${placed.orderId}`, { cookie: admin, body: { move: 'REFUND', reason: 'Payée après annulation' }, headers: key() });
    expect(refunded.body.data.cmdStatus).toBe(7);
    expect(stripe.calls.filter((call) => call.path === '/v1/refunds' && call.idempotencyKey?.includes(`order-${placed.orderId}-`))).toHaveLength(1);
  });
});

describe('the content security policy', () => {
  const policyOf = async (url: string) => {
    const header = (await fetch(`${url}/webapi/Piscine`)).headers.get('content-security-policy') ?? '';
    return Object.fromEntries(header.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
  };

  it('lets the browser load Stripe.js, frame Stripe and call its API with the Stripe adapter', async () => {
    const policy = await policyOf(app.url);
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('names no Stripe origin with the offline test payments', async () => {
    const offline = await startTestApp({ seed: false });
    try {
      expect((await offline.call('GET', '/webapi/Commande/payment-config')).body.data.provider).toBe('offline');
      const policy = await policyOf(offline.url);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['frame-src']).toBeUndefined();
      expect(JSON.stringify(policy)).not.toContain('stripe');
    } finally {
      await offline.close();
    }
  }, 120_000);
});
