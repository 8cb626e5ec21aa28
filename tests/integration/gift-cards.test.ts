import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { eventually, mailTo } from '../harness/wait.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';

/**
 * Gift cards (issue 43, ADR 0029 decisions 42-46): a pass marked as a gift card is bought through
 * the cart and paid with the test card; its buyer is mailed a code (through a real SMTP peer);
 * another family spends it on its order, part of it, and pays the rest online; what a card has
 * is refused beyond its balance, also to two orders spending its last euros at the same instant
 * (on PostgreSQL with `DATABASE_URL`); a cancelled order gives the card its money back.
 */
let peer: SmtpPeer;
let app: TestApp;
let admin: string;
const address = { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' };
let keyCount = 0;
const key = () => ({ 'idempotency-key': `gift-cards-${Date.now()}-${keyCount++}` });
let giftPass: number;
let ten: { id: number; fftTarif: number };

async function family(email: string) {
  await app.createAccount({ email, password: 'famille-2026', roles: ['Client', 'Famille'], prenom: 'Léa', nom: 'Martin' });
  return app.login(email, 'famille-2026');
}
const checkout = async (cookie: string, items: { item: { id: number }; qty: number }[]) => (await app.call('POST', '/webapi/Commande/checkout', { cookie, body: { items, address }, headers: key() })).body.data;
const payTest = (cookie: string, orderId: number, clientSecret: string) => app.call('POST', `/webapi/Commande/${orderId}/test-payment`, { cookie, body: { clientSecret, cardNumber: '4242424242424242' }, headers: key() });
const spend = (cookie: string, orderId: number, code: string) => app.call('POST', `/webapi/Commande/${orderId}/carte-cadeau`, { cookie, body: { code }, headers: key() });
const balance = async (cookie: string, code: string) => (await app.call('GET', `/webapi/CarteCadeau/${encodeURIComponent(code)}`, { cookie })).body.data as { balance: number; cents: number; voided: boolean };

/** A family buys `qty` gift cards and pays them: the codes, as the order's page reads them once issued. */
async function buyGiftCards(cookie: string, qty: number) {
  const placed = await checkout(cookie, [{ item: { id: giftPass }, qty }]);
  expect((await payTest(cookie, placed.orderId, placed.clientSecret)).body.data.cmdStatus).toBe(2);
  const cards = await eventually(async () => (await app.call('GET', `/webapi/Commande/${placed.orderId}/cartes-cadeaux`, { cookie })).body.data.cards as { code: string; balance: number }[], (list) => list.length === qty, 30_000);
  return { orderId: placed.orderId as number, codes: cards.map((card) => card.code) };
}

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startTestApp({ seed: true, mailer: smtpMailer(peer.url) });
  admin = await app.login();
  const created = await app.call('POST', '/webapi/Forfait', { cookie: admin, body: { libelle: 'Carte cadeau 50 €', fftGift: true, fftValiditeM: 12, fftNbEntree: 0, fftTarif: 5000, fftLimiteAchat: 0, tva: 0, fftInfos: 'À offrir' }, headers: key() });
  expect(created.body.resultCode).toBe('Ok');
  giftPass = created.body.data.id;
  ten = ((await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string; fftTarif: number }[]).find((pass) => pass.libelle === 'Carte 10 séances enfants')!;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await peer?.close();
});

