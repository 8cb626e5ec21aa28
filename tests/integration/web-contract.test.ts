import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';

let app: TestApp;
let admin: string;
let client: string;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  await app.createAccount({ email: 'famille@plouf.test', password: 'famille-password', roles: ['Client', 'Famille'] });
  client = await app.login('famille@plouf.test', 'famille-password');
});
afterAll(async () => app?.close());

describe('the /webapi contract', () => {
  it('answers a new contact with the contact as the read model shows it', async () => {
    const { status, body } = await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'lea@example.fr', ctcMessage: ' Bonjour ! ', acyIds: [1, 1, 2] } });
    expect(status).toBe(200);
    expect(body.resultCode).toBe('Ok');
    expect(body.data).toMatchObject({ ctcMail: 'lea@example.fr', ctcMessage: 'Bonjour !', acyIds: [1, 2], ctcLu: false, libelle: 'lea@example.fr' });
    const read = await app.call('GET', `/webapi/Contact/${body.data.id}`, { cookie: admin });
    expect(read.body.data).toEqual(body.data);
    const list = await app.call('GET', '/webapi/Contact', { cookie: admin });
    expect(list.body.data.items.map((c: { id: number }) => c.id)).toContain(body.data.id);
  });

  it('refuses bad input with InvalidModelState and one message per field, in French by default', async () => {
    const { status, body } = await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'pas-un-email', ctcMessage: '   ', acyIds: ['x'] } });
    expect(status).toBe(400);
    expect(body.resultCode).toBe('InvalidModelState');
    expect(body.data.errors).toEqual({
      ctcMail: "Le format de l'email est invalide",
      ctcMessage: 'Ce champ est requis',
      acyIds: 'Valeur invalide (nombre entier attendu)',
    });
    expect(body.data.errorMessage).toContain('Données invalides');
  });

  it('takes a body’s numbers as JSON numbers only: a quantity "2" or true is refused, while the address’s query is read as the schema says', async () => {
    const admin = await app.login();
    for (const qty of ['2', true]) {
      const { status, body } = await app.call('POST', '/webapi/Commande', { cookie: admin, body: { famId: 1, items: [{ item: { id: 1 }, qty }] } });
      expect([status, body.resultCode]).toEqual([400, 'InvalidModelState']);
      expect(Object.keys(body.data.errors)).toEqual(['items.0.qty']);
    }
    const page = await app.call('GET', '/webapi/Contact?offset=0&limit=5&desc=true', { cookie: admin });
    expect([page.status, page.body.data.limit]).toEqual([200, 5]);
  });

  it('speaks English when the client asks for it', async () => {
    const { body } = await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'nope' }, language: 'en-GB,en;q=0.8' });
    expect(body.data.errors).toEqual({ ctcMail: 'The email format is invalid', ctcMessage: 'This field is required' });
  });

  it('refuses an activity that does not exist, on the field', async () => {
    const { body } = await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'a@b.fr', ctcMessage: 'x', acyIds: [999] } });
    expect(body).toEqual({ resultCode: 'InvalidModelState', data: { errorMessage: 'Activité inconnue : 999', errors: { acyIds: 'Activité inconnue : 999' } } });
  });

  it('refuses every admin route to anonymous callers and to families, on the server', async () => {
    const adminCalls: Array<[string, string, unknown?]> = [
      ['GET', '/webapi/Contact'],
      ['GET', '/webapi/Contact/1'],
      ['GET', '/webapi/Contact/min-date'],
      ['GET', '/webapi/Contact/filter?from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z'],
      ['PUT', '/webapi/Contact/1', { ctcLu: true }],
      ['DELETE', '/webapi/Contact/1'],
      ['PUT', '/webapi/Contact/execute', { action: 'delete', ids: [1] }],
    ];
    for (const [method, path, body] of adminCalls) {
      const anonymous = await app.call(method, path, { body });
      expect([path, anonymous.status, anonymous.body.resultCode]).toEqual([path, 401, 'UnauhtorizedUser']);
      const family = await app.call(method, path, { body, cookie: client });
      expect([path, family.status, family.body.resultCode]).toEqual([path, 403, 'AccessForbidden']);
    }
    const stillThere = await app.call('GET', '/webapi/Contact/1', { cookie: admin });
    expect(stillThere.body.resultCode).toBe('Ok');
  });

  it('lists contacts of a month, and gives the min date by the spec rule', async () => {
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const { body } = await app.call('GET', `/webapi/Contact/filter?from=${from.toISOString()}&to=${to.toISOString()}`, { cookie: admin });
    expect(body.resultCode).toBe('Ok');
    for (const contact of body.data.items) expect(new Date(contact.ctcDatadd) >= from && new Date(contact.ctcDatadd) < to).toBe(true);
    const min = await app.call('GET', '/webapi/Contact/min-date', { cookie: admin });
    const all = await app.call('GET', '/webapi/Contact?sort=date&desc=false&limit=1', { cookie: admin });
    const oldest = Date.parse(all.body.data.items[0].ctcDatadd);
    expect(Date.parse(min.body.data)).toBe(oldest);
    const backwards = await app.call('GET', `/webapi/Contact/filter?from=${to.toISOString()}&to=${from.toISOString()}`, { cookie: admin });
    expect(backwards.body.resultCode).toBe('InvalidModelState');
  });

  it('pages long lists on the server, searching and sorting there, with the month filter', async () => {
    const sent: number[] = [];
    for (let n = 0; n < 7; n++) {
      const { body } = await app.call('POST', '/webapi/Contact', { body: { ctcMail: `page${n}@example.fr`, ctcMessage: `Élève numéro ${n}` }, headers: { 'x-forwarded-for': `10.1.2.${n}` } });
      sent.push(body.data.id);
    }
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
    const first = await app.call('GET', `/webapi/Contact/filter?from=${from}&to=${to}&search=eleve&limit=3`, { cookie: admin });
    expect(first.body.data).toMatchObject({ total: 7, unread: 7, offset: 0, limit: 3 });
    expect(first.body.data.items.map((c: { id: number }) => c.id)).toEqual([...sent].reverse().slice(0, 3));
    const last = await app.call('GET', `/webapi/Contact/filter?from=${from}&to=${to}&search=ELEVE&limit=3&offset=6`, { cookie: admin });
    expect(last.body.data.items.map((c: { id: number }) => c.id)).toEqual([sent[0]]);
    const byEmail = await app.call('GET', `/webapi/Contact?search=page&sort=email&desc=false&limit=2`, { cookie: admin });
    expect(byEmail.body.data.items.map((c: { ctcMail: string }) => c.ctcMail)).toEqual(['page0@example.fr', 'page1@example.fr']);
    const tooMany = await app.call('GET', '/webapi/Contact?limit=5000', { cookie: admin });
    expect([tooMany.status, tooMany.body.resultCode]).toEqual([400, 'InvalidModelState']);
  });

  it('marks read and unread, deletes one, and runs an action on a selection', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const { body } = await app.call('POST', '/webapi/Contact', { body: { ctcMail: `bulk${n}@example.fr`, ctcMessage: 'Bonjour' } });
      ids.push(body.data.id);
    }
    const read = await app.call('PUT', `/webapi/Contact/${ids[0]}`, { cookie: admin, body: { ctcLu: true } });
    expect(read.body.data.ctcLu).toBe(true);
    const again = await app.call('PUT', `/webapi/Contact/${ids[0]}`, { cookie: admin, body: { ctcLu: true } });
    expect(again.body.data.ctcLu).toBe(true);
    const unread = await app.call('PUT', `/webapi/Contact/${ids[0]}`, { cookie: admin, body: { ctcLu: false } });
    expect(unread.body.data.ctcLu).toBe(false);

    const marked = await app.call('PUT', '/webapi/Contact/execute', { cookie: admin, body: { action: 'markRead', ids: [...ids, 987654] } });
    expect(marked.body.data).toEqual({ ids, notFound: [987654] });
    for (const id of ids) expect((await app.call('GET', `/webapi/Contact/${id}`, { cookie: admin })).body.data.ctcLu).toBe(true);

    const deleted = await app.call('PUT', '/webapi/Contact/execute', { cookie: admin, body: { action: 'delete', ids: ids.slice(1) } });
    expect(deleted.body.data.ids).toEqual(ids.slice(1));
    const gone = await app.call('GET', `/webapi/Contact/${ids[1]}`, { cookie: admin });
    expect([gone.status, gone.body.resultCode]).toEqual([404, 'FileNotFound']);
    const one = await app.call('DELETE', `/webapi/Contact/${ids[0]}`, { cookie: admin });
    expect(one.body).toEqual({ resultCode: 'Ok', data: { id: ids[0] } });
    const twice = await app.call('DELETE', `/webapi/Contact/${ids[0]}`, { cookie: admin });
    expect(twice.body.resultCode).toBe('FileNotFound');
  });

  it('keeps every change as an event in the contact stream, with who and when', async () => {
    const { body } = await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'audit@example.fr', ctcMessage: 'Bonjour' } });
    await app.call('PUT', `/webapi/Contact/${body.data.id}`, { cookie: admin, body: { ctcLu: true } });
    const events = await app.platform.store.readStream(`contact-${body.data.id}`);
    expect(events.map((e) => e.type)).toEqual(['ContactReceived', 'ContactMarkedRead']);
    expect(events[1]!.metadata.userId).toBe(1);
    expect(events[0]!.metadata.userId).toBeNull();
  });

  it("names each answer's request (X-Request-Id, unique), the correlation id of the events it stored", async () => {
    const first = await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'request.id@example.fr', ctcMessage: 'Bonjour' } });
    const again = await app.call('GET', '/webapi/Piscine/987654');
    const requestId = first.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get('x-request-id')).not.toBe(requestId);
    const [event] = await app.platform.store.readStream(`contact-${first.body.data.id}`);
    expect(event!.metadata.correlationId).toBe(requestId);
  });

  it('answers unknown paths with FileNotFound and serves an OpenAPI document', async () => {
    const missing = await app.call('GET', '/webapi/Nothing');
    expect([missing.status, missing.body.resultCode]).toEqual([404, 'FileNotFound']);
    const response = await fetch(`${app.url}/webapi/openapi.json`);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/webapi/Contact', '/webapi/Contact/{id}', '/webapi/Contact/execute', '/webapi/Authenticate']));
  });
});

