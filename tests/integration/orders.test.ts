import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '@plouf/infra/days';
import { startOrderProcess } from '@plouf/command-api';
import { ADMIN_ROOMS, READ_MODELS } from '@plouf/command-api/read-models';
import { connectLive, nextChange, subscribe } from '../harness/socket.ts';
import { eventually } from '../harness/wait.ts';
import { startTestApp, type TestApp } from '../harness/app.ts';

/**
 * Commerce on the offline adapter (`npm start`'s default): checkout from the catalogue's prices,
 * the test card form, the cards a paid order gives, the back-office's moves and refunds, and what
 * a family may and may not read. Stripe's adapter has its own suite (orders-stripe.test.ts).
 */
let app: TestApp;
let admin: string;
let family: string;
let famId: number;
let passes: { id: number; libelle: string; fftTarif: number; fftLimiteAchat: number; tva: number }[];
const address = { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' };

const pass = (name: string) => passes.find((candidate) => candidate.libelle === name)!;
const cart = (...lines: [number, number][]) => ({ items: lines.map(([id, qty]) => ({ item: { id }, qty })), address });
let keyCount = 0;
const key = () => ({ 'idempotency-key': `orders-test-${Date.now()}-${keyCount++}` });
/** The cart as the family confirms it: naming its order still waiting for payment, which it replaces. */
const replacing = async (cookie: string, body: ReturnType<typeof cart>) => {
  const waiting = (await app.call('POST', '/webapi/Commande/checkout/waiting', { cookie, body: { items: body.items } })).body.data.waiting as { orderId: number } | null;
  return { ...body, replaces: waiting?.orderId ?? null };
};


const cardsOf = async (cookie: string, query = '') => (await app.call('GET', `/webapi/Family/forfaits${query}`, { cookie })).body.data as { id: number; fftId: number; cmdId: number | null; left: number; status: number; revoked: boolean }[];

let markers = 0;
/**
 * Waits until the order process and the cards read model are past everything so far: a later
 * order, of another family, paid, has given its card. The process and the projection follow `$all`
 * in order, so whatever an earlier request would have given is there by then.
 */
async function afterALaterPaidOrder() {
  const email = `marker-${markers++}@plouf.test`;
  await app.createAccount({ email, password: 'marker-2026', roles: ['Client', 'Famille'] });
  const cookie = await app.login(email, 'marker-2026');
  const placed = (await app.call('POST', '/webapi/Commande/checkout', { cookie, body: cart([pass('Carte 10 séances adultes').id, 1]), headers: key() })).body.data;
  const paid = await app.call('POST', `/webapi/Commande/${placed.orderId}/test-payment`, { cookie, body: { clientSecret: placed.clientSecret, cardNumber: '4242424242424242' }, headers: key() });
  expect(paid.body.data.cmdStatus).toBe(2);
  expect(await eventually(() => cardsOf(cookie), (list) => list.length === 1)).toHaveLength(1);
}

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  ({ famId } = await app.createAccount({ email: 'acheteur@plouf.test', password: 'acheteur-2026', roles: ['Client', 'Famille'], nom: 'Durand' }));
  family = await app.login('acheteur@plouf.test', 'acheteur-2026');
  passes = (await app.call('GET', '/webapi/Forfait')).body.data;
}, 120_000);
afterAll(async () => app?.close());

