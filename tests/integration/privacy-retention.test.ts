import { RETENTION_DUE, retentionHandler } from '@plouf/command-api';
import { contactQueries, newsletterQueries } from '@plouf/query-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { eventually } from '../harness/wait.ts';

/**
 * Retention (issue 25): the school's periods, saved by the desk; the nightly sweep on the scheduler,
 * fired by moving the test clock, erases the contact requests past their period and the sign-ups
 * never validated in time (their keys deleted, one erasure event each), and nothing twice; the
 * desk's list of inactive families. On PGlite, and on PostgreSQL with `DATABASE_URL`.
 */
let app: TestApp;
let admin: string;
let family: string;
let keys = 0;
const key = () => ({ 'idempotency-key': `retention-${Date.now()}-${keys++}` });

/** Moves the clock and waits for the sweep of that night to be done (the next night's then waits). */
async function nightPassesTo(moment: string) {
  app.clock.set(moment);
  const done = await eventually(
    () => app.platform.pool.query<{ key: string; status: string }>(`SELECT key, status FROM due_items WHERE kind = $1 ORDER BY key`, [RETENTION_DUE]),
    ({ rows }) => rows.some((row) => row.status === 'waiting' && row.key > moment.slice(0, 10)) && rows.every((row) => row.status === 'done' || row.key > moment.slice(0, 10)),
  );
  expect(done.rows.filter((row) => row.status === 'waiting')).toHaveLength(1);
}

async function contact(email: string) {
  const answer = await app.call('POST', '/webapi/Contact', { headers: key(), body: { ctcMail: email, ctcMessage: `Bonjour, je suis ${email}`, acyIds: [] } });
  expect(answer.body.resultCode).toBe('Ok');
  return answer.body.data.id as number;
}

async function signUp(email: string) {
  const answer = await app.call('POST', '/webapi/Newsletter', { headers: key(), body: { libelle: email } });
  expect(answer.body.resultCode).toBe('Ok');
  const row = await eventually(
    () => app.platform.db.selectFrom('newsletter_subscribers').select('id').where('email', '=', email).executeTakeFirst(),
    (found) => found !== undefined,
  );
  return row!.id;
}

const keyed = async (subjects: string[]) =>
  (await app.platform.pool.query<{ subject: string }>('SELECT subject FROM personal_keys WHERE subject = ANY($1::text[]) ORDER BY subject', [subjects])).rows.map((row) => row.subject);
const erasedSubjects = async () => (await app.platform.pool.query<{ subject: string }>('SELECT subject FROM personal_erasures ORDER BY subject')).rows.map((row) => row.subject);
const erasures = async (stream: string, type: string) => (await app.platform.store.readStream(stream)).filter((event) => event.type === type);
const subscriberStream = async (subscriberId: number) => (await app.platform.pool.query<{ stream_id: string }>(`SELECT stream_id FROM es_events WHERE type = 'NewsletterSubscribed' AND (data->>'subscriberId')::int = $1 LIMIT 1`, [subscriberId])).rows[0]!.stream_id;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login();
  await app.createAccount({ email: 'retention-family@plouf.test', password: 'famille-2026', roles: ['Client', 'Famille'], nom: 'Récente' });
  family = await app.login('retention-family@plouf.test', 'famille-2026');
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('the retention periods', () => {
  it('are the defaults until the desk saves its own, within bounds, and the desk’s only', async () => {
    const read = await app.call('GET', '/webapi/Ecole/donnees-personnelles', { cookie: admin });
    expect(read.body).toEqual({ resultCode: 'Ok', data: { contactMonths: 24, signUpDays: 30, inactiveYears: 3, savedAt: null } });
    for (const [method, path] of [
      ['GET', '/webapi/Ecole/donnees-personnelles'],
      ['PUT', '/webapi/Ecole/donnees-personnelles'],
      ['GET', '/webapi/Admin/familles-inactives'],
    ] as const) {
      const body = method === 'PUT' ? { contactMonths: 1, signUpDays: 1, inactiveYears: 1 } : undefined;
      expect((await app.call(method, path, { cookie: family, body })).status).toBe(403);
      expect((await app.call(method, path, { body })).status).toBe(401);
    }
    const wrong = await app.call('PUT', '/webapi/Ecole/donnees-personnelles', { cookie: admin, headers: key(), body: { contactMonths: 0, signUpDays: 30, inactiveYears: 3 } });
    expect(wrong.status).toBe(400);
    expect((await app.call('GET', '/webapi/Ecole/donnees-personnelles', { cookie: admin })).body.data.savedAt).toBeNull();
  });
});

