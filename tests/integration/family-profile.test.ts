import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { bookOn, bookingCatalogue, bookingCourse, bookingFamily, type BookingCatalogue } from '../harness/booking.ts';

/** A family edits its members and removes them; forgotten passwords disclose no one; a link is checked without being used. */
let app: TestApp;
let admin: string;
let catalogue: BookingCatalogue;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  catalogue = await bookingCatalogue(app);
}, 60_000);
afterAll(async () => app?.close());

const key = () => ({ 'idempotency-key': `profile-${Date.now()}-${Math.random()}` });

/** The newest request of a kind on a user's account stream, once it is there (the forgotten-password link is requested after the answer). */
async function requested(userId: number, type: 'PasswordSetupRequested' | 'PasswordResetRequested', count = 1) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const events = (await app.platform.store.readStream(`account-${userId}`)).filter((event) => event.type === type);
    if (events.length >= count) return events.at(-1)!.data as { requestId: string };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${type} for ${userId}`);
}

describe('forgotten password', () => {
  it('answers the same for an address with an account and one without, and mails only the first', async () => {
    const { userId } = await app.createAccount({ email: 'known.parent@example.fr', password: 'connu-2026-pass', roles: ['Client', 'Famille'] });
    const known = await app.call('POST', '/webapi/Authenticate/forgotten', { body: { userEmail: 'Known.Parent@example.fr', mtpId: 5 } });
    const unknown = await app.call('POST', '/webapi/Authenticate/forgotten', { body: { userEmail: 'nobody.here@example.fr', mtpId: 5 } });
    const english = await app.call('POST', '/webapi/Authenticate/forgotten', { body: { userEmail: 'nobody.else@example.fr', mtpId: 5 }, language: 'en' });
    expect([known.status, unknown.status, english.status]).toEqual([200, 200, 200]);
    expect(unknown.body).toEqual(known.body);
    expect(english.body).toEqual(known.body);
    expect(known.body.resultCode).toBe('Ok');
    await requested(userId, 'PasswordResetRequested');
    // Nobody owns the other addresses: no account stream got a request for them.
    const { rows } = await app.platform.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE type = 'PasswordResetRequested' AND data->>'email' LIKE 'nobody%'`);
    expect(rows[0]!.n).toBe(0);
  });

  it("keeps the spec's message for a logged-in account asking for another address than its own, whether that address exists or not", async () => {
    await app.createAccount({ email: 'someone.else@example.fr', password: 'quelquun-2026', roles: ['Client', 'Famille'] });
    await app.createAccount({ email: 'logged.in@example.fr', password: 'connecte-2026', roles: ['Client', 'Famille'] });
    const cookie = await app.login('logged.in@example.fr', 'connecte-2026');
    const existing = await app.call('POST', '/webapi/Authenticate/forgotten', { cookie, body: { userEmail: 'someone.else@example.fr' } });
    const missing = await app.call('POST', '/webapi/Authenticate/forgotten', { cookie, body: { userEmail: 'no.one@example.fr' } });
    expect(existing.body).toEqual({ resultCode: 'InvalidModelState', data: { errorMessage: 'Erreur : Le compte et le mail ne correspondent pas' } });
    expect(missing.body).toEqual(existing.body);
    const english = await app.call('POST', '/webapi/Authenticate/forgotten', { cookie, language: 'en', body: { userEmail: 'no.one@example.fr' } });
    expect(english.body.data.errorMessage).toBe('Error: the account and the email do not match');
    const own = await app.call('POST', '/webapi/Authenticate/forgotten', { cookie, body: { userEmail: 'LOGGED.IN@example.fr' } });
    expect(own.body.resultCode).toBe('Ok');
  });
});

