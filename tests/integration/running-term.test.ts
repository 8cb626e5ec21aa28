import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardsDecider } from '@plouf/command-api';
import { cardsStream, courseStream } from '@plouf/command-api/events';
import { handleCommand } from '@plouf/infra';
import { parisDay } from '@plouf/infra/days';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';
import { bookingCatalogue, type BookingCatalogue } from '../harness/booking.ts';
import { eventually, mailTo } from '../harness/wait.ts';

/**
 * The term's life on the clock the test moves (issue 23): a reminder due at T is mailed once at T,
 * not before, and not again when the product starts again; an offered place passes to the next in
 * line at its end; a credit is warned a week before its end and expires at it; a closure cancels its
 * courses and credits the families. Families are made through the API (they are mailed) on a real
 * SMTP peer; on PGlite, and on PostgreSQL when DATABASE_URL names a server.
 */
let peer: SmtpPeer;
let app: TestApp;
let admin: string;
let cat: BookingCatalogue;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `running-${Date.now()}-${keyCount++}` });
const HOUR = 3_600_000;

type Family = { email: string; famId: number; userId: number; cardId: number; cookie: string };

/**
 * A parent who books for themself, with the adults' card given at the desk, or a subscription for
 * every activity (the demo's subscription covers children's lessons only).
 */
async function family(label: string, subscription = false): Promise<Family> {
  const email = `${label}@plouf.test`;
  const { famId, userId } = await app.createAccount({ email, password: 'famille-2026', roles: ['Client', 'Famille'], prenom: 'Claire', nom: label });
  const cookie = await app.login(email, 'famille-2026');
  if (subscription) {
    const cardId = await app.platform.ids.next('card');
    const now = new Date().toISOString();
    const card = { cardId, fftId: cat.adultPass.id, libelle: 'Abonnement', fftIsAbo: true, entries: 0, validFrom: now, validUntil: new Date(Date.now() + 300 * 24 * HOUR).toISOString(), acyIds: [], psnIds: [], note: '' };
    await handleCommand(app.platform.store, cardsStream(famId), cardsDecider, { type: 'GiveCard', data: { famId, card, now, by: null } }, { correlationId: 'running-test', userId: null, timestamp: now });
    return { email, famId, userId, cardId, cookie };
  }
  const card = await app.call('POST', `/webapi/Family/carte/${famId}`, { cookie: admin, headers: key(), body: { fftId: cat.adultPass.id } });
  expect(card.body.resultCode, JSON.stringify(card.body)).toBe('Ok');
  return { email, famId, userId, cardId: card.body.data.id as number, cookie };
}

let minutes = 0;
/** An aquagym course `hoursAhead` from now (a minute apart from the others), `capacity` places. */
async function course(hoursAhead: number, capacity = 1): Promise<{ crsId: number; start: string }> {
  const start = new Date(Math.floor((Date.now() + hoursAhead * HOUR) / 60_000) * 60_000 + minutes++ * 60_000).toISOString();
  const answer = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId: cat.pool, acyId: cat.aquagym, usrId: cat.mns, crsDatdebut: start, crsDureeMin: 45, crsCapaciteMax: capacity } });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  return { crsId: answer.body.data.id as number, start };
}

