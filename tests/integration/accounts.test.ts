import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { LOGIN_LIMITS } from '@plouf/command-api';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login();
});
afterAll(async () => app?.close());

const cookieOf = (headers: Headers) => headers.get('set-cookie')?.split(';')[0];

/** The set-password or reset link's key, as the mailer derives it from the newest request. */
async function mailedKey(userId: number, type: 'PasswordSetupRequested' | 'PasswordResetRequested') {
  // A reset is requested after the forgotten-password answer (which tells nothing either way): wait for it.
  const deadline = Date.now() + 10_000;
  let events = await app.platform.store.readStream(`account-${userId}`);
  while (!events.some((e) => e.type === type) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    events = await app.platform.store.readStream(`account-${userId}`);
  }
  const request = events.filter((e) => e.type === type).at(-1)!;
  const { requestId } = request.data as { requestId: string };
  return app.platform.keys.keyFor(type === 'PasswordSetupRequested' ? 'setup' : 'reset', requestId);
}

let visitor = 0;
/** Each sign-up from its own address (through the trusted local proxy), as different visitors would. */
async function signUp(email: string, nom = 'Durand', prenom = 'Alice') {
  visitor += 1;
  const { body } = await app.call('POST', '/webapi/Authenticate/create-account', {
    body: { userEmail: email, userNom: nom, userPrenom: prenom, userPass: '', userNewPass: '' },
    headers: { 'x-forwarded-for': `198.51.100.${visitor}` },
  });
  expect(body.resultCode).toBe('Ok');
  return body.data as { famId: number; userId: number };
}

async function setPassword(userId: number, password: string) {
  const key = await mailedKey(userId, 'PasswordSetupRequested');
  const response = await app.call('PUT', '/webapi/Authenticate/forgotten', { body: { userEncryptedToken: key, userNewPass: password, mtpId: 6 } });
  expect(response.body.resultCode).toBe('Ok');
  return cookieOf(response.headers)!;
}