describe('a mailed link checked on opening', () => {
  it('says whether the link works without using it: usable, then used, expired or unknown', async () => {
    const { userId } = await app.createAccount({ email: 'link.check@example.fr', password: 'lien-2026-pass', roles: ['Client', 'Famille'] });
    await app.call('POST', '/webapi/Authenticate/forgotten', { body: { userEmail: 'link.check@example.fr' } });
    const { requestId } = await requested(userId, 'PasswordResetRequested');
    const linkKey = app.platform.keys.keyFor('reset', requestId);
    const check = async (k: string) => (await app.call('GET', `/webapi/Authenticate/forgotten?key=${encodeURIComponent(k)}`)).body;

    expect(await check(linkKey)).toEqual({ resultCode: 'Ok', data: { usable: true } });
    // Checking twice does not use it: the password is still chosen with it.
    expect((await check(linkKey)).data).toEqual({ usable: true });
    const chosen = await app.call('PUT', '/webapi/Authenticate/forgotten', { body: { userEncryptedToken: linkKey, userNewPass: 'nouveau-2026-pass' } });
    expect(chosen.body.resultCode).toBe('Ok');
    expect(await check(linkKey)).toEqual({ resultCode: 'Ok', data: { usable: false } });

    const { userId: lateId } = await app.createAccount({ email: 'link.late@example.fr', password: 'tard-2026-pass', roles: ['Client', 'Famille'] });
    await app.call('POST', '/webapi/Authenticate/forgotten', { body: { userEmail: 'link.late@example.fr' } });
    const late = await requested(lateId, 'PasswordResetRequested');
    await app.platform.pool.query(`UPDATE auth_keys SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [lateId]);
    expect((await check(app.platform.keys.keyFor('reset', late.requestId))).data).toEqual({ usable: false });
    expect((await check('not-a-key-anyone-was-given')).data).toEqual({ usable: false });
    expect((await check('short')).data).toEqual({ usable: false });
  });
});

describe("a family's members", () => {
  it('lets a family edit a member (the session user follows) and refuses another family', async () => {
    const mine = await app.createAccount({ email: 'editing.parent@example.fr', password: 'famille-2026-ed', roles: ['Client', 'Famille'], nom: 'Lenoir', prenom: 'Anne' });
    const cookie = await app.login('editing.parent@example.fr', 'famille-2026-ed');
    const other = await app.createAccount({ email: 'other.parent@example.fr', password: 'autre-2026-fam', roles: ['Client', 'Famille'] });
    const renamed = await app.call('PUT', `/webapi/User/${mine.userId}`, { cookie, body: { usrPrenom: 'Annie', usrDatbirth: '1984-02-03' } });
    expect(renamed.body.data).toMatchObject({ usrPrenom: 'Annie', usrDatbirth: '1984-02-03' });
    expect((await app.call('GET', '/webapi/Authenticate', { cookie })).body.data.libelle).toBe('Annie Lenoir');
    const refused = [
      await app.call('PUT', `/webapi/User/${other.userId}`, { cookie, body: { usrPrenom: 'Pirate' } }),
      await app.call('DELETE', `/webapi/User/${other.userId}`, { cookie, headers: key() }),
      await app.call('PUT', `/webapi/Family/${other.famId}`, { cookie, body: { address: { adrNumberWay: '1 rue X', adrPostalCode: '75001', libelle: 'Paris' } } }),
    ];
    expect(refused.map((response) => response.body.resultCode)).toEqual(['AccessForbidden', 'AccessForbidden', 'AccessForbidden']);
    expect((await app.call('GET', `/webapi/User/${other.userId}`, { cookie: admin })).body.data.usrPrenom).not.toBe('Pirate');
  });

  it('removes a member: gone from the family, the users and the back-office; their sessions end, their login is refused, their address is free', async () => {
    const parent = await app.createAccount({ email: 'removing.parent@example.fr', password: 'parent-2026-rm', roles: ['Client', 'Famille'], nom: 'Moreau', prenom: 'Marc' });
    const cookie = await app.login('removing.parent@example.fr', 'parent-2026-rm');
    const partner = await app.createAccount({ email: 'leaving.partner@example.fr', password: 'partner-2026-rm', roles: ['Client', 'Famille'], famId: parent.famId, nom: 'Moreau', prenom: 'Julie' });
    const partnerCookie = await app.login('leaving.partner@example.fr', 'partner-2026-rm');
    const child = await app.call('PUT', `/webapi/User/membre/${parent.famId}`, { cookie, body: { userEmail: '', userNom: 'Moreau', userPrenom: 'Lou', usrDatbirth: '2018-03-04' } });
    const childId = child.body.data.id as number;

    // Nobody removes themselves, even with another adult staying: that adult (or the desk) does it.
    const self = await app.call('DELETE', `/webapi/User/${partner.userId}`, { cookie: partnerCookie, headers: key() });
    expect(self.body).toEqual({ resultCode: 'InvalidModelState', data: { errorMessage: 'Vous ne pouvez pas vous retirer vous-même de la famille : un autre adulte de la famille ou l’accueil peut le faire' } });

    const removed = await app.call('DELETE', `/webapi/User/${partner.userId}`, { cookie, headers: key() });
    expect(removed.body).toEqual({ resultCode: 'Ok', data: { id: partner.userId } });
    const family = (await app.call('GET', `/webapi/Family/${parent.famId}`, { cookie })).body.data;
    expect(family.membres.map((member: { usrPrenom: string }) => member.usrPrenom)).toEqual(['Marc', 'Lou']);
    expect((await app.call('GET', `/webapi/User/${partner.userId}`, { cookie: admin })).body.resultCode).toBe('FileNotFound');
    const list = (await app.call('GET', `/webapi/Family?search=Moreau`, { cookie: admin })).body.data.items as { famId: number; membersCount: number }[];
    expect(list.find((line) => line.famId === parent.famId)?.membersCount).toBe(2);

    expect((await app.call('GET', '/webapi/Authenticate', { cookie: partnerCookie })).body.resultCode).toBe('UnauhtorizedUser');
    const login = await app.call('POST', '/webapi/Authenticate', { body: { userEmail: 'leaving.partner@example.fr', userPass: 'partner-2026-rm' }, headers: { 'x-forwarded-for': '203.0.113.77' } });
    expect(login.body.resultCode).toBe('UnauhtorizedUser');
    // The address is free: the partner signs up their own family with it.
    const again = await app.call('POST', '/webapi/Authenticate/create-account', { body: { userEmail: 'leaving.partner@example.fr', userNom: 'Julie' }, headers: { 'x-forwarded-for': '203.0.113.78' } });
    expect(again.body.resultCode).toBe('Ok');

    // The last adult stays, with a clear message in French and English, even with a child left.
    const last = await app.call('DELETE', `/webapi/User/${parent.userId}`, { cookie, headers: key() });
    expect(last.body).toEqual({ resultCode: 'InvalidModelState', data: { errorMessage: 'Le dernier adulte de la famille ne peut pas être retiré' } });
    const lastEn = await app.call('DELETE', `/webapi/User/${parent.userId}`, { cookie, language: 'en', headers: key() });
    expect(lastEn.body.data.errorMessage).toBe('The last adult of the family cannot be removed');
    expect((await app.call('DELETE', `/webapi/User/${childId}`, { cookie, headers: key() })).body.resultCode).toBe('Ok');
    expect((await app.call('GET', `/webapi/Family/${parent.famId}`, { cookie })).body.data.membres).toHaveLength(1);
  });

  it('refuses to remove a member booked on a lesson to come until it is cancelled; the admin may remove too', async () => {
    const booked = await bookingFamily(app, catalogue, 9101);
    await app.call('PUT', `/webapi/User/membre/${booked.famId}`, { cookie: booked.cookie, body: { userEmail: '', userNom: 'Famille9101', userPrenom: 'Adulte', usrDatbirth: '1980-01-01' } });
    const crsId = await bookingCourse(app, admin, catalogue);
    const booking = await bookOn(app, booked, crsId);
    expect(booking.body.resultCode).toBe('Ok');
    const refused = await app.call('DELETE', `/webapi/User/${booked.userId}`, { cookie: booked.cookie, headers: key() });
    expect(refused.body).toEqual({ resultCode: 'InvalidModelState', data: { errorMessage: 'Ce membre a un cours à venir : annulez cette réservation dans « Mes réservations » avant de le retirer' } });
    const insId = (booking.body.data as { id: number }).id;
    expect((await app.call('PUT', `/webapi/Family/annule/${insId}`, { cookie: booked.cookie, headers: key(), body: {} })).body.resultCode).toBe('Ok');
    const removed = await app.call('DELETE', `/webapi/User/${booked.userId}`, { cookie: admin, headers: key() });
    expect(removed.body.resultCode).toBe('Ok');
    // The course's roster keeps the cancelled booking with the name it was made with.
    const course = (await app.call('GET', `/webapi/Cours/${crsId}`, { cookie: admin })).body.data as { inscriptions: { memberName: string }[] };
    expect(JSON.stringify(course)).toContain('Alex Famille9101');
  });
});
