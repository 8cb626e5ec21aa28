import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseDecider, startBookingProcess } from '@plouf/command-api';
import { handleCommand } from '@plouf/infra';
import { cardsStream, courseStream } from '@plouf/command-api/events';
import { eventually } from '../harness/wait.ts';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { bookingCatalogue, bookingCourse, bookingFamily, bookOn, inDays, type BookingCatalogue, type BookingFamily } from '../harness/booking.ts';

/**
 * The proof of consistency: 200 families book the same 8-place course at once (exactly 8
 * seated, 192 waiting in the order their bookings were accepted, 8 entries spent, no error), then
 * cancellations promote in order; and a booking cut between its two steps (the place taken, the
 * entry not yet spent) is finished, or undone, by the booking process after a restart.
 */
let app: TestApp;
let admin: string;
let catalogue: BookingCatalogue;
const FAMILIES = 200;

let keyCount = 0;
const key = () => ({ 'idempotency-key': `burst-${Date.now()}-${keyCount++}` });


const roster = async (crsId: number) => (await app.call('GET', `/webapi/Cours/${crsId}`, { cookie: admin })).body.data as { booked: number; waiting: number; placesLeft: number; inscriptions: { id: number; famId: number; insStatus: number; position: number | null }[] };
const cardOf = async (famId: number) => ((await app.call('GET', `/webapi/Family/forfaits?famId=${famId}`, { cookie: admin })).body.data as { used: number; left: number }[])[0]!;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  catalogue = await bookingCatalogue(app);
}, 120_000);
afterAll(async () => app?.close());

describe('200 families book the same 8-place course at once', () => {
  it('seats exactly 8, puts 192 on the waiting list in order, spends 8 entries, and promotes in order', async () => {
    const crsId = await bookingCourse(app, admin, catalogue, 8);
    const families: BookingFamily[] = [];
    for (let n = 0; n < FAMILIES; n++) families.push(await bookingFamily(app, catalogue, n));

    const answers = await Promise.all(families.map((f) => bookOn(app, f, crsId)));
    expect(answers.filter((answer) => answer.status >= 400).map((answer) => answer.body)).toEqual([]);
    expect(answers.every((answer) => answer.body.resultCode === 'Ok')).toBe(true);

    const course = await eventually(() => roster(crsId), (value) => value.inscriptions.length === FAMILIES);
    expect(course.booked).toBe(8);
    expect(course.placesLeft).toBe(0);
    expect(course.waiting).toBe(FAMILIES - 8);
    const seated = course.inscriptions.filter((ins) => ins.insStatus === 1);
    const waiting = course.inscriptions.filter((ins) => ins.insStatus === 5);
    expect(seated).toHaveLength(8);
    // The roster is in the order the course's stream accepted them; the waiting list follows it.
    expect(waiting.map((ins) => ins.position)).toEqual(Array.from({ length: FAMILIES - 8 }, (_, i) => i + 1));

    // Exactly one entry spent per seated family, none for those waiting.
    const seatedFamilies = new Set(seated.map((ins) => ins.famId));
    const used = await Promise.all(families.map(async (f) => ({ famId: f.famId, used: (await cardOf(f.famId)).used })));
    expect(used.filter((card) => card.used > 0).map((card) => card.famId).sort()).toEqual([...seatedFamilies].sort());
    expect(used.reduce((sum, card) => sum + card.used, 0)).toBe(8);

    // Three seated families cancel: the first three waiting take their places, in order.
    const firstWaiting = waiting.slice(0, 3).map((ins) => ins.id);
    for (const ins of seated.slice(0, 3)) {
      const owner = families.find((f) => f.famId === ins.famId)!;
      const cancel = await app.call('PUT', `/webapi/Family/annule/${ins.id}`, { cookie: owner.cookie, headers: key(), body: {} });
      expect(cancel.body.resultCode).toBe('Ok');
      expect(cancel.body.data).toMatchObject({ insStatus: 4, refunded: true, late: false });
      expect((await cardOf(ins.famId)).used).toBe(0);
    }
    const after = await eventually(() => roster(crsId), (value) => firstWaiting.every((id) => value.inscriptions.find((ins) => ins.id === id)?.insStatus === 1));
    expect(after.booked).toBe(8);
    expect(firstWaiting.map((id) => after.inscriptions.find((ins) => ins.id === id)?.insStatus)).toEqual([1, 1, 1]);
    expect(after.inscriptions.filter((ins) => ins.insStatus === 5).map((ins) => ins.position)).toEqual(Array.from({ length: FAMILIES - 11 }, (_, i) => i + 1));
    for (const id of firstWaiting) expect((await cardOf(after.inscriptions.find((ins) => ins.id === id)!.famId)).used).toBe(1);
  }, 240_000);
});

