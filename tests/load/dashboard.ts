/**
 * Issue 24's figure in the bench (`BENCH_ONLY=dashboard`): the dashboard's answer with a year of
 * history, beside a bare indexed query on the same database in the same run.
 *
 * A school's year is appended straight to the event store, a thousand events to an append (the
 * commands would take hours to make it; the dashboard reads only what the events say): families, courses (18 a day over three pools,
 * five activities, eight instructors) with their places (booked, waiting, promoted, cancelled early,
 * late and by the school, presence marked), orders placed and paid by card, cheque or transfer,
 * some refunded, and the cards they gave with their entries spent. About 100,000 events
 * (BENCH_DASHBOARD_EVENTS scales the year: 20000 makes a fifth of the courses, orders and families).
 * Then the dashboard's read model is rebuilt from them (its time is printed), and measured, each
 * the median of BENCH_DASHBOARD_RUNS (7): the answer of GET /Dashboard for the whole year and for
 * its last month (the route's work: `dashboardQueries(db).view`, every query it makes, without HTTP),
 * and a bare primary-key read of one lesson's row.
 */
import { randomUUID } from 'node:crypto';
import { addDays, parisDay, parisMoment } from '@plouf/infra/days';
import { createKysely, createPGliteEventStore, createPGlitePool, createPostgresEventStore, migrateDatabase, type EventStore, type NewEvent } from '@plouf/infra';
import { createFreshPostgres } from '@plouf/infra/testing';
import { dashboardProjector, rebuildReadModel, type Database } from '@plouf/projections';
import { dashboardQueries } from '@plouf/query-api';
import { sql } from 'kysely';

