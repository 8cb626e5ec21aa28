import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStripePayments, instalmentHandler } from '@plouf/command-api';
import { parisMoment } from '@plouf/infra/days';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { deliver, startStripeServer, type KeptCard, type StripeServer } from '../harness/stripe-server.ts';
import { pricedTerm, termCatalogue, termFamily, type TermCatalogue, type TermFamily } from '../harness/terms.ts';

/**
 * A term's price paid in monthly parts through the Stripe adapter (issue 43, ADR 0029 decisions
 * 17-19): the real `stripe` SDK against the project's Stripe-compatible server, on the test clock.
 * The first part's PaymentIntent keeps the card on the family's customer (one per family); the scheduler
 * charges each later part on that card without the family, under the key of its part and try, and
 * a card declined then is a failed payment of that part, never a second charge.
 */
let stripe: StripeServer;
let app: TestApp;
let admin: string;
let cat: TermCatalogue;
let termId: number;
let families = 0;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `orders-stripe-instalments-${Date.now()}-${keyCount++}` });
const TERM_CENTS = 15_001;
const until = (assertion: () => Promise<void>, timeout = 20_000) => vi.waitFor(assertion, { timeout, interval: 100 });
const paymentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

type Enrolment = { id: number; status: string; hold?: { orderId: number } };
type Payment = { paymentId: string; status: string; amount: number; reason: string | null; part?: number; offSession?: boolean };
type Order = { cmdStatus: number; payments: Payment[]; plan?: Array<{ n: number; due: string; cents: number }>; savedCardLast4?: string };
type Asked = { clientSecret: string; provider: string; part?: { n: number; count: number; amount: number } };

const newFamily = () => termFamily(app, 9_700 + families++, { fftId: cat.childPass.id, libelle: 'Carte 10 séances enfants', entries: 2 });
const orderOf = async (family: TermFamily, orderId: number) => (await app.call('GET', `/webapi/Commande/${orderId}`, { cookie: family.cookie })).body.data as Order;
const enrolmentOf = async (family: TermFamily, enrId: number) => ((await app.call('GET', `/webapi/Family/enrolments?termId=${termId}`, { cookie: family.cookie })).body.data as Enrolment[]).find((item) => item.id === enrId);
const succeeded = (order: Order) => order.payments.filter((payment) => payment.status === 'succeeded');
const dueItems = async (orderId: number) =>
  (await app.platform.pool.query<{ key: string; status: string }>(`SELECT key, status FROM due_items WHERE kind = 'instalment' AND key LIKE $1 ORDER BY key`, [`${orderId}:%`])).rows;
const orderEvents = async (orderId: number) => app.platform.store.readStream(`order-${orderId}`);
/** The calls that reached Stripe's API with this idempotency key. */
const callsWith = (idempotencyKey: string) => stripe.calls.filter((call) => call.idempotencyKey === idempotencyKey);
/** 09:01 in Paris on a part's day: its item (due at 09:00) has fallen due. */
const partDay = (due: string) => new Date(Date.parse(parisMoment(due, 9, 0)) + 60_000);
/** The family asks to pay what the order owes now (a plan: its next part). */
const askToPay = async (family: TermFamily, orderId: number) => {
  const asked = await app.call('POST', `/webapi/Commande/${orderId}/pay`, { cookie: family.cookie, headers: key(), body: {} });
  expect(asked.body.resultCode, JSON.stringify(asked.body)).toBe('Ok');
  return asked.body.data as Asked;
};

/**
 * A family enrolled in three parts, its first paid at the Payment Element with a card that behaves
 * later as `card` says, Stripe's webhook delivered: the order, the first part's intent and its answer.
 */
const enrolledInParts = async (card: KeptCard = 'succeeds') => {
  const family = await newFamily();
  const answer = await app.call('POST', '/webapi/Family/enrolment', {
    cookie: family.cookie,
    headers: key(),
    body: { termId, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: family.childId, cardId: 0, pay: 'tuition', instalments: 3 },
  });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  const held = answer.body.data as Enrolment;
  const orderId = held.hold!.orderId;
  const asked = await askToPay(family, orderId);
  const first = paymentIdOf(asked.clientSecret);
  const event = stripe.confirm(first, 'succeeded', { card });
  expect((await deliver(app.url, event, stripe.settings.webhookSecret)).body).toEqual({ resultCode: 'Ok', data: { received: true } });
  await until(async () => expect((await enrolmentOf(family, held.id))?.status).toBe('enrolled'));
  return { family, enrId: held.id, orderId, asked, first, order: await orderOf(family, orderId) };
};