describe('checkout and the offline test card', () => {
  it('prices the cart from the catalogue, pays with the test card, and gives one card per pass bought', async () => {
    const ten = pass('Carte 10 séances enfants');
    const adults = pass('Carte 10 séances adultes');
    // The family saw an old price for one line: the order is priced from the catalogue and says so.
    const body = { items: [{ item: { id: ten.id, fftTarif: 100 }, qty: 2 }, { item: { id: adults.id }, qty: 1 }], address };
    const checkout = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, body, headers: key() });
    expect(checkout.body.resultCode).toBe('Ok');
    const placed = checkout.body.data;
    expect(placed.total).toBe(ten.fftTarif * 2 + adults.fftTarif);
    expect(placed.provider).toBe('offline');
    expect(placed.clientSecret).toMatch(/^offline_pi_\d+_secret_/);
    expect(placed.cmdStatus).toBe(9);
    expect(placed.changes).toEqual([{ id: ten.id, libelle: ten.libelle, before: 100, after: ten.fftTarif }]);
    // 20 % VAT included: base + amount is the total.
    expect(placed.vat).toEqual([{ tva: 2000, base: Math.round((placed.total * 10000) / 12000), amount: placed.total - Math.round((placed.total * 10000) / 12000) }]);

    const declined = await app.call('POST', `/webapi/Commande/${placed.orderId}/test-payment`, { cookie: family, body: { clientSecret: placed.clientSecret, cardNumber: '4000 0000 0000 0002' }, headers: key() });
    expect(declined.body.data.cmdStatus).toBe(9);
    expect(declined.body.data.payments[0]).toMatchObject({ status: 'failed', provider: 'offline' });

    // Retried: the same order, the same payment.
    const again = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, body, headers: key() });
    expect(again.body.data.orderId).toBe(placed.orderId);
    expect(again.body.data.clientSecret).toBe(placed.clientSecret);
    const paid = await app.call('POST', `/webapi/Commande/${placed.orderId}/test-payment`, { cookie: family, body: { clientSecret: placed.clientSecret, cardNumber: '4242424242424242' }, headers: key() });
    expect(paid.body.data.cmdStatus).toBe(2);
    expect(paid.body.data.cmdDatpaiement).not.toBeNull();

    const cards = await eventually(() => cardsOf(family), (list) => list.length === 3);
    expect(cards.filter((card) => card.fftId === ten.id)).toHaveLength(2);
    expect(cards.every((card) => card.cmdId === placed.orderId && card.status === 1 && card.left === 10)).toBe(true);
    const order = await eventually(async () => (await app.call('GET', `/webapi/Commande/${placed.orderId}`, { cookie: family })).body.data, (view) => view.cardIds.length === 3);
    expect(order.cardIds.sort()).toEqual(cards.map((card) => card.id).sort());

    // Paying again changes nothing: one payment, one set of cards.
    const twice = await app.call('POST', `/webapi/Commande/${placed.orderId}/test-payment`, { cookie: family, body: { clientSecret: placed.clientSecret, cardNumber: '4242424242424242' }, headers: key() });
    expect(twice.body.data.payments.filter((payment: { status: string }) => payment.status === 'succeeded')).toHaveLength(1);
    await afterALaterPaidOrder();
    expect(await cardsOf(family)).toHaveLength(3);
  });

  it('gives one order for twenty checkouts of the same cart at once', async () => {
    const adults = pass('Carte 10 séances adultes');
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.call('POST', '/webapi/Commande/checkout', { cookie: family, body: cart([adults.id, 3]), headers: key() })));
    expect(answers.map((answer) => answer.body.resultCode)).toEqual(Array(20).fill('Ok'));
    expect(new Set(answers.map((answer) => answer.body.data.orderId)).size).toBe(1);
    const history = await app.call('GET', `/webapi/Commande/${answers[0]!.body.data.orderId}/history`, { cookie: admin });
    expect(history.body.data.map((entry: { type: string }) => entry.type)).toEqual(['OrderPlaced', 'PaymentRequested', 'OrderStatusChanged']);
  });

  it('refuses a pass over its purchase limit, a disabled pass, and an unknown test card', async () => {
    const discovery = pass('Séance découverte');
    expect(discovery.fftLimiteAchat).toBe(1);
    const over = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, body: cart([discovery.id, 2]), headers: key() });
    expect(over.status).toBe(422);
    expect(over.body.data.errorMessage).toBe('Le forfait « Séance découverte » est limité à 1 par famille');

    const first = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, body: await replacing(family, cart([discovery.id, 1])), headers: key() });
    const unknown = await app.call('POST', `/webapi/Commande/${first.body.data.orderId}/test-payment`, { cookie: family, body: { clientSecret: first.body.data.clientSecret, cardNumber: '1234 5678 9012 3456' }, headers: key() });
    expect([unknown.status, unknown.body.data.errors.cardNumber]).toEqual([422, expect.stringMatching(/4242 4242 4242 4242/)]);
    await app.call('POST', `/webapi/Commande/${first.body.data.orderId}/test-payment`, { cookie: family, body: { clientSecret: first.body.data.clientSecret, cardNumber: '4242424242424242' }, headers: key() });
    await eventually(() => cardsOf(family), (list) => list.some((card) => card.fftId === discovery.id));
    const second = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, body: cart([discovery.id, 1]), headers: key(), language: 'en' });
    expect(second.body.data.errorMessage).toBe('The pass “Séance découverte” is limited to 1 per family (you already hold 1)');

    const draft = await app.call('GET', `/webapi/Forfait/${pass('Forfait 5 cours à domicile').id}`, { cookie: admin });
    const { id, libelle: _l, selected: _s, detailLoaded: _d, ...fields } = draft.body.data;
    await app.call('PUT', `/webapi/Forfait/${id}`, { cookie: admin, body: { ...fields, libelle: draft.body.data.libelle, fftEnable: false }, headers: key() });
    const disabled = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, body: cart([id, 1]), headers: key() });
    expect(disabled.body.data.errorMessage).toBe('Le forfait « Forfait 5 cours à domicile » n’est plus en vente'.replace('’', "'"));
    await app.call('PUT', `/webapi/Forfait/${id}`, { cookie: admin, body: { ...fields, libelle: draft.body.data.libelle, fftEnable: true }, headers: key() });
  });

  it('pays an order placed earlier, by its number: one the desk placed, or an older one of the family', async () => {
    const adults = pass('Carte 10 séances adultes');
    const desk = await app.call('POST', '/webapi/Commande', { cookie: admin, body: { famId, items: [{ item: { id: adults.id }, qty: 1 }] }, headers: key() });
    const paying = await app.call('POST', `/webapi/Commande/${desk.body.data.id}/pay`, { cookie: family, body: {}, headers: key() });
    expect(paying.body.data).toMatchObject({ orderId: desk.body.data.id, cmdStatus: 9, total: adults.fftTarif, provider: 'offline' });
    const again = await app.call('POST', `/webapi/Commande/${desk.body.data.id}/pay`, { cookie: family, body: {}, headers: key() });
    expect(again.body.data.clientSecret).toBe(paying.body.data.clientSecret);
    const paid = await app.call('POST', `/webapi/Commande/${desk.body.data.id}/test-payment`, { cookie: family, body: { clientSecret: paying.body.data.clientSecret, cardNumber: '4242 4242 4242 4242' }, headers: key() });
    expect(paid.body.data.cmdStatus).toBe(2);
    expect((await app.call('POST', `/webapi/Commande/${desk.body.data.id}/pay`, { cookie: family, body: {}, headers: key() })).body.data.errorMessage).toBe("Cette commande n'est plus à payer");
    // Another family's order is not found, as one that does not exist.
    await app.createAccount({ email: 'autre@plouf.test', password: 'autre-2026', roles: ['Client', 'Famille'] });
    const other = await app.login('autre@plouf.test', 'autre-2026');
    expect((await app.call('POST', `/webapi/Commande/${desk.body.data.id}/pay`, { cookie: other, body: {}, headers: key() })).status).toBe(404);
  });

  it('lets a family cancel its unpaid order, which can then no longer be paid', async () => {
    const placed = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, body: await replacing(family, cart([pass('Carte 10 séances adultes').id, 5])), headers: key() });
    const cancelled = await app.call('DELETE', `/webapi/Commande/${placed.body.data.orderId}`, { cookie: family, headers: key() });
    expect(cancelled.body.data.cmdStatus).toBe(6);
    const paying = await app.call('POST', `/webapi/Commande/${placed.body.data.orderId}/test-payment`, { cookie: family, body: { clientSecret: placed.body.data.clientSecret, cardNumber: '4242424242424242' }, headers: key() });
    expect([paying.status, paying.body.data.errorMessage]).toEqual([409, "Cette commande n'est plus à payer"]);
    const wrongSecret = await app.call('POST', `/webapi/Commande/${placed.body.data.orderId}/test-payment`, { cookie: family, body: { clientSecret: 'offline_pi_1_secret_x', cardNumber: '4242424242424242' }, headers: key() });
    expect(wrongSecret.status).toBe(403);
    // Cancelling a paid order is the back-office's refund, not the family's.
    const paidOrder = (await app.call('GET', '/webapi/Commande?status=2', { cookie: family })).body.data.items[0];
    const refused = await app.call('DELETE', `/webapi/Commande/${paidOrder.id}`, { cookie: family, headers: key() });
    expect([refused.status, refused.body.data.errorMessage]).toEqual([409, "« Annuler la commande » n'est pas possible pour une commande « Payé »"]);
  });

  it('validates a free order with checkoutfree and refuses a paying one there', async () => {
    const created = await app.call('POST', '/webapi/Forfait', {
      cookie: admin,
      headers: key(),
      body: { libelle: 'Séance offerte', fftIsAbo: false, fftEnable: true, fftLimiteAchat: 0, fftValiditeM: 1, fftNbEntree: 1, fftTarif: 0, fftInfos: '', acyIds: [], psnIds: [], tva: 2000 },
    });
    const free = await app.call('POST', '/webapi/Commande/checkoutfree', { cookie: family, body: await replacing(family, cart([created.body.data.id, 1])), headers: key() });
    expect(free.body.data).toMatchObject({ total: 0, cmdStatus: 2, clientSecret: null });
    await eventually(() => cardsOf(family), (list) => list.some((card) => card.cmdId === free.body.data.orderId));
    const paying = await app.call('POST', '/webapi/Commande/checkoutfree', { cookie: family, body: cart([pass('Carte 10 séances adultes').id, 1]), headers: key() });
    expect(paying.body.data.errorMessage).toBe("Erreur lors de la validation de la commande : la commande n'est pas gratuite");
    const asCard = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, body: cart([created.body.data.id, 1]), headers: key() });
    expect(asCard.body.resultCode).toBe('InvalidModelState');
  });
});

