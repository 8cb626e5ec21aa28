import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCourses, generationPeriod, slotKey } from '@plouf/command-api';
import { isoWeek } from '@plouf/command-api/card-rules';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { connectLive, nextChange, subscribe } from '../harness/socket.ts';
import { mailTo } from '../harness/wait.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';

/**
 * Courses and bookings through the HTTP API: generation from a pool's templates (twice gives
 * nothing twice), the booking rules (age, cards, subscriptions' weekly entry), cancellation before
 * and after the cut-off, a course cancelled by the school, the instructor's presence marking, the
 * family's calendar feed, and the mails, through a real SMTP peer.
 */
let peer: SmtpPeer;
let app: TestApp;
let admin: string;
let ids: { pool: number; aquagym: number; swimming: number; mns: number; adultPass: number; subscription: number };
let keyCount = 0;
const key = () => ({ 'idempotency-key': `booking-${Date.now()}-${keyCount++}` });
let coursesMade = 0;
/** A whole minute `hours` from now, a minute later for each course made: no two on one slot. */
const inHours = (hours: number) => new Date((Math.ceil((Date.now() + hours * 3_600_000) / 60_000) + coursesMade++) * 60_000).toISOString();


async function course(hours: number, capacity = 8, acyId = ids.aquagym, psnId = ids.pool) {
  const answer = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId, acyId, usrId: ids.mns, crsDatdebut: inHours(hours), crsCapaciteMax: capacity } });
  expect(answer.body.resultCode).toBe('Ok');
  return answer.body.data as { id: number; cutoffHours: number; crsDatdebut: string };
}

/** A family whose member logs in, with a card given at the desk. */
async function family(email: string, fftId = ids.adultPass, language: 'fr' | 'en' = 'fr') {
  const { userId, famId } = await app.createAccount({ email, password: 'famille-2026', roles: ['Client', 'Famille'], prenom: 'Léa', nom: 'Martin' });
  const cookie = await app.login(email, 'famille-2026', language);
  const card = await app.call('POST', `/webapi/Family/carte/${famId}`, { cookie: admin, headers: key(), body: { fftId } });
  expect(card.body.resultCode).toBe('Ok');
  return { userId, famId, cookie, cardId: card.body.data.id as number, language };
}

