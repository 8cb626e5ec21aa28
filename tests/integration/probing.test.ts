import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CATALOGUE_ROOMS, ADMIN_ROOMS, CATALOGUE_ROOMS, NOTICES, READ_MODELS } from '@plouf/command-api/read-models';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { connectLive, nextChange, subscribe, type Change } from '../harness/socket.ts';

/**
 * The defects a probe of the running product found (issue 8), each shown by a test that failed
 * before its fix.
 */
let app: TestApp;
let admin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
});

const content = (slug: string) => ({ slug, pctTitle: slug, pctBaseline: '', pctSubTitle: '', pctHat: '', pctMetaTitle: '', pctMetaDesc: '', pctBody: '' });

describe('a login address and the events never disagree', () => {
  it('keeps the old address for logging in when the change cannot be recorded, and frees the new one', async () => {
    const { userId } = await app.createAccount({ email: 'before@example.fr', password: 'before-password', roles: ['Client', 'Famille'] });
    const cookie = await app.login('before@example.fr', 'before-password');
    const store = app.platform.store;
    const append = store.appendToStream.bind(store);
    // The event store refuses the next append to a family stream (a conflict, a lost connection…).
    store.appendToStream = async (streamId, events, options) => {
      if (streamId.startsWith('family-')) {
        store.appendToStream = append;
        throw new Error('the event store is unavailable');
      }
      return append(streamId, events, options);
    };
    const change = await app.call('PUT', `/webapi/User/${userId}`, { cookie, body: { usrEmail: 'after@example.fr' } });
    store.appendToStream = append;
    expect(change.status).toBe(500);

    expect((await app.call('POST', '/webapi/Authenticate', { body: { userEmail: 'after@example.fr', userPass: 'before-password' } })).body.resultCode).toBe('UnauhtorizedUser');
    expect((await app.call('POST', '/webapi/Authenticate', { body: { userEmail: 'before@example.fr', userPass: 'before-password' } })).body.resultCode).toBe('Ok');
    expect((await app.call('GET', `/webapi/User/${userId}`, { cookie })).body.data.usrEmail).toBe('before@example.fr');
    // Nobody holds the address the failed change claimed.
    expect((await app.call('POST', '/webapi/Authenticate/create-account', { body: { userEmail: 'after@example.fr', userNom: 'Autre' } })).body.resultCode).toBe('Ok');
  });

  it('moves the login to the new address once the change is recorded, and frees the old one', async () => {
    const { userId } = await app.createAccount({ email: 'moving@example.fr', password: 'moving-password', roles: ['Client', 'Famille'] });
    const cookie = await app.login('moving@example.fr', 'moving-password');
    const change = await app.call('PUT', `/webapi/User/${userId}`, { cookie, body: { usrEmail: 'Moved@Example.fr' } });
    expect(change.body.data.usrEmail).toBe('moved@example.fr');
    expect((await app.call('POST', '/webapi/Authenticate', { body: { userEmail: 'moved@example.fr', userPass: 'moving-password' } })).body.resultCode).toBe('Ok');
    expect((await app.call('POST', '/webapi/Authenticate', { body: { userEmail: 'moving@example.fr', userPass: 'moving-password' } })).body.resultCode).toBe('UnauhtorizedUser');
    expect((await app.call('POST', '/webapi/Authenticate/create-account', { body: { userEmail: 'moving@example.fr', userNom: 'Suivant' } })).body.resultCode).toBe('Ok');
    const taken = await app.call('PUT', `/webapi/User/${userId}`, { cookie, body: { usrEmail: 'moving@example.fr' } });
    expect(taken.body.data.errors).toEqual({ usrEmail: 'Cette adresse email est déjà utilisée' });
  });
});