describe('the nightly sweep', () => {
  const old = { contact: 0, pending: 0, validated: 0, disabled: 0 };
  const recent = { contact: 0, pending: 0 };

  it('erases nothing before its time', async () => {
    await nightPassesTo('2031-01-05T10:00:00.000Z');
    old.contact = await contact('ancien@plouf.test');
    old.pending = await signUp('jamais-valide@plouf.test');
    old.validated = await signUp('valide@plouf.test');
    old.disabled = await signUp('desactive@plouf.test');
    expect((await app.call('PUT', `/webapi/Newsletter/${old.validated}`, { cookie: admin, headers: key(), body: { nwlDisabled: false } })).body.resultCode).toBe('Ok');
    expect((await app.call('PUT', `/webapi/Newsletter/${old.disabled}`, { cookie: admin, headers: key(), body: { nwlDisabled: true } })).body.resultCode).toBe('Ok');

    await nightPassesTo('2031-01-20T10:00:00.000Z');
    recent.contact = await contact('recent@plouf.test');
    recent.pending = await signUp('recent-inscrit@plouf.test');
    const subjects = [`contact-${old.contact}`, `newsletter-${old.pending}`, `newsletter-${old.validated}`, `newsletter-${old.disabled}`];
    expect(await keyed(subjects)).toEqual([...subjects].sort());
    expect(await erasedSubjects()).toEqual([]);
  });

  it('erases the sign-ups never validated after 30 days, once, and keeps the validated and the recent', async () => {
    await nightPassesTo('2031-02-10T10:00:00.000Z');
    expect(await keyed([`newsletter-${old.pending}`, `newsletter-${old.disabled}`])).toEqual([]);
    expect(await keyed([`newsletter-${old.validated}`, `newsletter-${recent.pending}`, `contact-${old.contact}`])).toHaveLength(3);
    expect(await erasedSubjects()).toEqual([`newsletter-${old.disabled}`, `newsletter-${old.pending}`].sort());
    const erased = await erasures(await subscriberStream(old.pending), 'NewsletterErased');
    expect(erased.map((event) => event.data)).toEqual([
      { subscriberId: old.pending, erasureId: expect.stringContaining(`newsletter-${old.pending}`), subjects: [`newsletter-${old.pending}`], reason: 'retention', at: expect.stringMatching(/^2031-02-10/), by: null },
    ]);
    expect(await erasures(await subscriberStream(old.validated), 'NewsletterErased')).toHaveLength(0);
  });

  it('erases the contact requests after 24 months, once, and keeps the recent', async () => {
    await nightPassesTo('2033-01-15T10:00:00.000Z');
    expect(await keyed([`contact-${old.contact}`])).toEqual([]);
    expect(await keyed([`contact-${recent.contact}`])).toEqual([`contact-${recent.contact}`]);
    const erased = await erasures(`contact-${old.contact}`, 'ContactErased');
    expect(erased.map((event) => event.data)).toEqual([{ contactId: old.contact, erasureId: expect.any(String), subjects: [`contact-${old.contact}`], reason: 'retention', at: expect.any(String), by: null }]);
    // The recent sign-up's time came too.
    expect(await keyed([`newsletter-${recent.pending}`])).toEqual([]);
    // What the erased contact said is no longer readable in its events.
    const [received] = await erasures(`contact-${old.contact}`, 'ContactReceived');
    expect(JSON.stringify(received!.data)).not.toContain('ancien@plouf.test');
  });

  it('erases nothing twice: the next night, and the same night fired again', async () => {
    const before = await erasedSubjects();
    await nightPassesTo('2033-01-17T10:00:00.000Z');
    // The same item fired a second time (a node that died before marking it done).
    const handler = retentionHandler({
      store: app.platform.store,
      pool: app.platform.pool,
      clock: app.platform.clock,
      erase: app.platform.eraseSubjects,
      newsletterStream: app.platform.newsletterStream,
      reads: {
        contactsBefore: (at, after, limit) => contactQueries(app.platform.db).receivedBefore(at, after, limit),
        signUpsBefore: (at, after, limit) => newsletterQueries(app.platform.db).unvalidatedBefore(at, after, limit),
      },
    });
    await handler({ kind: RETENTION_DUE, key: '2033-01-16', dueAt: new Date('2033-01-16T02:00:00.000Z'), payload: {}, attempt: 2, idempotencyKey: `due:${RETENTION_DUE}:2033-01-16` });
    expect(await erasedSubjects()).toEqual(before);
    expect(await erasures(`contact-${old.contact}`, 'ContactErased')).toHaveLength(1);
    expect(await erasures(await subscriberStream(old.pending), 'NewsletterErased')).toHaveLength(1);
    expect(await erasures(await subscriberStream(recent.pending), 'NewsletterErased')).toHaveLength(1);
  });

  it('follows the periods the desk saves', async () => {
    const saved = await app.call('PUT', '/webapi/Ecole/donnees-personnelles', { cookie: admin, headers: key(), body: { contactMonths: 1, signUpDays: 30, inactiveYears: 3 } });
    expect(saved.body).toEqual({ resultCode: 'Ok', data: { contactMonths: 1, signUpDays: 30, inactiveYears: 3, savedAt: expect.stringMatching(/^2033-01-17/) } });
    expect((await app.call('GET', '/webapi/Ecole/donnees-personnelles', { cookie: admin })).body.data).toEqual(saved.body.data);
    const fresh = await contact('tout-neuf@plouf.test');
    await nightPassesTo('2033-01-19T10:00:00.000Z');
    // Received two years ago: now past one month.
    expect(await keyed([`contact-${recent.contact}`])).toEqual([]);
    expect(await erasures(`contact-${recent.contact}`, 'ContactErased')).toHaveLength(1);
    expect(await keyed([`contact-${fresh}`])).toEqual([`contact-${fresh}`]);
  });
});