const book = async (f: Family, crsId: number, cardId = f.cardId, waitingList = true) =>
  (await app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${f.userId}&cardId=${cardId}&waitingList=${waitingList}`, { cookie: f.cookie, headers: key(), body: {} })).body;
const types = async (stream: string) => (await app.platform.store.readStream(stream)).map((event) => event.type);
const count = async (stream: string, type: string) => (await types(stream)).filter((found) => found === type).length;
const credits = async (f: Family) => (await app.call('GET', '/webapi/Family/credits', { cookie: f.cookie })).body.data as Array<{ id: number; status: string; reason: string; validUntil: string; usedBy: unknown }>;
const setRules = async (pools: Array<Record<string, unknown>>, school: Record<string, unknown> = {}) => {
  const rules = { cutoffHours: 24, creditValidityDays: 60, makeupExtraPlaces: 0, waitlistMode: 'automatic', offerWindowHours: 12, waitlistCap: 0, reminderLeadHours: 24, ...school };
  const answer = await app.call('PUT', '/webapi/Ecole/regles', { cookie: admin, headers: key(), body: { school: rules, pools } });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
};
/** Gives the scheduler and the processes time to act on a moment the clock reached. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startTestApp({ seed: true, mailer: smtpMailer(peer.url) });
  admin = await app.login();
  cat = await bookingCatalogue(app);
}, 120_000);

afterEach(() => app.clock.reset());

afterAll(async () => {
  await app?.close();
  await peer?.close();
});

describe('a lesson’s reminder', () => {
  it('is mailed once at its moment, not before, and not again after the product starts again', async () => {
    const f = await family('rappel');
    const { crsId, start } = await course(72, 4);
    expect((await book(f, crsId)).resultCode).toBe('Ok');
    const due = new Date(Date.parse(start) - 24 * HOUR);
    app.clock.set(new Date(due.getTime() - 60_000).toISOString());
    await settle();
    expect(await count(courseStream(crsId), 'LessonReminded')).toBe(0);
    app.clock.set(due.toISOString());
    await eventually(() => count(courseStream(crsId), 'LessonReminded'), (n) => n === 1);
    const mail = await mailTo(peer, f.email, /[Rr]appel/);
    expect(mail.text).toContain('/profil/my-booking');

    // The product starts again on the same data, the timers' process from the start of the store: nothing twice.
    await app.platform.pool.query(`DELETE FROM process_checkpoints WHERE name = 'timers'`);
    await app.restart();
    app.clock.set(new Date(due.getTime() + HOUR).toISOString());
    await settle();
    await app.platform.caughtUp();
    expect(await count(courseStream(crsId), 'LessonReminded')).toBe(1);
    const { rows } = await app.platform.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 16 AND recipient = $1`, [f.email]);
    expect(rows[0]!.n).toBe(1);
    app.clock.reset();
  }, 60_000);

  it('is not sent to a family that turned reminders off, nor for a place given up', async () => {
    const quiet = await family('rappel-off');
    const gone = await family('rappel-annule');
    const { crsId, start } = await course(80, 4);
    expect((await book(quiet, crsId)).resultCode).toBe('Ok');
    expect((await book(gone, crsId)).resultCode).toBe('Ok');
    expect((await app.call('PUT', '/webapi/Family/rappels', { cookie: quiet.cookie, headers: key(), body: { reminders: false } })).body).toMatchObject({ resultCode: 'Ok', data: { reminders: false } });
    const gave = (await app.call('GET', '/webapi/Family/inscriptions', { cookie: gone.cookie })).body;
    const insId = (gave.data as Array<{ id: number; crsId: number }>).find((ins) => ins.crsId === crsId)?.id;
    expect(insId, JSON.stringify(gave)).toBeDefined();
    expect((await app.call('PUT', `/webapi/Family/annule/${insId}`, { cookie: gone.cookie, headers: key(), body: {} })).body.resultCode).toBe('Ok');
    app.clock.set(new Date(Date.parse(start) - 23 * HOUR).toISOString());
    await settle();
    await settle();
    expect(await count(courseStream(crsId), 'LessonReminded')).toBe(0);
    app.clock.reset();
  }, 60_000);
});

