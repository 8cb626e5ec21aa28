import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCourses } from '@plouf/command-api';
import { TERMS_STREAM } from '@plouf/command-api/events';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { dayIn, termCatalogue, termFamily, type TermCatalogue, type TermFamily } from '../harness/terms.ts';

/**
 * Term enrolment through the HTTP API (docs/adr/0019-term-enrolment.md), on the test clock: one
 * command pays and books every lesson of a weekly slot, a course generated afterwards is booked
 * for the child by the term process, a single lesson of the slot is refused, a family gives its
 * place up from a week and the first waiting child gets it, and the priority window and the
 * public opening refuse one second early and accept at the moment.
 */
let app: TestApp;
let admin: string;
let cat: TermCatalogue;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `term-${Date.now()}-${keyCount++}` });

type Enrolment = { id: number; status: string; position: number | null; weeksPaid: number; weeks: Array<{ date: string; state: string; crsId: number | null; insId: number | null }> };

async function defineTerm(body: Record<string, unknown>) {
  const answer = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body: { englishName: '', psnId: null, priorityOpensAt: null, ...body } });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  return answer.body.data as { id: number; phase: string };
}

/**
 * An enrolment as the family's page sends it. An Ok answer is given as the command decided, without
 * waiting for the read models (issue 42): the family's next read (sent after it, `Plouf-After`)
 * must serve exactly the same enrolment.
 */
const enrol = async (family: TermFamily, termId: number, extra: Record<string, unknown> = {}) => {
  const answer = await app.call('POST', '/webapi/Family/enrolment', { cookie: family.cookie, headers: key(), body: { termId, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: family.childId, cardId: family.cardId, ...extra } });
  if (answer.body.resultCode === 'Ok') {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('plouf-position')).toMatch(/^\d+$/);
    const read = (await enrolments(family)).find((enrolment) => enrolment.id === answer.body.data.id);
    expect(read, 'the answer read back').toEqual(answer.body.data);
  }
  return answer;
};

