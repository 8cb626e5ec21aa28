import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderDecider, termHoldHandler, TERM_HOLD } from '@plouf/command-api';
import { handleCommand } from '@plouf/infra';
import { PAYMENT_METHOD } from '@plouf/command-api/constants';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { addChild, dayIn, termCatalogue, termFamily, type TermCatalogue, type TermFamily } from '../harness/terms.ts';

/**
 * Enrolling by paying the term's price (issue 43, ADR 0029 decisions 7-10), through the HTTP API on
 * both engines: the place is held while the family pays its order (it counts against the places);
 * paid, the order's card pays the lessons and the place is the enrolment; not paid in time, the
 * scheduler cancels the order and frees the place; a replaced order frees it too.
 */
let app: TestApp;
let admin: string;
let cat: TermCatalogue;
let termId: number;
let families = 0;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `term-tuition-${Date.now()}-${keyCount++}` });
const TERM_CENTS = 15_000;
/** Retries an assertion until it holds (a process or a projection catches up). */
const until = (assertion: () => Promise<void>, options = { timeout: 15_000, interval: 100 }) => vi.waitFor(assertion, options);

type Enrolment = { id: number; status: string; cardId: number; weeksPaid: number; hold?: { orderId: number; heldUntil: string; cents: number } };
type Slot = { tcsId: number; piscine: { id: number }; enrolled: number; placesLeft: number; dates: string[]; price: { cents: number } | null };

const slotOf = async () => {
  const slots = (await app.call('GET', `/webapi/Trimestre/slots?termId=${termId}`)).body.data.slots as Slot[];
  return slots.find((slot) => slot.piscine.id === cat.pool && slot.tcsId === cat.slot.tcsId)!;
};
const enrolmentsOf = async (family: TermFamily) => (await app.call('GET', `/webapi/Family/enrolments?termId=${termId}`, { cookie: family.cookie })).body.data as Enrolment[];
const orderOf = async (family: TermFamily, orderId: number) => (await app.call('GET', `/webapi/Commande/${orderId}`, { cookie: family.cookie })).body.data as { cmdStatus: number; cmdTotal: number; rows: Array<{ libelle: string; total: number }> };
const newFamily = () => termFamily(app, 9_000 + families++, { fftId: cat.childPass.id, libelle: 'Carte 10 séances enfants', entries: 2 });
const enrol = (family: TermFamily, body: Record<string, unknown> = {}) =>
  app.call('POST', '/webapi/Family/enrolment', { cookie: family.cookie, headers: key(), body: { termId, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: family.childId, cardId: 0, pay: 'tuition', ...body } });
