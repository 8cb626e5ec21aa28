import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, parisMoment } from '@plouf/infra/days';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { deliver, startStripeServer, type StripeServer } from '../harness/stripe-server.ts';
import { pricedTerm, termCatalogue, termFamily, type TermCatalogue, type TermFamily } from '../harness/terms.ts';

/**
 * A term's price paid by monthly SEPA direct debit through the Stripe adapter (issue 43, ADR 0029
 * decisions 48-53): the real `stripe` SDK against the project's Stripe-compatible server, on the test
 * clock. The mandate is a SetupIntent confirmed by the server with the family's online acceptance;
 * each debit is an off-session PaymentIntent on it, processing until the bank answers through
 * Stripe's signed webhook; a webhook delivered twice changes nothing; a debit refused is tried again.
 */
let stripe: StripeServer;
let app: TestApp;
let admin: string;
let cat: TermCatalogue;
let termId: number;
let families = 0;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `orders-stripe-debit-${Date.now()}-${keyCount++}` });
const TERM_CENTS = 18_000;
const until = (assertion: () => Promise<void>, timeout = 20_000) => vi.waitFor(assertion, { timeout, interval: 100 });

type Enrolment = { id: number; status: string; hold?: { orderId: number } };
type Payment = { paymentId: string; status: string; amount: number; method?: number; part?: number; retryOn?: string };
type Order = { cmdStatus: number; payments: Payment[]; plan?: Array<{ n: number; due: string; cents: number }>; savedCardLast4?: string };

const newFamily = () => termFamily(app, 9_950 + families++, { fftId: cat.childPass.id, libelle: 'Carte 10 séances enfants', entries: 2 });
const orderOf = async (family: TermFamily, orderId: number) => (await app.call('GET', `/webapi/Commande/${orderId}`, { cookie: family.cookie })).body.data as Order;
const enrolmentOf = async (family: TermFamily, enrId: number) => ((await app.call('GET', `/webapi/Family/enrolments?termId=${termId}`, { cookie: family.cookie })).body.data as Enrolment[]).find((item) => item.id === enrId);
const debits = (orderId: number) => stripe.intentsWith({ orderId: String(orderId), offSession: 'true' });

/** A family enrolled by direct debit, its mandate signed on `iban`. */
const signed = async (iban: string) => {
  const family = await newFamily();
  const answer = await app.call('POST', '/webapi/Family/enrolment', { cookie: family.cookie, headers: key(), body: { termId, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: family.childId, cardId: 0, pay: 'tuition', directDebit: true } });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  const held = answer.body.data as Enrolment;
  const orderId = held.hold!.orderId;
  const mandate = await app.call('POST', `/webapi/Commande/${orderId}/mandat`, { cookie: family.cookie, headers: { ...key(), 'user-agent': 'Mozilla/5.0 (test)' }, body: { holder: 'Sam Famille', iban, accept: true } });
  expect(mandate.body.resultCode, JSON.stringify(mandate.body)).toBe('Ok');
  await until(async () => expect((await enrolmentOf(family, held.id))?.status).toBe('enrolled'));
  return { family, enrId: held.id, orderId };
};

beforeAll(async () => {
  stripe = await startStripeServer();
  app = await startTestApp({ seed: true, stripe: stripe.settings });
  admin = await app.login();
  cat = await termCatalogue(app);
  termId = await pricedTerm(app, admin, cat, { libelle: 'Trimestre par prélèvement', englishName: 'Term by direct debit', cents: TERM_CENTS, from: 40, tariff: { directDebit: true } });
}, 120_000);

afterAll(async () => {
  app?.clock.reset();
  await app?.close();
  await stripe?.stop();
});

describe('a term paid by direct debit through Stripe', () => {
  it('signs the mandate as a SetupIntent, debits the first part, and records it once when the bank pays', async () => {
    const { family, orderId } = await signed('FR1420041010050500013M02606');
    const setup = stripe.setupIntents().find((intent) => (intent.metadata as Record<string, string>).orderId === String(orderId))!;
    expect(setup).toMatchObject({ status: 'succeeded', usage: 'off_session', payment_method_types: ['sepa_debit'] });
    expect(setup.mandate).toMatch(/^mandate_/);
    // On the family's customer, the one its cards kept would be on too.
    expect(stripe.customer(setup.customer as string)).toMatchObject({ metadata: { famId: String(family.famId) } });
    expect((await app.platform.store.readStream(`payer-${family.famId}`)).map((event) => (event.data as { customer: string }).customer)).toEqual([setup.customer]);
    // Stripe keeps the account and its holder; Plouf keeps the reference and the last four.
    expect(stripe.paymentMethod(setup.payment_method as string)).toMatchObject({ type: 'sepa_debit', customer: setup.customer, sepa_debit: { last4: '2606' }, billing_details: { name: 'Sam Famille' } });
    const events = await app.platform.store.readStream(`order-${orderId}`);
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain('20041010050500013M02606');
    expect((await orderOf(family, orderId)).savedCardLast4).toBe('2606');

    // The first debit is sent at once; the bank has not answered: nothing paid yet.
    await until(async () => expect(debits(orderId).map((intent) => intent.status)).toEqual(['processing']));
    const debit = debits(orderId)[0]!;
    expect(debit).toMatchObject({ payment_method_types: ['sepa_debit'], metadata: { part: '1' } });
    expect(stripe.confirmedOffSession(debit.id as string)).toBe(true);
    expect((await orderOf(family, orderId)).payments.filter((payment) => payment.status === 'succeeded')).toEqual([]);

    // The bank pays: Stripe's webhook, delivered twice, is one payment of part 1, as a direct debit.
    const paid = stripe.settleDebit(debit.id as string);
    for (let n = 0; n < 2; n++) expect((await deliver(app.url, paid, stripe.settings.webhookSecret)).body.resultCode).toBe('Ok');
    await until(async () => expect((await orderOf(family, orderId)).payments.filter((payment) => payment.status === 'succeeded').map((payment) => [payment.part, payment.method])).toEqual([[1, 9]]));
    const succeededEvents = (await app.platform.store.readStream(`order-${orderId}`)).filter((event) => event.type === 'PaymentSucceeded');
    expect(succeededEvents).toHaveLength(1);
  });

  it('records a debit the bank refused as that part’s try, with the next try’s day', async () => {
    const { family, enrId, orderId } = await signed('FR8420041010050500013M02607');
    await until(async () => expect(debits(orderId).map((intent) => intent.status)).toEqual(['processing']));
    const refused = stripe.settleDebit(debits(orderId)[0]!.id as string);
    expect((await deliver(app.url, refused, stripe.settings.webhookSecret)).body.resultCode).toBe('Ok');
    const due = (await orderOf(family, orderId)).plan![0]!.due;
    await until(async () => expect((await orderOf(family, orderId)).payments.filter((payment) => payment.status === 'failed').map((payment) => [payment.part, payment.retryOn])).toEqual([[1, addDays(due, 3)]]));
    expect((await enrolmentOf(family, enrId))?.status).toBe('enrolled');
    // The second try on its day: a new debit under its own key.
    app.clock.set(new Date(Date.parse(parisMoment(addDays(due, 3), 9, 0)) + 60_000).toISOString());
    await until(async () => expect(debits(orderId)).toHaveLength(2));
    expect(stripe.calls.filter((call) => call.idempotencyKey === `plouf-order-${orderId}-part-1-try-2`)).toEqual([expect.objectContaining({ status: 200, replayed: false })]);
    app.clock.reset();
  });
});
