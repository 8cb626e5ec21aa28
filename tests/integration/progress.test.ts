import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_MODELS, familyRoom } from '@plouf/command-api/read-models';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { linkInstructor } from '../harness/instructors.ts';
import { connectLive, nextChange, subscribe } from '../harness/socket.ts';

/**
 * Levels and progress (issue 26) through the HTTP API: an activity's levels edited by the desk, a
 * course for a level (a child below it refused, the one who reached it booked), evaluations by the
 * course's own instructor only (another instructor neither sees nor changes the roster), the
 * family's report card with the levels passed, live on the family's room, and a level passed once.
 */
let app: TestApp;
let admin: string;
let keys = 0;
const key = () => ({ 'idempotency-key': `progress-${Date.now()}-${keys++}` });
const sockets: Socket[] = [];
let acyId: number;
let levels: Array<{ lvlId: number; name: string; skills: Array<{ sklId: number; name: string }> }>;
let instructor: string;
let stranger: string;
let family: { famId: number; cookie: string; first: number; second: number; cardId: number };
let ids: { pool: number; mns: number; otherMns: number };
let minutes = 0;
const startIn = (hours: number) => new Date((Math.ceil((Date.now() + hours * 3_600_000) / 60_000) + minutes++) * 60_000).toISOString();

async function instructorAccount(mnsId: number, email: string) {
  await linkInstructor(app, admin, mnsId, { email, password: 'mns-progress-2026', prenom: 'Maître', nom: email.split('@')[0]! });
  return app.login(email, 'mns-progress-2026');
}