describe('sessions', () => {
  it('logs in with an HttpOnly, SameSite cookie and answers the current user', async () => {
    const response = await app.call('POST', '/webapi/Authenticate', { body: { userEmail: 'ADMIN@plouf.test', userPass: 'admin-password-123' } });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await app.call('GET', '/webapi/Authenticate', { cookie: cookie.split(';')[0] });
    expect(me.body.data).toMatchObject({ usrEmail: 'admin@plouf.test', roles: ['AdminPlateforme'] });
  });

  it("says 'Erreur d'identification' for a wrong password or an unknown account", async () => {
    for (const userEmail of ['admin@plouf.test', 'nobody@plouf.test']) {
      const { status, body } = await app.call('POST', '/webapi/Authenticate', { body: { userEmail, userPass: 'wrong-password' } });
      expect([status, body]).toEqual([401, { resultCode: 'UnauhtorizedUser', data: { errorMessage: "Erreur d'identification" } }]);
    }
  });

  it('ends the session on logout, and never keeps a session id planted before login', async () => {
    const first = await app.login();
    const relogin = await app.call('POST', '/webapi/Authenticate', { cookie: first, body: { userEmail: 'admin@plouf.test', userPass: 'admin-password-123' } });
    const second = relogin.headers.get('set-cookie')!.split(';')[0]!;
    expect(second).not.toBe(first);
    expect((await app.call('GET', '/webapi/Contact', { cookie: first })).body.resultCode).toBe('UnauhtorizedUser');
    expect((await app.call('GET', '/webapi/Contact', { cookie: second })).body.resultCode).toBe('Ok');
    // Beside the HttpOnly session, a readable cookie says a session may be open (no secret in it).
    const signedIn = relogin.headers.getSetCookie().find((cookie) => cookie.startsWith('plouf_signed_in='));
    expect(signedIn).toMatch(/^plouf_signed_in=1;/);
    expect(signedIn).not.toMatch(/HttpOnly/i);
    const logout = await app.call('DELETE', '/webapi/Authenticate', { cookie: second });
    expect(logout.headers.getSetCookie().find((cookie) => cookie.startsWith('plouf_signed_in='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect((await app.call('GET', '/webapi/Contact', { cookie: second })).body.resultCode).toBe('UnauhtorizedUser');
    // A session that no longer holds clears the readable cookie: the page stops asking.
    const stale = await app.call('GET', '/webapi/Authenticate', { cookie: `${second}; plouf_signed_in=1` });
    expect(stale.body.resultCode).toBe('UnauhtorizedUser');
    expect(stale.headers.getSetCookie().find((cookie) => cookie.startsWith('plouf_signed_in='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    // And the dead session's own cookie goes with it: the next page does not mark itself signed in again.
    expect(stale.headers.getSetCookie().find((cookie) => cookie.startsWith('plouf_session='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it('marks a page asked for with a session from before as possibly signed in, and never a file', async () => {
    const cookie = await app.login();
    const page = await fetch(`${app.url}/`, { headers: { cookie, accept: 'text/html' } });
    expect(page.headers.getSetCookie().find((value) => value.startsWith('plouf_signed_in='))).toMatch(/^plouf_signed_in=1;/);
    const visitor = await fetch(`${app.url}/`, { headers: { accept: 'text/html' } });
    expect(visitor.headers.getSetCookie()).toEqual([]);
    const file = await fetch(`${app.url}/robots.txt`, { headers: { cookie } });
    expect(file.headers.getSetCookie()).toEqual([]);
  });

  it('stores no password in clear', async () => {
    const { rows } = await app.platform.pool.query<{ password_hash: string }>('SELECT password_hash FROM auth_credentials WHERE password_hash IS NOT NULL');
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain('admin-password-123');
    }
  });
});
