import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { instalmentHandler } from '@plouf/command-api';
import { createOfflinePayments } from '@plouf/command-api';
import { addDays, parisDay, parisMoment } from '@plouf/infra/days';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';
import { parseMail } from '../../mailer/src/testing/parse-mail.ts';
import { mailTo } from '../harness/wait.ts';
import { pricedTerm, termCatalogue, termFamily, type TermCatalogue, type TermFamily } from '../harness/terms.ts';

/**
 * A term's price paid in monthly parts (issue 43, ADR 0029 decisions 15-19, 21), through the HTTP API
 * on the test clock, on both engines: the first part paid at the screen keeps the card and enrols the
 * child; each later part is charged on that card by the scheduler on its day, once however often its
 * item fires; a declined part is paid by the family; a cancelled and refunded plan charges nothing more.
 */
let app: TestApp;
let peer: SmtpPeer;
let admin: string;
let cat: TermCatalogue;
let termId: number;
let families = 0;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `term-instalments-${Date.now()}-${keyCount++}` });
const TERM_CENTS = 15_001;
const until = (assertion: () => Promise<void>, timeout = 20_000) => vi.waitFor(assertion, { timeout, interval: 100 });

type Enrolment = { id: number; status: string; cardId: number; hold?: { orderId: number } };
type Payment = { paymentId: string; status: string; amount: number; part?: number; offSession?: boolean };
type Order = { cmdStatus: number; cmdTotal: number; payments: Payment[]; plan?: Array<{ n: number; due: string; cents: number }>; savedCardLast4?: string };

const newFamily = () => termFamily(app, 9_500 + families++, { fftId: cat.childPass.id, libelle: 'Carte 10 séances enfants', entries: 2 });
const enrol = (family: TermFamily, body: Record<string, unknown> = {}) =>
  app.call('POST', '/webapi/Family/enrolment', { cookie: family.cookie, headers: key(), body: { termId, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: family.childId, cardId: 0, pay: 'tuition', ...body } });
const orderOf = async (family: TermFamily, orderId: number) => (await app.call('GET', `/webapi/Commande/${orderId}`, { cookie: family.cookie })).body.data as Order;
const enrolmentOf = async (family: TermFamily, enrId: number) => ((await app.call('GET', `/webapi/Family/enrolments?termId=${termId}`, { cookie: family.cookie })).body.data as Enrolment[]).find((item) => item.id === enrId);
/** The family pays what the order asks now (a plan: its next part) with a test card. */
const pay = async (family: TermFamily, orderId: number, cardNumber = '4242424242424242') => {
  const asked = await app.call('POST', `/webapi/Commande/${orderId}/pay`, { cookie: family.cookie, headers: key(), body: {} });
  expect(asked.body.resultCode, JSON.stringify(asked.body)).toBe('Ok');
  const paid = await app.call('POST', `/webapi/Commande/${orderId}/test-payment`, { cookie: family.cookie, headers: key(), body: { clientSecret: asked.body.data.clientSecret, cardNumber } });
  expect(paid.body.resultCode, JSON.stringify(paid.body)).toBe('Ok');
  return asked.body.data as { total: number; part?: { n: number; count: number; amount: number } };
};
/** The desk gives the place up (the slot's places are few: the races need theirs). */
const giveUp = async (enrId: number) => expect((await app.call('PUT', `/webapi/Family/enrolment/${enrId}/drop`, { cookie: admin, headers: key(), body: { fromDate: null } })).body.resultCode).toBe('Ok');
const succeeded = (order: Order) => order.payments.filter((payment) => payment.status === 'succeeded');
const dueItems = async (orderId: number) =>
  (await app.platform.pool.query<{ key: string; status: string }>(`SELECT key, status FROM due_items WHERE kind = 'instalment' AND key LIKE $1 ORDER BY key`, [`${orderId}:%`])).rows;
