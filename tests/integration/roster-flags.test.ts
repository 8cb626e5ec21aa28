import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { linkInstructor } from '../harness/instructors.ts';
import { eventually } from '../harness/wait.ts';

/**
 * A staff roster's flags (issue 26) through the HTTP API, on PGlite and on PostgreSQL: a member's
 * first lesson of an activity (an earlier place kept counts, one cancelled or marked absent, or of
 * another activity, does not), the family's order awaiting payment (and no longer once paid), the
 * card that paid the place with no entry left (and again one when an entry comes back); the desk's
 * roster, the instructor's days and the desk's command answers carry them, a family's reads never.
 */
interface Flags {
  firstLesson: boolean;
  unpaidOrder: boolean;
  cardEmpty: boolean;
}
interface Seat {
  id: number;
  usrId: number;
  insStatus: number;
  flags?: Flags;
}

let app: TestApp;
let admin: string;
let instructor: string;
let keys = 0;
const key = () => ({ 'idempotency-key': `roster-flags-${Date.now()}-${keys++}` });
let made = 0;
/** A whole minute `hours` from now, a minute later for each course made (and off the hour of the demo's lessons). */
const startIn = (hours: number) => new Date((Math.ceil((Date.now() + hours * 3_600_000) / 60_000) + 7 + made++) * 60_000).toISOString();
let ids: { pool: number; mns: number; swimming: number; garden: number; childPass: number };
let drapeau: { famId: number; cookie: string; lea: number; hugo: number; small: number; big: number };
let regle: { famId: number; cookie: string; zoe: number; card: number };
const courses: Record<'P' | 'J' | 'A' | 'B', number> = { P: 0, J: 0, A: 0, B: 0 };

async function course(acyId: number, hours: number) {
  const answer = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId: ids.pool, acyId, usrId: ids.mns, crsDatdebut: startIn(hours), crsCapaciteMax: 8 } });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  return answer.body.data.id as number;
}

