import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { eventually } from '../harness/wait.ts';

/**
 * Who read what (issue 25): the instructor's roster shows each member's age and logs one read per
 * member with a birth date (who, as what, when, on which course); the desk's family page and a
 * member's detail log the birth dates they show; a family reading its own members logs nothing; the
 * log answers the desk only, newest first, paged; a read repeated within the hour is one row; rows
 * past two years are pruned by the next write; a log that cannot be written does not stop the roster
 * (fail open). On PGlite, and on PostgreSQL with `DATABASE_URL`.
 */
let app: TestApp;
let admin: string;
let keys = 0;
const key = () => ({ 'idempotency-key': `reads-${Date.now()}-${keys++}` });
let instructor: { userId: number; cookie: string };
let family: { famId: number; parentId: number; childId: number; cookie: string };
let crsId: number;
let start: string;

interface Read {
  id: number;
  at: string;
  readerId: number;
  readerName: string | null;
  readerRole: string;
  usrId: number;
  memberName: string | null;
  what: string;
  where: string;
  crsId: number | null;
}
const log = async (query = '', cookie = admin) => (await app.call('GET', `/webapi/Family/${family.famId}/lectures${query}`, { cookie })).body.data as { items: Read[]; total: number };
/** The family's log once `check` holds (the reads are written after the answer went). */
const logWhen = (check: (items: Read[]) => boolean) => eventually(() => log('?limit=100'), (page) => check(page.items));

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
  const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
  const pool = ((await app.call('GET', '/webapi/Piscine')).body.data as { id: number }[])[0]!.id;
  const mnsId = ((await app.call('GET', '/webapi/Mns')).body.data as { id: number }[])[0]!.id;

  // The instructor: an account with the MNS role, linked to the MNS record that gives the course.
  const mnsAccount = await app.createAccount({ email: 'mns.reads@plouf.test', password: 'mns-reads-2026', roles: ['MNS'], prenom: 'Thomas', nom: 'Nageur' });
  const mns = (await app.call('GET', `/webapi/Mns/${mnsId}`, { cookie: admin })).body.data;
  const { id: _id, libelle: _l, selected: _s, detailLoaded: _d, image, ...fields } = mns;
  await app.call('PUT', `/webapi/Mns/${mnsId}`, { cookie: admin, headers: key(), body: { ...fields, imageId: image?.id ?? null, loginUserId: mnsAccount.userId } });
  instructor = { userId: mnsAccount.userId, cookie: await app.login('mns.reads@plouf.test', 'mns-reads-2026') };

  // A family: a parent who logs in and a child born eight years ago, booked on the instructor's course in two days.
  const parent = await app.createAccount({ email: 'parent.reads@plouf.test', password: 'famille-2026', roles: ['Client', 'Famille'], prenom: 'Claire', nom: 'Lecture' });
  const cookie = await app.login('parent.reads@plouf.test', 'famille-2026');
  const born = `${new Date().getUTCFullYear() - 8}-01-15`;
  const child = await app.call('PUT', `/webapi/User/membre/${parent.famId}`, { cookie, body: { userEmail: '', userNom: 'Lecture', userPrenom: 'Zoé', usrDatbirth: born } });
  expect(child.body.resultCode).toBe('Ok');
  family = { famId: parent.famId, parentId: parent.userId, childId: child.body.data.id, cookie };
  const card = await app.call('POST', `/webapi/Family/carte/${family.famId}`, { cookie: admin, headers: key(), body: { fftId: passes.find((p) => p.libelle === 'Carte 10 séances enfants')!.id } });
  start = new Date(Math.ceil((Date.now() + 48 * 3_600_000) / 60_000) * 60_000).toISOString();
  const course = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId: pool, acyId: activities.find((a) => a.libelle === 'Apprentissage de la natation')!.id, usrId: mnsId, crsDatdebut: start, crsCapaciteMax: 8 } });
  crsId = course.body.data.id;
  const booked = await app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${family.childId}&cardId=${card.body.data.id}`, { cookie, headers: key(), body: {} });
  expect(booked.body.resultCode).toBe('Ok');
});

afterAll(async () => {
  await app?.close();
});

describe('who read what', () => {
  it('logs each member age the instructor’s roster shows, once within the hour, with who and when', async () => {
    const before = Date.now();
    const mine = await app.call('GET', '/webapi/Cours/mine', { cookie: instructor.cookie });
    const course = (mine.body.data as { id: number; inscriptions: { usrId: number; memberAge: number | null }[] }[]).find((c) => c.id === crsId)!;
    // Eight years and a bit on the lesson's day: the age in months, never the birth date.
    expect(course.inscriptions).toHaveLength(1);
    expect(Math.floor(course.inscriptions[0]!.memberAge! / 12)).toBe(8);
    expect(JSON.stringify(course)).not.toContain('-01-15');

    const items = (await logWhen((items) => items.some((read) => read.where === 'roster'))).items.filter((read) => read.where === 'roster');
    expect(items).toEqual([
      { id: expect.any(Number), at: expect.any(String), readerId: instructor.userId, readerName: 'Thomas Nageur', readerRole: 'MNS', usrId: family.childId, memberName: 'Zoé Lecture', what: 'age', where: 'roster', crsId },
    ]);
    expect(new Date(items[0]!.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(items[0]!.at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // The live page reads again at every notice: the same read within the hour is not a new row.
    await app.call('GET', '/webapi/Cours/mine', { cookie: instructor.cookie });
    const again = await app.call('GET', '/webapi/Cours/mine', { cookie: admin });
    expect(again.body.resultCode).toBe('Ok');
    await app.call('GET', `/webapi/User/${family.childId}`, { cookie: admin });
    await logWhen((items) => items.some((read) => read.where === 'member'));
    expect((await log('?limit=100')).items.filter((read) => read.where === 'roster')).toHaveLength(1);
  });

  it('logs the birth dates the desk reads on the family’s page and a member’s detail, not the family’s own reads', async () => {
    const own = await app.call('GET', `/webapi/Family/${family.famId}`, { cookie: family.cookie });
    expect(own.body.data.membres.find((m: { id: number }) => m.id === family.childId).usrDatbirth).toMatch(/-01-15$/);
    await app.call('GET', `/webapi/User/${family.childId}`, { cookie: family.cookie });
    const desk = await app.call('GET', `/webapi/Family/${family.famId}`, { cookie: admin });
    expect(desk.body.resultCode).toBe('Ok');

    const { items } = await logWhen((items) => items.some((read) => read.where === 'family'));
    // Only the child has a birth date: the parent's row was not a read of one.
    expect(items.filter((read) => read.where === 'family')).toEqual([
      expect.objectContaining({ readerName: expect.any(String), readerRole: 'AdminPlateforme', usrId: family.childId, memberName: 'Zoé Lecture', what: 'birthDate', where: 'family', crsId: null }),
    ]);
    expect(items.filter((read) => read.where === 'member')).toEqual([expect.objectContaining({ readerRole: 'AdminPlateforme', usrId: family.childId, what: 'birthDate' })]);
    // The family's own reads (made before the desk's) are not in it.
    expect(items.every((read) => read.readerId !== family.parentId)).toBe(true);
    // Newest first.
    expect(items.map((read) => read.at)).toEqual([...items.map((read) => read.at)].sort().reverse());
  });

  it('answers the desk a page at a time, and refuses the family itself, another user and a visitor', async () => {
    const all = await log('?limit=100');
    expect(all.total).toBe(3);
    const first = await log('?limit=2');
    const second = await log('?limit=2&offset=2');
    expect(first).toMatchObject({ total: 3, offset: 0, limit: 2 });
    expect([...first.items, ...second.items].map((read) => read.id)).toEqual(all.items.map((read) => read.id));

    const refusedFamily = await app.call('GET', `/webapi/Family/${family.famId}/lectures`, { cookie: family.cookie });
    expect(refusedFamily.status).toBe(403);
    expect(refusedFamily.body.resultCode).toBe('AccessForbidden');
    const refusedInstructor = await app.call('GET', `/webapi/Family/${family.famId}/lectures`, { cookie: instructor.cookie, language: 'en' });
    expect(refusedInstructor.body.resultCode).toBe('AccessForbidden');
    const visitor = await app.call('GET', `/webapi/Family/${family.famId}/lectures`);
    expect(visitor.status).toBe(401);
    expect(visitor.body.resultCode).toBe('UnauhtorizedUser');
  });

  it('prunes reads older than two years with the next write', async () => {
    await app.platform.pool.query(
      `INSERT INTO personal_reads (at, reader_id, reader_role, fam_id, usr_id, what, route, crs_id) VALUES (now() - interval '800 days', $1, 'MNS', $2, $3, 'age', 'roster', NULL)`,
      [instructor.userId, family.famId, family.childId],
    );
    expect((await log('?limit=100')).total).toBe(4);
    // Another reader's read: a write, which takes the expired row with it.
    await app.call('POST', '/webapi/User/filter', { cookie: admin, body: { search: 'Lecture', limit: 10 } });
    const after = await logWhen((items) => items.some((read) => read.where === 'search'));
    expect(after.total).toBe(4);
    expect(after.items.every((read) => Date.now() - new Date(read.at).getTime() < 86_400_000)).toBe(true);
  });

  it('still answers the roster when the log cannot be written (fail open)', async () => {
    await app.platform.pool.query('ALTER TABLE personal_reads RENAME TO personal_reads_away');
    try {
      const mine = await app.call('GET', '/webapi/Cours/mine', { cookie: instructor.cookie });
      expect(mine.body.resultCode).toBe('Ok');
      expect((mine.body.data as { id: number }[]).map((c) => c.id)).toContain(crsId);
      // The write was sent before the answer: a statement sent after it runs after it (PGlite's one connection), so it failed on the missing table.
      await app.platform.pool.query('SELECT 1');
    } finally {
      await app.platform.pool.query('ALTER TABLE personal_reads_away RENAME TO personal_reads');
    }
  });
});