describe('a waiting list by offer', () => {
  it('offers a freed place to the first; at the offer’s end it passes to the next, who accepts', async () => {
    await setRules([{ psnId: cat.pool, waitlistMode: 'offer', offerWindowHours: 12 }]);
    const [seated, first, second] = [await family('offre-a'), await family('offre-b'), await family('offre-c')];
    const { crsId, start } = await course(96, 1);
    // The owner's dashboard counts the offer that runs out on the lesson's day (issue 24).
    const day = parisDay(new Date(start));
    const offersExpired = async () => ((await app.call('GET', `/webapi/Dashboard?from=${day}&to=${day}`, { cookie: admin })).body.data as { current: { lessons: { offersExpired: number } } }).current.lessons.offersExpired;
    const expiredBefore = await offersExpired();
    expect((await book(seated, crsId)).data.insStatus).toBe(1);
    const firstIns = (await book(first, crsId)).data;
    const secondIns = (await book(second, crsId)).data;
    expect([firstIns.insStatus, secondIns.insStatus]).toEqual([5, 5]);
    const seatedIns = ((await app.call('GET', '/webapi/Family/inscriptions', { cookie: seated.cookie })).body.data as Array<{ id: number; crsId: number }>).find((ins) => ins.crsId === crsId)!;
    expect((await app.call('PUT', `/webapi/Family/annule/${seatedIns.id}`, { cookie: seated.cookie, headers: key(), body: {} })).body.resultCode).toBe('Ok');
    const offered = await eventually(
      async () => (await app.platform.store.readStream(courseStream(crsId))).filter((event) => event.type === 'PlaceOffered').map((event) => event.data as { insId: number; until: string }),
      (offers) => offers.length === 1,
    );
    expect(offered[0]!.insId).toBe(firstIns.id);
    const until = offered[0]!.until;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(11 * HOUR);
    await mailTo(peer, first.email, /./);
    // Nobody else takes the place held; a minute before its end (the clock goes on from there), still the first's.
    app.clock.set(new Date(Date.parse(until) - 60_000).toISOString());
    await settle();
    expect(await count(courseStream(crsId), 'PlaceOffered')).toBe(1);
    app.clock.set(until);
    await eventually(() => count(courseStream(crsId), 'PlaceOffered'), (n) => n === 2);
    const events = await app.platform.store.readStream(courseStream(crsId));
    expect(events.find((event) => event.type === 'SeatReleased' && (event.data as { reason: string }).reason === 'offerExpired')?.data).toMatchObject({ insId: firstIns.id });
    expect((events.filter((event) => event.type === 'PlaceOffered').at(-1)!.data as { insId: number }).insId).toBe(secondIns.id);
    await eventually(offersExpired, (n) => n === expiredBefore + 1);
    // A card the family does not hold is refused, and the offer stays open.
    const wrongCard = await app.call('PUT', `/webapi/Family/offre/${secondIns.id}/accept`, { cookie: second.cookie, headers: key(), body: { cardId: 999_999 } });
    expect(wrongCard.body.resultCode).not.toBe('Ok');
    const accepted = await app.call('PUT', `/webapi/Family/offre/${secondIns.id}/accept`, { cookie: second.cookie, headers: key(), body: { cardId: second.cardId } });
    expect(accepted.body, JSON.stringify(accepted.body)).toMatchObject({ resultCode: 'Ok', data: { insStatus: 1 } });
    expect(await count(cardsStream(second.famId), 'EntrySpent')).toBe(1);
    // The first's offer is over: accepting now is refused.
    const late = await app.call('PUT', `/webapi/Family/offre/${firstIns.id}/accept`, { cookie: first.cookie, headers: key(), body: { cardId: first.cardId } });
    expect(late.body.resultCode).not.toBe('Ok');
    await setRules([]);
    app.clock.reset();
  }, 90_000);
});