type Record = (database: string, measure: string, value: string) => void;
const TARGET = Number(process.env.BENCH_DASHBOARD_EVENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 7);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
};
const ms = (value: number) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(1)} ms`);

/** A small seeded generator: the same year every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A year of a school's events, stream by stream, ending `today`. About 100,000 at scale 1. */
function schoolYear(today: string, scale: number) {
  const rand = random(24);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const first = addDays(today, -364);
  const streams: { streamId: string; events: NewEvent[] }[] = [];
  const stamp = (at: string) => ({ at, by: null });
  const familyCount = Math.max(20, Math.round(600 * scale));
  const families = Array.from({ length: familyCount }, (_, i) => ({ famId: 100_000 + i, famName: `Famille ${i}`, usrId: 200_000 + i, created: addDays(first, Math.floor(rand() * 300)) }));
  for (const f of families) streams.push({ streamId: `family-${f.famId}`, events: [{ type: 'FamilyCreated', data: { famId: f.famId, famName: f.famName, createdAt: parisMoment(f.created, 9, 0), createdBy: null } }] });
  const pools = [1, 2, 3].map((id) => ({ id, name: `Piscine ${id}` }));
  const activities = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Activité ${id}` }));
  const instructors = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: `MNS ${id}` }));
  const cards: { streamId: string; events: NewEvent[] }[] = families.map((f) => ({ streamId: `cards-${f.famId}`, events: [] }));
  let orderId = 1_000_000;
  let cardId = 2_000_000;
  // Orders: five a day, paid by card (mostly), cheque or transfer; one in twenty refunded, half of those in part.
  for (let d = 0; d < 365; d++) {
    const day = addDays(first, d);
    for (let k = 0; k < Math.round(5 * scale + rand()); k++) {
      const f = pick(families);
      const at = parisMoment(day, 8 + Math.floor(rand() * 12), Math.floor(rand() * 60));
      const price = pick([9000, 15000, 26000]);
      const qty = rand() < 0.2 ? 2 : 1;
      const fftId = price / 1000;
      const line = { id: fftId, libelle: `Carte ${fftId}`, fftTarif: price, tva: 2000, qty, total: price * qty, psnId: null, fftIsAbo: false, fftNbEntree: 10, fftValiditeM: 12, acyIds: [], psnIds: [] };
      const id = ++orderId;
      const method = rand() < 0.8 ? 0 : rand() < 0.5 ? 1 : 2;
      const paymentId = randomUUID();
      const events: NewEvent[] = [
        { type: 'OrderPlaced', data: { orderId: id, famId: f.famId, famName: f.famName, buyer: { userId: f.usrId, email: '', name: f.famName, language: 'fr' }, lines: [line], total: line.total, vat: [], address: null, physical: false, channel: 'online', ...stamp(at) } },
        { type: 'PaymentSucceeded', data: { orderId: id, paymentId, provider: method === 0 ? 'offline' : 'desk', method, amount: line.total, reference: null, ...stamp(at) } },
        { type: 'OrderStatusChanged', data: { orderId: id, famId: f.famId, from: 1, to: 2, move: method === 0 ? 'PAYMENT_SUCCEEDED' : 'RECORD_PAYMENT', reason: '', ...stamp(at) } },
      ];
      if (rand() < 0.05 && d < 360) {
        const later = parisMoment(addDays(day, 3), 10, 0);
        const amount = rand() < 0.5 ? line.total : Math.round(line.total / 3);
        events.push({ type: 'OrderRefunded', data: { orderId: id, paymentId, provider: 'desk', amount, refundId: null, ...stamp(later) } });
        events.push({ type: 'OrderStatusChanged', data: { orderId: id, famId: f.famId, from: 2, to: 7, move: 'REFUND', reason: '', ...stamp(later) } });
      }
      streams.push({ streamId: `order-${id}`, events });
      const card = { cardId: ++cardId, fftId, libelle: line.libelle, fftIsAbo: false, entries: 10 * qty, validFrom: at, validUntil: parisMoment(addDays(day, 365), 23, 0), acyIds: [], psnIds: [], note: '' };
      cards.find((c) => c.streamId === `cards-${f.famId}`)!.events.push({ type: 'CardsIssued', data: { famId: f.famId, orderId: id, cards: [card], ...stamp(at) } });
    }
  }
  // Courses: fifteen a day; places booked by families, some waiting, cancelled, marked.
  let crsId = 3_000_000;
  let insId = 4_000_000;
  const perDay = Math.max(1, Math.round(18 * scale));
  for (let d = 0; d < 365; d++) {
    const day = addDays(first, d);
    for (let k = 0; k < perDay; k++) {
      const id = ++crsId;
      const start = parisMoment(day, 8 + (k % 12), k % 2 ? 30 : 0);
      const [pool, activity, mns] = [pick(pools), pick(activities), pick(instructors)];
      const capacity = 8;
      const events: NewEvent[] = [
        { type: 'CourseScheduled', data: { crsId: id, psnId: pool.id, psnName: pool.name, acyId: activity.id, acyName: activity.name, acyAge: 0, acyIdCplt: null, usrId: mns.id, mnsName: mns.name, start, durationMin: 45, capacity, tcsId: null, cutoffHours: 24, ...stamp(parisMoment(addDays(day, -20), 9, 0)) } },
      ];
      const taken = 1 + Math.floor(rand() * capacity);
      const seats: number[] = [];
      const course = { crsId: id, psnId: pool.id, psnName: pool.name, acyName: activity.name, start, durationMin: 45 };
      const booker = (f: (typeof families)[number]) => ({ famId: f.famId, famName: f.famName, usrId: f.usrId, memberName: f.famName, notify: { email: '', name: '', language: 'fr' as const } });
      const bookedAt = parisMoment(addDays(day, -5), 12, 0);
      for (let s = 0; s < taken; s++) {
        const f = pick(families);
        const ins = ++insId;
        seats.push(ins);
        events.push({ type: 'SeatTaken', data: { ...booker(f), crsId: id, insId: ins, cardId: 0, course, ...stamp(bookedAt) } });
      }
      if (rand() < 0.08) {
        const cancelled = seats.pop();
        if (cancelled !== undefined) events.push({ type: 'SeatReleased', data: { ...booker(pick(families)), crsId: id, insId: cancelled, cardId: 0, reason: 'family', wasWaiting: false, late: rand() < 0.3, refund: true, course, ...stamp(bookedAt) } });
      }
      if (taken === capacity && rand() < 0.3) {
        const f = pick(families);
        const ins = ++insId;
        events.push({ type: 'WaitlistJoined', data: { ...booker(f), crsId: id, insId: ins, cardId: 0, course, ...stamp(bookedAt) } });
        if (rand() < 0.5) {
          events.push({ type: 'WaitlistPromoted', data: { ...booker(f), crsId: id, insId: ins, cardId: 0, course, ...stamp(bookedAt) } });
          seats.push(ins);
        }
      }
      if (rand() < 0.01) {
        events.push({ type: 'CourseCancelled', data: { crsId: id, reason: 'Bassin fermé', ...stamp(bookedAt) } });
        for (const ins of seats.splice(0)) events.push({ type: 'SeatReleased', data: { ...booker(pick(families)), crsId: id, insId: ins, cardId: 0, reason: 'courseCancelled', wasWaiting: false, late: false, refund: true, course, ...stamp(bookedAt) } });
      }
      if (day < addDays(first, 364)) for (const ins of seats) events.push({ type: 'PresenceMarked', data: { crsId: id, insId: ins, present: rand() < 0.9, ...stamp(start) } });
      streams.push({ streamId: `course-${id}`, events });
      // Each place spends an entry of one of the family's cards (the dashboard counts what is left).
      for (const ins of seats) {
        const stream = pick(cards);
        const issued = stream.events.find((event) => event.type === 'CardsIssued') as NewEvent<string, { famId: number; cards: { cardId: number }[] }> | undefined;
        if (issued) stream.events.push({ type: 'EntrySpent', data: { famId: issued.data.famId, cardId: issued.data.cards[0]!.cardId, insId: ins, crsId: id, week: '', ...stamp(bookedAt) } });
      }
    }
  }
  return [...streams, ...cards.filter((c) => c.events.length > 0)];
}