const book = (f: { userId: number; cookie: string; cardId: number; language: string }, crsId: number, extra = '') =>
  app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${f.userId}&cardId=${f.cardId}${extra}`, { cookie: f.cookie, language: f.language, headers: key(), body: {} });
const card = async (f: { cookie: string; cardId: number }) => ((await app.call('GET', '/webapi/Family/forfaits', { cookie: f.cookie })).body.data as { id: number; used: number; status: number }[]).find((c) => c.id === f.cardId)!;

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startTestApp({
    seed: true,
    mailer: smtpMailer(peer.url),
  });
  admin = await app.login();
  const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
  const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
  ids = {
    pool: ((await app.call('GET', '/webapi/Piscine')).body.data as { id: number }[])[0]!.id,
    aquagym: activities.find((a) => a.libelle === 'Aquagym')!.id,
    swimming: activities.find((a) => a.libelle === 'Natation adultes')!.id,
    mns: ((await app.call('GET', '/webapi/Mns')).body.data as { id: number }[])[0]!.id,
    adultPass: passes.find((p) => p.libelle === 'Carte 10 séances adultes')!.id,
    subscription: passes.find((p) => p.libelle === 'Abonnement annuel')!.id,
  };
}, 120_000);
afterAll(async () => {
  await app?.close();
  await peer?.close();
});

describe('generating courses from a pool’s templates', () => {
  it('creates the courses the admin kept, and nothing more when sent again', async () => {
    const pool = (await app.call('GET', `/webapi/Piscine/${ids.pool}`)).body.data;
    // Weeks after those the demo data scheduled at first start.
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const period = generationPeriod({ ...pool, datMinCours: null, datMaxCours: null }, new Date(), { from: day(70), to: day(97) });
    const generated = generateCourses({ ...pool, datMinCours: null, datMaxCours: null }, period, new Date());
    expect(generated.length).toBeGreaterThanOrEqual(pool.templateCours.length * 3);
    const kept = generated.map((course, index) => ({ ...course, selected: index !== 0 }));
    const first = await app.call('POST', '/webapi/Cours/addRange', { cookie: admin, headers: key(), body: kept });
    expect(first.body.data.created).toBe(generated.length - 1);
    const again = await app.call('POST', '/webapi/Cours/addRange', { cookie: admin, headers: key(), body: kept });
    expect(again.body.data).toEqual({ ids: first.body.data.ids, created: 0, closed: 0 });
    // The preview of the same period knows which slots have their course: all but the one left out.
    const slots = await app.call('GET', `/webapi/Cours/slots?psnId=${ids.pool}&from=${period.from}&to=${period.to}`, { cookie: admin });
    expect(slots.body.resultCode).toBe('Ok');
    const existing = slots.body.data as { key: string; crsId: number; cancelled: boolean }[];
    expect(existing.map((slot) => slot.key).sort()).toEqual(kept.slice(1).map(slotKey).sort());
    expect(existing.map((slot) => slot.crsId).sort()).toEqual([...first.body.data.ids].sort());
    expect(existing.every((slot) => !slot.cancelled)).toBe(true);
    expect((await app.call('GET', `/webapi/Cours/slots?psnId=${ids.pool}&from=${period.from}&to=${period.to}`)).status).toBe(401);
    const backwards = await app.call('GET', `/webapi/Cours/slots?psnId=${ids.pool}&from=${period.to}&to=${period.from}`, { cookie: admin });
    expect([backwards.status, backwards.body.data.errorMessage]).toEqual([422, 'Le dernier jour suit le premier, au plus 400 jours plus tard']);
    const from = generated[0]!.crsDatdebut.slice(0, 10);
    const week = (await app.call('GET', `/webapi/Cours?psnId=${ids.pool}&from=${from}`)).body.data as { id: number; placesLeft: number; crsCapaciteMax: number }[];
    expect(week.length).toBeGreaterThan(0);
    expect(week.every((c) => c.placesLeft === c.crsCapaciteMax)).toBe(true);
    const tooLong = await app.call('GET', `/webapi/Cours?psnId=${ids.pool}&from=${from}&to=2099-01-01`);
    expect([tooLong.status, tooLong.body.resultCode]).toEqual([422, 'InvalidModelState']);
    // A page kept live asks for the courses a notice named, with its week's filter: only its own come back.
    const inWeek = new Set(week.map((c) => c.id));
    const one = week[0]!;
    const outside = (first.body.data.ids as number[]).find((id) => !inWeek.has(id))!;
    const named = await app.call('GET', `/webapi/Cours?psnId=${ids.pool}&from=${from}&ids=${outside},${one.id},999999999`);
    expect(named.body.data.map((c: { id: number }) => c.id)).toEqual([one.id]);
    const elsewhere = await app.call('GET', `/webapi/Cours?psnId=${ids.pool}&from=${day(200)}&ids=${one.id}`);
    expect(elsewhere.body.data).toEqual([]);
    for (const bad of ['0', 'abc', '1,,2', '1,', '+1', '0x1', '1e0', '9999999999', Array.from({ length: 51 }, (_, n) => n + 1).join(',')]) {
      const refused = await app.call('GET', `/webapi/Cours?psnId=${ids.pool}&from=${from}&ids=${encodeURIComponent(bad)}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.resultCode).toBe('InvalidModelState');
    }
  });
});