describe('the inactive families', () => {
  it('are those with no activity for the period, oldest first, with their last activity', async () => {
    // A family signing up now (by the clock: 2033) is active.
    const signedUp = await app.call('POST', '/webapi/Authenticate/create-account', { body: { userEmail: 'retention-newer@plouf.test', userNom: 'Nouvelle', userPrenom: 'Léa', userPass: '', userNewPass: '' } });
    expect(signedUp.body.resultCode).toBe('Ok');
    const newer = signedUp.body.data.famId as number;
    await eventually(() => app.call('GET', `/webapi/Family/${newer}`, { cookie: admin }), (answer) => answer.body.resultCode === 'Ok');
    let list = (await app.call('GET', '/webapi/Admin/familles-inactives', { cookie: admin })).body.data;
    // Three years back from 2033-01-19: the families made in 2026 (their last login too) are inactive.
    expect(list.inactiveYears).toBe(3);
    expect(list.before).toMatch(/^2030-01-19/);
    const names = list.families.map((row: { famName: string }) => row.famName);
    expect(names).toContain('Récente');
    expect(list.families.map((row: { famId: number }) => row.famId)).not.toContain(newer);
    const dates = list.families.map((row: { lastActivityAt: string }) => row.lastActivityAt);
    expect([...dates].sort()).toEqual(dates);
    expect(list.more).toBe(false);

    await app.call('PUT', '/webapi/Ecole/donnees-personnelles', { cookie: admin, headers: key(), body: { contactMonths: 1, signUpDays: 30, inactiveYears: 20 } });
    list = (await app.call('GET', '/webapi/Admin/familles-inactives', { cookie: admin })).body.data;
    expect(list).toMatchObject({ inactiveYears: 20, families: [], more: false });
  });
});

describe('what the desk deletes', () => {
  it('is erased at once: a contact request and a sign-up, one by one or a selection; deleting again finds nothing', async () => {
    app.clock.reset();
    const [one, two] = [await contact('efface-un@plouf.test'), await contact('efface-deux@plouf.test')];
    const [alone, picked] = [await signUp('efface-seul@plouf.test'), await signUp('efface-choisi@plouf.test')];
    const subjects = [`contact-${one}`, `contact-${two}`, `newsletter-${alone}`, `newsletter-${picked}`];
    expect(await keyed(subjects)).toEqual([...subjects].sort());

    expect((await app.call('DELETE', `/webapi/Contact/${one}`, { cookie: admin, headers: key() })).body.resultCode).toBe('Ok');
    const selection = await app.call('PUT', '/webapi/Contact/execute', { cookie: admin, headers: key(), body: { action: 'delete', ids: [two, 987654] } });
    expect(selection.body.data).toEqual({ ids: [two], notFound: [987654] });
    expect((await app.call('DELETE', `/webapi/Newsletter/${alone}`, { cookie: admin, headers: key() })).body.resultCode).toBe('Ok');
    expect((await app.call('PUT', '/webapi/Newsletter/execute', { cookie: admin, headers: key(), body: { action: 'delete', ids: [picked] } })).body.data.ids).toEqual([picked]);

    expect(await keyed(subjects)).toEqual([]);
    expect(await erasedSubjects()).toEqual(expect.arrayContaining(subjects));
    // Their events hold nothing readable of them any more; one erasure each, said to be the desk's deletion.
    const [received] = await erasures(`contact-${one}`, 'ContactReceived');
    expect(received!.data).toMatchObject({ email: '', message: '' });
    expect((await erasures(`contact-${two}`, 'ContactErased')).map((event) => event.data)).toEqual([expect.objectContaining({ reason: 'deleted', subjects: [`contact-${two}`] })]);
    const [subscribed] = await erasures(await subscriberStream(alone), 'NewsletterSubscribed');
    expect(subscribed!.data).toMatchObject({ email: '' });
    expect(await erasures(await subscriberStream(picked), 'NewsletterErased')).toHaveLength(1);
    // The read models and the outbox follow the erasure events as for retention's (erasure-read-models.test.ts).

    // Deleting again: not found, and nothing erased or appended twice.
    expect((await app.call('DELETE', `/webapi/Contact/${one}`, { cookie: admin, headers: key() })).status).toBe(404);
    expect((await app.call('DELETE', `/webapi/Newsletter/${alone}`, { cookie: admin, headers: key() })).status).toBe(404);
    expect(await erasures(`contact-${one}`, 'ContactErased')).toHaveLength(1);

    // The address signs up again: a new subscriber, with a new key, its address readable.
    const again = await signUp('efface-seul@plouf.test');
    expect(again).not.toBe(alone);
    expect(await keyed([`newsletter-${again}`])).toEqual([`newsletter-${again}`]);
    // A contact id the desk never had is refused before any key goes.
    expect((await app.call('DELETE', '/webapi/Contact/876543', { cookie: admin, headers: key() })).status).toBe(404);
    expect(await erasedSubjects()).not.toContain('contact-876543');
  });
});