/** A lesson a quarter of an hour from now: its roster is open (evaluations, as presence, from half an hour before). */
async function course(lvlId: number | null, usrId = ids.mns, hours = 0.25) {
  const answer = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId: ids.pool, acyId, usrId, lvlId, crsDatdebut: startIn(hours), crsCapaciteMax: 8 } });
  expect(answer.body.resultCode).toBe('Ok');
  return answer.body.data as { id: number; lvlId?: number | null; levelName?: string };
}
const book = (crsId: number, usrId: number, language = 'fr') =>
  app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${usrId}&cardId=${family.cardId}`, { cookie: family.cookie, language, headers: key(), body: {} });
const evaluate = (crsId: number, cookie: string, body: object, headers = key()) => app.call('POST', `/webapi/Cours/${crsId}/evaluation`, { cookie, headers, body });

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
  const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
  const mns = (await app.call('GET', '/webapi/Mns')).body.data as { id: number }[];
  ids = { pool: ((await app.call('GET', '/webapi/Piscine')).body.data as { id: number }[])[0]!.id, mns: mns[0]!.id, otherMns: mns[1]!.id };
  acyId = activities.find((a) => a.libelle === 'Apprentissage de la natation')!.id;
  instructor = await instructorAccount(ids.mns, 'mns.progress@plouf.test');
  stranger = await instructorAccount(ids.otherMns, 'autre.progress@plouf.test');

  const parent = await app.createAccount({ email: 'parent.progress@plouf.test', password: 'famille-2026', roles: ['Client', 'Famille'], prenom: 'Claire', nom: 'Niveau' });
  const cookie = await app.login('parent.progress@plouf.test', 'famille-2026');
  const born = `${new Date().getUTCFullYear() - 8}-03-10`;
  const child = async (prenom: string) => {
    const answer = await app.call('PUT', `/webapi/User/membre/${parent.famId}`, { cookie, body: { userEmail: '', userNom: 'Niveau', userPrenom: prenom, usrDatbirth: born } });
    expect(answer.body.resultCode).toBe('Ok');
    return answer.body.data.id as number;
  };
  const card = await app.call('POST', `/webapi/Family/carte/${parent.famId}`, { cookie: admin, headers: key(), body: { fftId: passes.find((p) => p.libelle === 'Carte 10 séances enfants')!.id } });
  family = { famId: parent.famId, cookie, first: await child('Léa'), second: await child('Hugo'), cardId: card.body.data.id };
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
});

describe('levels and progress', () => {
  it('saves an activity’s levels from the desk only, with ids for the new ones, and refuses another activity’s ids', async () => {
    const body = {
      levels: [
        { lvlId: null, name: 'Têtard', englishName: 'Tadpole', skills: [{ sklId: null, name: 'Souffler dans l’eau', englishName: 'Blow bubbles' }, { sklId: null, name: 'Flotter sur le dos', englishName: 'Back float' }] },
        { lvlId: null, name: 'Grenouille', englishName: 'Frog', skills: [{ sklId: null, name: 'Battements de jambes', englishName: 'Flutter kick' }] },
        { lvlId: null, name: 'Dauphin', englishName: 'Dolphin', skills: [] },
      ],
    };
    expect((await app.call('PUT', `/webapi/Activity/${acyId}/niveaux`, { cookie: family.cookie, headers: key(), body })).status).toBe(403);
    const saved = await app.call('PUT', `/webapi/Activity/${acyId}/niveaux`, { cookie: admin, headers: key(), body });
    expect(saved.body.resultCode).toBe('Ok');
    levels = saved.body.data.levels;
    expect(levels.map((level) => level.name)).toEqual(['Têtard', 'Grenouille', 'Dauphin']);
    expect(levels[0]!.skills.every((skill) => skill.sklId > 0)).toBe(true);
    expect((await app.call('GET', `/webapi/Activity/${acyId}/niveaux`)).body.data).toEqual(saved.body.data);

    const aquagym = ((await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[]).find((a) => a.libelle === 'Aquagym')!.id;
    const takeOver = await app.call('PUT', `/webapi/Activity/${aquagym}/niveaux`, { cookie: admin, headers: key(), body: { levels: [{ lvlId: levels[0]!.lvlId, name: 'Volé', englishName: '', skills: [] }] } });
    expect(takeOver.status).toBe(422);
    expect(takeOver.body.resultCode).toBe('InvalidModelState');
  });

  it('evaluates a child on the roster by the course’s own instructor only, live on the family’s open report card', async () => {
    const lesson = await course(null);
    expect((await book(lesson.id, family.first)).body.resultCode).toBe('Ok');
    const tetard = levels[0]!;

    // Another instructor neither reads nor evaluates that roster; a family cannot evaluate.
    expect((await app.call('GET', `/webapi/Cours/${lesson.id}/progression`, { cookie: stranger })).status).toBe(404);
    expect((await evaluate(lesson.id, stranger, { usrId: family.first, lvlId: tetard.lvlId, ratings: [{ sklId: tetard.skills[0]!.sklId, rating: 2 }] })).status).toBe(403);
    expect((await evaluate(lesson.id, family.cookie, { usrId: family.first, lvlId: tetard.lvlId, ratings: [{ sklId: tetard.skills[0]!.sklId, rating: 2 }] })).status).toBe(403);
    // A lesson that has not come yet: nothing to evaluate on it.
    const later = await course(null, ids.mns, 48);
    expect((await book(later.id, family.first)).body.resultCode).toBe('Ok');
    const early = await evaluate(later.id, instructor, { usrId: family.first, lvlId: tetard.lvlId, ratings: [{ sklId: tetard.skills[0]!.sklId, rating: 2 }] });
    expect([early.status, early.body]).toMatchObject([409, { resultCode: 'InvalidModelState', data: { errorMessage: 'Un enfant s’évalue sur un cours venu : à partir de 30 minutes avant son début' } }]);
    // A child not on the roster is refused.
    const notOnRoster = await evaluate(lesson.id, instructor, { usrId: family.second, lvlId: tetard.lvlId, ratings: [{ sklId: tetard.skills[0]!.sklId, rating: 2 }] });
    expect([notOnRoster.status, notOnRoster.body.resultCode]).toEqual([409, 'InvalidModelState']);

    const deck = await app.call('GET', `/webapi/Cours/${lesson.id}/progression`, { cookie: instructor });
    expect(deck.body.resultCode).toBe('Ok');
    expect(deck.body.data.scale.map((step: { fr: string }) => step.fr)).toEqual(['Pas encore', 'En progrès', 'Acquis']);
    expect(deck.body.data.cards).toEqual([expect.objectContaining({ usrId: family.first, current: expect.objectContaining({ lvlId: tetard.lvlId }), history: [] })]);

    const socket = await connectLive(app.url, family.cookie);
    sockets.push(socket);
    expect(await subscribe(socket, familyRoom(family.famId))).toEqual({ ok: true });
    const live = nextChange(socket, (change) => change.readModel === READ_MODELS.progress);
    const rated = await evaluate(lesson.id, instructor, { usrId: family.first, lvlId: tetard.lvlId, ratings: [{ sklId: tetard.skills[0]!.sklId, rating: 2 }, { sklId: tetard.skills[1]!.sklId, rating: 1 }], note: 'Très à l’aise sous l’eau' });
    expect(rated.body.resultCode).toBe('Ok');
    expect(await live).toMatchObject({ ids: [family.famId], room: familyRoom(family.famId) });

    const cards = (await app.call('GET', '/webapi/Family/progression', { cookie: family.cookie })).body.data;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ usrId: family.first, memberName: 'Léa Niveau', current: { name: 'Têtard' }, levelCount: 3, passed: [] });
    expect(cards[0].current.skills.map((skill: { label: string | null }) => skill.label)).toEqual(['Acquis', 'En progrès']);
    const mnsRecord = (await app.call('GET', `/webapi/Mns/${ids.mns}`, { cookie: admin })).body.data as { usrPrenom: string; usrNom: string };
    expect(cards[0].history[0]).toMatchObject({ kind: 'evaluated', note: 'Très à l’aise sous l’eau', evaluator: `${mnsRecord.usrPrenom} ${mnsRecord.usrNom}` });
    // Another family does not read them, the desk does.
    const other = await app.createAccount({ email: 'autre.famille.progress@plouf.test', password: 'famille-2026', roles: ['Client', 'Famille'] });
    const otherCookie = await app.login('autre.famille.progress@plouf.test', 'famille-2026');
    expect((await app.call('GET', `/webapi/Family/progression?famId=${family.famId}`, { cookie: otherCookie })).body.resultCode).not.toBe('Ok');
    expect((await app.call('GET', '/webapi/Family/progression', { cookie: otherCookie })).body.data).toEqual([]);
    expect(other.famId).not.toBe(family.famId);
    expect((await app.call('GET', `/webapi/Family/progression?famId=${family.famId}`, { cookie: admin })).body.data).toEqual(cards);
  });

  it('refuses a level-restricted course to the child below it and books the one who passed the level before; a level is passed once', async () => {
    const tetardLesson = await course(null);
    expect((await book(tetardLesson.id, family.second)).body.resultCode).toBe('Ok');
    const passing = key();
    const passed = await evaluate(tetardLesson.id, instructor, { usrId: family.second, lvlId: levels[0]!.lvlId, passed: true }, passing);
    expect(passed.body.resultCode).toBe('Ok');
    expect(passed.body.data).toMatchObject({ usrId: family.second, current: { name: 'Grenouille' }, passed: [{ name: 'Têtard' }] });
    // The same request again (a phone's retry) records nothing twice; another asking to pass it again is told.
    expect((await evaluate(tetardLesson.id, instructor, { usrId: family.second, lvlId: levels[0]!.lvlId, passed: true }, passing)).body.data.passed).toHaveLength(1);
    const again = await evaluate(tetardLesson.id, admin, { usrId: family.second, lvlId: levels[0]!.lvlId, passed: true });
    expect(again.status).toBe(409);
    expect(again.body.data.errorMessage).toContain('déjà été validé');

    const frogs = await course(levels[1]!.lvlId);
    expect(frogs).toMatchObject({ lvlId: levels[1]!.lvlId, levelName: 'Grenouille', levelEnglishName: 'Frog' });
    const refused = await book(frogs.id, family.first);
    expect([refused.status, refused.body.resultCode]).toEqual([422, 'InvalidModelState']);
    expect(refused.body.data.errorMessage).toBe('Ce cours est pour le niveau Grenouille : Léa ne l’a pas encore atteint');
    expect((await book(frogs.id, family.first, 'en')).body.data.errorMessage).toBe('This lesson is for level Frog: Léa has not reached it yet');
    expect((await book(frogs.id, family.second)).body.resultCode).toBe('Ok');

    // A course's level changed alone (as its duration alone): every read model follows, none stops.
    const changed = await app.call('PUT', `/webapi/Cours/${frogs.id}`, { cookie: admin, headers: key(), body: { lvlId: levels[2]!.lvlId } });
    expect(changed.body.data).toMatchObject({ lvlId: levels[2]!.lvlId, levelName: 'Dauphin', levelEnglishName: 'Dolphin' });
    expect((await app.call('PUT', `/webapi/Cours/${frogs.id}`, { cookie: admin, headers: key(), body: { crsDureeMin: 50 } })).body.data.crsDureeMin).toBe(50);
    await app.platform.caughtUp();
    expect((await app.platform.pool.query('SELECT read_model, error FROM projection_faults')).rows).toEqual([]);

    // A course's level is checked to be its activity's.
    const wrong = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId: ids.pool, acyId, usrId: ids.mns, lvlId: 999_999, crsDatdebut: startIn(50), crsCapaciteMax: 8 } });
    expect(wrong.status).toBe(404);
  });

  it('names the level of a weekly lesson in the term’s slots, for the enrolment dialog to say who may come', async () => {
    type PoolDetail = { id: number; templateCours: Array<{ tcsId: number; acyId: number; lvlId?: number | null }>; images: { id: number }[]; mns: { id: number }[] } & Record<string, unknown>;
    const pools = (await app.call('GET', '/webapi/Piscine')).body.data as PoolDetail[];
    const pool = pools.find((candidate) => candidate.templateCours.some((template) => template.acyId === acyId))!;
    const detail = (await app.call('GET', `/webapi/Piscine/${pool.id}`)).body.data as PoolDetail;
    const template = detail.templateCours.find((candidate) => candidate.acyId === acyId)!;
    const templateCours = detail.templateCours.map((candidate) => (candidate.tcsId === template.tcsId ? { ...candidate, lvlId: levels[1]!.lvlId } : candidate));
    const saved = await app.call('PUT', `/webapi/Piscine/${pool.id}`, { cookie: admin, headers: key(), body: { ...detail, templateCours, imageIds: detail.images.map((image) => image.id), mnsIds: detail.mns.map((mns) => mns.id) } });
    expect(saved.body.resultCode).toBe('Ok');
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const term = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body: { libelle: 'Trimestre des niveaux', englishName: 'Levels term', firstDay: day(120), lastDay: day(150), psnId: null, priorityOpensAt: null, opensAt: new Date(Date.now() + 60 * 86_400_000).toISOString() } });
    expect(term.body.resultCode).toBe('Ok');
    await app.platform.caughtUp();
    const slots = (await app.call('GET', `/webapi/Trimestre/slots?termId=${term.body.data.id}&psnId=${pool.id}`)).body.data.slots as { tcsId: number; lvlId?: number | null }[];
    expect(slots.find((slot) => slot.tcsId === template.tcsId)?.lvlId).toBe(levels[1]!.lvlId);
    expect(slots.filter((slot) => slot.tcsId !== template.tcsId).every((slot) => (slot.lvlId ?? null) === (detail.templateCours.find((t) => t.tcsId === slot.tcsId)?.lvlId ?? null))).toBe(true);
  });
  it('refuses to evaluate a child marked absent on that lesson, and nothing of it reaches the report card (issue 41)', async () => {
    const lesson = await course(null);
    const booked = await book(lesson.id, family.first);
    expect(booked.body.resultCode).toBe('Ok');
    const insId = booked.body.data.id as number;
    const before = (await app.call('GET', '/webapi/Family/progression', { cookie: family.cookie })).body.data as Array<{ usrId: number; history: unknown[] }>;
    const marked = await app.call('PUT', `/webapi/Cours/${lesson.id}/presence`, { cookie: instructor, headers: key(), body: { insId, present: false } });
    expect(marked.body.resultCode).toBe('Ok');
    const tetard = levels[0]!;
    const refused = await evaluate(lesson.id, instructor, { usrId: family.first, lvlId: tetard.lvlId, ratings: [{ sklId: tetard.skills[0]!.sklId, rating: 1 }], note: 'Pas vu' });
    expect([refused.status, refused.body.resultCode]).toEqual([409, 'InvalidModelState']);
    expect(refused.body.data.errorMessage).toBe('Absence notée pour Léa Niveau à ce cours : pas d’évaluation sur un cours manqué. Si l’enfant était là, corrigez d’abord sa présence.');
    const after = (await app.call('GET', '/webapi/Family/progression', { cookie: family.cookie })).body.data as Array<{ usrId: number; history: unknown[] }>;
    expect(after.find((card) => card.usrId === family.first)?.history).toEqual(before.find((card) => card.usrId === family.first)?.history);
    // Marked present again (the instructor's mistake), the child is evaluated.
    expect((await app.call('PUT', `/webapi/Cours/${lesson.id}/presence`, { cookie: instructor, headers: key(), body: { insId, present: true } })).body.resultCode).toBe('Ok');
    expect((await evaluate(lesson.id, instructor, { usrId: family.first, lvlId: tetard.lvlId, ratings: [{ sklId: tetard.skills[0]!.sklId, rating: 1 }] })).body.resultCode).toBe('Ok');
  });

  it('answers "not found" for the levels of an activity that does not exist (issue 41)', async () => {
    const unknown = await app.call('GET', '/webapi/Activity/999999999/niveaux');
    expect([unknown.status, unknown.body.resultCode]).toEqual([404, 'FileNotFound']);
    expect(unknown.body.data.errorMessage).toBe("L'activité « 999999999 » est introuvable");
    expect((await app.call('GET', '/webapi/Activity/999999999/niveaux', { language: 'en' })).body.data.errorMessage).toBe('Activity "999999999" not found');
    expect((await app.call('GET', `/webapi/Activity/${acyId}/niveaux`)).body.resultCode).toBe('Ok');
  });
});

describe('a member’s care details', () => {
  const care = { medicalNotes: 'Asthme : ventoline dans le sac', allergies: 'Arachides', emergencyName: 'Marc Niveau', emergencyPhone: '06 12 34 56 78', photoConsent: false };

  it('are saved by the family, sealed in the events, and read by the desk and the instructor of a lesson the child is on, each read logged', async () => {
    const saved = await app.call('PUT', `/webapi/User/${family.first}/sante`, { cookie: family.cookie, headers: key(), body: care });
    expect(saved.body.resultCode).toBe('Ok');
    expect(saved.body.data).toMatchObject({ usrId: family.first, famId: family.famId, ...care, updatedAt: expect.any(String) });
    // Health data never lies in clear in the event store.
    const { rows } = await app.platform.pool.query<{ data: string }>(`SELECT data::text AS data FROM es_events WHERE type = 'MemberCareUpdated'`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) for (const secret of ['Asthme', 'Arachides', 'Marc Niveau', '06 12 34 56 78']) expect(row.data).not.toContain(secret);

    expect((await app.call('GET', `/webapi/User/${family.first}/sante`, { cookie: family.cookie })).body.data).toMatchObject(care);
    expect((await app.call('GET', `/webapi/User/${family.first}/sante`, { cookie: admin })).body.data).toMatchObject(care);
    // The instructor of the lessons Léa is on reads them (the deck shows them beside the roster); another instructor, another family do not.
    expect((await app.call('GET', `/webapi/User/${family.first}/sante`, { cookie: instructor })).body.data).toMatchObject(care);
    expect((await app.call('GET', `/webapi/User/${family.first}/sante`, { cookie: stranger })).status).toBe(403);
    const otherCookie = await app.login('autre.famille.progress@plouf.test', 'famille-2026');
    expect((await app.call('GET', `/webapi/User/${family.first}/sante`, { cookie: otherCookie })).status).toBe(403);
    expect((await app.call('PUT', `/webapi/User/${family.first}/sante`, { cookie: otherCookie, headers: key(), body: care })).status).toBe(403);

    const reads = async () => ((await app.call('GET', `/webapi/Family/${family.famId}/lectures?limit=100`, { cookie: admin })).body.data as { items: Array<{ what: string; where: string; readerRole: string }> }).items;
    let logged: Array<{ what: string; where: string; readerRole: string }> = [];
    for (let attempt = 0; attempt < 50 && logged.length < 2; attempt++) {
      logged = (await reads()).filter((read) => read.what === 'care');
      if (logged.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(logged).toEqual(expect.arrayContaining([expect.objectContaining({ readerRole: 'AdminPlateforme', where: 'member' }), expect.objectContaining({ readerRole: 'MNS', where: 'roster' })]));
  });

  it('show on the deck of a lesson the child is on', async () => {
    const lesson = await course(null);
    expect((await book(lesson.id, family.first)).body.resultCode).toBe('Ok');
    const deck = (await app.call('GET', `/webapi/Cours/${lesson.id}/progression`, { cookie: instructor })).body.data;
    expect(deck.care).toEqual([expect.objectContaining({ usrId: family.first, ...care })]);
  });

  it('go with the report cards into what the family takes away', async () => {
    const data = (await app.call('GET', `/webapi/Family/${family.famId}/donnees`, { cookie: family.cookie })).body.data;
    expect(data.care).toEqual([expect.objectContaining({ usrId: family.first, ...care })]);
    expect(data.progress.map((card: { usrId: number }) => card.usrId).sort()).toEqual([family.first, family.second].sort());
  });
});