describe('booking rules', () => {
  it('says which cards may pay for a course, and refuses the others in the family’s language', async () => {
    const f = await family('regles@plouf.test');
    const aqua = await course(72);
    const allowed = await app.call('GET', `/webapi/Family/allowed-tickets?crsId=${aqua.id}`, { cookie: f.cookie, language: 'en' });
    expect(allowed.body.data).toEqual([expect.objectContaining({ allowed: true, reason: null })]);
    const kids = (await app.call('GET', '/webapi/Activity')).body.data.find((a: { libelle: string }) => a.libelle === 'Perfectionnement enfants').id;
    const child = await course(72, 8, kids);
    const refused = await app.call('GET', `/webapi/Family/allowed-tickets?crsId=${child.id}`, { cookie: f.cookie, language: 'en' });
    expect(refused.body.data).toEqual([expect.objectContaining({ allowed: false, reason: 'This card does not cover this activity' })]);
    // The member is an adult with no birth date: a children's lesson asks for it first.
    const wrong = await book({ ...f, language: 'en' }, child.id);
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.errorMessage).toBe("Give Léa's birth date to book a children's lesson");
  });

  it('spends a subscription’s entry once a week: the card is “Complet semaine” until next week', async () => {
    const f = await family('abonne@plouf.test', ids.subscription);
    const pass = (await app.call('GET', `/webapi/Forfait/${ids.subscription}`)).body.data as { psnIds: number[] };
    const pool = pass.psnIds[0]!;
    // Tuesday and Thursday of the same week (two weeks ahead), then the next Tuesday.
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() + 14 - ((monday.getUTCDay() + 6) % 7));
    const hoursTo = (days: number) => (Date.UTC(monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate() + days, 9) - Date.now()) / 3_600_000;
    const a = await course(hoursTo(1), 8, ids.swimming, pool);
    const firstBooking = await book(f, a.id);
    expect(firstBooking.body).toMatchObject({ resultCode: 'Ok', data: { insStatus: 1 } });
    const sameWeek = await course(hoursTo(3), 8, ids.swimming, pool);
    expect(isoWeek(sameWeek.crsDatdebut)).toBe(isoWeek(a.crsDatdebut));
    const second = await book(f, sameWeek.id);
    expect(second.status).toBe(409);
    expect(second.body.data.errorMessage).toMatch(/Complet semaine/);
    const nextWeek = await course(hoursTo(8), 8, ids.swimming, pool);
    expect((await book(f, nextWeek.id)).body.data.insStatus).toBe(1);
    // This week's entry is not spent (the lessons are next week and after): the card stays valid now.
    expect((await card(f)).status).toBe(1);
  });

  it('gives the entry back before the cut-off, and keeps it after', async () => {
    const f = await family('annule@plouf.test');
    const early = await course(72);
    const ins = (await book(f, early.id)).body.data;
    expect(ins).toMatchObject({ insStatus: 1, position: null });
    expect((await card(f)).used).toBe(1);
    const cancelled = await app.call('PUT', `/webapi/Family/annule/${ins.id}`, { cookie: f.cookie, headers: key(), body: {} });
    expect(cancelled.body.data).toMatchObject({ insStatus: 4, refunded: true, late: false });
    expect((await card(f)).used).toBe(0);
    await mailTo(peer, 'annule@plouf.test', /Réservation annulée/);

    const soon = await course(5);
    const late = (await book(f, soon.id)).body.data;
    const lateCancel = await app.call('PUT', `/webapi/Family/annule/${late.id}`, { cookie: f.cookie, headers: key(), body: {} });
    expect(lateCancel.body.data).toMatchObject({ insStatus: 4, refunded: false, late: true });
    expect((await card(f)).used).toBe(1);
  });

  it('never lets another family cancel or read a booking', async () => {
    const owner = await family('proprio@plouf.test');
    const other = await family('voisin@plouf.test');
    const c = await course(96);
    const ins = (await book(owner, c.id)).body.data;
    const attempt = await app.call('PUT', `/webapi/Family/annule/${ins.id}`, { cookie: other.cookie, headers: key(), body: {} });
    expect(attempt.status).toBe(404);
    const theirs = await app.call('GET', `/webapi/Family/inscriptions?famId=${owner.famId}`, { cookie: other.cookie });
    expect(theirs.body.data.map((i: { famId: number }) => i.famId).every((famId: number) => famId === other.famId)).toBe(true);
    const roster = await app.call('GET', `/webapi/Cours/${c.id}`, { cookie: other.cookie });
    expect(roster.body.data.inscriptions).toEqual([]);
    expect(roster.body.data.booked).toBe(1);
  });

  it('cancels a course: everyone gets the entry back and a mail with the reason, and the course says how many families were told', async () => {
    const f = await family('annulation-cours@plouf.test');
    const english = await family('cancelled-lesson@plouf.test', ids.adultPass, 'en');
    const c = await course(120, 1);
    await book(f, c.id);
    expect((await book(english, c.id)).body.data.insStatus).toBe(5);
    const reason = 'Bassin fermé <pour> vidange';
    const cancelled = await app.call('DELETE', `/webapi/Cours/${c.id}?reason=${encodeURIComponent(reason)}`, { cookie: admin, headers: key() });
    expect(cancelled.body.data).toMatchObject({ cancelled: true, cancelReason: reason, placesLeft: 0, familiesTold: 2 });
    expect(Date.parse(cancelled.body.data.cancelledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(cancelled.body.data.inscriptions[0]).toMatchObject({ insStatus: 4, refunded: true });
    expect((await card(f)).used).toBe(0);
    const mail = await mailTo(peer, 'annulation-cours@plouf.test', /Cours annulé/);
    expect(mail.text).toContain('annulé par l’école');
    expect(mail.text).toContain(`Motif : ${reason}`);
    expect(mail.html).toContain('Motif : Bassin fermé &lt;pour&gt; vidange');
    const waiting = await mailTo(peer, 'cancelled-lesson@plouf.test', /Lesson cancelled/);
    expect(waiting.text).toContain(`Reason: ${reason}`);
    // The public view says it too (a count, no family's data).
    expect((await app.call('GET', `/webapi/Cours/${c.id}`)).body.data).toMatchObject({ familiesTold: 2, inscriptions: [] });
  });

  it('refuses a second course on a slot that has one, naming it, and answers a repeated request as the first', async () => {
    const body = { psnId: ids.pool, acyId: ids.aquagym, usrId: ids.mns, crsDatdebut: inHours(200), crsCapaciteMax: 6 };
    const once = { 'idempotency-key': `slot-${Date.now()}` };
    const first = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: once, body });
    expect(first.body).toMatchObject({ resultCode: 'Ok', data: { crsCapaciteMax: 6 } });
    // A double click (the same request again) gets the first answer.
    const repeat = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: once, body });
    expect(repeat.body).toEqual(first.body);
    const twice = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { ...body, crsCapaciteMax: 9 } });
    expect(twice.status).toBe(409);
    expect(twice.body.resultCode).toBe('InvalidModelState');
    expect(twice.body.data.errorMessage).toMatch(new RegExp(`^Aucun cours créé : ce créneau a déjà le cours n° ${first.body.data.id} \\(Aquagym, `));
    const english = await app.call('POST', '/webapi/Cours', { cookie: admin, language: 'en', headers: key(), body });
    expect(english.body.data.errorMessage).toMatch(new RegExp(`^No lesson created: this slot already has lesson no. ${first.body.data.id} \\(Aquagym, `));
    expect((await app.call('GET', `/webapi/Cours/${first.body.data.id}`)).body.data.crsCapaciteMax).toBe(6);
    await app.call('DELETE', `/webapi/Cours/${first.body.data.id}?reason=test`, { cookie: admin, headers: key() });
    const cancelled = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body });
    expect(cancelled.body.data.errorMessage).toContain(`n° ${first.body.data.id} (annulé)`);
  });
});