/** The scheduler's firing of a part's item, as it fires it again (a node that died before marking it done). */
const firing = (orderId: number, part: number, due: string, attempt: number) => ({
  kind: 'instalment',
  key: `${orderId}:${part}:1`,
  dueAt: new Date(parisMoment(due, 9, 0)),
  payload: { orderId, part },
  attempt,
  idempotencyKey: `due:instalment:${orderId}:${part}:1`,
});

beforeAll(async () => {
  stripe = await startStripeServer();
  app = await startTestApp({ seed: true, stripe: stripe.settings });
  admin = await app.login();
  cat = await termCatalogue(app);
  termId = await pricedTerm(app, admin, cat, { libelle: 'Trimestre en trois fois', englishName: 'Term in three parts', cents: TERM_CENTS, from: 200, tariff: { instalments: 3 } });
}, 120_000);

afterAll(async () => {
  app?.clock.reset();
  await app?.close();
  await stripe?.stop();
});

describe('a term paid in instalments through Stripe', () => {
  it('keeps the card with the first part, and charges the second on its day without the family, once', async () => {
    const { family, orderId, asked, first, order } = await enrolledInParts();
    expect(asked).toMatchObject({ provider: 'stripe', part: { n: 1, count: 3, amount: 5_001 } });
    // The first part's intent is set up for later charges, on the family's customer (one per family).
    const intent = stripe.intent(first)!;
    expect(intent).toMatchObject({ amount: 5_001, status: 'succeeded', setup_future_usage: 'off_session', metadata: { orderId: String(orderId), famId: String(family.famId), part: '1' } });
    const customer = intent.customer as string;
    expect(stripe.customer(customer)).toMatchObject({ object: 'customer', metadata: { famId: String(family.famId) } });
    expect(callsWith(`plouf-family-${family.famId}-customer`)).toEqual([expect.objectContaining({ method: 'POST', path: '/v1/customers', status: 200, replayed: false })]);
    expect(callsWith(`plouf-order-${orderId}-customer`)).toEqual([]);
    // Kept on the family's payer stream: its next plan's card or mandate goes on the same customer.
    const payer = await app.platform.store.readStream(`payer-${family.famId}`);
    expect(payer.map((event) => [event.type, (event.data as { customer: string }).customer])).toEqual([['PayerCustomerOpened', customer]]);
    const method = intent.payment_method as string;
    expect(stripe.paymentMethod(method)).toMatchObject({ customer, card: { last4: '4242' } });

    // The child is enrolled, the order holds the first part and waits for the others, the card kept
    // (Stripe's event names its method by id only: the digits are what the adapter was told).
    expect(order.plan?.map((part) => part.cents)).toEqual([5_001, 5_000, 5_000]);
    expect(succeeded(order)).toEqual([expect.objectContaining({ paymentId: first, amount: 5_001, part: 1 })]);
    expect(order.cmdStatus).toBe(9);
    expect(order.savedCardLast4).toBeDefined();
    await until(async () => expect((await dueItems(orderId)).map((item) => item.key)).toEqual([`${orderId}:2:1`, `${orderId}:3:1`]));

    // The second part's day, 09:01 in Paris: the scheduler charges the card kept, without the family.
    const second = order.plan![1]!;
    app.clock.set(partDay(second.due).toISOString());
    await until(async () => expect(succeeded(await orderOf(family, orderId)).map((payment) => payment.amount)).toEqual([5_001, 5_000]));
    const charges = stripe.intentsWith({ orderId: String(orderId), part: '2' });
    expect(charges).toEqual([
      expect.objectContaining({ amount: 5_000, customer, payment_method: method, setup_future_usage: null, status: 'succeeded', amount_received: 5_000, metadata: { orderId: String(orderId), famId: String(family.famId), part: '2', offSession: 'true' } }),
    ]);
    const charge = charges[0]!;
    expect(stripe.confirmedOffSession(charge.id as string)).toBe(true);
    expect(callsWith(`plouf-order-${orderId}-part-2-try-1`)).toEqual([{ method: 'POST', path: '/v1/payment_intents', idempotencyKey: `plouf-order-${orderId}-part-2-try-1`, status: 200, replayed: false }]);
    const paid = await orderOf(family, orderId);
    expect(paid.payments.find((payment) => payment.paymentId === charge.id)).toMatchObject({ status: 'succeeded', amount: 5_000, part: 2 });
    expect(paid.cmdStatus).toBe(9);
    await until(async () => expect((await dueItems(orderId)).map((item) => item.status)).toEqual(['done', 'waiting']));

    // Stripe's webhook for that charge comes after the scheduler recorded it: nothing new.
    const news = stripe.events.find((event) => event.type === 'payment_intent.succeeded' && (event.data as { object: { id: string } }).object.id === charge.id)!;
    expect((await deliver(app.url, news, stripe.settings.webhookSecret)).body).toEqual({ resultCode: 'Ok', data: { received: true } });
    expect((await orderEvents(orderId)).filter((event) => event.type === 'PaymentSucceeded')).toHaveLength(2);
    expect(succeeded(await orderOf(family, orderId)).map((payment) => payment.amount)).toEqual([5_001, 5_000]);
    app.clock.reset();
  });

  it('records a part declined without the family as a failed payment, the order awaiting it; the same key again is the same refusal', async () => {
    const { family, enrId, orderId, first, order } = await enrolledInParts('declinesLater');
    const second = order.plan![1]!;
    app.clock.set(partDay(second.due).toISOString());
    await until(async () => {
      const failed = (await orderOf(family, orderId)).payments.filter((payment) => payment.status === 'failed');
      expect(failed).toEqual([expect.objectContaining({ part: 2, offSession: true, amount: 5_000, reason: 'Your card was declined.' })]);
    });
    // Stripe refused it with a card error naming the intent it made, which now asks for another method.
    const tryKey = `plouf-order-${orderId}-part-2-try-1`;
    expect(callsWith(tryKey)).toEqual([{ method: 'POST', path: '/v1/payment_intents', idempotencyKey: tryKey, status: 402, replayed: false }]);
    const charges = stripe.intentsWith({ orderId: String(orderId), part: '2' });
    expect(charges).toEqual([expect.objectContaining({ status: 'requires_payment_method', amount_received: 0, last_payment_error: expect.objectContaining({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }) })]);
    const charge = charges[0]!;
    expect(stripe.events.filter((event) => event.type === 'payment_intent.payment_failed' && (event.data as { object: { id: string } }).object.id === charge.id)).toHaveLength(1);
    const after = await orderOf(family, orderId);
    expect(after.payments.find((payment) => payment.status === 'failed')?.paymentId).toBe(charge.id);
    expect(after.cmdStatus).toBe(9);
    expect(succeeded(after).map((payment) => payment.amount)).toEqual([5_001]);
    expect((await enrolmentOf(family, enrId))?.status).toBe('enrolled');

    // The same part and try asked of Stripe again (a retry after a crash, before the stream recorded
    // the failure): Stripe answers the same 402 from its idempotency record, and makes no new charge.
    const port = createStripePayments(stripe.settings);
    const card = { ref: `${String(stripe.intent(first)!.customer)}/${String(stripe.intent(first)!.payment_method)}`, last4: '0341' };
    const again = await port.chargeSaved({ orderId, famId: family.famId, part: 2, attempt: 1, amount: 5_000, card, description: `Plouf, commande ${orderId}, versement 2/3` });
    expect(again).toMatchObject({ outcome: 'failed', paymentId: charge.id, reason: 'Your card was declined.' });
    expect(callsWith(tryKey).map((call) => [call.status, call.replayed])).toEqual([
      [402, false],
      [402, true],
    ]);
    expect(stripe.intentsWith({ orderId: String(orderId), part: '2' })).toHaveLength(1);
    app.clock.reset();
  });

  it('records a part whose bank asks for the family’s authentication as failed, with why', async () => {
    const { family, orderId, order } = await enrolledInParts('authenticationLater');
    app.clock.set(partDay(order.plan![1]!.due).toISOString());
    await until(async () => {
      const failed = (await orderOf(family, orderId)).payments.filter((payment) => payment.status === 'failed');
      expect(failed).toEqual([expect.objectContaining({ part: 2, offSession: true, amount: 5_000, reason: 'Authentification demandée par la banque' })]);
    });
    expect(stripe.intentsWith({ orderId: String(orderId), part: '2' })).toEqual([expect.objectContaining({ status: 'requires_payment_method', last_payment_error: expect.objectContaining({ code: 'authentication_required' }) })]);
    expect((await orderOf(family, orderId)).cmdStatus).toBe(9);
    app.clock.reset();
  });

  it('lets the family pay a declined part itself at the Payment Element', async () => {
    const { family, orderId, order } = await enrolledInParts('declinesLater');
    app.clock.set(partDay(order.plan![1]!.due).toISOString());
    await until(async () => expect((await orderOf(family, orderId)).payments.some((payment) => payment.status === 'failed')).toBe(true));
    const asked = await askToPay(family, orderId);
    expect(asked.part).toEqual({ n: 2, count: 3, amount: 5_000 });
    await deliver(app.url, stripe.confirm(paymentIdOf(asked.clientSecret), 'succeeded'), stripe.settings.webhookSecret);
    await until(async () => expect(succeeded(await orderOf(family, orderId)).map((payment) => payment.amount)).toEqual([5_001, 5_000]));
    app.clock.reset();
  });
});