describe('commands repeated after a lost answer act once (Idempotency-Key)', () => {
  let sent = 0;
  // Each from an address of its own: the per-address limit on contacts is not what is tested here.
  const send = (key: string, body: object) => app.call('POST', '/webapi/Contact', { body, headers: { 'idempotency-key': key, 'x-forwarded-for': `10.20.0.${++sent}` } });
  const received = async (email: string) => (await app.platform.store.readAll({ maxCount: 100_000 })).filter((event) => event.type === 'ContactReceived' && (event.data as { email: string }).email === email);

  it('answers a repeat with the first result and appends nothing', async () => {
    const body = { ctcMail: 'twice@example.fr', ctcMessage: 'Une seule fois' };
    const first = await send('key-0001-twice', body);
    const again = await send('key-0001-twice', body);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await received('twice@example.fr')).toHaveLength(1);
    const other = await send('key-0002-twice', body);
    expect(other.body.data.id).not.toBe(first.body.data.id);
  });

  it('acts once for a burst of the same request (a double click), and refuses the key for another request', async () => {
    const body = { ctcMail: 'burst@example.fr', ctcMessage: 'Clic clic clic' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => send('key-0003-burst', body)));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await received('burst@example.fr')).toHaveLength(1);
    const reused = await send('key-0003-burst', { ...body, ctcMessage: 'Autre chose' });
    expect([reused.status, reused.body.resultCode]).toEqual([422, 'InvalidModelState']);
  });

  it('repeats a request whose process died after appending, with the same ids and nothing appended twice', async () => {
    const body = { ctcMail: 'crash@example.fr', ctcMessage: 'Avant la panne' };
    const first = await send('key-0004-crash', body);
    // As if the process had died after the append, before keeping the answer: its lease is over.
    await app.platform.pool.query(`UPDATE command_idempotency SET status = NULL, body = NULL, locked_until = now() - interval '1 minute' WHERE key = 'key-0004-crash'`);
    const retry = await send('key-0004-crash', body);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await received('crash@example.fr')).toHaveLength(1);
  });

  it('repeats a catalogue save whose process died after it was stored: the same pool, not "address taken"', async () => {
    const pool = { libelle: 'Après panne', psnLargeurCm: 0, psnLongueurCm: 0, psnDepthMinCm: 0, psnDepthMaxCm: 0, address: { adrNumberWay: '2 rue', adrPostalCode: '75002', libelle: 'Paris' }, content: content('apres-panne') };
    const headers = { 'idempotency-key': 'key-0006-pool-crash' };
    const first = await app.call('POST', '/webapi/Piscine', { cookie: admin, body: pool, headers });
    await app.platform.pool.query(`UPDATE command_idempotency SET status = NULL, body = NULL, locked_until = now() - interval '1 minute' WHERE key = 'key-0006-pool-crash'`);
    const retry = await app.call('POST', '/webapi/Piscine', { cookie: admin, body: pool, headers });
    expect([retry.status, retry.body.data.id]).toEqual([200, first.body.data.id]);
    const added = (await app.platform.store.readAll({ maxCount: 100_000 })).filter((event) => event.type === 'PoolAdded' && (event.data as { id: number }).id === first.body.data.id);
    expect(added).toHaveLength(1);
  });

  it('answers a refused request sent again with its refusal; once what stood in its way is gone, a new action runs', async () => {
    const headers = { 'idempotency-key': 'key-0007-slug' };
    const page = (slug: string) => ({ libelle: 'Tarifs', content: content(slug) });
    const holder = await app.call('POST', '/webapi/Page', { cookie: admin, body: page('tarifs-ete') });
    const refused = await app.call('POST', '/webapi/Page', { cookie: admin, body: page('tarifs-ete'), headers });
    expect([refused.status, refused.body.data.errors]).toEqual([409, expect.objectContaining({ 'content.slug': expect.any(String) })]);
    await app.call('PUT', `/webapi/Page/${holder.body.data.id}`, { cookie: admin, body: page('tarifs-hiver') });
    const again = await app.call('POST', '/webapi/Page', { cookie: admin, body: page('tarifs-ete'), headers });
    expect([again.status, again.headers.get('idempotent-replayed'), again.body]).toEqual([refused.status, 'true', refused.body]);
    const anew = await app.call('POST', '/webapi/Page', { cookie: admin, body: page('tarifs-ete'), headers: { 'idempotency-key': 'key-0007-slug-again' } });
    expect([anew.status, anew.body.data.content.slug]).toEqual([200, 'tarifs-ete']);
  });

  it('replays an answer even to an address that has reached its limit', async () => {
    const from = { 'x-forwarded-for': '10.21.0.1' };
    for (let n = 0; n < 9; n++) await app.call('POST', '/webapi/Contact', { body: { ctcMail: `limit${n}@example.fr`, ctcMessage: 'x' }, headers: from });
    const body = { ctcMail: 'tenth@example.fr', ctcMessage: 'La dixième' };
    const tenth = await app.call('POST', '/webapi/Contact', { body, headers: { ...from, 'idempotency-key': 'key-0008-limit' } });
    const again = await app.call('POST', '/webapi/Contact', { body, headers: { ...from, 'idempotency-key': 'key-0008-limit' } });
    expect([again.status, again.body]).toEqual([200, tenth.body]);
    const eleventh = await app.call('POST', '/webapi/Contact', { body: { ...body, ctcMessage: 'La onzième' }, headers: { ...from, 'idempotency-key': 'key-0009-limit' } });
    expect(eleventh.status).toBe(429);
  });

  it('makes one pool of a catalogue save sent twice', async () => {
    const pool = { libelle: 'Deux fois', psnLargeurCm: 0, psnLongueurCm: 0, psnDepthMinCm: 0, psnDepthMaxCm: 0, address: { adrNumberWay: '1 rue', adrPostalCode: '75001', libelle: 'Paris' }, content: content('deux-fois') };
    const headers = { 'idempotency-key': 'key-0005-pool' };
    const [a, b] = await Promise.all([app.call('POST', '/webapi/Piscine', { cookie: admin, body: pool, headers }), app.call('POST', '/webapi/Piscine', { cookie: admin, body: pool, headers })]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const pools = (await app.call('GET', '/webapi/Piscine', { cookie: admin })).body.data as { libelle: string }[];
    expect(pools.filter((row) => row.libelle === 'Deux fois')).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('refuses impossible dates as dates, field by field', async () => {
    for (const day of ['2026-02-30', '0000-00-00', '9999-99-99', '2026-13-01', '26-01-01']) {
      const answer = await app.call('POST', '/webapi/Blog', { cookie: admin, body: { libelle: 'Date', content: content(`date-${day.replace(/\D/g, '')}`), blgDatpub: day } });
      expect([day, answer.status, answer.body.data.errors]).toEqual([day, 400, { blgDatpub: 'Date invalide' }]);
    }
    const leap = await app.call('POST', '/webapi/Blog', { cookie: admin, body: { libelle: 'Bissextile', content: content('bissextile'), blgDatpub: '2028-02-29' } });
    expect(leap.body.data.blgDatpub).toBe('2028-02-29');
  });

  it('refuses NUL bytes and lone surrogates at the edge, and ids past 32 bits, with the envelope', async () => {
    const nul = await fetch(`${app.url}/webapi/Authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"userEmail":"a\\u0000b","userPass":"x"}' });
    expect([nul.status, ((await nul.json()) as { data: { errors: unknown } }).data.errors]).toEqual([400, { userEmail: 'Caractère interdit (caractère nul ou mal encodé)' }]);
    const lone = await fetch(`${app.url}/webapi/Contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"ctcMail":"a@b.fr","ctcMessage":"hi \\ud800"}' });
    expect([lone.status, ((await lone.json()) as { resultCode: string }).resultCode]).toEqual([400, 'InvalidModelState']);
    const big = await app.call('GET', '/webapi/Piscine/2147483648');
    expect([big.status, big.body.resultCode]).toEqual([400, 'InvalidModelState']);
    const list = await app.call('PUT', '/webapi/Contact/execute', { cookie: admin, body: { action: 'delete', ids: [2147483648] } });
    expect([list.status, list.body.resultCode]).toEqual([400, 'InvalidModelState']);
  });

  it('keeps the envelope when the headers are too long for the server', async () => {
    const response = await fetch(`${app.url}/webapi/Piscine`, { headers: { cookie: `x=${'a'.repeat(20_000)}` } });
    expect(response.status).toBe(431);
    expect(((await response.json()) as { resultCode: string }).resultCode).toBe('InvalidModelState');
  });

  it("refuses a NUL byte in an upload's title", async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const answer = await app.upload(admin, { bytes: png, fileName: 'pixel.png', type: 'image/png' }, 'Titre\u0000caché');
    expect([answer.status, answer.body.resultCode]).toEqual([400, 'InvalidModelState']);
  });

  it('keeps the envelope for a too long path parameter and a malformed URL', async () => {
    const long = await app.call('GET', `/webapi/Piscine/${'9'.repeat(3000)}`);
    expect([long.status < 500, long.body.resultCode]).toEqual([true, 'InvalidModelState']);
    const malformed = await fetch(`${app.url}/webapi/Piscine/%E0%A4%A`);
    expect([malformed.status, ((await malformed.json()) as { resultCode: string }).resultCode]).toEqual([400, 'InvalidModelState']);
  });

  it('answers FileNotFound for a family that does not exist', async () => {
    const missing = await app.call('PUT', '/webapi/Family/999', { cookie: admin, body: { libelle: 'Personne' } });
    expect([missing.status, missing.body.resultCode]).toEqual([404, 'FileNotFound']);
    const empty = await app.call('PUT', '/webapi/Family/999', { cookie: admin, body: {} });
    expect([empty.status, empty.body.resultCode]).toEqual([404, 'FileNotFound']);
  });
});

