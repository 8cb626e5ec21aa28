import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { addChild, pricedTerm, termCatalogue, termFamily, type TermCatalogue, type TermFamily } from '../harness/terms.ts';

/**
 * The school year's membership fee (issue 43, ADR 0029 decisions 33-37), through the HTTP API on
 * both engines: the family's first order for a term's price of the year carries it (a line of its
 * own, VAT-free, no card), the next ones do not; an order cancelled gives it back, so the next order
 * carries it; two enrolments of one family at the same instant never carry it twice (a race,
 * meaningful on PostgreSQL).
 */
let app: TestApp;
let admin: string;
let cat: TermCatalogue;
let termId: number;
let families = 0;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `term-membership-${Date.now()}-${keyCount++}` });
const TERM_CENTS = 12_000;
const FEE = 2_500;
const until = (assertion: () => Promise<void>) => vi.waitFor(assertion, { timeout: 20_000, interval: 100 });

type Line = { id: number; libelle: string; total: number; tva: number; membership?: { year: number; englishLabel: string } };
type Order = { cmdStatus: number; cmdTotal: number; rows: Line[]; cardIds: number[] };
type Due = { year: number; cents: number; due: boolean; orderId: number | null };

const newFamily = () => termFamily(app, 9_900 + families++, { fftId: cat.childPass.id, libelle: 'Carte 10 séances enfants', entries: 2 });
const enrol = (family: TermFamily, usrId = family.childId, body: Record<string, unknown> = {}) =>
  app.call('POST', '/webapi/Family/enrolment', { cookie: family.cookie, headers: key(), body: { termId, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId, cardId: 0, pay: 'tuition', ...body } });