/**
 * ADR 0029 decision 19: an item fired twice makes one charge, and the handler's own words: "the
 * webhook's own news of it then changes nothing". Both hold for a part that succeeded (above); these
 * are the same two for a part that was declined.
 */
describe('a declined part, told twice', () => {
  it('charges nothing more when the declined part’s item fires again', async () => {
    const { family, orderId, order } = await enrolledInParts('declinesLater');
    const second = order.plan![1]!;
    app.clock.set(partDay(second.due).toISOString());
    await until(async () => expect((await dueItems(orderId)).find((item) => item.key === `${orderId}:2:1`)?.status).toBe('done'));
    expect((await orderOf(family, orderId)).payments.filter((payment) => payment.status === 'failed')).toHaveLength(1);

    // The scheduler fires the item again, as after a node died between the firing and its marking.
    const fire = instalmentHandler({ store: app.platform.store, port: createStripePayments(stripe.settings), clock: () => partDay(second.due) });
    await fire(firing(orderId, 2, second.due, 2));
    // The first try's key is not sent again: the failure recorded, the part's next try is the second.
    expect(callsWith(`plouf-order-${orderId}-part-2-try-1`)).toHaveLength(1);
    // This item was the first try's: firing it again charges the card no second time.
    expect(callsWith(`plouf-order-${orderId}-part-2-try-2`)).toEqual([]);
    expect(stripe.intentsWith({ orderId: String(orderId), part: '2' })).toHaveLength(1);
    app.clock.reset();
  });

  it('takes Stripe’s webhook of a declined part the scheduler recorded as nothing new', async () => {
    const { family, orderId, order } = await enrolledInParts('declinesLater');
    app.clock.set(partDay(order.plan![1]!.due).toISOString());
    await until(async () => expect((await orderOf(family, orderId)).payments.filter((payment) => payment.status === 'failed')).toHaveLength(1));
    const charge = stripe.intentsWith({ orderId: String(orderId), part: '2' })[0]!;
    const news = stripe.events.find((event) => event.type === 'payment_intent.payment_failed' && (event.data as { object: { id: string } }).object.id === charge.id)!;
    expect((await deliver(app.url, news, stripe.settings.webhookSecret)).body).toEqual({ resultCode: 'Ok', data: { received: true } });
    // One refusal of one charge: one failure of the part (the part's next try stays the second).
    expect((await orderEvents(orderId)).filter((event) => event.type === 'PaymentFailed')).toHaveLength(1);
    app.clock.reset();
  });

  it('forgets the card kept at Stripe when the family is erased, once its plan is paid', async () => {
    const { family, enrId, orderId, first } = await enrolledInParts();
    const customer = stripe.intent(first)!.customer as string;
    const method = stripe.intent(first)!.payment_method as string;
    // The rest paid at the desk by transfer: nothing is owed, the erasure may go.
    const paid = await app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, headers: key(), body: { move: 'RECORD_PAYMENT', reason: '', method: 2, reference: `VIR-${orderId}` } });
    expect(paid.body.resultCode, JSON.stringify(paid.body)).toBe('Ok');
    // Its place given up (a term enrolment running stops an erasure too).
    expect((await app.call('PUT', `/webapi/Family/enrolment/${enrId}/drop`, { cookie: admin, headers: key(), body: { fromDate: null } })).body.resultCode).toBe('Ok');
    expect((await app.call('POST', `/webapi/Family/${family.famId}/effacement`, { cookie: family.cookie, headers: key(), body: {} })).body.resultCode).toBe('Ok');
    const famName = (await app.call('GET', `/webapi/Family/${family.famId}`, { cookie: admin })).body.data.libelle as string;
    const erased = await app.call('POST', `/webapi/Family/${family.famId}/effacement/confirmation`, { cookie: admin, headers: key(), body: { famName } });
    expect(erased.body.resultCode, JSON.stringify(erased.body)).toBe('Ok');
    // The family's customer is deleted at Stripe, its card detached: nothing can charge it again.
    // (Asked again for the family after the plan's card, it is already gone: Stripe's 404, nothing to do.)
    await until(async () => expect(stripe.customer(customer)).toBeUndefined());
    expect(stripe.paymentMethod(method)?.customer ?? null).toBeNull();
    await until(async () => expect(stripe.calls.filter((call) => call.method === 'DELETE' && call.path === `/v1/customers/${customer}`).map((call) => call.status)).toEqual([200, 404]));
  });
});