describe('a family signs up', () => {
  it('creates the family and its first member, mails a set-password link, and logs in with it', async () => {
    const { famId, userId } = await signUp('alice.durand@example.fr');
    const family = await app.call('GET', `/webapi/Family/${famId}`, { cookie: admin });
    expect(family.body.data).toMatchObject({ libelle: 'Durand', membres: [{ id: userId, usrEmail: 'alice.durand@example.fr', usrPrenom: 'Alice', roles: ['Client', 'Famille'] }], commandes: [] });

    const cookie = await setPassword(userId, 'nageuse-2026');
    const me = await app.call('GET', '/webapi/Authenticate', { cookie });
    expect(me.body.data).toEqual({ id: userId, usrEmail: 'alice.durand@example.fr', libelle: 'Alice Durand', roles: ['Client', 'Famille'], famId });
    expect(await app.login('alice.durand@example.fr', 'nageuse-2026')).toBeTruthy();
  });

  it('refuses an address already used, on the field', async () => {
    await signUp('twice@example.fr');
    const { body } = await app.call('POST', '/webapi/Authenticate/create-account', { body: { userEmail: 'TWICE@example.fr', userNom: 'X' } });
    expect(body).toMatchObject({ resultCode: 'InvalidModelState', data: { errors: { userEmail: 'Cette adresse email est déjà utilisée' } } });
  });

  it('never puts a password or a key in an event', async () => {
    const { userId } = await signUp('secret.keeper@example.fr');
    await setPassword(userId, 'un-secret-bien-garde');
    const key = await mailedKey(userId, 'PasswordSetupRequested');
    const { rows } = await app.platform.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM es_events WHERE data::text LIKE '%' || $1 || '%' OR data::text LIKE '%' || $2 || '%' OR data::text LIKE '%scrypt$%'`,
      ['un-secret-bien-garde', key],
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('passwords', () => {
  it('answers an unknown address as a known one (tests/integration/family-profile.test.ts), and mails a single-use link for a known one', async () => {
    const unknown = await app.call('POST', '/webapi/Authenticate/forgotten', { body: { userEmail: 'nobody@example.fr', mtpId: 5 } });
    expect(unknown.body).toEqual({ resultCode: 'Ok', data: null });

    const { userId } = await signUp('forgetful@example.fr');
    await setPassword(userId, 'premier-mot-de-passe');
    const forgotten = await app.call('POST', '/webapi/Authenticate/forgotten', { body: { userEmail: 'forgetful@example.fr', mtpId: 5 } });
    expect(forgotten.body.resultCode).toBe('Ok');
    const key = await mailedKey(userId, 'PasswordResetRequested');
    const first = await app.call('PUT', '/webapi/Authenticate/forgotten', { body: { userEncryptedToken: key, userNewPass: 'second-mot-de-passe' } });
    expect(first.body.resultCode).toBe('Ok');
    const again = await app.call('PUT', '/webapi/Authenticate/forgotten', { body: { userEncryptedToken: key, userNewPass: 'troisieme-mot-de-passe' } });
    expect(again.body.resultCode).toBe('UnauhtorizedUser');
    expect(await app.login('forgetful@example.fr', 'second-mot-de-passe')).toBeTruthy();
  });

  it('refuses an expired link', async () => {
    const { userId } = await signUp('late@example.fr');
    const key = await mailedKey(userId, 'PasswordSetupRequested');
    await app.platform.pool.query(`UPDATE auth_keys SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [userId]);
    const { body } = await app.call('PUT', '/webapi/Authenticate/forgotten', { body: { userEncryptedToken: key, userNewPass: 'trop-tard-2026' } });
    expect(body.resultCode).toBe('UnauhtorizedUser');
  });

  it('changes a password with the old one, and closes the other sessions', async () => {
    const { userId } = await signUp('changer@example.fr');
    const first = await setPassword(userId, 'ancien-mot-de-passe');
    const second = await app.login('changer@example.fr', 'ancien-mot-de-passe');
    const wrong = await app.call('PUT', '/webapi/Authenticate', { cookie: second, body: { userEmail: 'changer@example.fr', userPass: 'pas-le-bon', userNewPass: 'nouveau-mot-de-passe' } });
    expect(wrong.body.data.errors).toEqual({ userPass: "L'ancien mot de passe est incorrect" });
    const short = await app.call('PUT', '/webapi/Authenticate', { cookie: second, body: { userPass: 'ancien-mot-de-passe', userNewPass: 'court' } });
    expect(short.body.data.errors).toEqual({ userNewPass: 'Au moins 8 caractères' });
    const changed = await app.call('PUT', '/webapi/Authenticate', { cookie: second, body: { userEmail: 'changer@example.fr', userPass: 'ancien-mot-de-passe', userNewPass: 'nouveau-mot-de-passe' } });
    expect(changed.body.resultCode).toBe('Ok');
    expect((await app.call('GET', '/webapi/Authenticate', { cookie: second })).body.resultCode).toBe('Ok');
    expect((await app.call('GET', '/webapi/Authenticate', { cookie: first })).body.resultCode).toBe('UnauhtorizedUser');
    const events = await app.platform.store.readStream(`account-${userId}`);
    expect(events.filter((e) => e.type === 'PasswordChanged').map((e) => (e.data as { via: string }).via)).toEqual(['setup', 'change']);
  });

  it('logs in once with an autolog key', async () => {
    const { userId, famId } = await signUp('autolog@example.fr');
    expect(await app.platform.keys.registerForAddress('autolog', 'autolog-request-1', 'Autolog@example.fr', famId, new Date(Date.now() + 60_000))).toBe(true);
    const key = app.platform.keys.keyFor('autolog', 'autolog-request-1');
    const first = await app.call('GET', `/webapi/Authenticate/autolog?key=${key}`);
    expect(first.body.data).toMatchObject({ id: userId });
    expect(cookieOf(first.headers)).toBeTruthy();
    const second = await app.call('GET', `/webapi/Authenticate/autolog?key=${key}`);
    expect(second.body.resultCode).toBe('UnauhtorizedUser');
  });
});