const orderOf = async (cookie: string, orderId: number) => (await app.call('GET', `/webapi/Commande/${orderId}`, { cookie })).body.data as Order;
const dueOf = async (family: TermFamily) => {
  const answer = await app.call('GET', `/webapi/Trimestre/${termId}/adhesion`, { cookie: family.cookie });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  return answer.body.data as Due;
};
const pay = async (family: TermFamily, orderId: number) => {
  const asked = await app.call('POST', `/webapi/Commande/${orderId}/pay`, { cookie: family.cookie, headers: key(), body: {} });
  expect(asked.body.resultCode, JSON.stringify(asked.body)).toBe('Ok');
  const paid = await app.call('POST', `/webapi/Commande/${orderId}/test-payment`, { cookie: family.cookie, headers: key(), body: { clientSecret: asked.body.data.clientSecret, cardNumber: '4242424242424242' } });
  expect(paid.body.resultCode, JSON.stringify(paid.body)).toBe('Ok');
};
const fee = (order: Order) => order.rows.filter((line) => line.membership);
const giveUp = async (enrId: number) => expect((await app.call('PUT', `/webapi/Family/enrolment/${enrId}/drop`, { cookie: admin, headers: key(), body: { fromDate: null } })).body.resultCode).toBe('Ok');

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  cat = await termCatalogue(app);
  termId = await pricedTerm(app, admin, cat, { libelle: 'Trimestre avec adhésion', englishName: 'Term with membership', cents: TERM_CENTS, from: 200, tariff: { membership: { cents: FEE } } });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('the yearly membership fee', () => {
  it('is on the family’s first order of the school year, VAT-free and giving no card, and on none after', async () => {
    const family = await newFamily();
    const before = await dueOf(family);
    expect(before).toMatchObject({ cents: FEE, due: true, orderId: null });
    const first = await enrol(family);
    expect(first.body.resultCode, JSON.stringify(first.body)).toBe('Ok');
    const orderId = (first.body.data as { hold: { orderId: number; cents: number } }).hold.orderId;
    expect((first.body.data as { hold: { cents: number } }).hold.cents).toBe(TERM_CENTS + FEE);
    const placed = await orderOf(family.cookie, orderId);
    expect(placed.cmdTotal).toBe(TERM_CENTS + FEE);
    expect(fee(placed)).toEqual([expect.objectContaining({ libelle: `Adhésion annuelle ${before.year}-${before.year + 1}`, total: FEE, tva: 0, membership: { year: before.year, englishLabel: `Yearly membership ${before.year}-${before.year + 1}` } })]);
    await pay(family, orderId);
    await until(async () => expect((await orderOf(family.cookie, orderId)).cardIds).toHaveLength(1));
    expect(await dueOf(family)).toMatchObject({ due: false, orderId });

    // A second child, the same year: the term's price only.
    const second = await addChild(app, family.famId, 'Famille', 'Cadet');
    const again = await enrol(family, second);
    expect(again.body.resultCode, JSON.stringify(again.body)).toBe('Ok');
    const next = await orderOf(family.cookie, (again.body.data as { hold: { orderId: number } }).hold.orderId);
    expect(fee(next)).toEqual([]);
    expect(next.cmdTotal).toBe(TERM_CENTS);
    await giveUp((first.body.data as { id: number }).id);
    await giveUp((again.body.data as { id: number }).id);
  });

  it('is given back by an order cancelled, and carried by the family’s next order', async () => {
    const family = await newFamily();
    const first = await enrol(family);
    const firstOrder = (first.body.data as { hold: { orderId: number } }).hold.orderId;
    expect(fee(await orderOf(family.cookie, firstOrder))).toHaveLength(1);
    const cancelled = await app.call('PUT', `/webapi/Commande/${firstOrder}`, { cookie: admin, headers: key(), body: { move: 'CANCEL', reason: 'Erreur de créneau' } });
    expect(cancelled.body.resultCode, JSON.stringify(cancelled.body)).toBe('Ok');
    await until(async () => expect((await app.platform.store.readStream(`membership-${family.famId}-${(await dueOf(family)).year}`)).map((event) => event.type)).toEqual(['MembershipClaimed', 'MembershipReleased']));
    const second = await enrol(family);
    expect(second.body.resultCode, JSON.stringify(second.body)).toBe('Ok');
    const secondOrder = (second.body.data as { hold: { orderId: number } }).hold.orderId;
    expect(fee(await orderOf(family.cookie, secondOrder))).toHaveLength(1);
    await giveUp((second.body.data as { id: number }).id);
  });

  it('moves to the order that replaces the one holding it, in the same request', async () => {
    const family = await newFamily();
    const other = await addChild(app, family.famId, 'Famille', 'Benjamin');
    const first = await enrol(family);
    const firstOrder = (first.body.data as { hold: { orderId: number } }).hold.orderId;
    // The family changes its mind before paying: the other child, replacing the order it saw waiting.
    const second = await enrol(family, other, { replaces: firstOrder });
    expect(second.body.resultCode, JSON.stringify(second.body)).toBe('Ok');
    const secondOrder = (second.body.data as { hold: { orderId: number } }).hold.orderId;
    expect((await orderOf(family.cookie, firstOrder)).cmdStatus).toBe(6);
    expect(fee(await orderOf(family.cookie, secondOrder))).toHaveLength(1);
    const year = (await dueOf(family)).year;
    const events = (await app.platform.store.readStream(`membership-${family.famId}-${year}`)).map((event) => `${event.type}:${(event.data as { orderId: number }).orderId}`);
    expect(events.slice(0, 3)).toEqual([`MembershipClaimed:${firstOrder}`, `MembershipReleased:${firstOrder}`, `MembershipClaimed:${secondOrder}`]);
    await giveUp((second.body.data as { id: number }).id);
  });

  it('is never on two orders when two enrolments of one family come at the same instant', async () => {
    const family = await newFamily();
    const other = await addChild(app, family.famId, 'Famille', 'Jumeau');
    const answers = await Promise.all([enrol(family), enrol(family, other)]);
    const placed = answers.filter((answer) => answer.body.resultCode === 'Ok');
    expect(placed.length).toBeGreaterThanOrEqual(1);
    const orders = await Promise.all(placed.map(async (answer) => orderOf(family.cookie, (answer.body.data as { hold: { orderId: number } }).hold.orderId)));
    const standing = orders.filter((order) => order.cmdStatus !== 6);
    expect(standing.flatMap(fee)).toHaveLength(1);
    const year = (await dueOf(family)).year;
    const claims = (await app.platform.store.readStream(`membership-${family.famId}-${year}`)).filter((event) => event.type === 'MembershipClaimed');
    expect(claims.length).toBeGreaterThanOrEqual(1);
    for (const answer of placed) await giveUp((answer.body.data as { id: number }).id);
  });

  it('is told to a signed-in family only, and an unknown term is not found', async () => {
    const family = await newFamily();
    const anonymous = await app.call('GET', `/webapi/Trimestre/${termId}/adhesion`, {});
    expect(anonymous.status).toBe(401);
    const missing = await app.call('GET', '/webapi/Trimestre/987654/adhesion', { cookie: family.cookie });
    expect(missing.body.resultCode).toBe('FileNotFound');
  });
});