const enrolments = async (family: TermFamily) => (await app.call('GET', '/webapi/Family/enrolments', { cookie: family.cookie })).body.data as Enrolment[];
const cardUsed = async (family: TermFamily) => ((await app.call('GET', '/webapi/Family/forfaits', { cookie: family.cookie })).body.data as { id: number; used: number }[]).find((card) => card.id === family.cardId)!.used;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let families: TermFamily[] = [];
let termA: number;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  cat = await termCatalogue(app);
  families = [];
  for (let n = 0; n < 11; n++) families.push(await termFamily(app, n, { fftId: cat.childPass.id, libelle: cat.childPass.libelle, entries: 10 }));
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('a weekly place for a term', () => {
  it('pays and books every lesson in one command; a course generated afterwards is booked by the term process', async () => {
    termA = (await defineTerm({ libelle: 'Trimestre A', englishName: 'Term A', firstDay: dayIn(35), lastDay: dayIn(62), opensAt: new Date(Date.now() - 3_600_000).toISOString() })).id;
    const f = families[0]!;
    const answer = await enrol(f, termA);
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
    const enrolment = answer.body.data as Enrolment;
    expect(enrolment.status).toBe('enrolled');
    expect(enrolment.weeksPaid).toBe(4);
    expect(enrolment.weeks.map((week) => week.state)).toEqual(['unscheduled', 'unscheduled', 'unscheduled', 'unscheduled']);
    expect(await cardUsed(f)).toBe(4);

    // The desk generates the term's courses: the process seats the child on each of the slot's.
    const pool = (await app.call('GET', `/webapi/Piscine/${cat.pool}`)).body.data as Parameters<typeof generateCourses>[0];
    const courses = generateCourses(pool, { from: dayIn(35), to: dayIn(62) }, new Date());
    const made = await app.call('POST', '/webapi/Cours/addRange', { cookie: admin, headers: key(), body: courses });
    expect(made.body.resultCode).toBe('Ok');
    const seated = await until(() => enrolments(f), (list) => list[0]!.weeks.every((week) => week.state === 'coming' && week.insId !== null), 'seated on generated courses');
    expect(seated[0]!.weeks.every((week) => week.crsId !== null)).toBe(true);
    const roster = (await app.call('GET', `/webapi/Cours/${seated[0]!.weeks[0]!.crsId}`, { cookie: admin })).body.data as { inscriptions: { usrId: number; insStatus: number }[] };
    expect(roster.inscriptions.filter((ins) => ins.usrId === f.childId && ins.insStatus === 1)).toHaveLength(1);
    expect(await cardUsed(f)).toBe(4);

    // A single lesson of the slot is sold with the term.
    const single = await app.call('POST', `/webapi/Family/inscription?crsId=${seated[0]!.weeks[1]!.crsId}&usrId=${families[1]!.childId}&cardId=${families[1]!.cardId}`, { cookie: families[1]!.cookie, headers: key(), body: {} });
    expect(single.body.data.errorMessage).toMatch(/^Ce cours fait partie du trimestre « Trimestre A »/);
  });

  it('seats a child enrolling after the courses exist on each of them before answering "enrolled"', async () => {
    const late = await termFamily(app, 101, { fftId: cat.childPass.id, libelle: cat.childPass.libelle, entries: 10 });
    const answer = await enrol(late, termA, { fromDate: dayIn(56) });
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
    // The answer already has a seat on each scheduled lesson (issue 42): the rosters have the child.
    const answered = answer.body.data as Enrolment;
    expect(answered.weeks.length).toBeGreaterThan(0);
    expect(answered.weeks.every((week) => week.insId !== null && week.state === 'coming')).toBe(true);
    for (const week of answered.weeks) {
      const course = (await app.call('GET', `/webapi/Cours/${week.crsId}`, { cookie: admin })).body.data as { inscriptions: Array<{ id: number; famId: number; insStatus: number }> };
      expect(course.inscriptions.filter((ins) => ins.famId === late.famId && ins.insStatus === 1).map((ins) => ins.id)).toEqual([week.insId]);
    }
    const seated = await enrolments(late);
    expect(seated[0]!.weeks).toEqual(answered.weeks);
    // A single lesson of a term enrolment is given up with the enrolment, not one by one.
    const single = await app.call('PUT', `/webapi/Family/annule/${seated[0]!.weeks[0]!.insId}`, { cookie: late.cookie, headers: key(), body: {} });
    expect(single.body.data.errorMessage).toMatch(/^Cette séance fait partie d’une inscription au trimestre/);
    const dropped = await app.call('PUT', `/webapi/Family/enrolment/${seated[0]!.id}/drop`, { cookie: late.cookie, headers: key(), body: { fromDate: null } });
    expect((dropped.body.data as Enrolment).status).toBe('ended');
    expect(await cardUsed(late)).toBe(0);
  });

  it('answers a repeat of an enrolment (its answer lost) the same, with a position its next reads wait for', async () => {
    const again = await termFamily(app, 102, { fftId: cat.childPass.id, libelle: cat.childPass.libelle, entries: 10 });
    const headers = key();
    const body = { termId: termA, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: again.childId, cardId: again.cardId, fromDate: dayIn(56) };
    const first = await app.call('POST', '/webapi/Family/enrolment', { cookie: again.cookie, headers, body });
    const repeat = await app.call('POST', '/webapi/Family/enrolment', { cookie: again.cookie, headers, body });
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(BigInt(repeat.headers.get('plouf-position')!)).toBeGreaterThanOrEqual(BigInt(first.headers.get('plouf-position')!));
    // Refused with its own code beside its text (issue 42).
    const twice = await app.call('POST', '/webapi/Family/enrolment', { cookie: again.cookie, headers: key(), body });
    expect(twice.body.data.errorCode).toBe('AlreadyEnrolled');
    const dropped = await app.call('PUT', `/webapi/Family/enrolment/${first.body.data.id}/drop`, { cookie: again.cookie, headers: key(), body: { fromDate: null } });
    expect(dropped.body.resultCode, JSON.stringify(dropped.body)).toBe('Ok');
  });

  it('refuses a card that cannot pay every lesson, saying how many it pays', async () => {
    const poor = await termFamily(app, 100, { fftId: cat.childPass.id, libelle: cat.childPass.libelle, entries: 2 });
    const answer = await enrol(poor, termA);
    expect(answer.body.resultCode).toBe('InvalidModelState');
    expect(answer.body.data.errorMessage).toMatch(/^Cette carte ne paie que 2 séance\(s\) sur les 4 du trimestre/);
    expect(answer.body.data.errorCode).toBe('CardPaysFewerWeeks');
    // From a later week, two lessons are all it has to pay.
    const later = await enrol(poor, termA, { fromDate: dayIn(49) });
    expect(later.body.resultCode, JSON.stringify(later.body)).toBe('Ok');
    expect((later.body.data as Enrolment).weeksPaid).toBe(2);
  });

  it('fills the slot, then keeps a waiting list in order; a place given up from a week goes to the first', async () => {
    // Eight places: two taken above; six more families enrol, the next two wait.
    for (const f of families.slice(1, 7)) expect((await enrol(f, termA)).body.resultCode).toBe('Ok');
    const ninth = await enrol(families[7]!, termA);
    const tenth = await enrol(families[8]!, termA);
    expect((ninth.body.data as Enrolment).status).toBe('waiting');
    expect([(ninth.body.data as Enrolment).position, (tenth.body.data as Enrolment).position]).toEqual([1, 2]);
    const full = await enrol(families[9]!, termA, { waitingList: false });
    expect(full.body.data).toEqual({ errorMessage: 'Ce créneau est complet pour le trimestre', errorCode: 'SlotFull' });

    const first = (await enrolments(families[0]!))[0]!;
    const fromWeek = first.weeks[2]!.date.slice(0, 10);
    const dropped = await app.call('PUT', `/webapi/Family/enrolment/${first.id}/drop`, { cookie: families[0]!.cookie, headers: key(), body: { fromDate: fromWeek } });
    expect(dropped.body.resultCode, JSON.stringify(dropped.body)).toBe('Ok');
    const after = dropped.body.data as Enrolment & { untilDate: string };
    expect(after.status).toBe('ended');
    expect(after.weeks.map((week) => week.state)).toEqual(['coming', 'coming', 'dropped', 'dropped']);
    expect(await cardUsed(families[0]!)).toBe(2);
    // The first waiting gets the place from the week it was freed to the term's end; the second moves up.
    const promoted = await until(() => enrolments(families[7]!), (list) => list[0]!.status === 'enrolled' && list[0]!.weeks.every((week) => week.state === 'coming'), 'first waiting promoted');
    expect(promoted[0]!.weeks.map((week) => week.date)).toEqual(first.weeks.slice(2).map((week) => week.date));
    expect(await cardUsed(families[7]!)).toBe(2);
    expect((await enrolments(families[8]!))[0]!.position).toBe(1);
    // Another family cannot give it up, nor see it.
    const stranger = await app.call('PUT', `/webapi/Family/enrolment/${promoted[0]!.id}/drop`, { cookie: families[9]!.cookie, headers: key(), body: {} });
    expect(stranger.status).toBe(404);
  });
});