describe('the waiting list and its mails', () => {
  it('tells the family on joining, on promotion, in its language', async () => {
    const first = await family('premier@plouf.test');
    const second = await family('second@plouf.test', ids.adultPass, 'en');
    const c = await course(48, 1);
    expect((await book(first, c.id)).body.data.insStatus).toBe(1);
    await mailTo(peer, 'premier@plouf.test', /est inscrit·e : Aquagym/);
    const waiting = (await book(second, c.id)).body.data;
    expect(waiting).toMatchObject({ insStatus: 5, position: 1 });
    const joined = await mailTo(peer, 'second@plouf.test', /waiting list \(number 1\)/);
    expect(joined.text).toContain('No entry is used while you wait');
    const again = await book(second, c.id, '&waitingList=false');
    expect([again.status, again.body.data.errorMessage]).toEqual([409, 'This member is already booked on this lesson (or on its waiting list)']);
    // A full lesson is a refusal by the state of things (409), the envelope as ever; a malformed request is 400.
    const third = await family('troisieme@plouf.test');
    const full = await book(third, c.id, '&waitingList=false');
    expect([full.status, full.body]).toEqual([409, { resultCode: 'InvalidModelState', data: { errorMessage: 'Ce cours est complet' } }]);
    const malformed = await book(third, c.id, '&waitingList=peut-etre');
    expect([malformed.status, malformed.body.resultCode]).toEqual([400, 'InvalidModelState']);

    const mine = (await app.call('GET', '/webapi/Family/inscriptions?when=coming', { cookie: first.cookie })).body.data;
    await app.call('PUT', `/webapi/Family/annule/${mine[0].id}`, { cookie: first.cookie, headers: key(), body: {} });
    const promoted = await mailTo(peer, 'second@plouf.test', /A place opened up/);
    expect(promoted.text).toContain('moves from the waiting list');
    expect((await card(second)).used).toBe(1);
  });
});

describe("an open /reserver page's notices", () => {
  it('carry a course’s places when a booking or a cancellation is all that changed, and none when the course itself changed', async () => {
    const f = await family('page-ouverte@plouf.test');
    const c = await course(72, 3);
    const socket = await connectLive(app.url);
    try {
      expect(await subscribe(socket, 'courses')).toEqual({ ok: true });
      const booked = nextChange(socket, (change) => change.readModel === 'courses' && change.ids.includes(c.id));
      expect((await book(f, c.id)).body.data.insStatus).toBe(1);
      expect((await booked).figures?.[c.id]).toEqual({ booked: 1, placesLeft: 2, waiting: 0 });

      const mine = (await app.call('GET', '/webapi/Family/inscriptions?when=coming', { cookie: f.cookie })).body.data as { id: number; crsId: number }[];
      const released = nextChange(socket, (change) => change.readModel === 'courses' && change.ids.includes(c.id));
      await app.call('PUT', `/webapi/Family/annule/${mine.find((ins) => ins.crsId === c.id)!.id}`, { cookie: f.cookie, headers: key(), body: {} });
      expect((await released).figures?.[c.id]).toEqual({ booked: 0, placesLeft: 3, waiting: 0 });

      // A new time: the page must read the course again.
      const moved = nextChange(socket, (change) => change.readModel === 'courses' && change.ids.includes(c.id));
      expect((await app.call('PUT', `/webapi/Cours/${c.id}`, { cookie: admin, headers: key(), body: { crsDureeMin: 50 } })).body.resultCode).toBe('Ok');
      expect((await moved).figures?.[c.id]).toBeUndefined();
    } finally {
      socket.disconnect();
    }
  });
});