/** A family enrolled in three parts, its first paid with `card`: the order, and its parts. */
const enrolledInParts = async (card = '4242424242424242') => {
  const family = await newFamily();
  const answer = await enrol(family, { instalments: 3 });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  const held = answer.body.data as Enrolment;
  const orderId = held.hold!.orderId;
  const asked = await pay(family, orderId, card);
  await until(async () => expect((await enrolmentOf(family, held.id))?.status).toBe('enrolled'));
  return { family, enrId: held.id, orderId, asked, order: await orderOf(family, orderId) };
};

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startTestApp({ seed: true, mailer: smtpMailer(peer.url) });
  admin = await app.login();
  cat = await termCatalogue(app);
  termId = await pricedTerm(app, admin, cat, { libelle: 'Trimestre en trois fois', englishName: 'Term in three parts', cents: TERM_CENTS, from: 200, tariff: { instalments: 3 } });
}, 120_000);

afterAll(async () => {
  app?.clock.reset();
  await app?.close();
  await peer?.close();
});

describe('a term paid in instalments', () => {
  it('refuses more parts than the term offers, with its own code', async () => {
    const family = await newFamily();
    const refused = await enrol(family, { instalments: 4 });
    expect(refused.status).toBe(409);
    expect(refused.body.data.errorCode, JSON.stringify(refused.body)).toBe('InstalmentsNotOffered');
  });

  it('pays the first part at the screen, enrols the child, and charges the later parts on their days, once each', async () => {
    const awaited = async () => {
      const day = parisDay(new Date());
      return ((await app.call('GET', `/webapi/Dashboard?from=${addDays(day, -30)}&to=${day}`, { cookie: admin })).body.data as { awaiting: { amount: number } }).awaiting.amount;
    };
    const before = await awaited();
    const { family, orderId, asked, order } = await enrolledInParts();
    // The dashboard awaits what is left of the plan, not its whole price.
    await until(async () => expect((await awaited()) - before).toBe(10_000));
    // 150.01 € in three: the odd cent on the first part, the later ones equal.
    expect(order.plan?.map((part) => part.cents)).toEqual([5_001, 5_000, 5_000]);
    expect(asked.part).toEqual({ n: 1, count: 3, amount: 5_001 });
    expect(succeeded(order).map((payment) => payment.amount)).toEqual([5_001]);
    // Holding money, waiting for its parts (not paid yet), the card's last digits kept.
    expect(order.cmdStatus).toBe(9);
    expect(order.savedCardLast4).toBe('4242');
    await until(async () => expect((await dueItems(orderId)).map((item) => item.key)).toEqual([`${orderId}:2:1`, `${orderId}:3:1`]));

    // The second part's day, 09:00 in Paris: the scheduler charges it.
    const second = order.plan![1]!;
    app.clock.set(new Date(Date.parse(parisMoment(second.due, 9, 0)) + 60_000).toISOString());
    await until(async () => expect(succeeded(await orderOf(family, orderId)).map((payment) => payment.amount)).toEqual([5_001, 5_000]));
    // The third part's item fired twice at the same instant (two nodes, a retry after a crash, before
    // the scheduler's own firing): one charge of it, the order paid.
    const third = order.plan![2]!;
    const fire = instalmentHandler({ store: app.platform.store, port: createOfflinePayments(() => 'x'.repeat(32)), clock: () => new Date(Date.parse(parisMoment(third.due, 9, 0)) + 60_000) });
    const item = { kind: 'instalment', key: `${orderId}:3:1`, dueAt: new Date(parisMoment(third.due, 9, 0)), payload: { orderId, part: 3 }, attempt: 1, idempotencyKey: `due:instalment:${orderId}:3:1` };
    await Promise.all([fire(item), fire(item)]);
    await until(async () => {
      const done = await orderOf(family, orderId);
      expect(succeeded(done).map((payment) => payment.amount)).toEqual([5_001, 5_000, 5_000]);
      expect(done.cmdStatus).toBe(2);
    });
    // Its day comes: the scheduler's firing finds nothing owed.
    app.clock.set(new Date(Date.parse(parisMoment(third.due, 9, 0)) + 60_000).toISOString());
    await until(async () => expect((await dueItems(orderId)).map((due) => due.status)).toEqual(['done', 'done']));
    const events = await app.platform.store.readStream(`order-${orderId}`);
    expect(events.filter((event) => event.type === 'PaymentSucceeded')).toHaveLength(3);
    // The last part made the order paid: the family is told once, with the invoice's link.
    const email = `term-${9_500 + families - 1}@plouf.test`;
    const done = await mailTo(peer, email, new RegExp(`^Votre commande Plouf n° ${orderId} est payée : votre facture est prête$`), 30_000);
    expect(done.text).toMatch(/Le dernier des 3 versements de votre commande n° \d+ est réglé : la commande \(150,01\s€\) est entièrement payée\./);
    expect(done.text).toMatch(new RegExp(`https://plouf\\.example/profil/commandes\\?commande=${orderId}&key=\\S+`));
    // No mail said the order was paid before its last part.
    const subjects = () => peer.received.filter((mail) => mail.envelopeTo.includes(email)).map((mail) => parseMail(mail.raw).subject);
    expect(subjects().filter((subject) => subject.includes('est payée'))).toHaveLength(1);
    app.clock.reset();
  });

  it('records a declined part, which the family then pays itself; the place stays the child’s', async () => {
    // 4000 0000 0000 0341 pays at the screen and is declined when charged later.
    const { family, enrId, orderId, order } = await enrolledInParts('4000000000000341');
    const second = order.plan![1]!;
    app.clock.set(new Date(Date.parse(parisMoment(second.due, 9, 0)) + 60_000).toISOString());
    await until(async () => {
      const failed = (await orderOf(family, orderId)).payments.filter((payment) => payment.status === 'failed');
      expect(failed).toEqual([expect.objectContaining({ part: 2, offSession: true, amount: 5_000 })]);
    });
    expect((await enrolmentOf(family, enrId))?.status).toBe('enrolled');
    // The family pays the part itself, past the days an unpaid order may be paid online: it is a plan under way.
    const asked = await pay(family, orderId);
    expect(asked.part).toEqual({ n: 2, count: 3, amount: 5_000 });
    await until(async () => expect(succeeded(await orderOf(family, orderId)).map((payment) => payment.amount)).toEqual([5_001, 5_000]));
    app.clock.reset();
  });

  it('charges nothing more once the desk cancelled and refunded the plan', async () => {
    const { family, orderId, order } = await enrolledInParts();
    const cancelled = await app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, headers: key(), body: { move: 'CANCEL', reason: 'Départ de la famille' } });
    expect(cancelled.body.resultCode, JSON.stringify(cancelled.body)).toBe('Ok');
    const refunded = await app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, headers: key(), body: { move: 'REFUND', reason: 'Départ de la famille' } });
    expect(refunded.body.resultCode, JSON.stringify(refunded.body)).toBe('Ok');
    const second = order.plan![1]!;
    app.clock.set(new Date(Date.parse(parisMoment(second.due, 9, 0)) + 60_000).toISOString());
    await until(async () => expect((await dueItems(orderId)).find((item) => item.key === `${orderId}:2:1`)?.status).toBe('done'));
    const after = await orderOf(family, orderId);
    expect(after.cmdStatus).toBe(7);
    expect(after.payments.filter((payment) => payment.part === 2)).toEqual([]);
    app.clock.reset();
  });

  it('lets a family with a plan under way check out another cart', async () => {
    const { family, orderId } = await enrolledInParts();
    const checkout = await app.call('POST', '/webapi/Commande/checkout', {
      cookie: family.cookie,
      headers: key(),
      body: { items: [{ item: { id: cat.childPass.id }, qty: 1, psnId: cat.pool }], address: { adrNumberWay: '1 rue du Bassin', adrPostalCode: '75011', libelle: 'Paris' } },
    });
    expect(checkout.body.resultCode, JSON.stringify(checkout.body)).toBe('Ok');
    expect(checkout.body.data.orderId).not.toBe(orderId);
    expect((await orderOf(family, orderId)).cmdStatus).toBe(9);
  });

  it('tries a declined part again on the school’s days, tells the family each time, then shows it to the desk to call', async () => {
    const { family, orderId, order } = await enrolledInParts('4000000000000341');
    const second = order.plan![1]!;
    const at = (day: string) => app.clock.set(new Date(Date.parse(parisMoment(day, 9, 0)) + 60_000).toISOString());
    const failures = async () => (await orderOf(family, orderId)).payments.filter((payment) => payment.status === 'failed' && payment.part === 2) as Array<Payment & { retryOn?: string; overdue?: boolean }>;
    // The school's days (rules saved before them read as 3 and 7): the part's day, then 3 and 7 days after.
    at(second.due);
    await until(async () => expect((await failures()).map((failed) => failed.retryOn)).toEqual([addDays(second.due, 3)]));
    const email = `term-${9_500 + families - 1}@plouf.test`;
    const told = await mailTo(peer, email, new RegExp(`^Versement 2/3 de votre commande Plouf n° ${orderId} refusé`), 30_000);
    expect(told.text).toContain('Nous essaierons à nouveau le');
    expect(told.text).toMatch(/Régler le versement : https:\/\/plouf\.example\/profil\/commandes\?key=\S+/);
    await until(async () => expect((await dueItems(orderId)).map((item) => item.key)).toContain(`${orderId}:2:2`));

    at(addDays(second.due, 3));
    await until(async () => expect((await failures()).map((failed) => failed.retryOn ?? (failed.overdue ? 'overdue' : '?'))).toEqual([addDays(second.due, 3), addDays(second.due, 7)]));
    at(addDays(second.due, 7));
    await until(async () => expect((await failures()).at(-1)?.overdue).toBe(true));
    // Three mails of that part, the last one saying it was the last try.
    const partMails = () => peer.received.filter((mail) => mail.envelopeTo.includes(email)).map((mail) => parseMail(mail.raw)).filter((mail) => mail.subject.startsWith('Versement 2/3'));
    await until(async () => expect(partMails()).toHaveLength(3), 30_000);
    const last = partMails().at(-1)!;
    expect(last.text).toContain('C’était le dernier essai sur cette carte');
    // Nothing more is tried; the family's list says the part is overdue, the desk sees whom to call.
    expect((await dueItems(orderId)).map((item) => item.key)).not.toContain(`${orderId}:2:4`);
    const mine = (await app.call('GET', '/webapi/Commande', { cookie: family.cookie })).body.data.items as Array<{ id: number; plan?: Array<{ n: number; overdue?: boolean; owed: number }> }>;
    expect(mine.find((item) => item.id === orderId)?.plan?.[1]).toMatchObject({ n: 2, overdue: true, owed: 5_000 });
    const today = parisDay(new Date(Date.parse(parisMoment(addDays(second.due, 7), 9, 0)) + 60_000));
    const dashboard = (await app.call('GET', `/webapi/Dashboard?from=${addDays(today, -30)}&to=${today}`, { cookie: admin })).body.data as { toCall: Array<{ famId: number; reason: string; instalment?: { orderId: number; part: number; owed: number } }> };
    expect(dashboard.toCall.find((call) => call.reason === 'instalmentOverdue' && call.famId === family.famId)?.instalment).toEqual({ orderId, part: 2, owed: 5_000, due: second.due });
    app.clock.reset();
  });

  describe('two payments of one part at the same instant (a race, meaningful on PostgreSQL)', () => {
    const partPayments = (order: Order, n: number) => succeeded(order).filter((payment) => payment.part === n || (payment.part === undefined && n === 0));

    it('the family’s card and the card kept charged by the scheduler: one payment of that part', async () => {
      for (let round = 0; round < 3; round++) {
        const { family, enrId, orderId, order } = await enrolledInParts();
        const second = order.plan![1]!;
        const asked = await app.call('POST', `/webapi/Commande/${orderId}/pay`, { cookie: family.cookie, headers: key(), body: {} });
        expect(asked.body.data.part).toEqual({ n: 2, count: 3, amount: 5_000 });
        const fire = instalmentHandler({ store: app.platform.store, port: createOfflinePayments(() => 'x'.repeat(32)), clock: () => new Date(Date.parse(parisMoment(second.due, 9, 0)) + 60_000) });
        const item = { kind: 'instalment', key: `${orderId}:2:1`, dueAt: new Date(parisMoment(second.due, 9, 0)), payload: { orderId, part: 2, try: 1 }, attempt: 1, idempotencyKey: `due:instalment:${orderId}:2:1` };
        const [byFamily] = await Promise.all([
          app.call('POST', `/webapi/Commande/${orderId}/test-payment`, { cookie: family.cookie, headers: key(), body: { clientSecret: asked.body.data.clientSecret, cardNumber: '4242424242424242' } }),
          fire(item),
        ]);
        // Whichever came second took nothing: the family is told the part is paid, or the charge is dropped.
        expect(['Ok', 'InvalidModelState'], JSON.stringify(byFamily.body)).toContain(byFamily.body.resultCode);
        if (byFamily.body.resultCode !== 'Ok') expect(byFamily.body.data.errorCode).toBe('InstalmentAlreadyPaid');
        // Read on the order's stream (what was decided), then as served once the read model has it.
        const paidEvents = (await app.platform.store.readStream(`order-${orderId}`)).filter((event) => event.type === 'PaymentSucceeded').map((event) => event.data as { part?: number; amount: number });
        expect(paidEvents.filter((paid) => paid.part === 2), `round ${round}`).toHaveLength(1);
        expect(paidEvents.reduce((sum, paid) => sum + paid.amount, 0)).toBe(10_001);
        await until(async () => {
          const after = await orderOf(family, orderId);
          expect(partPayments(after, 2)).toHaveLength(1);
          expect(after.cmdStatus).toBe(9);
        });
        await giveUp(enrId);
      }
    });

    it('the desk’s Pass’Sport and the family’s card on the same part: never more than the total, never a part twice', async () => {
      for (let round = 0; round < 3; round++) {
        const { family, enrId, orderId } = await enrolledInParts();
        const asked = await app.call('POST', `/webapi/Commande/${orderId}/pay`, { cookie: family.cookie, headers: key(), body: {} });
        const [byFamily, byDesk] = await Promise.all([
          app.call('POST', `/webapi/Commande/${orderId}/test-payment`, { cookie: family.cookie, headers: key(), body: { clientSecret: asked.body.data.clientSecret, cardNumber: '4242424242424242' } }),
          app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, headers: key(), body: { move: 'RECORD_PAYMENT', reason: 'Pass’Sport', method: 7, reference: `PS-${orderId}`, amount: 5_000 } }),
        ]);
        expect(byDesk.body.resultCode, JSON.stringify(byDesk.body)).toBe('Ok');
        const paid = (await app.platform.store.readStream(`order-${orderId}`)).filter((event) => event.type === 'PaymentSucceeded').reduce((sum, event) => sum + (event.data as { amount: number }).amount, 0);
        const after = await orderOf(family, orderId);
        if (byFamily.body.resultCode === 'Ok') {
          // The family's card paid the second part, the desk's Pass'Sport the third: the order is paid.
          expect(paid).toBe(15_001);
          await until(async () => expect((await orderOf(family, orderId)).cmdStatus).toBe(2));
        } else {
          // The desk's Pass'Sport paid the second part first: the family's card took nothing.
          expect(byFamily.body.data.errorCode, JSON.stringify(byFamily.body)).toBe('InstalmentAlreadyPaid');
          expect(paid).toBe(10_001);
        }
        expect(partPayments(after, 2).length).toBeLessThanOrEqual(1);
        await giveUp(enrId);
      }
    });
  });
});

