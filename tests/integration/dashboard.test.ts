import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardView, OrderView, CourseView, InscriptionView, PeriodFigures } from '@plouf/command-api/contracts';
import { addDays, parisDay } from '@plouf/infra/days';
import { dashboardProjector, rebuildReadModel } from '@plouf/projections';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { eventually } from '../harness/wait.ts';
import { connectLive, nextChange, subscribe } from '../harness/socket.ts';
import { ADMIN_ROOMS, READ_MODELS } from '@plouf/command-api/read-models';

/**
 * The dashboard's figures (issue 24) against what the orders and inscriptions read models say: a
 * history driven through the real commands (orders paid by card and at the desk, refunded fully
 * and in part, left unpaid; lessons booked, cancelled before and after the cut-off, cancelled by
 * the school, a waiting list and its promotion, presence), then the dashboard's read model rebuilt
 * from the events. Money to the cent, places to the unit, for a period and the one before it.
 * On PostgreSQL too (`DATABASE_URL`).
 */
let app: TestApp;
let admin: string;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `dashboard-${Date.now()}-${keyCount++}` });
let ids: { pool: number; aquagym: number; mns: number; adultPass: number; otherPass: number };
const T = Date.now();

interface Family {
  famId: number;
  userId: number;
  cookie: string;
  cardId: number;
}

async function family(n: number): Promise<Family> {
  const email = `dashboard-${n}-${T}@plouf.test`;
  const { userId, famId } = await app.createAccount({ email, password: 'famille-2026', roles: ['Client', 'Famille'], nom: `Tableau${n}`, prenom: 'Léa' });
  const cookie = await app.login(email, 'famille-2026');
  const card = await app.call('POST', `/webapi/Family/carte/${famId}`, { cookie: admin, headers: key(), body: { fftId: ids.adultPass } });
  expect(card.body.resultCode).toBe('Ok');
  return { famId, userId, cookie, cardId: card.body.data.id };
}

const address = { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' };
async function checkout(f: Family, items: { id: number; qty: number }[]) {
  const placed = await app.call('POST', '/webapi/Commande/checkout', { cookie: f.cookie, headers: key(), body: { items: items.map(({ id, qty }) => ({ item: { id }, qty })), address } });
  expect(placed.body.resultCode, JSON.stringify(placed.body)).toBe('Ok');
  return placed.body.data as { orderId: number; clientSecret: string };
}
async function payByCard(f: Family, placed: { orderId: number; clientSecret: string }) {
  const paid = await app.call('POST', `/webapi/Commande/${placed.orderId}/test-payment`, { cookie: f.cookie, headers: key(), body: { clientSecret: placed.clientSecret, cardNumber: '4242 4242 4242 4242' } });
  expect(paid.body.data.cmdStatus).toBe(2);
}
const move = (orderId: number, body: object) => app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, headers: key(), body });