describe('opening at a set time, current families first', () => {
  it('refuses one second before each moment and accepts at it; invites the previous term’s families', async () => {
    const priority = new Date(Date.now() + 86_400_000);
    priority.setUTCMilliseconds(0);
    const opens = new Date(priority.getTime() + 86_400_000);
    const termB = (await defineTerm({ libelle: 'Trimestre B', firstDay: dayIn(70), lastDay: dayIn(100), priorityOpensAt: priority.toISOString(), opensAt: opens.toISOString() })).id;
    const current = families[1]!; // enrolled in term A
    const newcomer = families[10]!;
    try {
      app.clock.set(new Date(priority.getTime() - 1000).toISOString(), { frozen: true });
      const early = await enrol(current, termB);
      expect(early.body.data.errorMessage, JSON.stringify(early.body)).toMatch(/^Les inscriptions ouvrent le /);
      // "Not open yet" is told apart from "full" by its code, not only its text (issue 42).
      expect(early.body.data.errorCode).toBe('EnrolmentNotOpen');
      app.clock.set(priority.toISOString(), { frozen: true });
      // The right is decided on term A's slot streams: a read model behind (here, emptied of the
      // family's enrolments in term A once its invitation went) neither refuses the family nor lets the newcomer in.
      await until(
        async () => await app.platform.store.readStream(TERMS_STREAM),
        (list) => list.some((event) => event.type === 'ReenrolmentInvited' && (event.data as { termId: number; famId: number }).termId === termB && (event.data as { famId: number }).famId === current.famId),
        'the priority window invited the family',
      );
      await app.platform.pool.query('DELETE FROM term_enrolments WHERE term_id = $1 AND fam_id = $2', [termA, current.famId]);
      const notYet = (await enrol(newcomer, termB)).body.data;
      expect(notYet.errorMessage).toMatch(/^Les inscriptions sont réservées aux familles déjà inscrites/);
      expect(notYet.errorCode).toBe('PriorityOnly');
      const again = await enrol(current, termB, { reenrol: true });
      expect(again.body.resultCode, JSON.stringify(again.body)).toBe('Ok');
      app.clock.set(new Date(opens.getTime() - 1000).toISOString(), { frozen: true });
      expect((await enrol(newcomer, termB)).body.data.errorMessage).toMatch(/^Les inscriptions sont réservées aux familles déjà inscrites/);
      app.clock.set(opens.toISOString(), { frozen: true });
      expect((await enrol(newcomer, termB)).body.resultCode).toBe('Ok');
      // The scheduler fired both moments; the priority one invited every family of term A.
      const events = await until(
        async () => (await app.platform.store.readStream(TERMS_STREAM)).map((event) => event),
        (list) => list.filter((event) => event.type === 'TermOpened' && (event.data as { termId: number }).termId === termB).length === 2,
        'both moments fired',
      );
      const invited = events.filter((event) => event.type === 'ReenrolmentInvited').map((event) => (event.data as { famId: number }).famId);
      expect(invited).toContain(current.famId);
      expect(invited).not.toContain(newcomer.famId);
    } finally {
      app.clock.reset();
    }
  });
});