describe('members and ownership', () => {
  it('lets a family add a member, and keeps every family to its own data', async () => {
    const mine = await signUp('owner@example.fr', 'Bernard', 'Luc');
    const cookie = await setPassword(mine.userId, 'famille-bernard');
    const other = await signUp('neighbour@example.fr', 'Petit', 'Zoé');

    const added = await app.call('PUT', `/webapi/User/membre/${mine.famId}`, { cookie, body: { userEmail: 'emma.bernard@example.fr', userNom: 'Bernard', userPrenom: 'Emma', userPass: 'x'.repeat(24), userNewPass: '' } });
    expect(added.body.data).toMatchObject({ usrEmail: 'emma.bernard@example.fr', famId: mine.famId, roles: ['Client', 'Famille'] });
    const invited = await app.platform.store.readStream(`account-${added.body.data.id}`);
    expect(invited.map((e) => [e.type, (e.data as { reason: string }).reason])).toEqual([['PasswordSetupRequested', 'invited']]);

    const refused = [
      await app.call('GET', `/webapi/Family/${other.famId}`, { cookie }),
      await app.call('GET', `/webapi/User/${other.userId}`, { cookie }),
      await app.call('PUT', `/webapi/User/${other.userId}`, { cookie, body: { usrTel: '0600000000' } }),
      await app.call('PUT', `/webapi/Family/${other.famId}`, { cookie, body: { libelle: 'Piratée' } }),
      await app.call('PUT', `/webapi/User/membre/${other.famId}`, { cookie, body: { userEmail: 'intrus@example.fr', userNom: 'Intrus' } }),
      await app.call('POST', '/webapi/Authenticate/create-account', { cookie, body: { userEmail: 'intrus2@example.fr', userNom: 'Intrus', famId: other.famId } }),
      await app.call('PUT', `/webapi/User/${mine.userId}`, { cookie, body: { roles: ['AdminPlateforme'] } }),
    ];
    expect(refused.map((r) => r.body.resultCode)).toEqual(Array(7).fill('AccessForbidden'));
    expect((await app.call('GET', `/webapi/Family/${other.famId}`, { cookie: admin })).body.data.libelle).toBe('Petit');

    // Five digits that no French postcode has are refused on the field, as a typo.
    const typo = await app.call('PUT', `/webapi/Family/${mine.famId}`, { cookie, body: { address: { adrNumberWay: '12 rue des Bains', adrPostalCode: '00000', libelle: 'Paris' } } });
    expect(typo.status).toBe(400);
    expect(JSON.stringify(typo.body)).toContain('adrPostalCode');
    const own = await app.call('PUT', `/webapi/Family/${mine.famId}`, { cookie, body: { address: { adrNumberWay: '12 rue des Bains', adrPostalCode: '75011', libelle: 'Paris' } } });
    expect(own.body.data.address).toEqual({ adrNumberWay: '12 rue des Bains', adrPostalCode: '75011', libelle: 'Paris' });
    const profile = await app.call('PUT', `/webapi/User/${added.body.data.id}`, { cookie, body: { usrTel: '0611223344' } });
    expect(profile.body.data.usrTel).toBe('0611223344');
  });

  it('lets the administrator change roles, which the session sees at once', async () => {
    const { userId } = await signUp('promoted@example.fr');
    const cookie = await setPassword(userId, 'promotion-2026');
    expect((await app.call('GET', '/webapi/Contact', { cookie })).body.resultCode).toBe('AccessForbidden');
    const saved = await app.call('PUT', `/webapi/User/${userId}`, { cookie: admin, body: { roles: ['Client', 'Famille', 'AdminPlateforme'], usrNoteInterne: 'Stagiaire' } });
    expect(saved.body.data).toMatchObject({ roles: ['Client', 'Famille', 'AdminPlateforme'], usrNoteInterne: 'Stagiaire' });
    expect((await app.call('GET', '/webapi/Contact', { cookie })).body.resultCode).toBe('Ok');
    await app.call('PUT', `/webapi/User/${userId}`, { cookie: admin, body: { actDisabled: true } });
    expect((await app.call('GET', '/webapi/Authenticate', { cookie })).body.resultCode).toBe('UnauhtorizedUser');
    const filtered = await app.call('POST', '/webapi/User/filter', { cookie: admin, body: { search: 'promoted' } });
    expect(filtered.body.data.map((u: { id: number }) => u.id)).toEqual([userId]);
  });
});