let minutes = 0;
async function course(hours: number, capacity = 8) {
  const start = new Date((Math.ceil((T + hours * 3_600_000) / 60_000) + minutes++) * 60_000).toISOString();
  const made = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId: ids.pool, acyId: ids.aquagym, usrId: ids.mns, crsDatdebut: start, crsCapaciteMax: capacity } });
  expect(made.body.resultCode, JSON.stringify(made.body)).toBe('Ok');
  return { ...(made.body.data as { id: number; cutoffHours: number }), start };
}
async function book(f: Family, crsId: number, cardId = f.cardId) {
  const booked = await app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${f.userId}&cardId=${cardId}`, { cookie: f.cookie, headers: key(), body: {} });
  expect(booked.body.resultCode, JSON.stringify(booked.body)).toBe('Ok');
  return booked.body.data as { id: number; insStatus: number };
}
const cancel = (f: Family, insId: number) => app.call('PUT', `/webapi/Family/annule/${insId}`, { cookie: f.cookie, headers: key(), body: {} });
const dashboard = async (from: string, to: string) => {
  const answer = await app.call('GET', `/webapi/Dashboard?from=${from}&to=${to}`, { cookie: admin });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  return answer.body.data as DashboardView;
};

async function rows<T>(text: string): Promise<T[]> {
  return (await app.platform.pool.query<T>(text)).rows;
}

/** What the orders, courses, inscriptions and families read models say of a period, worked out here by hand. */
async function expected(from: string, to: string) {
  const within = (moment: string | Date | null | undefined) => {
    if (!moment) return false;
    const day = parisDay(new Date(moment));
    return day >= from && day <= to;
  };
  const orders = (await rows<{ view: string; paid_at: Date | null }>('SELECT view, paid_at FROM orders')).map((row) => ({ ...(JSON.parse(row.view) as OrderView), paidAt: row.paid_at }));
  const payments = orders.flatMap((order) => order.payments);
  const taken = payments.filter((payment) => (payment.status === 'succeeded' || payment.status === 'refunded') && within(payment.at));
  const given = payments.filter((payment) => (payment.refunded ?? 0) > 0 && within(payment.refundedAt));
  const paidOrders = orders.filter((order) => within(order.paidAt) && order.cmdTotal > 0);
  const courses = (await rows<{ id: number; view: string }>('SELECT id, view FROM courses')).map((row) => JSON.parse(row.view) as CourseView);
  const inPeriod = new Map(courses.filter((c) => within(c.crsDatdebut)).map((c) => [c.id, c]));
  const held = [...inPeriod.values()].filter((c) => !c.cancelled);
  const places = (await rows<{ view: string }>('SELECT view FROM inscriptions')).map((row) => JSON.parse(row.view) as InscriptionView & { promoted?: boolean }).filter((ins) => inPeriod.has(ins.crsId));
  const status = (...statuses: number[]) => places.filter((ins) => statuses.includes(ins.insStatus));
  const cancelled = status(4).filter((ins) => ins.releaseReason !== 'noEntry' && ins.releaseReason !== 'offerDeclined' && ins.releaseReason !== 'offerExpired');
  const families = await rows<{ created_at: Date }>('SELECT created_at FROM families');
  return {
    money: {
      paid: taken.reduce((sum, payment) => sum + payment.amount, 0),
      refunded: given.reduce((sum, payment) => sum + (payment.refunded ?? 0), 0),
      ordersPaid: paidOrders.length,
      card: taken.filter((payment) => payment.method === 0).reduce((sum, payment) => sum + payment.amount, 0),
      cheque: taken.filter((payment) => payment.method === 1).reduce((sum, payment) => sum + payment.amount, 0),
      sold: paidOrders.reduce((sum, order) => sum + order.cmdTotal, 0),
      passes: paidOrders.reduce((sum, order) => sum + order.rows.reduce((qty, line) => qty + line.qty, 0), 0),
    },
    lessons: {
      lessons: held.length,
      offered: held.reduce((sum, c) => sum + c.crsCapaciteMax, 0),
      booked: status(1, 2, 3).length,
      present: status(2).length,
      noShow: status(3).length,
      promoted: places.filter((ins) => ins.promoted).length,
      waitlisted: places.filter((ins) => ins.promoted || ins.insStatus === 5).length,
      cancelledBySchool: cancelled.filter((ins) => ins.releaseReason === 'courseCancelled').length,
      cancelledLate: cancelled.filter((ins) => ins.releaseReason !== 'courseCancelled' && ins.late).length,
      cancelledEarly: cancelled.filter((ins) => ins.releaseReason !== 'courseCancelled' && !ins.late).length,
    },
    families: { newFamilies: families.filter((row) => within(row.created_at)).length, activeFamilies: new Set(status(1, 2, 3).map((ins) => ins.famId)).size },
  };
}

function figuresOf(period: PeriodFigures) {
  const { money, lessons, families } = period;
  const method = (key: string) => money.byMethod.find((entry) => entry.method === key)!.paid;
  return {
    money: {
      paid: money.paid,
      refunded: money.refunded,
      ordersPaid: money.ordersPaid - (money.byMethod.find((entry) => entry.method === 'free')?.count ?? 0),
      card: method('card'),
      cheque: method('cheque'),
      sold: money.byPass.reduce((sum, pass) => sum + pass.paid, 0),
      passes: money.byPass.reduce((sum, pass) => sum + pass.qty, 0),
    },
    lessons: {
      lessons: lessons.lessons,
      offered: lessons.offered,
      booked: lessons.booked,
      present: lessons.present,
      noShow: lessons.noShow,
      promoted: lessons.promoted,
      waitlisted: lessons.waitlisted,
      cancelledBySchool: lessons.cancelledBySchool,
      cancelledLate: lessons.cancelledLate,
      cancelledEarly: lessons.cancelledEarly,
    },
    families,
  };
}

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
  const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
  ids = {
    pool: ((await app.call('GET', '/webapi/Piscine')).body.data as { id: number }[])[0]!.id,
    aquagym: activities.find((a) => a.libelle === 'Aquagym')!.id,
    mns: ((await app.call('GET', '/webapi/Mns')).body.data as { id: number }[])[0]!.id,
    adultPass: passes.find((p) => p.libelle === 'Carte 10 séances adultes')!.id,
    otherPass: passes.find((p) => p.libelle === 'Carte 10 séances enfants')!.id,
  };
}, 120_000);
afterAll(async () => app?.close());

describe('the dashboard', () => {
  it('adds up to what the orders and inscriptions say, for a period and the one before, and a rebuild gives the same', async () => {
    const [f1, f2, f3, f4] = [await family(1), await family(2), await family(3), await family(4)];

    // Money: paid by card; at the desk by cheque; two passes paid then refunded in full; paid, used, refunded in part; left unpaid.
    await payByCard(f1, await checkout(f1, [{ id: ids.adultPass, qty: 1 }]));
    const desk = await app.call('POST', '/webapi/Commande', { cookie: admin, headers: key(), body: { famId: f2.famId, items: [{ item: { id: ids.adultPass }, qty: 1 }] } });
    expect((await move(desk.body.data.id, { move: 'RECORD_PAYMENT', method: 1, reference: 'Chèque 42', reason: 'Payé au guichet' })).body.data.cmdStatus).toBe(2);
    const both = await checkout(f3, [{ id: ids.adultPass, qty: 1 }, { id: ids.otherPass, qty: 2 }]);
    await payByCard(f3, both);
    expect((await move(both.orderId, { move: 'REFUND', reason: 'Déménagement' })).body.data.cmdStatus).toBe(7);
    const used = await checkout(f4, [{ id: ids.adultPass, qty: 1 }]);
    await payByCard(f4, used);
    const usedCard = await eventually(
      async () => ((await app.call('GET', '/webapi/Family/forfaits', { cookie: f4.cookie })).body.data as { id: number; cmdId: number | null }[]).find((card) => card.cmdId === used.orderId),
      (card) => card !== undefined,
    );
    expect((await app.call('POST', '/webapi/Commande', { cookie: admin, headers: key(), body: { famId: f4.famId, items: [{ item: { id: ids.otherPass }, qty: 1 }] } })).body.data.cmdStatus).toBe(1);

    // Lessons: a full one with its waiting list, a late cancellation, one cancelled by the school, one given now.
    const full = await course(48, 2);
    const first = await book(f1, full.id);
    await book(f2, full.id);
    expect((await book(f3, full.id)).insStatus).toBe(5);
    expect((await cancel(f1, first.id)).body.data).toMatchObject({ insStatus: 4, late: false });
    const soon = await course(2);
    expect(soon.cutoffHours).toBeGreaterThan(2);
    expect((await cancel(f1, (await book(f1, soon.id)).id)).body.data).toMatchObject({ insStatus: 4, late: true });
    const closed = await course(72);
    await book(f2, closed.id);
    await book(f4, closed.id);
    expect((await app.call('DELETE', `/webapi/Cours/${closed.id}?reason=${encodeURIComponent('Bassin fermé')}`, { cookie: admin, headers: key() })).body.data.cancelled).toBe(true);
    const now = await course(0.05);
    const here = await book(f1, now.id);
    const away = await book(f2, now.id);
    await book(f4, now.id, usedCard!.id);
    expect((await app.call('PUT', `/webapi/Cours/${now.id}/presence`, { cookie: admin, headers: key(), body: { insId: here.id, present: true } })).body.resultCode).toBe('Ok');
    expect((await app.call('PUT', `/webapi/Cours/${now.id}/presence`, { cookie: admin, headers: key(), body: { insId: away.id, present: false } })).body.resultCode).toBe('Ok');

    // An hour later the lesson was given: the refund of its card's order gives back only the unused part.
    app.clock.set(new Date(T + 3_600_000).toISOString());
    try {
      expect((await move(used.orderId, { move: 'REFUND', reason: 'Blessure', refund: 'unused' })).body.data.cmdStatus).toBe(7);
      await app.platform.caughtUp();

      const today = parisDay(new Date(T));
      const periods = [
        { from: addDays(today, -3), to: addDays(today, 4) },
        // The period after: its previous one is the period above.
        { from: addDays(today, 5), to: addDays(today, 12) },
      ];
      const live = await Promise.all(periods.map(({ from, to }) => dashboard(from, to)));
      for (const view of live) {
        for (const period of [view.current, view.previous]) expect(figuresOf(period), `${period.from} → ${period.to}`).toEqual(await expected(period.from, period.to));
      }
      const [asked] = live;
      // The history above is in the first period: nothing trivially equal.
      expect(asked!.current.money.refunded).toBeGreaterThan(0);
      expect(asked!.current.money.byPass.reduce((sum, pass) => sum + pass.refunded, 0)).toBe(asked!.current.money.refunded);
      expect(asked!.current.lessons).toMatchObject({ cancelledEarly: expect.any(Number), promoted: expect.any(Number) });
      expect(asked!.current.lessons.promoted).toBeGreaterThanOrEqual(1);
      expect(asked!.current.lessons.cancelledLate).toBeGreaterThanOrEqual(1);
      expect(asked!.current.lessons.cancelledBySchool).toBeGreaterThanOrEqual(2);
      expect(asked!.current.lessons.present).toBeGreaterThanOrEqual(1);
      expect(asked!.current.lessons.noShow).toBeGreaterThanOrEqual(1);
      expect(asked!.current.money.byDay.map((day) => day.day)).toEqual(Array.from({ length: 8 }, (_, i) => addDays(periods[0]!.from, i)));
      expect(asked!.previous).toMatchObject({ from: addDays(today, -11), to: addDays(today, -4) });
      expect(asked!.awaiting.count).toBeGreaterThanOrEqual(1);
      expect(asked!.awaiting.byAge.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(asked!.awaiting.count);

      await rebuildReadModel(app.platform.store, app.platform.db, dashboardProjector);
      const rebuilt = await Promise.all(periods.map(({ from, to }) => dashboard(from, to)));
      // The same figures; `asOf` is the stored checkpoint, which the live runner moves over events
      // the dashboard does not read within a second (ADR 0024) and the rebuild to the last event.
      const figures = (answers: typeof live) => answers.map(({ asOf: _asOf, ...rest }) => rest);
      expect(figures(rebuilt)).toEqual(figures(live));
      rebuilt.forEach((answer, index) => expect(BigInt(answer.asOf)).toBeGreaterThanOrEqual(BigInt(live[index]!.asOf)));

      // Forty days on, nobody booked again: each family is to call, from its last lesson held (a cancelled one does not count).
      const starts = new Map((await rows<{ id: number; view: string }>('SELECT id, view FROM courses')).map((row) => [row.id, (JSON.parse(row.view) as CourseView).crsDatdebut]));
      app.clock.set(new Date(T + 40 * 86_400_000).toISOString());
      const later = await dashboard(today, today);
      const lapsed = (f: Family) => later.toCall.find((call) => call.famId === f.famId && call.reason === 'noBooking');
      expect(lapsed(f1)).toMatchObject({ lastLessonAt: starts.get(now.id), email: `dashboard-1-${T}@plouf.test`, card: null });
      expect(lapsed(f2)?.lastLessonAt).toBe(starts.get(full.id));
      expect(lapsed(f3)?.lastLessonAt).toBe(starts.get(full.id));
      expect(lapsed(f4)?.lastLessonAt).toBe(starts.get(now.id));
      // Near its end, the desk's card with entries left is to call, with what the family's cards say is left.
      const cards = (await app.call('GET', `/webapi/Family/forfaits?famId=${f1.famId}`, { cookie: admin })).body.data as { id: number; left: number; validUntil: string }[];
      const card = cards.find((c) => c.id === f1.cardId)!;
      app.clock.set(new Date(Date.parse(card.validUntil) - 5 * 86_400_000).toISOString());
      const ending = (await dashboard(today, today)).toCall.find((call) => call.reason === 'cardExpiring' && call.card?.cardId === f1.cardId);
      expect(ending).toMatchObject({ famId: f1.famId, card: { entriesLeft: card.left, validUntil: card.validUntil } });
      expect(card.left).toBe(8);
    } finally {
      app.clock.reset();
    }
  }, 180_000);

  it('tells the administrators’ room when a booking moves the figures, and no one else may join it', async () => {
    const f = await family(8);
    const socket = await connectLive(app.url, admin);
    const stranger = await connectLive(app.url, f.cookie);
    try {
      expect(await subscribe(socket, ADMIN_ROOMS.dashboard)).toMatchObject({ ok: true });
      expect(await subscribe(stranger, ADMIN_ROOMS.dashboard)).toMatchObject({ ok: false });
      const c = await course(30);
      // The course's own day: T + 30 h plus the minutes earlier courses took can pass Paris's midnight.
      const day = Number(parisDay(new Date(c.start)).replaceAll('-', ''));
      const told = nextChange(socket, (change) => change.readModel === READ_MODELS.dashboard && change.ids.includes(day));
      await book(f, c.id);
      expect(await told).toMatchObject({ room: ADMIN_ROOMS.dashboard });
    } finally {
      socket.close();
      stranger.close();
    }
  });

  it('is the administrators’ only, and refuses a period backwards or too long in the caller’s language', async () => {
    const f = await family(9);
    expect((await app.call('GET', '/webapi/Dashboard?from=2026-11-01&to=2026-11-30', { cookie: f.cookie })).status).toBe(403);
    expect((await app.call('GET', '/webapi/Dashboard?from=2026-11-01&to=2026-11-30')).status).toBe(401);
    const backwards = await app.call('GET', '/webapi/Dashboard?from=2026-11-30&to=2026-11-01', { cookie: admin });
    expect(backwards.status).toBe(422);
    expect(backwards.body).toMatchObject({ resultCode: 'InvalidModelState', data: { errorMessage: 'La fin de la période précède son début' } });
    const long = await app.call('GET', '/webapi/Dashboard?from=2025-01-01&to=2026-11-30', { cookie: admin, language: 'en' });
    expect([long.status, long.body]).toMatchObject([422, { resultCode: 'InvalidModelState', data: { errorMessage: 'A period lasts 400 days at most' } }]);
    // A day that is no day is malformed: 400.
    expect((await app.call('GET', '/webapi/Dashboard?from=2026-02-30&to=2026-03-01', { cookie: admin })).status).toBe(400);
  });
});