async function book(crsId: number, usrId: number, cardId: number, cookie: string) {
  const answer = await app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${usrId}&cardId=${cardId}`, { cookie, headers: key(), body: {} });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  return answer.body.data as { id: number };
}

async function child(famId: number, cookie: string, prenom: string, nom: string) {
  const answer = await app.call('PUT', `/webapi/User/membre/${famId}`, { cookie, body: { userEmail: '', userNom: nom, userPrenom: prenom, usrDatbirth: `${new Date().getUTCFullYear() - 8}-01-01` } });
  expect(answer.body.resultCode).toBe('Ok');
  return answer.body.data.id as number;
}

async function giveCard(famId: number, entries: number) {
  const answer = await app.call('POST', `/webapi/Family/carte/${famId}`, { cookie: admin, headers: key(), body: { fftId: ids.childPass, fftNbEntree: entries } });
  expect(answer.body.resultCode).toBe('Ok');
  return answer.body.data.id as number;
}

/** The desk's roster of a course: each member's seat. */
const deskRoster = async (crsId: number) => (await app.call('GET', `/webapi/Cours/${crsId}`, { cookie: admin })).body.data.inscriptions as Seat[];
const flagsOf = (roster: Seat[]) => Object.fromEntries(roster.filter((seat) => seat.flags).map((seat) => [seat.usrId, seat.flags]));

/** Waits for the flags the desk's roster shows (cards and orders follow their own read models), then checks them. */
async function expectFlags(crsId: number, expected: Record<number, Flags>) {
  const roster = await eventually(() => deskRoster(crsId), (seats) => JSON.stringify(flagsOf(seats)) === JSON.stringify(expected));
  expect(flagsOf(roster)).toEqual(expected);
  return roster;
}

const flags = (firstLesson: boolean, unpaidOrder: boolean, cardEmpty: boolean): Flags => ({ firstLesson, unpaidOrder, cardEmpty });

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
  const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
  ids = {
    pool: ((await app.call('GET', '/webapi/Piscine')).body.data as { id: number }[])[0]!.id,
    mns: ((await app.call('GET', '/webapi/Mns')).body.data as { id: number }[])[0]!.id,
    swimming: activities.find((a) => a.libelle === 'Apprentissage de la natation')!.id,
    garden: activities.find((a) => a.libelle === 'Jardin aquatique')!.id,
    childPass: passes.find((p) => p.libelle === 'Carte 10 séances enfants')!.id,
  };
  await linkInstructor(app, admin, ids.mns, { email: 'mns.drapeaux@plouf.test', password: 'mns-drapeaux-2026' });
  instructor = await app.login('mns.drapeaux@plouf.test', 'mns-drapeaux-2026');

  const first = await app.createAccount({ email: 'drapeau@plouf.test', password: 'famille-2026', roles: ['Client', 'Famille'], nom: 'Drapeau' });
  const cookie = await app.login('drapeau@plouf.test', 'famille-2026');
  drapeau = { famId: first.famId, cookie, lea: await child(first.famId, cookie, 'Léa', 'Drapeau'), hugo: await child(first.famId, cookie, 'Hugo', 'Drapeau'), small: await giveCard(first.famId, 3), big: await giveCard(first.famId, 10) };

  // A family that paid its order at the desk: its card comes from that order.
  const second = await app.createAccount({ email: 'regle@plouf.test', password: 'famille-2026', roles: ['Client', 'Famille'], nom: 'Réglé' });
  const secondCookie = await app.login('regle@plouf.test', 'famille-2026');
  const zoe = await child(second.famId, secondCookie, 'Zoé', 'Réglé');
  const order = await app.call('POST', '/webapi/Commande', { cookie: admin, headers: key(), body: { famId: second.famId, items: [{ item: { id: ids.childPass }, qty: 1 }] } });
  expect(order.body.data.cmdStatus).toBe(1);
  const paid = await app.call('PUT', `/webapi/Commande/${order.body.data.id}`, { cookie: admin, headers: key(), body: { move: 'RECORD_PAYMENT', method: 1, reference: 'Chèque 4242', reason: 'Guichet' } });
  expect(paid.body.data.cmdStatus).toBe(2);
  const cards = await eventually(
    async () => (await app.call('GET', '/webapi/Family/forfaits', { cookie: secondCookie })).body.data as { id: number; cmdId: number | null }[],
    (list) => list.some((card) => card.cmdId === order.body.data.id),
  );
  regle = { famId: second.famId, cookie: secondCookie, zoe, card: cards.find((card) => card.cmdId === order.body.data.id)!.id };

  // In the order they start: P (in a quarter of an hour: its presence may be marked), J of another activity, then A and B.
  courses.P = await course(ids.swimming, 0.25);
  courses.J = await course(ids.garden, 28);
  courses.A = await course(ids.swimming, 30);
  courses.B = await course(ids.swimming, 54);
}, 180_000);

afterAll(async () => app?.close());

describe('the flags of a staff roster', () => {
  let leaOnA: number;

  it('flags a first lesson and the card that paid it, while it has entries left', async () => {
    leaOnA = (await book(courses.A, drapeau.lea, drapeau.small, drapeau.cookie)).id;
    await expectFlags(courses.A, { [drapeau.lea]: flags(true, false, false) });
  });

  it('takes the first lesson off a later lesson, not off a lesson of another activity, and flags a card whose last entry is spent', async () => {
    await book(courses.B, drapeau.lea, drapeau.small, drapeau.cookie);
    // The third and last entry of the small card, on another activity.
    await book(courses.J, drapeau.hugo, drapeau.small, drapeau.cookie);
    await book(courses.B, drapeau.hugo, drapeau.big, drapeau.cookie);
    await book(courses.B, regle.zoe, regle.card, regle.cookie);
    await expectFlags(courses.B, { [drapeau.lea]: flags(false, false, true), [drapeau.hugo]: flags(true, false, false), [regle.zoe]: flags(true, false, false) });
    // Every place the small card paid shows it used up, the earlier one too.
    await expectFlags(courses.J, { [drapeau.hugo]: flags(true, false, true) });
    await expectFlags(courses.A, { [drapeau.lea]: flags(true, false, true) });

    // The instructor's days show the same flags on the same seats.
    const mine = (await app.call('GET', '/webapi/Cours/mine', { cookie: instructor })).body.data as { id: number; inscriptions: Seat[] }[];
    expect(flagsOf(mine.find((c) => c.id === courses.B)!.inscriptions)).toEqual(flagsOf(await deskRoster(courses.B)));
    expect(flagsOf(mine.find((c) => c.id === courses.J)!.inscriptions)).toEqual({ [drapeau.hugo]: flags(true, false, true) });
  });

  it('counts no cancelled place: the lesson after it is the first again, and the entry given back leaves the card with one', async () => {
    const cancelled = await app.call('PUT', `/webapi/Family/annule/${leaOnA}`, { cookie: drapeau.cookie, headers: key(), body: {} });
    expect(cancelled.body.resultCode, JSON.stringify(cancelled.body)).toBe('Ok');
    await expectFlags(courses.B, { [drapeau.lea]: flags(true, false, false), [drapeau.hugo]: flags(true, false, false), [regle.zoe]: flags(true, false, false) });
    // The cancelled place is on the roster, unflagged.
    const roster = await expectFlags(courses.A, {});
    expect(roster.find((seat) => seat.id === leaOnA)).toMatchObject({ insStatus: 4 });
    expect(roster.find((seat) => seat.id === leaOnA)).not.toHaveProperty('flags');
  });

  it('counts a lesson the member was present at, not one marked absent', async () => {
    const onP = await book(courses.P, drapeau.hugo, drapeau.big, drapeau.cookie);
    const absent = await app.call('PUT', `/webapi/Cours/${courses.P}/presence`, { cookie: instructor, headers: key(), body: { insId: onP.id, present: false } });
    expect(absent.body.resultCode, JSON.stringify(absent.body)).toBe('Ok');
    // The command's answer is the course as its roster reads: flagged.
    expect(flagsOf(absent.body.data.inscriptions)).toEqual({ [drapeau.hugo]: flags(true, false, false) });
    await expectFlags(courses.B, { [drapeau.lea]: flags(true, false, false), [drapeau.hugo]: flags(true, false, false), [regle.zoe]: flags(true, false, false) });

    const present = await app.call('PUT', `/webapi/Cours/${courses.P}/presence`, { cookie: instructor, headers: key(), body: { insId: onP.id, present: true } });
    expect(present.body.resultCode).toBe('Ok');
    await expectFlags(courses.B, { [drapeau.lea]: flags(true, false, false), [drapeau.hugo]: flags(false, false, false), [regle.zoe]: flags(true, false, false) });
  });

  it('flags the family with an order awaiting payment, and no longer once it is paid', async () => {
    const order = await app.call('POST', '/webapi/Commande', { cookie: admin, headers: key(), body: { famId: drapeau.famId, items: [{ item: { id: ids.childPass }, qty: 1 }] } });
    expect(order.body.data.cmdStatus).toBe(1);
    await expectFlags(courses.B, { [drapeau.lea]: flags(true, true, false), [drapeau.hugo]: flags(false, true, false), [regle.zoe]: flags(true, false, false) });
    // Waiting for a card payment the family started, still awaiting payment.
    const paying = await app.call('POST', `/webapi/Commande/${order.body.data.id}/pay`, { cookie: drapeau.cookie, headers: key(), body: {} });
    expect(paying.body.data.cmdStatus).toBe(9);
    await expectFlags(courses.B, { [drapeau.lea]: flags(true, true, false), [drapeau.hugo]: flags(false, true, false), [regle.zoe]: flags(true, false, false) });

    const paid = await app.call('PUT', `/webapi/Commande/${order.body.data.id}`, { cookie: admin, headers: key(), body: { move: 'RECORD_PAYMENT', method: 2, reference: 'Virement 17', reason: 'Guichet' } });
    expect(paid.body.data.cmdStatus).toBe(2);
    await expectFlags(courses.B, { [drapeau.lea]: flags(true, false, false), [drapeau.hugo]: flags(false, false, false), [regle.zoe]: flags(true, false, false) });

    // A cancelled order is owed by nobody.
    const other = await app.call('POST', '/webapi/Commande', { cookie: admin, headers: key(), body: { famId: drapeau.famId, items: [{ item: { id: ids.childPass }, qty: 1 }] } });
    await expectFlags(courses.B, { [drapeau.lea]: flags(true, true, false), [drapeau.hugo]: flags(false, true, false), [regle.zoe]: flags(true, false, false) });
    const cancelled = await app.call('DELETE', `/webapi/Commande/${other.body.data.id}`, { cookie: drapeau.cookie, headers: key() });
    expect(cancelled.body.data.cmdStatus).toBe(6);
    await expectFlags(courses.B, { [drapeau.lea]: flags(true, false, false), [drapeau.hugo]: flags(false, false, false), [regle.zoe]: flags(true, false, false) });
  });

  it('never shows on a family’s own reads, nor on a course read without its roster', async () => {
    const own = (await app.call('GET', '/webapi/Family/inscriptions', { cookie: drapeau.cookie })).body.data as Seat[];
    expect(own.length).toBeGreaterThanOrEqual(5);
    for (const seat of own) expect(seat).not.toHaveProperty('flags');
    // The desk reading the family's page gets the family's read, unflagged too.
    const desk = (await app.call('GET', `/webapi/Family/inscriptions?famId=${drapeau.famId}`, { cookie: admin })).body.data as Seat[];
    expect(desk.map((seat) => seat.id).sort()).toEqual(own.map((seat) => seat.id).sort());
    for (const seat of desk) expect(seat).not.toHaveProperty('flags');
    expect((await app.call('GET', `/webapi/Cours/${courses.B}`, { cookie: drapeau.cookie })).body.data.inscriptions).toEqual([]);
  });
});