describe('every way a place frees up offers it', () => {
  /** A full one-place course in offer mode, a family waiting: what frees the place, then the offer it makes. */
  async function waitingFor(label: string, free: (seated: Family, seatedInsId: number, crsId: number) => Promise<void>) {
    await setRules([{ psnId: cat.pool, waitlistMode: 'offer', offerWindowHours: 6 }]);
    const [seated, waiting] = [await family(`${label}-a`, true), await family(`${label}-b`)];
    const { crsId } = await course(110, 1);
    const seatedIns = (await book(seated, crsId)).data;
    const waitingIns = (await book(waiting, crsId)).data;
    expect([seatedIns.insStatus, waitingIns.insStatus]).toEqual([1, 5]);
    await free(seated, seatedIns.id, crsId);
    const offers = await eventually(
      async () => (await app.platform.store.readStream(courseStream(crsId))).filter((event) => event.type === 'PlaceOffered').map((event) => event.data as { insId: number }),
      (found) => found.length === 1,
    );
    expect(offers[0]!.insId).toBe(waitingIns.id);
    const view = await eventually(
      async () => ((await app.call('GET', '/webapi/Family/inscriptions', { cookie: waiting.cookie })).body.data as Array<{ id: number; offeredUntil: string | null }>).find((ins) => ins.id === waitingIns.id),
      (ins) => Boolean(ins?.offeredUntil),
    );
    expect(Date.parse(view!.offeredUntil!)).toBeGreaterThan(Date.now() + 5 * HOUR);
    await setRules([]);
  }

  it('the desk’s cancellation', async () => {
    await waitingFor('offre-accueil', async (_seated, insId) => {
      expect((await app.call('PUT', `/webapi/Family/annule/${insId}`, { cookie: admin, headers: key(), body: {} })).body.resultCode).toBe('Ok');
    });
  }, 60_000);

  it('an absence declared ahead (the subscription gets a credit)', async () => {
    await waitingFor('offre-absence', async (seated, insId) => {
      expect((await app.call('POST', '/webapi/Family/absence', { cookie: seated.cookie, headers: key(), body: { insId } })).body.resultCode).toBe('Ok');
      await eventually(() => credits(seated), (list) => list.length === 1 && list[0]!.reason === 'absence');
    });
  }, 60_000);

  it('more places on the course', async () => {
    await waitingFor('offre-capacite', async (_seated, _insId, crsId) => {
      expect((await app.call('PUT', `/webapi/Cours/${crsId}`, { cookie: admin, headers: key(), body: { crsCapaciteMax: 2 } })).body.resultCode).toBe('Ok');
    });
  }, 60_000);
});

describe('the school’s cancellation of one course', () => {
  it('gives each family a make-up credit when the desk chooses so', async () => {
    const f = await family('annule-credit');
    const { crsId } = await course(130, 4);
    expect((await book(f, crsId)).resultCode).toBe('Ok');
    const cancelled = await app.call('DELETE', `/webapi/Cours/${crsId}?reason=${encodeURIComponent('Maître-nageur malade')}&compensation=credit`, { cookie: admin, headers: key() });
    expect(cancelled.body.resultCode, JSON.stringify(cancelled.body)).toBe('Ok');
    const [credit] = await eventually(() => credits(f), (list) => list.length === 1);
    expect(credit).toMatchObject({ reason: 'courseCancelled', status: 'open', note: 'Maître-nageur malade' });
    expect(await count(cardsStream(f.famId), 'EntryReturned')).toBe(0);
  }, 60_000);
});