/** The desk gives the place up (the slot's places are few: the last tests need theirs). */
const giveUp = async (enrId: number) => expect((await app.call('PUT', `/webapi/Family/enrolment/${enrId}/drop`, { cookie: admin, headers: key(), body: { fromDate: null } })).body.resultCode).toBe('Ok');
const pay = async (family: TermFamily, orderId: number) => {
  const asked = await app.call('POST', `/webapi/Commande/${orderId}/pay`, { cookie: family.cookie, headers: key(), body: {} });
  expect(asked.body.resultCode, JSON.stringify(asked.body)).toBe('Ok');
  return app.call('POST', `/webapi/Commande/${orderId}/test-payment`, { cookie: family.cookie, headers: key(), body: { clientSecret: asked.body.data.clientSecret, cardNumber: '4242424242424242' } });
};

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  cat = await termCatalogue(app);
  const tariff = { activities: [], slots: [{ psnId: cat.pool, tcsId: cat.slot.tcsId, cents: TERM_CENTS }] };
  const body = { libelle: 'Trimestre payé', englishName: 'Paid term', psnId: null, priorityOpensAt: null, firstDay: dayIn(300), lastDay: dayIn(355), opensAt: new Date(Date.now() - 3_600_000).toISOString(), tariff };
  const defined = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body });
  expect(defined.body.resultCode, JSON.stringify(defined.body)).toBe('Ok');
  termId = defined.body.data.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('enrolling by paying the term’s price', () => {
  it('holds the place while the family pays, then enrols the child with the card its order gave', async () => {
    const family = await newFamily();
    const before = await slotOf();
    expect(before.price?.cents).toBe(TERM_CENTS);
    const answer = await enrol(family);
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
    const held = answer.body.data as Enrolment;
    expect(held.status).toBe('held');
    expect(held.cardId).toBe(0);
    expect(held.hold?.cents).toBe(TERM_CENTS);
    expect(Date.parse(held.hold!.heldUntil) - Date.now()).toBeGreaterThan(10 * 60_000);
    // The held place is taken for everyone else.
    await until(async () => expect((await slotOf()).placesLeft).toBe(before.placesLeft - 1));
    const order = await orderOf(family, held.hold!.orderId);
    expect(order.cmdTotal).toBe(TERM_CENTS);
    expect(order.rows[0]!.libelle).toContain('Trimestre payé');
    // The books keep an order's lines for ten years: they name the slot, never the child (sealed and erased with the family).
    const events = await app.platform.store.readStream(`order-${held.hold!.orderId}`);
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain('Enfant');
    const placed = events.find((event) => event.type === 'OrderPlaced')!.data as { lines: Array<{ tuition?: { enrId: number; usrId: number; lessons: number } }> };
    expect(placed.lines[0]!.tuition).toMatchObject({ enrId: held.id, usrId: family.childId, lessons: before.dates.length });

    const paid = await pay(family, held.hold!.orderId);
    expect(paid.body.resultCode, JSON.stringify(paid.body)).toBe('Ok');
    await until(async () => {
      const [enrolment] = (await enrolmentsOf(family)).filter((candidate) => candidate.id === held.id);
      expect(enrolment?.status).toBe('enrolled');
      expect(enrolment?.cardId).toBeGreaterThan(0);
      expect(enrolment?.cardId).not.toBe(family.cardId);
      expect(enrolment?.weeksPaid).toBe(before.dates.length);
      expect(enrolment?.hold).toBeUndefined();
    }, { timeout: 20_000, interval: 100 });
    expect((await slotOf()).placesLeft).toBe(before.placesLeft - 1);
    // The family's own card paid nothing: the term's card pays every lesson.
    const cards = (await app.call('GET', `/webapi/Family/forfaits`, { cookie: family.cookie })).body;
    expect(JSON.stringify(cards)).toContain('Trimestre payé');
  });

  it('bills the order to the address the family gave before paying, when it had none as the place was held', async () => {
    const family = await newFamily();
    const answer = await enrol(family);
    const held = answer.body.data as Enrolment;
    expect(held.status, JSON.stringify(answer.body)).toBe('held');
    const placed = (await app.call('GET', `/webapi/Commande/${held.hold!.orderId}`, { cookie: family.cookie })).body.data as { address: unknown };
    expect(placed.address).toBeNull();
    // The payment's billing step saves the family's address, then pays.
    const address = { adrNumberWay: '3 allée des Nageurs', adrPostalCode: '69003', libelle: 'Lyon' };
    const saved = await app.call('PUT', `/webapi/Family/${family.famId}`, { cookie: family.cookie, headers: key(), body: { address } });
    expect(saved.body.resultCode, JSON.stringify(saved.body)).toBe('Ok');
    expect((await pay(family, held.hold!.orderId)).body.resultCode).toBe('Ok');
    await until(async () => {
      const order = (await app.call('GET', `/webapi/Commande/${held.hold!.orderId}`, { cookie: family.cookie })).body.data as { cmdStatus: number; address: unknown };
      expect(order.address).toEqual(address);
    });
    // The invoice is made out to that address.
    const invoiceText = async (orderId: number) => {
      const response = await fetch(`${app.url}/webapi/Facture/commande/${orderId}.pdf`, { headers: { cookie: family.cookie } });
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
      return text.replace(/\s+/g, ' ');
    };
    await until(async () => expect(await invoiceText(held.hold!.orderId)).toContain('3 allée des Nageurs'), { timeout: 20_000, interval: 200 });

    // Paid at the desk instead (a cheque): billed to the family's address too.
    const atDesk = await newFamily();
    const deskHeld = (await enrol(atDesk)).body.data as Enrolment;
    const deskAddress = { adrNumberWay: '8 rue du Plongeoir', adrPostalCode: '33000', libelle: 'Bordeaux' };
    expect((await app.call('PUT', `/webapi/Family/${atDesk.famId}`, { cookie: atDesk.cookie, headers: key(), body: { address: deskAddress } })).body.resultCode).toBe('Ok');
    const recorded = await app.call('PUT', `/webapi/Commande/${deskHeld.hold!.orderId}`, { cookie: admin, headers: key(), body: { move: 'RECORD_PAYMENT', reason: 'Chèque au guichet', method: 1 } });
    expect(recorded.body.resultCode, JSON.stringify(recorded.body)).toBe('Ok');
    expect(recorded.body.data.address).toEqual(deskAddress);
    await until(async () => expect((await enrolmentsOf(atDesk)).find((candidate) => candidate.id === deskHeld.id)?.status).toBe('enrolled'), { timeout: 20_000, interval: 100 });
    await giveUp(deskHeld.id);
  });

  it('takes the term’s discounts off: a child’s second class, a brother’s or sister’s place, in the school’s order', async () => {
    // A term of its own, later, pricing the activity everywhere, with both discounts.
    const second = cat.slots.find((slot) => slot.acyId === cat.slot.acyId && slot.tcsId !== cat.slot.tcsId)!;
    expect(second, 'the demo has two slots of the activity').toBeDefined();
    const discounts = { sibling: { kind: 'percent', value: 10 }, secondClass: { kind: 'amount', value: 2_500 }, first: 'sibling' };
    const tariff = { activities: [{ acyId: cat.slot.acyId, cents: 20_000 }], slots: [], discounts };
    const body = { libelle: 'Trimestre réduit', englishName: 'Discounted term', psnId: null, priorityOpensAt: null, firstDay: dayIn(400), lastDay: dayIn(455), opensAt: new Date(Date.now() - 3_600_000).toISOString(), tariff };
    const defined = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body });
    expect(defined.body.resultCode, JSON.stringify(defined.body)).toBe('Ok');
    const discounted = defined.body.data.id as number;
    expect(defined.body.data.tariff.discounts).toEqual(discounts);
    const lessonsOf = async (tcsId: number, psnId: number) => {
      const slots = (await app.call('GET', `/webapi/Trimestre/slots?termId=${discounted}`)).body.data.slots as Slot[];
      return slots.find((slot) => slot.tcsId === tcsId && slot.piscine.id === psnId)!;
    };
    expect((await lessonsOf(second.tcsId, second.psnId)).price?.cents).toBe(20_000);

    const family = await newFamily();
    const sibling = await addChild(app, family.famId, 'Remise', 'Nina');
    const holdAndPay = async (usrId: number, slot: { psnId: number; tcsId: number }) => {
      const answer = await enrol(family, { termId: discounted, psnId: slot.psnId, tcsId: slot.tcsId, usrId });
      expect(answer.body.data.status, JSON.stringify(answer.body)).toBe('held');
      const held = answer.body.data as Enrolment;
      const order = (await app.call('GET', `/webapi/Commande/${held.hold!.orderId}`, { cookie: family.cookie })).body.data as { cmdTotal: number; rows: Array<{ libelle: string; total: number; fftTarif: number }> };
      expect((await pay(family, held.hold!.orderId)).body.resultCode).toBe('Ok');
      await until(async () => {
        const enrolments = (await app.call('GET', `/webapi/Family/enrolments?termId=${discounted}`, { cookie: family.cookie })).body.data as Enrolment[];
        expect(enrolments.find((enrolment) => enrolment.id === held.id)?.status).toBe('enrolled');
      }, { timeout: 20_000, interval: 100 });
      return { held, order, events: await app.platform.store.readStream(`order-${held.hold!.orderId}`) };
    };
    const tuitionOf = (events: Awaited<ReturnType<typeof holdAndPay>>['events']) =>
      (events.find((event) => event.type === 'OrderPlaced')!.data as { lines: Array<{ tuition?: { listCents?: number; discounts?: unknown } }> }).lines[0]!.tuition!;

    // The first place of the family in the term: the whole price.
    const first = await holdAndPay(family.childId, { psnId: cat.pool, tcsId: cat.slot.tcsId });
    expect(first.held.hold!.cents).toBe(20_000);
    expect(first.order.cmdTotal).toBe(20_000);
    expect(tuitionOf(first.events).discounts).toBeUndefined();
    // The same child in a second slot: 25 € off.
    const again = await holdAndPay(family.childId, second);
    expect(again.order.cmdTotal).toBe(17_500);
    expect(again.order.rows[0]!.libelle).toMatch(/réduction 2e cours −25,00\s€$/);
    expect(tuitionOf(again.events)).toMatchObject({ listCents: 20_000, discounts: [{ kind: 'secondClass', cents: 2_500 }] });
    // The brother or sister: 10 % off.
    const nina = await holdAndPay(sibling, { psnId: cat.pool, tcsId: cat.slot.tcsId });
    expect(nina.order.cmdTotal).toBe(18_000);
    expect(tuitionOf(nina.events)).toMatchObject({ listCents: 20_000, discounts: [{ kind: 'sibling', cents: 2_000 }] });
    // Both: the sibling's 10 % first (2,000), then 25 € off what is left.
    const both = await holdAndPay(sibling, second);
    expect(both.order.cmdTotal).toBe(15_500);
    expect(tuitionOf(both.events)).toMatchObject({ listCents: 20_000, discounts: [{ kind: 'sibling', cents: 2_000 }, { kind: 'secondClass', cents: 2_500 }] });

    // A place still held for the order the new one replaces earns nothing: it is given up with it.
    const other = await newFamily();
    const zoe = await addChild(app, other.famId, 'Remise', 'Zoé');
    const firstHeld = (await enrol(other, { termId: discounted, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: other.childId })).body.data as Enrolment;
    expect(firstHeld.status).toBe('held');
    const replacing = await enrol(other, { termId: discounted, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: zoe, replaces: firstHeld.hold!.orderId });
    expect(replacing.body.data.status, JSON.stringify(replacing.body)).toBe('held');
    expect((replacing.body.data as Enrolment).hold!.cents).toBe(20_000);

    // A percentage over a hundred is refused.
    const over = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body: { ...body, libelle: 'Trop', firstDay: dayIn(500), lastDay: dayIn(520), tariff: { ...tariff, discounts: { ...discounts, sibling: { kind: 'percent', value: 120 } } } } });
    expect(over.status).toBe(422);
    expect(over.body.data.errorMessage).toBe('Une réduction en pourcentage va de 1 à 100 %');
  });

  it('frees the place and cancels the order when it is not paid in time', async () => {
    const family = await newFamily();
    const before = await slotOf();
    const held = (await enrol(family)).body.data as Enrolment;
    expect(held.status).toBe('held');
    await until(async () => expect((await slotOf()).placesLeft).toBe(before.placesLeft - 1));
    try {
      app.clock.set(new Date(Date.parse(held.hold!.heldUntil) + 60_000).toISOString());
      await until(async () => {
        const [enrolment] = (await enrolmentsOf(family)).filter((candidate) => candidate.id === held.id);
        expect(enrolment?.status).toBe('left');
        expect((await orderOf(family, held.hold!.orderId)).cmdStatus).toBe(6);
      }, { timeout: 20_000, interval: 100 });
    } finally {
      app.clock.reset();
    }
    expect((await slotOf()).placesLeft).toBe(before.placesLeft);
    // A cancelled order is not paid any more.
    const late = await app.call('POST', `/webapi/Commande/${held.hold!.orderId}/pay`, { cookie: family.cookie, headers: key(), body: {} });
    expect(late.status).toBe(409);
  });

  it('keeps the place of an order paid before its time ran out, when the time runs out afterwards', async () => {
    const family = await newFamily();
    const held = (await enrol(family)).body.data as Enrolment;
    expect((await pay(family, held.hold!.orderId)).body.resultCode).toBe('Ok');
    try {
      app.clock.set(new Date(Date.parse(held.hold!.heldUntil) + 60_000).toISOString());
      await until(async () => expect((await enrolmentsOf(family)).find((candidate) => candidate.id === held.id)?.status).toBe('enrolled'), { timeout: 20_000, interval: 100 });
      // Time for the due item to have fired: still enrolled, the order still paid.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await enrolmentsOf(family)).find((candidate) => candidate.id === held.id)?.status).toBe('enrolled');
      expect((await orderOf(family, held.hold!.orderId)).cmdStatus).toBe(2);
    } finally {
      app.clock.reset();
    }
  });

  it('keeps the place when its time runs out between the payment and the place’s confirmation', async () => {
    const family = await newFamily();
    const held = (await enrol(family)).body.data as Enrolment;
    // The payment as the provider's news records it, and at once the due item: the term process
    // confirms the place on the card the payment gives, after the order process, two hops later.
    const orderId = held.hold!.orderId;
    const now = new Date().toISOString();
    const payment = { orderId, paymentId: `window-${orderId}`, provider: 'offline' as const, amount: held.hold!.cents, now, by: null };
    const meta = { correlationId: `window-${orderId}`, userId: null, timestamp: now };
    await handleCommand(app.platform.store, `order-${orderId}`, orderDecider, { type: 'RequestPayment', data: payment }, meta);
    await handleCommand(app.platform.store, `order-${orderId}`, orderDecider, { type: 'SettlePayment', data: { ...payment, outcome: 'succeeded', reference: null, reason: '' } }, meta);
    const slot = await app.platform.store.readStream(`term-slot-${termId}-${cat.slot.tcsId}`);
    const confirmed = slot.some((event) => event.type === 'TermEnrolled' && (event.data as { enrId: number }).enrId === held.id);
    const fire = termHoldHandler({ store: app.platform.store, clock: () => new Date(Date.parse(held.hold!.heldUntil) + 60_000), ids: app.platform.ids });
    const payload = { termId, tcsId: cat.slot.tcsId, enrId: held.id, orderId: held.hold!.orderId };
    await fire({ kind: TERM_HOLD, key: `hold-${held.id}`, dueAt: new Date(held.hold!.heldUntil), payload, attempt: 1, idempotencyKey: `term-hold-window-${held.id}` });
    await until(async () => expect((await enrolmentsOf(family)).find((candidate) => candidate.id === held.id)?.status).toBe('enrolled'), { timeout: 20_000, interval: 100 });
    expect((await orderOf(family, held.hold!.orderId)).cmdStatus).toBe(2);
    const after = await app.platform.store.readStream(`term-slot-${termId}-${cat.slot.tcsId}`);
    expect(after.some((event) => event.type === 'TermEnrolmentDropped' && (event.data as { enrId: number }).enrId === held.id)).toBe(false);
    // Said only to know the test hit the window it is about (the process is usually seconds behind the answer).
    if (confirmed) console.warn('the place was confirmed before the due item fired: the window was missed this run');
    await giveUp(held.id);
  });

  it('keeps the place and its order when its time runs out after the desk took part of the money', async () => {
    const family = await newFamily();
    const held = (await enrol(family)).body.data as Enrolment;
    const orderId = held.hold!.orderId;
    const now = new Date().toISOString();
    const voucher = { orderId, paymentId: `desk-${orderId}`, method: PAYMENT_METHOD.passSport, reference: 'PS-2026-42', reason: '', amount: 5_000, now, by: null };
    await handleCommand(app.platform.store, `order-${orderId}`, orderDecider, { type: 'RecordDeskPayment', data: voucher }, { correlationId: `desk-${orderId}`, userId: null, timestamp: now });
    const fire = termHoldHandler({ store: app.platform.store, clock: () => new Date(Date.parse(held.hold!.heldUntil) + 60_000), ids: app.platform.ids });
    await fire({ kind: TERM_HOLD, key: `hold-${held.id}`, dueAt: new Date(held.hold!.heldUntil), payload: { termId, tcsId: cat.slot.tcsId, enrId: held.id, orderId }, attempt: 1, idempotencyKey: `term-hold-desk-${held.id}` });
    // The school holds money on it: the order stays open for the desk to settle, the place kept.
    const order = await app.platform.store.readStream(`order-${orderId}`);
    expect(order.some((event) => event.type === 'OrderStatusChanged' && (event.data as { to: number }).to === 6)).toBe(false);
    const slot = await app.platform.store.readStream(`term-slot-${termId}-${cat.slot.tcsId}`);
    expect(slot.some((event) => event.type === 'TermEnrolmentDropped' && (event.data as { enrId: number }).enrId === held.id)).toBe(false);
    await giveUp(held.id);
  });

  it('frees the place when the family’s next checkout replaces the order it saw waiting', async () => {
    const family = await newFamily();
    const before = await slotOf();
    const held = (await enrol(family)).body.data as Enrolment;
    await until(async () => expect((await slotOf()).placesLeft).toBe(before.placesLeft - 1));
    const address = { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' };
    const items = [{ item: { id: cat.childPass.id }, qty: 1, psnId: cat.pool }];
    // Not named: refused, the held order is waiting.
    const refused = await app.call('POST', '/webapi/Commande/checkout', { cookie: family.cookie, headers: key(), body: { items, address } });
    expect(refused.status).toBe(409);
    const replaced = await app.call('POST', '/webapi/Commande/checkout', { cookie: family.cookie, headers: key(), body: { items, address, replaces: held.hold!.orderId } });
    expect(replaced.body.resultCode, JSON.stringify(replaced.body)).toBe('Ok');
    await until(async () => {
      expect((await enrolmentsOf(family)).find((candidate) => candidate.id === held.id)?.status).toBe('left');
      expect((await slotOf()).placesLeft).toBe(before.placesLeft);
    }, { timeout: 20_000, interval: 100 });
  });

  it('lets the desk give up a kept place: the place is free again and its order cancelled', async () => {
    const family = await newFamily();
    const before = await slotOf();
    const held = (await enrol(family)).body.data as Enrolment;
    await until(async () => expect((await slotOf()).placesLeft).toBe(before.placesLeft - 1));
    const dropped = await app.call('PUT', `/webapi/Family/enrolment/${held.id}/drop`, { cookie: admin, headers: key(), body: { fromDate: null } });
    expect(dropped.body.resultCode, JSON.stringify(dropped.body)).toBe('Ok');
    expect(dropped.body.data.status).toBe('left');
    await until(async () => {
      expect((await orderOf(family, held.hold!.orderId)).cmdStatus).toBe(6);
      expect((await slotOf()).placesLeft).toBe(before.placesLeft);
    });
  });

  it('keeps the place as long as the school set', async () => {
    const rules = (await app.call('GET', '/webapi/Ecole/regles', { cookie: admin })).body.data as { school: Record<string, unknown>; pools: unknown[] };
    expect(rules.school.holdMinutes).toBe(15);
    const saved = await app.call('PUT', '/webapi/Ecole/regles', { cookie: admin, headers: key(), body: { school: { ...rules.school, holdMinutes: 40 }, pools: rules.pools } });
    expect(saved.body.resultCode, JSON.stringify(saved.body)).toBe('Ok');
    try {
      const held = (await enrol(await newFamily())).body.data as Enrolment;
      const kept = Date.parse(held.hold!.heldUntil) - Date.now();
      expect(kept).toBeGreaterThan(35 * 60_000);
      expect(kept).toBeLessThanOrEqual(40 * 60_000);
    } finally {
      await app.call('PUT', '/webapi/Ecole/regles', { cookie: admin, headers: key(), body: { school: { ...rules.school, holdMinutes: 15 }, pools: rules.pools } });
    }
    const refused = await app.call('PUT', '/webapi/Ecole/regles', { cookie: admin, headers: key(), body: { school: { ...rules.school, holdMinutes: 2 }, pools: rules.pools } });
    expect(refused.status).toBe(400);
  });

  it('asks before replacing the family’s order waiting for its payment, then replaces it', async () => {
    const family = await newFamily();
    const address = { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' };
    const cart = await app.call('POST', '/webapi/Commande/checkout', { cookie: family.cookie, headers: key(), body: { items: [{ item: { id: cat.childPass.id }, qty: 1, psnId: cat.pool }], address } });
    const waitingId = cart.body.data.orderId as number;
    const refused = await enrol(family);
    expect(refused.status).toBe(409);
    expect(refused.body.data.errorCode).toBe('OrderWaiting');
    expect(refused.body.data.errorMessage).toContain(`n° ${waitingId}`);
    // Refused before any place was held: nothing to release.
    expect(await enrolmentsOf(family)).toEqual([]);
    const held = await enrol(family, { replaces: waitingId });
    expect(held.body.data.status, JSON.stringify(held.body)).toBe('held');
    await until(async () => expect((await orderOf(family, waitingId)).cmdStatus).toBe(6));
  });

  it('gives the last place to one of two families paying at the same instant; the other’s order is cancelled', async () => {
    const left = (await slotOf()).placesLeft;
    for (let n = 0; n < left - 1; n++) {
      const filler = await termFamily(app, 9_300 + n, { fftId: cat.childPass.id, libelle: 'Carte 10 séances enfants' });
      expect((await enrol(filler, { pay: 'card', cardId: filler.cardId })).body.data.status).toBe('enrolled');
    }
    const [first, second] = [await newFamily(), await newFamily()];
    const answers = await Promise.all([enrol(first), enrol(second)]);
    const outcomes = answers.map((answer) => (answer.body.resultCode === 'Ok' ? answer.body.data.status : answer.body.data.errorCode)).sort();
    expect(outcomes).toEqual(['SlotFull', 'held']);
    await until(async () => expect((await slotOf()).placesLeft).toBe(0));
    // The refused family has no order left waiting: its own was cancelled (or never placed).
    const loser = answers[0]!.body.resultCode === 'Ok' ? second : first;
    const waiting = await app.call('POST', '/webapi/Commande/checkout/waiting', { cookie: loser.cookie, headers: key(), body: { items: [{ item: { id: cat.childPass.id }, qty: 1, psnId: cat.pool }] } });
    expect(waiting.body.data.waiting).toBeNull();
  });

  it('refuses a slot with no price, and a full slot, leaving no order open', async () => {
    const family = await newFamily();
    const other = cat.slots.find((slot) => slot.psnId === cat.pool && slot.tcsId !== cat.slot.tcsId)!;
    const unpriced = await enrol(family, { tcsId: other.tcsId });
    expect(unpriced.status).toBe(409);
    expect(unpriced.body.data.errorCode).toBe('NoTermPrice');
    // Fill the slot with cards, then ask to pay for a place: full, and no order waits.
    const left = (await slotOf()).placesLeft;
    for (let n = 0; n < left; n++) {
      const filler = await termFamily(app, 9_500 + n, { fftId: cat.childPass.id, libelle: 'Carte 10 séances enfants' });
      const answer = await enrol(filler, { pay: 'card', cardId: filler.cardId });
      expect(answer.body.data.status, JSON.stringify(answer.body)).toBe('enrolled');
    }
    const full = await enrol(family);
    expect(full.status).toBe(409);
    expect(full.body.data.errorCode).toBe('SlotFull');
    const waiting = await app.call('POST', '/webapi/Commande/checkout/waiting', { cookie: family.cookie, headers: key(), body: { items: [{ item: { id: cat.childPass.id }, qty: 1, psnId: cat.pool }] } });
    expect(waiting.body.data.waiting).toBeNull();
  });
});