describe('security', () => {
  it('limits failed logins, not people: 429 with Retry-After for the failing address, while the owner gets in from elsewhere', async () => {
    await app.createAccount({ email: 'target@example.fr', password: 'bon-mot-de-passe', roles: ['Client'] });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const login = (password: string, address: string) => app.call('POST', '/webapi/Authenticate', { body: { userEmail: 'target@example.fr', userPass: password }, headers: from(address) });
    // Successes are not counted: logging in often locks nobody out.
    for (let i = 0; i < 12; i++) expect((await login('bon-mot-de-passe', '10.7.0.3')).body.resultCode).toBe('Ok');
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(`faux-${i}`, '10.7.0.1')).body.resultCode);
    expect(codes).toEqual(Array(5).fill('UnauhtorizedUser'));
    const blocked = await login('bon-mot-de-passe', '10.7.0.1');
    expect([blocked.status, blocked.body.resultCode]).toEqual([429, 'AccessForbidden']);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.data.errorMessage).toMatch(/Trop de tentatives/);
    const owner = await login('bon-mot-de-passe', '10.7.0.2');
    expect(owner.body.resultCode).toBe('Ok');
  });

  it('caps failures on one account from many addresses: slowed down, then the password is refused to new browsers, never to the owner’s nor to the mailed link', async () => {
    const { userId } = await app.createAccount({ email: 'spread@example.fr', password: 'mot-de-passe-du-titulaire', roles: ['Client'] });
    const login = (password: string, address: string, cookie?: string) =>
      app.call('POST', '/webapi/Authenticate', { body: { userEmail: 'spread@example.fr', userPass: password }, headers: { 'x-forwarded-for': address }, ...(cookie && { cookie }) });
    // The owner's browser, which has opened the account before: it keeps a signed device cookie.
    const owner = await login('mot-de-passe-du-titulaire', '10.8.0.1');
    const device = /plouf_device=[^;]+/.exec(owner.headers.get('set-cookie') ?? '')?.[0];
    expect(device).toBeDefined();
    expect(owner.headers.get('set-cookie')).toMatch(/plouf_device=[^;]+;[^,]*HttpOnly/);

    // Ten guesses, each from its own address (so the per-address limits never trip), all at once.
    const started = Date.now();
    const guesses = await Promise.all(Array.from({ length: LOGIN_LIMITS.perAccount }, (_, i) => login(`devine-${i}`, `10.9.${i}.1`)));
    expect(guesses.map((answer) => answer.status)).toEqual(Array(LOGIN_LIMITS.perAccount).fill(401));
    // Past three failures on the account, answers are held back (up to 4 s for the tenth).
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);

    // An eleventh address, even with the right password: the password no longer opens the account here.
    const stranger = await login('mot-de-passe-du-titulaire', '10.9.99.1');
    expect([stranger.status, stranger.body.resultCode]).toEqual([429, 'AccessForbidden']);
    expect(stranger.body.data.errorMessage).toMatch(/Mot de passe oublié/);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(stranger.headers.get('set-cookie')).toBeNull();
    // A device cookie of another account, or a forged one, does not count.
    const forged = await login('mot-de-passe-du-titulaire', '10.9.99.2', `plouf_device=${userId}.AAAA.bm90LWEta2V5`);
    expect(forged.status).toBe(429);
    // The owner's browser still logs in, from a new address too.
    const back = await login('mot-de-passe-du-titulaire', '10.8.0.77', device);
    expect(back.body.resultCode).toBe('Ok');
    // And the mailed link opens the account for anyone who can read the owner's mail.
    await app.platform.keys.register('reset', 'spread-reset-1', userId, new Date(Date.now() + 60_000));
    const link = await app.call('PUT', '/webapi/Authenticate/forgotten', {
      body: { userEncryptedToken: app.platform.keys.keyFor('reset', 'spread-reset-1'), userNewPass: 'nouveau-mot-de-passe-2026' },
      headers: { 'x-forwarded-for': '10.9.99.3' },
    });
    expect(link.body.resultCode).toBe('Ok');
    // In English, the refusal says the same.
    const english = await app.call('POST', '/webapi/Authenticate', { body: { userEmail: 'spread@example.fr', userPass: 'x' }, headers: { 'x-forwarded-for': '10.9.99.4', 'accept-language': 'en' } });
    expect(english.body.data.errorMessage).toMatch(/Forgot your password/);
  });

  it('rate-limits forgotten-password requests per account, and sign-ups per address', async () => {
    await signUp('reset.spam@example.fr');
    const resets: string[] = [];
    for (let i = 0; i < 6; i++) resets.push((await app.call('POST', '/webapi/Authenticate/forgotten', { body: { userEmail: 'reset.spam@example.fr' } })).body.resultCode);
    expect(resets).toEqual([...Array(5).fill('Ok'), 'AccessForbidden']);
    const signups: string[] = [];
    for (let i = 0; i < 4; i++) signups.push((await app.call('POST', '/webapi/Authenticate/create-account', { body: { userEmail: 'signup.spam@example.fr', userNom: 'S' } })).body.resultCode);
    expect(signups[0]).toBe('Ok');
    expect(signups.slice(1, 3)).toEqual(['InvalidModelState', 'InvalidModelState']);
    expect(signups[3]).toBe('AccessForbidden');
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    await app.createAccount({ email: 'https@example.fr', password: 'https-password', roles: ['Client'] });
    const response = await fetch(`${app.url}/webapi/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ userEmail: 'https@example.fr', userPass: 'https-password' }),
    });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
    const plain = await app.call('POST', '/webapi/Authenticate', { body: { userEmail: 'https@example.fr', userPass: 'https-password' } });
    expect(plain.headers.get('set-cookie')).not.toMatch(/; Secure/);
  });
});

describe('members who do not log in (children)', () => {
  const child = { userEmail: '', userNom: 'Roux', userPrenom: 'Zoé', usrDatbirth: '2019-04-12' };
  /** What would let them in: credentials, a claimed address, a mail. */
  const loginTraces = async (userId: number) => {
    const { rows } = await app.platform.pool.query<{ credentials: number; claims: number }>(
      `SELECT (SELECT count(*)::int FROM auth_credentials WHERE user_id = $1) AS credentials, (SELECT count(*)::int FROM auth_email_claims WHERE user_id = $1) AS claims`,
      [userId],
    );
    return { ...rows[0], accountEvents: (await app.platform.store.readStream(`account-${userId}`)).length };
  };

  it('lets a family add a child with a birth date and no email, who gets no mail and can never log in', async () => {
    const mine = await signUp('parent.roux@example.fr', 'Roux', 'Paul');
    const cookie = await setPassword(mine.userId, 'famille-roux-2026');
    const added = await app.call('PUT', `/webapi/User/membre/${mine.famId}`, { cookie, body: child });
    expect(added.body.data).toMatchObject({ famId: mine.famId, usrEmail: null, usrPrenom: 'Zoé', usrNom: 'Roux', usrDatbirth: '2019-04-12', usrDatlog: null });
    const childId = added.body.data.id as number;
    expect(await loginTraces(childId)).toEqual({ credentials: 0, claims: 0, accountEvents: 0 });

    const family = await app.call('GET', `/webapi/Family/${mine.famId}`, { cookie });
    expect(family.body.data.membres.map((m: { usrPrenom: string; usrEmail: string | null }) => [m.usrPrenom, m.usrEmail])).toEqual([['Paul', 'parent.roux@example.fr'], ['Zoé', null]]);

    // Even a key made for them opens nothing: they have no session user.
    await app.platform.keys.register('setup', 'child-setup-1', childId, new Date(Date.now() + 60_000));
    const setup = await app.call('PUT', '/webapi/Authenticate/forgotten', { body: { userEncryptedToken: app.platform.keys.keyFor('setup', 'child-setup-1'), userNewPass: 'pas-de-connexion' } });
    expect(setup.body.resultCode).toBe('UnauhtorizedUser');
    await app.platform.keys.register('autolog', 'child-autolog-1', childId, new Date(Date.now() + 60_000));
    const autolog = await app.call('GET', `/webapi/Authenticate/autolog?key=${app.platform.keys.keyFor('autolog', 'child-autolog-1')}`);
    expect(autolog.body.resultCode).toBe('UnauhtorizedUser');
    expect(autolog.headers.get('set-cookie')).toBeNull();
    const forgotten = await app.call('POST', '/webapi/Authenticate/forgotten', { body: { userEmail: '' } });
    expect(forgotten.body.resultCode).not.toBe('Ok');
    expect(await loginTraces(childId)).toEqual({ credentials: 0, claims: 0, accountEvents: 0 });
  });

  it('refuses a member with neither email nor birth date, or born tomorrow, on the birth date field', async () => {
    const mine = await signUp('parent.nobirth@example.fr', 'Blanc', 'Rémi');
    const cookie = await setPassword(mine.userId, 'famille-blanc-2026');
    const missing = await app.call('PUT', `/webapi/User/membre/${mine.famId}`, { cookie, body: { ...child, usrDatbirth: undefined } });
    expect(missing.body).toMatchObject({ resultCode: 'InvalidModelState', data: { errors: { usrDatbirth: 'La date de naissance est requise pour un membre sans email' } } });
    const english = await app.call('PUT', `/webapi/User/membre/${mine.famId}`, { cookie, language: 'en', body: { ...child, usrDatbirth: null } });
    expect(english.body.data.errors).toEqual({ usrDatbirth: 'The date of birth is required for a member without an email' });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await app.call('PUT', `/webapi/User/membre/${mine.famId}`, { cookie, body: { ...child, usrDatbirth: tomorrow } });
    expect(future.body.data.errors).toEqual({ usrDatbirth: 'La date de naissance ne peut pas être dans le futur' });
    expect((await app.call('GET', `/webapi/Family/${mine.famId}`, { cookie })).body.data.membres).toHaveLength(1);
  });

  it('lets the administrator add a child to any family, and a family only to its own', async () => {
    const mine = await signUp('parent.vidal@example.fr', 'Vidal', 'Ana');
    const cookie = await setPassword(mine.userId, 'famille-vidal-2026');
    const other = await signUp('voisin.vidal@example.fr', 'Garnier', 'Hugo');
    const intruder = await app.call('PUT', `/webapi/User/membre/${other.famId}`, { cookie, body: child });
    expect(intruder.body.resultCode).toBe('AccessForbidden');
    const viaCreate = await app.call('POST', '/webapi/Authenticate/create-account', { cookie, body: { ...child, famId: other.famId } });
    expect(viaCreate.body.resultCode).toBe('AccessForbidden');

    const byAdmin = await app.call('PUT', `/webapi/User/membre/${other.famId}`, { cookie: admin, body: { ...child, userNom: 'Garnier', userPrenom: 'Lou' } });
    expect(byAdmin.body.data).toMatchObject({ famId: other.famId, usrEmail: null, usrPrenom: 'Lou', usrDatbirth: '2019-04-12' });
    expect(await loginTraces(byAdmin.body.data.id)).toEqual({ credentials: 0, claims: 0, accountEvents: 0 });
    const members = (await app.call('GET', `/webapi/Family/${other.famId}`, { cookie: admin })).body.data.membres;
    expect(members.map((m: { usrPrenom: string }) => m.usrPrenom)).toEqual(['Hugo', 'Lou']);
  });

  it('invites a child given an email later, as a new member is invited', async () => {
    const mine = await signUp('parent.leroy@example.fr', 'Leroy', 'Marc');
    const cookie = await setPassword(mine.userId, 'famille-leroy-2026');
    const childId = (await app.call('PUT', `/webapi/User/membre/${mine.famId}`, { cookie, body: { ...child, userNom: 'Leroy', userPrenom: 'Jade', usrDatbirth: '2008-06-01' } })).body.data.id as number;
    const taken = await app.call('PUT', `/webapi/User/${childId}`, { cookie, body: { usrEmail: 'parent.leroy@example.fr' } });
    expect(taken.body.data.errors).toEqual({ usrEmail: 'Cette adresse email est déjà utilisée' });
    expect(await loginTraces(childId)).toEqual({ credentials: 0, claims: 0, accountEvents: 0 });

    const given = await app.call('PUT', `/webapi/User/${childId}`, { cookie, body: { usrEmail: 'Jade.Leroy@example.fr' } });
    expect(given.body.data).toMatchObject({ usrEmail: 'jade.leroy@example.fr', usrDatbirth: '2008-06-01' });
    const invited = await app.platform.store.readStream(`account-${childId}`);
    expect(invited.map((e) => [e.type, (e.data as { reason: string; email: string }).reason, (e.data as { email: string }).email])).toEqual([['PasswordSetupRequested', 'invited', 'jade.leroy@example.fr']]);
    const jade = await setPassword(childId, 'jade-nage-2026');
    expect((await app.call('GET', '/webapi/Authenticate', { cookie: jade })).body.data).toMatchObject({ id: childId, usrEmail: 'jade.leroy@example.fr', famId: mine.famId });

    // A further change of address is an ordinary one: no second invitation.
    await app.call('PUT', `/webapi/User/${childId}`, { cookie, body: { usrEmail: 'jade@example.fr' } });
    expect(await app.platform.store.readStream(`account-${childId}`)).toHaveLength(2);
    expect(await app.login('jade@example.fr', 'jade-nage-2026')).toBeTruthy();
  });
});