describe('the cards a payment gives', () => {
  it('are given once when the process replays every payment (a crash before its checkpoint moved)', async () => {
    const before = await cardsOf(admin, `?famId=${famId}`);
    expect(before.length).toBeGreaterThan(0);
    const { pool, store, ids } = app.platform;
    // As if the process had died before recording any of its progress: it starts over from the first event.
    await pool.query(`UPDATE process_checkpoints SET position = 0`);
    const acted: string[] = [];
    const replay = await startOrderProcess({ store, ids, pool, log: { error: () => undefined }, onActed: (event) => acted.push(event.id) });
    const head = (await store.headPosition()).toString();
    await eventually(async () => (await pool.query<{ position: string }>(`SELECT position::text AS position FROM process_checkpoints`)).rows[0]?.position, (position) => position === head);
    await replay.stop();
    expect(acted.length).toBeGreaterThan(0);
    expect(await cardsOf(admin, `?famId=${famId}`)).toEqual(before);
  });
});

describe('the back-office and the family’s own data', () => {
  it('follows orders live, records a cheque, refunds, and takes the order’s cards back', async () => {
    const live = await connectLive(app.url, admin);
    await subscribe(live, ADMIN_ROOMS.orders);
    const ten = pass('Carte 10 séances enfants');
    const arrival = nextChange(live, (change) => change.readModel === READ_MODELS.orders);
    const desk = await app.call('POST', '/webapi/Commande', { cookie: admin, body: { famId, items: [{ item: { id: ten.id }, qty: 1 }] }, headers: key() });
    expect(desk.body.data).toMatchObject({ cmdStatus: 1, famId, address: null });
    const arrived = await arrival;
    expect(arrived).toMatchObject({ room: ADMIN_ROOMS.orders, ids: [desk.body.data.id] });

    const notAllowed = await app.call('PUT', `/webapi/Commande/${desk.body.data.id}`, { cookie: admin, body: { move: 'SHIP', reason: '' }, headers: key() });
    expect(notAllowed.body.data.errorMessage).toBe("« Envoyer » n'est pas possible pour une commande « Bon de commande »");
    const cheque = await app.call('PUT', `/webapi/Commande/${desk.body.data.id}`, { cookie: admin, body: { move: 'RECORD_PAYMENT', method: 1, reference: 'Chèque 1234567', reason: 'Payé au guichet' }, headers: key() });
    expect(cheque.body.data.cmdStatus).toBe(2);
    expect(cheque.body.data.payments[0]).toMatchObject({ provider: 'desk', method: 1, reference: 'Chèque 1234567', status: 'succeeded', amount: ten.fftTarif });
    await eventually(() => cardsOf(admin, `?famId=${famId}`), (list) => list.some((card) => card.cmdId === desk.body.data.id));

    const refunded = await app.call('PUT', `/webapi/Commande/${desk.body.data.id}`, { cookie: admin, body: { move: 'REFUND', reason: 'Déménagement' }, headers: key() });
    expect(refunded.body.data.cmdStatus).toBe(7);
    expect(refunded.body.data.payments[0].status).toBe('refunded');
    const after = await eventually(() => cardsOf(admin, `?famId=${famId}`), (list) => list.some((card) => card.cmdId === desk.body.data.id && card.revoked));
    expect(after.find((card) => card.cmdId === desk.body.data.id)).toMatchObject({ revoked: true, status: 3 });
    const history = (await app.call('GET', `/webapi/Commande/${desk.body.data.id}/history`, { cookie: admin })).body.data;
    expect(history.map((entry: { type: string; state: { cmdStatus: number } }) => `${entry.type}:${entry.state.cmdStatus}`)).toEqual([
      'OrderPlaced:1',
      'PaymentSucceeded:1',
      'OrderStatusChanged:2',
      // The order's cards beside its own events, in the order they happened.
      'CardsIssued:2',
      'OrderRefunded:2',
      'OrderStatusChanged:7',
      'CardsRevoked:7',
    ]);
    // Each event names the request that appended it: its X-Request-Id, the reqId of its log line.
    expect(history[0].correlationId).toBe(desk.headers.get('x-request-id'));
    expect(history.find((entry: { type: string }) => entry.type === 'OrderRefunded').correlationId).toBe(refunded.headers.get('x-request-id'));
    live.close();
  });

  it('records a Pass’Sport and ANCV vouchers at the desk for parts of an order: the order waits for the rest, the family cannot overpay it online, and the accountant’s CSV and the dashboard name each (issue 43)', async () => {
    const ten = pass('Carte 10 séances enfants');
    const desk = await app.call('POST', '/webapi/Commande', { cookie: admin, body: { famId, items: [{ item: { id: ten.id }, qty: 1 }] }, headers: key() });
    const orderId = desk.body.data.id as number;
    const record = (body: object, language?: 'en') => app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, body: { move: 'RECORD_PAYMENT', reason: 'Guichet', ...body }, headers: key(), ...(language && { language }) });
    // A voucher without its reference, and more than the order, are refused, in the desk's language.
    const unnamed = await record({ method: 7, amount: 5000 });
    expect([unnamed.status, unnamed.body.data.errorMessage]).toEqual([422, 'Indiquez la référence du titre (numéros des chèques, code du Pass’Sport)']);
    const above = await record({ method: 5, reference: 'ANCV 1', amount: ten.fftTarif + 1 }, 'en');
    expect([above.status, above.body.data.errorMessage]).toEqual([422, `Only ${new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(ten.fftTarif / 100)} is left to pay on this order`]);
    const bad = await record({ method: 3, reference: 'x' });
    expect(bad.status).toBe(400);
    // 50 € of Pass'Sport: recorded, the order still to pay, no card given yet.
    const part = await record({ method: 7, reference: 'PS-2026-7K3QX', amount: 5000 });
    expect(part.body.data).toMatchObject({ cmdStatus: 1, payments: [{ provider: 'desk', method: 7, amount: 5000, reference: 'PS-2026-7K3QX', status: 'succeeded' }] });
    expect((await cardsOf(admin, `?famId=${famId}`)).some((card) => card.cmdId === orderId)).toBe(false);
    // The family cannot pay the whole total online now: the rest is paid at the desk.
    const online = await app.call('POST', `/webapi/Commande/${orderId}/pay`, { cookie: family, body: {}, headers: key() });
    expect([online.status, online.body.data.errorMessage]).toEqual([409, expect.stringMatching(/^Cette commande est déjà en partie réglée à l’accueil : le reste \(.+\) se règle à l’accueil$/)]);
    // Named (data.errorCode): the cart offers the family's orders rather than trying again.
    expect(online.body.data.errorCode).toBe('PartlyPaidAtDesk');
    // Nor cancel it: the desk does. The family's list says the rest is paid at the desk.
    const cancelled = await app.call('DELETE', `/webapi/Commande/${orderId}`, { cookie: family, headers: key() });
    expect([cancelled.status, cancelled.body.data.errorMessage]).toEqual([409, 'Cette commande est en partie réglée à l’accueil : adressez-vous à l’accueil pour l’annuler']);
    const mine = (await app.call('GET', '/webapi/Commande?limit=50', { cookie: family })).body.data.items as Array<{ id: number; cmdLeft?: number }>;
    expect(mine.find((order) => order.id === orderId)!.cmdLeft).toBe(ten.fftTarif - 5000);
    // ANCV vouchers for the rest: paid, the cards given.
    const rest = await record({ method: 5, reference: 'ANCV 4411 à 4415' });
    expect(rest.body.data).toMatchObject({ cmdStatus: 2 });
    expect(rest.body.data.payments.map((payment: { method: number; amount: number }) => [payment.method, payment.amount])).toEqual([[7, 5000], [5, ten.fftTarif - 5000]]);
    await eventually(() => cardsOf(admin, `?famId=${famId}`), (list) => list.some((card) => card.cmdId === orderId));
    const paidNow = (await app.call('GET', '/webapi/Commande?limit=50', { cookie: family })).body.data.items as Array<{ id: number; cmdLeft?: number }>;
    expect(paidNow.find((order) => order.id === orderId)).not.toHaveProperty('cmdLeft');
    // The accountant's payments CSV: one line per voucher, named and with its reference.
    // The school's month and day are Paris's: near midnight UTC's are the day before.
    const month = parisDay(new Date()).slice(0, 7);
    const csv = await eventually(
      async () => ((await app.call('GET', `/webapi/Compta/export.csv?month=${month}&kind=payments&lang=fr`, { cookie: admin })).body.data as string).split('\r\n').filter((line) => line.includes(`;${orderId};`)),
      (lines) => lines.length === 2,
    );
    expect(csv.map((line) => line.split(';').slice(3, 6))).toEqual([
      ['Pass’Sport', '50,00', 'PS-2026-7K3QX'],
      ['Chèques-vacances ANCV', ((ten.fftTarif - 5000) / 100).toFixed(2).replace('.', ','), 'ANCV 4411 à 4415'],
    ]);
    // The dashboard's money by way of payment counts each apart.
    const today = parisDay(new Date());
    const byMethod = await eventually(
      async () => (await app.call('GET', `/webapi/Dashboard?from=${today}&to=${today}`, { cookie: admin })).body.data.current.money.byMethod as Array<{ method: string; paid: number; count: number }>,
      (methods) => methods.some((line) => line.method === 'passSport' && line.paid >= 5000),
    );
    expect(byMethod.find((line) => line.method === 'ancv')!.paid).toBeGreaterThanOrEqual(ten.fftTarif - 5000);
  });

  it('never replaces an online order partly paid at the desk by the family’s next checkout: the desk settles or cancels it first (issue 43)', async () => {
    const email = `bons-${Date.now()}@plouf.test`;
    await app.createAccount({ email, password: 'bons-2026', roles: ['Client', 'Famille'] });
    const cookie = await app.login(email, 'bons-2026');
    const first = (await app.call('POST', '/webapi/Commande/checkout', { cookie, body: cart([pass('Carte 10 séances adultes').id, 1]), headers: key() })).body.data as { orderId: number };
    const part = await app.call('PUT', `/webapi/Commande/${first.orderId}`, { cookie: admin, body: { move: 'RECORD_PAYMENT', reason: 'Guichet', method: 6, reference: 'CS-88', amount: 1000 }, headers: key() });
    // Still waiting for its card payment (9), 10 € of it paid by a Coupon Sport.
    expect(part.body.data.cmdStatus).toBe(9);
    // Nothing to confirm: that order cannot be replaced, and a checkout naming it anyway is refused.
    const other = cart([pass('Carte 10 séances enfants').id, 1]);
    expect((await app.call('POST', '/webapi/Commande/checkout/waiting', { cookie, body: { items: other.items } })).body.data.waiting).toBeNull();
    for (const replaces of [null, first.orderId]) {
      const refused = await app.call('POST', '/webapi/Commande/checkout', { cookie, body: { ...other, replaces }, headers: key() });
      expect([refused.status, refused.body.resultCode, refused.body.data.errorMessage]).toEqual([409, 'InvalidModelState', expect.stringMatching(new RegExp(`^Votre commande n° ${first.orderId} est en partie réglée à l’accueil et attend encore .+ : réglez-la ou faites-la annuler à l’accueil avant une nouvelle commande$`))]);
      expect(refused.body.data.errorCode).toBe('WaitingAtDesk');
    }
    const kept = (await app.call('GET', `/webapi/Commande/${first.orderId}`, { cookie: admin })).body.data;
    expect(kept.cmdStatus).toBe(9);
    expect(kept.payments).toEqual(expect.arrayContaining([expect.objectContaining({ provider: 'desk', method: 6, amount: 1000, reference: 'CS-88', status: 'succeeded' })]));
    // The desk cancels it (and hands the coupon's money back): the family checks out again.
    expect((await app.call('PUT', `/webapi/Commande/${first.orderId}`, { cookie: admin, body: { move: 'CANCEL', reason: 'Rendu au guichet' }, headers: key() })).body.data.cmdStatus).toBe(6);
    const again = await app.call('POST', '/webapi/Commande/checkout', { cookie, body: other, headers: key() });
    expect(again.body.resultCode).toBe('Ok');
  });

  it('refuses a confirmed replacement whose order the desk part-paid while the checkout ran, and keeps that order open: no second order beside it (issue 43)', async () => {
    const email = `course-${Date.now()}@plouf.test`;
    const { famId: racing } = await app.createAccount({ email, password: 'course-2026', roles: ['Client', 'Famille'] });
    const cookie = await app.login(email, 'course-2026');
    const adults = pass('Carte 10 séances adultes');
    const first = (await app.call('POST', '/webapi/Commande/checkout', { cookie, body: cart([adults.id, 1]), headers: key() })).body.data as { orderId: number };
    // The family sees its waiting order and confirms the new cart replaces it: nothing was paid yet.
    const other = await replacing(cookie, cart([pass('Carte 10 séances enfants').id, 1]));
    expect(other.replaces).toBe(first.orderId);
    // The desk records a 10 € Coupon Sport on it after the checkout read it, before its cancel:
    // just as the checkout claims the family's checkout stream.
    const store = app.platform.store;
    const append = store.appendToStream.bind(store);
    let desk: Awaited<ReturnType<typeof app.call>> | undefined;
    store.appendToStream = async (streamId, events, options) => {
      if (streamId === `checkout-${racing}`) {
        store.appendToStream = append;
        desk = await app.call('PUT', `/webapi/Commande/${first.orderId}`, { cookie: admin, body: { move: 'RECORD_PAYMENT', reason: 'Guichet', method: 6, reference: 'CS-RACE', amount: 1000 }, headers: key() });
      }
      return append(streamId, events, options);
    };
    let refused: Awaited<ReturnType<typeof app.call>>;
    try {
      refused = await app.call('POST', '/webapi/Commande/checkout', { cookie, body: other, headers: key() });
    } finally {
      store.appendToStream = append;
    }
    expect(desk?.body.data.cmdStatus).toBe(9);
    // Told as when the desk's payment was there before: the order, what it still waits for, in the family's language.
    const left = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format((adults.fftTarif - 1000) / 100);
    expect([refused.status, refused.body.resultCode, refused.body.data.errorMessage]).toEqual([
      409,
      'InvalidModelState',
      `Votre commande n° ${first.orderId} est en partie réglée à l’accueil et attend encore ${left} : réglez-la ou faites-la annuler à l’accueil avant une nouvelle commande`,
    ]);
    // That order stands, its coupon on it; no other order was opened for the family.
    const kept = (await app.call('GET', `/webapi/Commande/${first.orderId}`, { cookie: admin })).body.data;
    expect(kept.cmdStatus).toBe(9);
    expect(kept.payments).toEqual(expect.arrayContaining([expect.objectContaining({ provider: 'desk', amount: 1000, reference: 'CS-RACE', status: 'succeeded' })]));
    const mine = (await app.call('GET', '/webapi/Commande?limit=50', { cookie })).body.data.items as Array<{ id: number; cmdLeft?: number }>;
    expect(mine.map((order) => [order.id, order.cmdLeft])).toEqual([[first.orderId, adults.fftTarif - 1000]]);
    // It is still the family's open order: the next checkout finds it kept at the desk.
    const again = await app.call('POST', '/webapi/Commande/checkout', { cookie, body: { ...other, replaces: null }, headers: key() });
    expect([again.status, again.body.data.errorMessage]).toEqual([409, refused.body.data.errorMessage]);
  });

  it('shows a family its own orders and cards only, and refuses the back-office routes', async () => {
    const { famId: otherFamily } = await app.createAccount({ email: 'voisin@plouf.test', password: 'voisin-2026', roles: ['Client', 'Famille'] });
    const other = await app.login('voisin@plouf.test', 'voisin-2026');
    const mine = (await app.call('GET', '/webapi/Commande', { cookie: family })).body.data;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((order: { famId: number }) => order.famId === famId)).toBe(true);
    expect((await app.call('GET', '/webapi/Commande', { cookie: other })).body.data.total).toBe(0);
    // Naming a family: the back-office gets that family's orders only; a family still gets its own.
    expect((await app.call('GET', `/webapi/Commande?famId=${famId}`, { cookie: other })).body.data.total).toBe(0);
    const asked = (await app.call('GET', `/webapi/Commande?famId=${famId}&limit=200`, { cookie: admin })).body.data;
    expect([asked.total, asked.items.every((order: { famId: number }) => order.famId === famId)]).toEqual([mine.total, true]);
    expect((await app.call('GET', `/webapi/Commande?famId=${otherFamily}`, { cookie: admin })).body.data.total).toBe(0);
    const someOrder = mine.items[0].id;
    expect((await app.call('GET', `/webapi/Commande/${someOrder}`, { cookie: other })).status).toBe(404);
    expect((await app.call('GET', `/webapi/Family/forfaits?famId=${famId}`, { cookie: other })).body.data).toEqual([]);
    expect((await app.call('GET', `/webapi/Commande/${someOrder}/history`, { cookie: family })).status).toBe(403);
    expect((await app.call('PUT', `/webapi/Commande/${someOrder}`, { cookie: family, body: { move: 'REFUND', reason: '' }, headers: key() })).status).toBe(403);
    expect((await app.call('POST', `/webapi/Family/carte/${otherFamily}`, { cookie: other, body: { fftId: passes[0]!.id }, headers: key() })).status).toBe(403);
    expect((await app.call('DELETE', `/webapi/Commande/${someOrder}`, { cookie: other, headers: key() })).status).toBe(404);
    const detail = (await app.call('GET', `/webapi/Family/${famId}`, { cookie: admin })).body.data;
    expect(detail.commandes.length).toBe(mine.total);
  });

  it('answers a list asked again as it was, and the next read after an order placed, paid, or its pass renamed shows it', async () => {
    type Line = { libelle: string; translations?: { en?: { libelle?: string } } };
    type Summary = { id: number; cmdStatus: number; lines: Line[] };
    // The page is kept against the orders' and the catalogue's positions (query-api/src/keptAnswers.ts).
    const list = async () => (await app.call('GET', `/webapi/Commande?famId=${famId}&limit=5`, { cookie: admin })).body.data as { items: Summary[]; total: number };
    const before = await list();
    expect(await list()).toEqual(before);
    const adults = pass('Carte 10 séances adultes');
    const placed = await app.call('POST', '/webapi/Commande', { cookie: admin, body: { famId, items: [{ item: { id: adults.id }, qty: 2 }] }, headers: key() });
    const placedList = await list();
    expect([placedList.total, placedList.items[0]]).toMatchObject([before.total + 1, { id: placed.body.data.id, cmdStatus: 1 }]);
    await app.call('PUT', `/webapi/Commande/${placed.body.data.id}`, { cookie: admin, body: { move: 'RECORD_PAYMENT', method: 1, reference: 'Chèque 42', reason: '' }, headers: key() });
    expect((await list()).items[0]).toMatchObject({ id: placed.body.data.id, cmdStatus: 2 });
    // A pass's English renamed: the list's lines carry it at once (the catalogue's position is part of the answer's).
    const stored = (await app.call('GET', `/webapi/Forfait/${adults.id}`, { cookie: admin })).body.data;
    const renamed = await app.call('PUT', `/webapi/Forfait/${adults.id}`, { cookie: admin, body: { ...stored, translations: { ...stored.translations, en: { ...stored.translations?.en, libelle: 'Ten adult swims' } } }, headers: key() });
    expect(renamed.body.resultCode, JSON.stringify(renamed.body)).toBe('Ok');
    expect((await list()).items[0]!.lines[0]).toMatchObject({ libelle: 'Carte 10 séances adultes', translations: { en: { libelle: 'Ten adult swims' } } });
  });

  it('lists an order written before summaries were, or by another version of them, as the projector summarizes it now (issue 42)', async () => {
    // The list reads what the projector wrote for it (`orders.summary`); a row from before the column has none.
    const list = async (limit: number) => (await app.call('GET', `/webapi/Commande?limit=${limit}`, { cookie: admin })).body.data as { items: { id: number; cmdStatus: number; cmdLeft?: number; lines: unknown[] }[]; total: number };
    const placed = await app.call('POST', '/webapi/Commande', { cookie: admin, body: { famId, items: [{ item: { id: pass('Carte 10 séances adultes').id }, qty: 1 }] }, headers: key() });
    const summarized = await list(200);
    expect(summarized.total).toBeLessThan(199);
    // The family's part-paid order (vouchers at the desk, above) is among them: what is left is worked out either way.
    expect(summarized.items.some((order) => order.cmdLeft !== undefined)).toBe(true);
    // Half without a summary, half with one of another version (a field it no longer has): both made from their views.
    const { rowCount } = await app.platform.pool.query(`UPDATE orders SET summary = CASE WHEN id % 2 = 0 THEN NULL ELSE replace(summary, '{"v":1,', '{"v":0,"stale":true,') END`);
    expect(rowCount).toBe(summarized.total);
    // Another question (a kept answer would not read the rows again), the same orders.
    expect(await list(199)).toEqual({ ...summarized, limit: 199 });
    // A change writes the order's summary again.
    const unpaid = summarized.items.find((order) => order.id === placed.body.data.id)!;
    expect(unpaid).toMatchObject({ cmdStatus: 1 });
    const paid = await app.call('PUT', `/webapi/Commande/${unpaid.id}`, { cookie: admin, body: { move: 'RECORD_PAYMENT', method: 1, reference: 'Chèque 77', reason: '' }, headers: key() });
    expect(paid.body.resultCode, JSON.stringify(paid.body)).toBe('Ok');
    const summary = async () => (await app.platform.pool.query<{ summary: string | null }>('SELECT summary FROM orders WHERE id = $1', [unpaid.id])).rows[0]?.summary ?? null;
    expect(JSON.parse((await eventually(summary, (text) => text !== null))!)).toMatchObject({ id: unpaid.id, cmdStatus: 2 });
    expect((await list(198)).items.find((order) => order.id === unpaid.id)).toMatchObject({ cmdStatus: 2 });
  });

  it('sorts the back-office list on every column both ways, pages through it, and counts past its end', async () => {
    type Summary = { id: number; cmdTotal: number; cmdStatus: number; cmdDatadd: string; famName: string };
    const list = async (query: string) => (await app.call('GET', `/webapi/Commande?${query}`, { cookie: admin })).body.data as { items: Summary[]; total: number };
    const all = await list('limit=200');
    expect(all.total).toBeGreaterThan(3);
    expect(all.items).toHaveLength(all.total);
    const ids = (items: Summary[]) => items.map((order) => order.id);
    // Ties are broken newest first, then by number, as the list shows them.
    const byNewest = (a: Summary, b: Summary) => b.cmdDatadd.localeCompare(a.cmdDatadd) || b.id - a.id;
    const keys = { total: (o: Summary) => o.cmdTotal, status: (o: Summary) => o.cmdStatus, date: (o: Summary) => Date.parse(o.cmdDatadd) } as const;
    for (const [sort, keyOf] of Object.entries(keys)) {
      for (const desc of [false, true]) {
        const expected = [...all.items].sort((a, b) => (desc ? keyOf(b) - keyOf(a) : keyOf(a) - keyOf(b)) || byNewest(a, b));
        const first = await list(`sort=${sort}&desc=${desc}&offset=0&limit=3`);
        const second = await list(`sort=${sort}&desc=${desc}&offset=3&limit=3`);
        expect([first.total, second.total]).toEqual([all.total, all.total]);
        expect([...ids(first.items), ...ids(second.items)]).toEqual(ids(expected.slice(0, 6)));
      }
    }
    const byFamily = await list('sort=family&desc=true&limit=200');
    expect(ids(byFamily.items).sort()).toEqual(ids(all.items).sort());
    expect(await list(`offset=${all.total + 10}&limit=5`)).toMatchObject({ items: [], total: all.total });
  });
});