describe('make-up credits', () => {
  it('come from an absence declared ahead on a subscription, book a make-up, come back when it is cancelled in time', async () => {
    const f = await family('absence-abo', true);
    const { crsId } = await course(100, 4);
    const answer = await book(f, crsId);
    expect(answer, JSON.stringify(answer)).toMatchObject({ resultCode: 'Ok' });
    const booked = answer.data;
    const absent = await app.call('POST', '/webapi/Family/absence', { cookie: f.cookie, headers: key(), body: { insId: booked.id } });
    expect(absent.body, JSON.stringify(absent.body)).toMatchObject({ resultCode: 'Ok', data: { insStatus: 4 } });
    const [credit] = await eventually(() => credits(f), (list) => list.length === 1);
    expect(credit).toMatchObject({ status: 'open', reason: 'absence' });
    // The make-up, on another lesson, paid by the credit.
    const other = await course(124, 4);
    const makeup = await book(f, other.crsId, credit!.id);
    expect(makeup, JSON.stringify(makeup)).toMatchObject({ resultCode: 'Ok', data: { insStatus: 1 } });
    await eventually(() => credits(f), (list) => list[0]?.status === 'used');
    const cancelled = await app.call('PUT', `/webapi/Family/annule/${makeup.data.id}`, { cookie: f.cookie, headers: key(), body: {} });
    expect(cancelled.body.resultCode).toBe('Ok');
    await eventually(() => credits(f), (list) => list[0]?.status === 'open');
  }, 60_000);

  it('are warned a week before their end, and expire at it', async () => {
    const f = await family('credit-fin');
    const given = await app.call('POST', `/webapi/Family/credit/${f.famId}`, { cookie: admin, headers: key(), body: { usrId: f.userId, acyIds: [], note: 'Geste commercial' } });
    expect(given.body, JSON.stringify(given.body)).toMatchObject({ resultCode: 'Ok', data: { status: 'open', reason: 'desk' } });
    const { validUntil } = given.body.data as { validUntil: string };
    const warnAt = Date.parse(validUntil) - 7 * 24 * HOUR;
    app.clock.set(new Date(warnAt - 60_000).toISOString());
    await settle();
    expect(await count(cardsStream(f.famId), 'CreditExpiryWarned')).toBe(0);
    app.clock.set(new Date(warnAt).toISOString());
    await eventually(() => count(cardsStream(f.famId), 'CreditExpiryWarned'), (n) => n === 1);
    app.clock.set(new Date(Date.parse(validUntil) - 60_000).toISOString());
    await settle();
    expect(await count(cardsStream(f.famId), 'CreditExpired')).toBe(0);
    app.clock.set(validUntil);
    await eventually(() => count(cardsStream(f.famId), 'CreditExpired'), (n) => n === 1);
    await eventually(() => credits(f), (list) => list[0]?.status === 'expired');
    app.clock.reset();
  }, 60_000);
});

describe('a closure', () => {
  it('cancels the pool’s courses on its days, each family credited, and generation skips those days', async () => {
    const f = await family('fermeture');
    const { crsId, start } = await course(200, 4);
    expect((await book(f, crsId)).resultCode).toBe('Ok');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(start));
    const preview = await app.call('GET', `/webapi/Fermeture/preview?psnId=${cat.pool}&from=${day}&to=${day}`, { cookie: admin });
    expect(preview.body.resultCode, JSON.stringify(preview.body)).toBe('Ok');
    expect(preview.body.data.courses.map((found: { crsId: number }) => found.crsId)).toContain(crsId);
    const closed = await app.call('POST', '/webapi/Fermeture', { cookie: admin, headers: key(), body: { psnId: cat.pool, acyId: null, from: day, to: day, reason: 'Vidange', englishReason: 'Draining', compensation: 'credit' } });
    expect(closed.body, JSON.stringify(closed.body)).toMatchObject({ resultCode: 'Ok', data: { reason: 'Vidange', lifted: false } });
    expect(closed.body.data.crsIds).toContain(crsId);
    expect(await types(courseStream(crsId))).toContain('CourseCancelled');
    const [credit] = await eventually(() => credits(f), (list) => list.length === 1);
    expect(credit).toMatchObject({ reason: 'closure', status: 'open' });
    const publicList = await app.call('GET', `/webapi/Fermeture?psnId=${cat.pool}`);
    expect(publicList.body.data.map((found: { id: number }) => found.id)).toContain(closed.body.data.id);
    // Another lesson an hour away on the same closed day (before it when the first is late in the
    // evening: an hour after would be the next day, whatever time of day the test runs).
    const parisHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(new Date(start)));
    const sameDay = new Date(Date.parse(start) + (parisHour >= 12 ? -1 : 1) * 3_600_000).toISOString();
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(sameDay))).toBe(day);
    const generated = await app.call('POST', '/webapi/Cours/addRange', {
      cookie: admin,
      headers: key(),
      body: [{ psnId: cat.pool, acyId: cat.aquagym, acyIdCplt: null, usrId: cat.mns, libelle: '', crsDatdebut: sameDay, crsDureeMin: 45, crsCapaciteMax: 8, tcsId: null }],
    });
    expect(generated.body, JSON.stringify(generated.body)).toMatchObject({ resultCode: 'Ok', data: { created: 0, closed: 1 } });
  }, 60_000);
});