export async function dashboardBench(record: Record, name: 'pglite' | 'postgres', serverUrl?: string) {
  const fresh = name === 'postgres' ? await createFreshPostgres(serverUrl!) : undefined;
  const pool = fresh ? fresh.pool : await createPGlitePool();
  const store: EventStore = fresh ? createPostgresEventStore(pool, fresh.url!) : createPGliteEventStore(pool);
  try {
    await migrateDatabase(pool);
    const db = createKysely<Database>(pool);
    const today = parisDay(new Date());
    // In the order made (a course's events after its scheduling, a card's entries after it was given), a thousand to an append:
    // the dashboard reads events by type, whatever their stream, and ten thousand appends would take longer than the rest.
    const events = schoolYear(today, TARGET / 100_000).flatMap((stream) => stream.events);
    let started = performance.now();
    for (let at = 0; at < events.length; at += 1000) await store.appendToStream(`bench-dashboard-${at / 1000}`, events.slice(at, at + 1000));
    const total = events.length;
    record(name, `dashboard: a year appended (${total} events)`, ms(performance.now() - started));
    started = performance.now();
    await rebuildReadModel(store, db, dashboardProjector);
    record(name, `dashboard: read model rebuilt from ${total} events`, ms(performance.now() - started));
    const lessons = await db.selectFrom('dashboard_lessons').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const queries = dashboardQueries(db);
    const now = new Date();
    const time = async (work: () => Promise<unknown>) => {
      const times: number[] = [];
      await work();
      for (let run = 0; run < RUNS; run++) {
        const at = performance.now();
        await work();
        times.push(performance.now() - at);
      }
      return median(times);
    };
    const year = await time(() => queries.view({ from: addDays(today, -364), to: today }, now));
    const month = await time(() => queries.view({ from: addDays(today, -29), to: today }, now));
    let probe = 3_000_000;
    const bare = await time(() => sql`SELECT booked FROM dashboard_lessons WHERE crs_id = ${++probe}`.execute(db));
    const view = await queries.view({ from: addDays(today, -364), to: today }, now);
    const ratio = (value: number) => `${(value / bare).toFixed(0)}× the bare query`;
    record(name, `dashboard GET, a year (${lessons?.n} lessons, ${view.current.money.ordersPaid} orders paid) median of ${RUNS}`, `${ms(year)} (${ratio(year)})`);
    record(name, `dashboard GET, its last month, median of ${RUNS}`, `${ms(month)} (${ratio(month)})`);
    record(name, `bare indexed query (one lesson by id), median of ${RUNS}`, ms(bare));
  } finally {
    await store.close();
    if (fresh) await fresh.dispose();
    else await pool.end();
  }
}