describe('failed logins', () => {
  it('are counted as they come, even sent all at once', async () => {
    await app.createAccount({ email: 'burst.target@example.fr', password: 'burst-password', roles: ['Client'] });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.call('POST', '/webapi/Authenticate', { body: { userEmail: 'burst.target@example.fr', userPass: `faux-${i}` }, headers: { 'x-forwarded-for': '10.40.0.1' } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
  });
});

describe('security headers', () => {
  it('sends a content security policy, nosniff, frame and referrer rules on pages, calls and images; HSTS only over HTTPS', async () => {
    for (const path of ['/webapi/Piscine', '/images/01/no-image.png', '/webapi/Nothing']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    const secure = await fetch(`${app.url}/webapi/Piscine`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('live rooms follow the session', () => {
  const open = async (cookie?: string) => {
    const socket = await connectLive(app.url, cookie);
    sockets.push(socket);
    return socket;
  };

  it('takes a socket out of the admin rooms when its session logs out', async () => {
    const cookie = await app.login();
    const socket = await open(cookie);
    expect(await subscribe(socket, ADMIN_ROOMS.contacts)).toEqual({ ok: true });
    const revoked = new Promise<{ room: string }>((resolve) => socket.once('revoked', resolve));
    await app.call('DELETE', '/webapi/Authenticate', { cookie });
    expect(await revoked).toEqual({ room: ADMIN_ROOMS.contacts });
    const leaked: Change[] = [];
    socket.on('change', (change: Change) => leaked.push(change));
    // A second admin still hears of new contacts; the logged-out socket does not.
    const watcher = await open(await app.login());
    await subscribe(watcher, ADMIN_ROOMS.contacts);
    const heard = nextChange(watcher, (change) => change.readModel === READ_MODELS.contacts);
    await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'after.logout@example.fr', ctcMessage: 'Après' }, headers: { 'x-forwarded-for': '10.30.0.1' } });
    await heard;
    expect(leaked).toEqual([]);
  });

  it('takes a socket out of the admin rooms when its user loses the role', async () => {
    const { userId } = await app.createAccount({ email: 'second.admin@example.fr', password: 'second-admin-password', roles: ['AdminPlateforme'] });
    const socket = await open(await app.login('second.admin@example.fr', 'second-admin-password'));
    expect(await subscribe(socket, ADMIN_CATALOGUE_ROOMS.blog)).toEqual({ ok: true });
    const revoked = new Promise<{ room: string }>((resolve) => socket.once('revoked', resolve));
    await app.call('PUT', `/webapi/User/${userId}`, { cookie: admin, body: { roles: ['Client'] } });
    expect(await revoked).toEqual({ room: ADMIN_CATALOGUE_ROOMS.blog });
  });

  it("never tells the public blog room of a draft, while the administrators' room hears of it", async () => {
    const visitor = await open();
    await subscribe(visitor, CATALOGUE_ROOMS.blog);
    const backOffice = await open(admin);
    await subscribe(backOffice, ADMIN_CATALOGUE_ROOMS.blog);
    const publicIds: number[] = [];
    visitor.on('change', (change: Change) => publicIds.push(...change.ids));
    const adminHeard = nextChange(backOffice, (change) => change.readModel === NOTICES.blog);
    const draft = await app.call('POST', '/webapi/Blog', { cookie: admin, body: { libelle: 'Secret', content: content('brouillon-secret'), blgDatpub: null } });
    expect((await adminHeard).ids).toContain(draft.body.data.id);
    // Publishing it tells visitors: the next notice reaches the public room.
    const published = nextChange(visitor, (change) => change.readModel === NOTICES.blog);
    await app.call('PUT', `/webapi/Blog/${draft.body.data.id}`, { cookie: admin, body: { libelle: 'Secret', content: content('brouillon-secret'), blgDatpub: '2026-01-01' } });
    expect((await published).ids).toEqual([draft.body.data.id]);
    expect(publicIds).toEqual([draft.body.data.id]);
  });
});

describe('a read model that is late', () => {
  it('answers 202 with what was stored, never "not found"', async () => {
    const late = await startTestApp({ projections: false, readModelWaitMs: 200 });
    try {
      // A new contact is answered as decided (issue 42), whatever its read model; a newsletter
      // sign-up is answered from its read model, which never moves here.
      const sent = await late.call('POST', '/webapi/Contact', { body: { ctcMail: 'late@example.fr', ctcMessage: 'En retard' } });
      expect(sent.status).toBe(200);
      expect((await late.platform.store.readStream(`contact-${sent.body.data.id}`)).map((event) => event.type)).toEqual(['ContactReceived']);
      const answer = await late.call('POST', '/webapi/Newsletter', { body: { libelle: 'late@example.fr' } });
      expect(answer.status).toBe(202);
      expect(answer.body).toMatchObject({ resultCode: 'Ok', data: { accepted: true, readModel: READ_MODELS.newsletter, message: expect.stringMatching(/enregistré/) } });
      const events = await late.platform.store.readAll({ after: 0n, maxCount: 1000 });
      expect(events.filter((event) => event.type === 'NewsletterSubscribed')).toHaveLength(1);
    } finally {
      await late.close();
    }
  });
});