describe('a term’s prices (issue 43)', () => {
  type PricedSlot = { tcsId: number; piscine: { id: number }; activite: { id: number }; dates: string[]; price: { termCents: number; lessons: number; cents: number; lessonsLeft: number } | null };
  const slotsOf = async (termId: number) => ((await app.call('GET', `/webapi/Trimestre/slots?termId=${termId}`)).body.data as { slots: PricedSlot[] }).slots;
  const body = (tariff: unknown, from = 200) => ({ libelle: 'Trimestre tarifé', englishName: '', psnId: null, priorityOpensAt: null, firstDay: dayIn(from), lastDay: dayIn(from + 55), opensAt: new Date(Date.now() - 3_600_000).toISOString(), tariff });

  it('prices each slot for the whole term, its own price over its activity’s, and the lessons left in proportion', async () => {
    const same = cat.slots.find((slot) => slot.acyId === cat.slot.acyId && !(slot.psnId === cat.pool && slot.tcsId === cat.slot.tcsId));
    const unpriced = cat.slots.find((slot) => slot.acyId !== cat.slot.acyId)!;
    const tariff = { activities: [{ acyId: cat.slot.acyId, cents: 18_000 }], slots: [{ psnId: cat.pool, tcsId: cat.slot.tcsId, cents: 15_000 }] };
    const termId = (await defineTerm(body(tariff))).id;
    const read = await app.call('GET', `/webapi/Trimestre/${termId}`);
    expect(read.body.data.tariff).toEqual(tariff);
    const slots = await slotsOf(termId);
    const find = (psnId: number, tcsId: number) => slots.find((slot) => slot.piscine.id === psnId && slot.tcsId === tcsId)!;
    const own = find(cat.pool, cat.slot.tcsId);
    // Before the term starts, every lesson is left: the term's price.
    expect(own.price).toEqual({ termCents: 15_000, lessons: own.dates.length, cents: 15_000, lessonsLeft: own.dates.length });
    expect(own.dates.length).toBeGreaterThan(5);
    if (same) expect(find(same.psnId, same.tcsId).price?.termCents).toBe(18_000);
    expect(find(unpriced.psnId, unpriced.tcsId).price).toBeNull();
    // Three weeks in, the lessons left cost their share of the term's price, to the cent.
    try {
      app.clock.set(`${dayIn(221)}T12:00:00.000Z`, { frozen: true });
      const later = (await slotsOf(termId)).find((slot) => slot.piscine.id === cat.pool && slot.tcsId === cat.slot.tcsId)!;
      expect(later.price!.lessons).toBe(own.dates.length);
      expect(later.price!.lessonsLeft).toBe(later.dates.length);
      expect(later.price!.lessonsLeft).toBeLessThan(own.dates.length);
      expect(later.price!.cents).toBe(Math.round((15_000 * later.dates.length) / own.dates.length));
    } finally {
      app.clock.reset();
    }
    // A change of the tariff is the term's: the slot is priced anew, and no price is no price.
    await app.call('PUT', `/webapi/Trimestre/${termId}`, { cookie: admin, headers: key(), body: body({ activities: [], slots: [] }) });
    expect(find(cat.pool, cat.slot.tcsId).price).not.toBeNull();
    expect((await slotsOf(termId)).every((slot) => slot.price === null)).toBe(true);
  });

  it('refuses a tariff that prices something twice, names nothing the catalogue has, or a price below nothing', async () => {
    const twice = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body: body({ activities: [{ acyId: cat.slot.acyId, cents: 1 }, { acyId: cat.slot.acyId, cents: 2 }], slots: [] }, 300) });
    expect(twice.status).toBe(422);
    expect(twice.body.data.errorMessage).toMatch(/deux prix/);
    const activity = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), language: 'en', body: body({ activities: [{ acyId: 999_999, cents: 100 }], slots: [] }, 300) });
    expect(activity.status).toBe(422);
    expect(activity.body.data.errorMessage).toBe('Unknown activity: 999999');
    const slot = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body: body({ activities: [], slots: [{ psnId: cat.pool, tcsId: 999_999, cents: 100 }] }, 300) });
    expect(slot.status).toBe(422);
    expect(slot.body.data.errorMessage).toMatch(/Créneau inconnu/);
    const negative = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body: body({ activities: [{ acyId: cat.slot.acyId, cents: -1 }], slots: [] }, 300) });
    expect(negative.status).toBe(400);
    expect(negative.body.resultCode).not.toBe('Ok');
    // None of them was kept.
    const terms = (await app.call('GET', '/webapi/Trimestre/slots')).body.data as { terms: Array<{ libelle: string }> };
    expect(terms.terms.filter((term) => term.libelle === 'Trimestre tarifé')).toHaveLength(1);
  });
});