describe('the instructor and the calendar feed', () => {
  it('refuses presence on a lesson that has not come: the family keeps its booking and its cancellation', async () => {
    const f = await family('presence-avance@plouf.test');
    const c = await course(11 * 24);
    const ins = (await book(f, c.id)).body.data;
    const refused = await app.call('PUT', `/webapi/Cours/${c.id}/presence`, { cookie: admin, headers: key(), body: { insId: ins.id, present: false } });
    expect(refused.status).toBe(409);
    expect(refused.body.data.errorMessage).toBe('La présence se note à partir de 30 minutes avant le début du cours');
    const english = await app.call('PUT', `/webapi/Cours/${c.id}/presence`, { cookie: admin, language: 'en', headers: key(), body: { insId: ins.id, present: true } });
    expect(english.body.data.errorMessage).toBe('Attendance can be marked from 30 minutes before the lesson starts');
    const mine = (await app.call('GET', '/webapi/Family/inscriptions?when=coming', { cookie: f.cookie })).body.data as { id: number; insStatus: number }[];
    expect(mine.find((booking) => booking.id === ins.id)!.insStatus).toBe(1);
    const cancelled = await app.call('PUT', `/webapi/Family/annule/${ins.id}`, { cookie: f.cookie, headers: key(), body: {} });
    expect(cancelled.body.data).toMatchObject({ insStatus: 4, refunded: true });
  });

  it('lets only the course’s instructor mark presence', async () => {
    const f = await family('presence@plouf.test');
    // It starts within minutes: presence opens half an hour before.
    const c = await course(0.05);
    const ins = (await book(f, c.id)).body.data;
    const refused = await app.call('PUT', `/webapi/Cours/${c.id}/presence`, { cookie: f.cookie, headers: key(), body: { insId: ins.id, present: true } });
    expect(refused.status).toBe(403);
    const { userId } = await app.createAccount({ email: 'mns.test@plouf.test', password: 'mns-password-2026', roles: ['MNS'] });
    const mns = (await app.call('GET', `/webapi/Mns/${ids.mns}`, { cookie: admin })).body.data;
    const { id: _id, libelle: _l, selected: _s, detailLoaded: _d, image, ...fields } = mns;
    await app.call('PUT', `/webapi/Mns/${ids.mns}`, { cookie: admin, headers: key(), body: { ...fields, imageId: image?.id ?? null, loginUserId: userId } });
    const instructor = await app.login('mns.test@plouf.test', 'mns-password-2026');
    const marked = await app.call('PUT', `/webapi/Cours/${c.id}/presence`, { cookie: instructor, headers: key(), body: { insId: ins.id, present: true } });
    expect(marked.body.data.inscriptions[0].insStatus).toBe(2);
    const mine = await app.call('GET', '/webapi/Cours/mine', { cookie: instructor });
    expect(mine.body.data.map((course: { id: number }) => course.id)).toContain(c.id);
    expect((await app.call('GET', '/webapi/Contact', { cookie: instructor })).status).toBe(403);
  });

  it('serves the family’s coming lessons as a private .ics address, which stops working once revoked', async () => {
    const f = await family('agenda@plouf.test');
    const c = await course(50);
    await book(f, c.id);
    const feed = (await app.call('POST', '/webapi/Family/calendar', { cookie: f.cookie, headers: key(), body: {} })).body.data;
    expect(feed.url).toMatch(/^\/webapi\/Calendar\/\d+-1-[\w-]+\.ics$/);
    const ics = await fetch(`${app.url}${feed.url}`);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const body = await ics.text();
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).toContain('SUMMARY:Aquagym · Léa Martin');
    expect(body).toContain('STATUS:CONFIRMED');
    const forged = await fetch(`${app.url}${feed.url.replace(/-1-/, '-2-')}`);
    expect(forged.status).toBe(404);
    await app.call('DELETE', '/webapi/Family/calendar', { cookie: f.cookie, headers: key() });
    expect((await fetch(`${app.url}${feed.url}`)).status).toBe(404);
  });
});