describe('a booking cut between its two steps', () => {
  // A second product with no background process: what a process that died leaves behind.
  let stopped: TestApp;
  beforeAll(async () => {
    stopped = await startTestApp({ projections: false, postgresServer: null });
  }, 60_000);
  afterAll(async () => stopped?.close());

  /** The course, and the first step of a booking (the place), appended as the request does before it dies. */
  async function halfBooked(n: number, entries: number) {
    const store = stopped.platform.store;
    const crsId = await stopped.platform.ids.next('course');
    const now = new Date().toISOString();
    const meta = { correlationId: 'crash', userId: null, timestamp: now };
    const course = { crsId, psnId: catalogue.pool, psnName: 'Piscine', acyId: catalogue.aquagym, acyName: 'Aquagym', acyAge: 16, acyIdCplt: null, usrId: catalogue.mns, mnsName: 'MNS', start: inDays(12), durationMin: 45, capacity: 4, tcsId: null, cutoffHours: 24 };
    await handleCommand(store, courseStream(crsId), courseDecider, { type: 'Schedule', data: { course, now, by: null } }, meta);
    const f = await bookingFamily(stopped, catalogue, n, entries);
    const booker = { famId: f.famId, famName: `Famille${n}`, usrId: f.userId, memberName: `Alex Famille${n}`, notify: { email: `burst-${n}@plouf.test`, name: 'Alex', language: 'fr' as const } };
    // The card as the request saw it, when it could still pay; the member with no birth date, on an adults' lesson.
    const card = { fftIsAbo: false, entries: 1, used: 0, validFrom: now, validUntil: inDays(365), acyIds: [], psnIds: [], revoked: false };
    const member = { called: 'Alex', birthDate: null };
    await handleCommand(store, courseStream(crsId), courseDecider, { type: 'Book', data: { insId: 900_000 + n, booker, cardId: f.cardId, waitingList: true, member, ageRule: { acyAge: 16, acyEnfant: false }, card, now, by: f.userId } }, meta);
    return { crsId, f, insId: 900_000 + n };
  }
  const spentOn = async (famId: number) => (await stopped.platform.store.readStream(cardsStream(famId))).filter((event) => event.type === 'EntrySpent');
  const restart = (onActed?: (event: { type: string; data: unknown }) => void) =>
    startBookingProcess({ store: stopped.platform.store, pool: stopped.platform.pool, ids: stopped.platform.ids, clock: () => new Date(), log: { error: () => undefined }, ...(onActed && { onActed }) });

  it('is finished by the booking process after a restart: the place gets its entry, once', async () => {
    const { f, insId } = await halfBooked(1000, 10);
    expect(await spentOn(f.famId)).toHaveLength(0);

    const acted: string[] = [];
    const process = await restart((event) => acted.push(event.type));
    await eventually(async () => (await spentOn(f.famId)).length, (n) => n === 1);
    await process.stop();
    expect(acted).toContain('SeatTaken');
    // Replayed from the very start (a checkpoint lost): nothing is spent twice.
    await stopped.platform.pool.query(`DELETE FROM process_checkpoints WHERE name = 'booking'`);
    // Waited on until the replay has acted on this very place again (what would spend twice).
    let replayed = false;
    const again = await restart((event) => {
      if (event.type === 'SeatTaken' && (event.data as { insId: number }).insId === insId) replayed = true;
    });
    await eventually(async () => replayed, Boolean);
    await again.stop();
    expect(replayed).toBe(true);
    expect((await spentOn(f.famId)).map((event) => (event.data as { insId: number }).insId)).toEqual([insId]);
  }, 60_000);

  it('is undone when the card can no longer pay: the place is released, nothing is spent', async () => {
    const { crsId, f } = await halfBooked(1001, 0);
    const process = await restart();
    const types = await eventually(async () => (await stopped.platform.store.readStream(courseStream(crsId))).map((event) => event.type), (list) => list.includes('SeatReleased'));
    await process.stop();
    expect(types).toEqual(['CourseScheduled', 'SeatTaken', 'SeatReleased']);
    const released = (await stopped.platform.store.readStream(courseStream(crsId)))[2]!.data as { reason: string; refund: boolean };
    expect(released).toMatchObject({ reason: 'noEntry', refund: false });
    expect(await spentOn(f.famId)).toHaveLength(0);
  }, 60_000);
});