describe('gift cards', () => {
  it('are bought through the cart without VAT, mailed to the buyer, and give no card of entries', async () => {
    const buyer = await family('offre.cadeau@plouf.test');
    const placed = await checkout(buyer, [{ item: { id: giftPass }, qty: 2 }]);
    expect(placed.total).toBe(10_000);
    expect(placed.vat).toEqual([{ tva: 0, base: 10_000, amount: 0 }]);
    expect((await payTest(buyer, placed.orderId, placed.clientSecret)).body.data.cmdStatus).toBe(2);
    const mail = await mailTo(peer, 'offre.cadeau@plouf.test', new RegExp(`Vos cartes cadeaux Plouf \\(commande n° ${placed.orderId}\\)`));
    const mailed = [...mail.text.matchAll(/- ([2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}) : valeur 50\s€/g)].map((match) => match[1]);
    expect(mailed).toHaveLength(2);
    const listed = (await app.call('GET', `/webapi/Commande/${placed.orderId}/cartes-cadeaux`, { cookie: buyer })).body.data.cards as { code: string; balance: number }[];
    expect(listed.map((card) => card.code).sort()).toEqual([...mailed].sort());
    expect(listed.every((card) => card.balance === 5000)).toBe(true);
    // No card of entries for them; and the desk lists them.
    expect(((await app.call('GET', '/webapi/Family/forfaits', { cookie: buyer })).body.data as { cmdId: number | null }[]).some((card) => card.cmdId === placed.orderId)).toBe(false);
    const all = (await app.call('GET', '/webapi/CarteCadeau', { cookie: admin })).body.data.cards as { code: string; orderId: number }[];
    expect(all.filter((card) => card.orderId === placed.orderId).map((card) => card.code).sort()).toEqual([...mailed].sort());
    // Another family's order's codes are not its to read.
    const other = await family('curieux.cadeau@plouf.test');
    expect((await app.call('GET', `/webapi/Commande/${placed.orderId}/cartes-cadeaux`, { cookie: other })).status).toBe(404);
  });

  it('pays part of another family’s order; the rest is paid online with the test card, and the card keeps what it did not pay', async () => {
    const buyer = await family('parrain@plouf.test');
    const { codes } = await buyGiftCards(buyer, 1);
    const code = codes[0]!;
    const friend = await family('filleule@plouf.test');
    // A code typed in lower case with spaces is the same code; an unknown one is refused.
    expect((await spend(friend, (await checkout(friend, [{ item: { id: ten.id }, qty: 1 }])).orderId, 'ZZZZ-ZZZZ-ZZZZ')).body.resultCode).toBe('FileNotFound');
    const placed = await checkout(friend, [{ item: { id: ten.id }, qty: 1 }]);
    const spent = await spend(friend, placed.orderId, code.toLowerCase().replace(/-/g, ' '));
    expect(spent.body.resultCode).toBe('Ok');
    const paidByCard = Math.min(5000, ten.fftTarif);
    expect(spent.body.data.gift).toEqual({ paid: paidByCard, left: ten.fftTarif - paidByCard, card: { code, balance: 5000 - paidByCard } });
    expect(spent.body.data.clientSecret).toMatch(/^offline_pi_\d+_rest\d+_secret_/);
    // The payment asked for the whole total can no longer pay it: the test card pays the rest only.
    const old = await payTest(friend, placed.orderId, placed.clientSecret);
    expect(old.body.resultCode).not.toBe('Ok');
    const rest = await payTest(friend, placed.orderId, spent.body.data.clientSecret);
    expect(rest.body.data.cmdStatus).toBe(2);
    expect(rest.body.data.payments.filter((payment: { status: string }) => payment.status === 'succeeded')).toEqual([
      expect.objectContaining({ provider: 'gift', method: 8, amount: paidByCard, reference: code.replace(/-/g, '') }),
      expect.objectContaining({ provider: 'offline', method: 0, amount: ten.fftTarif - paidByCard }),
    ]);
    expect((await balance(friend, code)).balance).toBe(5000 - paidByCard);
    // The family's statement says both payments; its balance is nothing owed.
    // Both payments on it: the ledger's process records them one after the other.
    const statement = await eventually(
      async () => (await app.call('GET', '/webapi/Family/releve', { cookie: friend })).body.data,
      (data) => data.entries?.some((entry: { method?: number }) => entry.method === 8) && data.entries?.some((entry: { method?: number }) => entry.method === 0),
      30_000,
    );
    expect(statement.balance).toBe(0);
  });

  it('is never spent beyond its balance, even by two orders at the same instant; a cancelled order gives its part back', async () => {
    const buyer = await family('deux.commandes@plouf.test');
    const { codes } = await buyGiftCards(buyer, 1);
    const code = codes[0]!;
    const [a, b] = [await family('course.a@plouf.test'), await family('course.b@plouf.test')];
    const [orderA, orderB] = [await checkout(a, [{ item: { id: ten.id }, qty: 1 }]), await checkout(b, [{ item: { id: ten.id }, qty: 1 }])];
    const both = await Promise.all([spend(a, orderA.orderId, code), spend(b, orderB.orderId, code)]);
    const paid = both.filter((answer) => answer.body.resultCode === 'Ok').map((answer) => answer.body.data.gift.paid as number);
    // Each took what the card had when it spent (one all of it when the price is above 50 €, the other refused).
    expect(paid.reduce((sum, cents) => sum + cents, 0)).toBeLessThanOrEqual(5000);
    expect(5000 - (await balance(a, code)).balance).toBe(paid.reduce((sum, cents) => sum + cents, 0));
    for (const answer of both.filter((item) => item.body.resultCode !== 'Ok')) expect([answer.status, answer.body.data.errorMessage]).toEqual([409, 'Cette carte cadeau est entièrement utilisée']);
    // The family that spent it cancels its order: the card has its money again.
    const winner = both.findIndex((answer) => answer.body.resultCode === 'Ok');
    const [cookie, order] = winner === 0 ? [a, orderA] : [b, orderB];
    const cancelled = await app.call('DELETE', `/webapi/Commande/${order.orderId}`, { cookie, headers: key() });
    expect(cancelled.body.resultCode).toBe('Ok');
    await eventually(() => balance(a, code), (card) => card.balance === 5000, 30_000);
  });

  it('never refunds what was already spent of the cards an order sold: the refund plan counts only what they have left', async () => {
    const buyer = await family('plan.cadeau@plouf.test');
    const { orderId, codes } = await buyGiftCards(buyer, 2);
    const spender = await family('depense.cadeau@plouf.test');
    const placed = await checkout(spender, [{ item: { id: ten.id }, qty: 1 }]);
    const spent = (await spend(spender, placed.orderId, codes[0]!)).body.data.gift.paid as number;
    expect(spent).toBe(Math.min(5000, ten.fftTarif));
    const plan = (await app.call('GET', `/webapi/Commande/${orderId}/refund-plan`, { cookie: admin })).body.data;
    expect(plan).toMatchObject({ paid: 10_000, full: 10_000 - spent, unused: 10_000 - spent });
  });

  it('is voided with the order that bought it when that order is refunded', async () => {
    const buyer = await family('rembourse.cadeau@plouf.test');
    const { orderId, codes } = await buyGiftCards(buyer, 1);
    const refunded = await app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, body: { move: 'REFUND', reason: 'Erreur' }, headers: key() });
    expect(refunded.body.resultCode).toBe('Ok');
    await eventually(() => balance(buyer, codes[0]!), (card) => card.voided && card.balance === 0, 30_000);
    const later = await checkout(buyer, [{ item: { id: ten.id }, qty: 1 }]);
    const answer = await spend(buyer, later.orderId, codes[0]!);
    expect([answer.status, answer.body.data.errorMessage]).toEqual([409, 'Cette carte cadeau a été annulée (sa commande a été remboursée)']);
  });
});
