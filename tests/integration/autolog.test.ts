import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEntities } from '../../mailer/src/testing/parse-mail.ts';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { bookOn, bookingCatalogue, bookingCourse, bookingFamily, type BookingCatalogue } from '../harness/booking.ts';
import { mailTo } from '../harness/wait.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';

/**
 * Autolog keys (ADR 0014), through the product's mailer to a real SMTP peer: the mails that lead
 * to a family's own pages (booking, promotion from the waiting list, paid order) carry a one-time
 * key for their recipient, stored hashed; it opens the family's session once, never after its
 * week, never for another family, and never from a mail sent in test mode.
 */
let peer: SmtpPeer;
let app: TestApp;
let admin: string;
let catalogue: BookingCatalogue;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `autolog-${Date.now()}-${keyCount++}` });

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startTestApp({ seed: true, mailer: smtpMailer(peer.url) });
  admin = await app.login();
  catalogue = await bookingCatalogue(app);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await peer?.close();
});

/** The autolog key of the link to `path` in a mail's text. */
const keyIn = (text: string, path: string) => decodeURIComponent(new RegExp(`https://plouf\\.example${path}\\?key=([^\\s"<&]+)`).exec(text)?.[1] ?? '');
const autolog = (autologKey: string) => app.call('GET', `/webapi/Authenticate/autolog?key=${encodeURIComponent(autologKey)}`);
const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const storedKeys = async () => (await app.platform.pool.query<{ key_hash: string; request_id: string; user_id: number; fam_id: number | null }>(`SELECT key_hash, request_id, user_id, fam_id FROM auth_keys WHERE purpose = 'autolog'`)).rows;
const sessionOf = (headers: Headers) => /plouf_session=([^;]+)/.exec(headers.get('set-cookie') ?? '')?.[1];

describe('autolog keys in the family’s mails', () => {
  it('logs the booking’s recipient in once from the mail’s link, with a key stored only hashed', async () => {
    const family = await bookingFamily(app, catalogue, 901);
    const other = await bookingFamily(app, catalogue, 902);
    const crsId = await bookingCourse(app, admin, catalogue, 8, 12);
    expect((await bookOn(app, family, crsId)).body.resultCode).toBe('Ok');
    const mail = await mailTo(peer, 'burst-901@plouf.test', /est inscrit·e : Aquagym/);
    const mailed = keyIn(mail.text, '/profil/my-booking');
    expect(mailed.length).toBeGreaterThan(30);
    expect(decodeEntities(mail.html)).toContain(`https://plouf.example/profil/my-booking?key=${encodeURIComponent(mailed)}`);

    // The only key so far: the demo data's bookings and orders, mailed to nobody, made none
    // (the mailer follows the events in order, so the seed's were passed over before this one).
    const keys = await storedKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ key_hash: digest(mailed), user_id: family.userId, fam_id: family.famId });
    const table = JSON.stringify(await app.platform.pool.query('SELECT * FROM auth_keys').then((result) => result.rows));
    expect(table).not.toContain(mailed);

    const first = await autolog(mailed);
    expect(first.body).toMatchObject({ resultCode: 'Ok', data: { id: family.userId, famId: family.famId } });
    const session = sessionOf(first.headers);
    expect(session).toBeTruthy();
    // A session of the family's own: its bookings, not another family's.
    const bookings = await app.call('GET', '/webapi/Family/inscriptions?when=coming', { cookie: `plouf_session=${session}` });
    expect(bookings.body.data.map((row: { crsId: number }) => row.crsId)).toContain(crsId);
    expect((await app.call('GET', `/webapi/Family/${other.famId}`, { cookie: `plouf_session=${session}` })).status).toBe(403);

    // It gives no login to anyone: neither the member's address changed nor a member with one added.
    const linked = `plouf_session=${session}`;
    const moved = await app.call('PUT', `/webapi/User/${family.userId}`, { cookie: linked, body: { usrEmail: 'forwarded@plouf.test' }, headers: key() });
    expect(moved.status).toBe(403);
    expect(moved.body.data.errors.usrEmail).toBe('Pour donner ou changer une adresse de connexion, connectez-vous avec votre mot de passe');
    const added = await app.call('PUT', `/webapi/User/membre/${family.famId}`, { cookie: linked, body: { userEmail: 'forwarded@plouf.test', userNom: 'Lien', userPrenom: 'Max' }, headers: key() });
    expect(added.status).toBe(403);
    expect((await app.call('PUT', `/webapi/User/${family.userId}`, { cookie: linked, body: { usrTel: '0612345678' }, headers: key() })).body.resultCode).toBe('Ok');
    // The same family logged in with its password may (its session is not a link's).
    expect((await app.call('PUT', `/webapi/User/${family.userId}`, { cookie: family.cookie, body: { usrEmail: 'burst-901.new@plouf.test' }, headers: key() })).body.resultCode).toBe('Ok');

    const again = await autolog(mailed);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ resultCode: 'UnauhtorizedUser', data: { errorMessage: "Ce lien de connexion n'est plus valide. Connectez-vous avec votre mot de passe." } });
    expect(sessionOf(again.headers)).toBeUndefined();
  });

  it('opens one session when eight tabs use the same key at once', async () => {
    const family = await bookingFamily(app, catalogue, 907);
    await bookOn(app, family, await bookingCourse(app, admin, catalogue, 8, 16));
    const mailed = keyIn((await mailTo(peer, 'burst-907@plouf.test', /est inscrit·e/)).text, '/profil/my-booking');
    const answers = await Promise.all(Array.from({ length: 8 }, () => autolog(mailed)));
    expect(answers.map((answer) => answer.body.resultCode).sort()).toEqual(['Ok', ...Array(7).fill('UnauhtorizedUser')]);
    expect(answers.filter((answer) => sessionOf(answer.headers))).toHaveLength(1);
  });

  it('refuses a key past its week, and a key for another family than its recipient’s', async () => {
    const family = await bookingFamily(app, catalogue, 903);
    const crsId = await bookingCourse(app, admin, catalogue, 8, 13);
    await bookOn(app, family, crsId);
    const mailed = keyIn((await mailTo(peer, 'burst-903@plouf.test', /est inscrit·e/)).text, '/profil/my-booking');
    const [row] = (await storedKeys()).filter((stored) => stored.key_hash === digest(mailed));
    const lifetime = await app.platform.pool.query<{ days: number }>(`SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM auth_keys WHERE key_hash = $1`, [row!.key_hash]);
    expect(lifetime.rows[0]!.days).toBe(7);
    // A week and a minute later.
    await app.platform.pool.query(`UPDATE auth_keys SET expires_at = now() - interval '1 minute' WHERE key_hash = $1`, [row!.key_hash]);
    expect((await autolog(mailed)).body.resultCode).toBe('UnauhtorizedUser');

    // Registered for another family than the recipient's now: opens nothing.
    await app.platform.keys.registerForAddress('autolog', 'moved-family', 'burst-903@plouf.test', family.famId + 1000, new Date(Date.now() + 60_000));
    expect((await autolog(app.platform.keys.keyFor('autolog', 'moved-family'))).body.resultCode).toBe('UnauhtorizedUser');
  });

  it('puts a key in the promotion from the waiting list, for the family promoted, and none in the mere joining', async () => {
    const first = await bookingFamily(app, catalogue, 904);
    const second = await bookingFamily(app, catalogue, 905);
    const crsId = await bookingCourse(app, admin, catalogue, 1, 14);
    await bookOn(app, first, crsId);
    expect((await bookOn(app, second, crsId)).body.data.insStatus).toBe(5);
    const joined = await mailTo(peer, 'burst-905@plouf.test', /liste d’attente/);
    expect(joined.text).toContain('https://plouf.example/profil/my-booking\n');
    const mine = (await app.call('GET', '/webapi/Family/inscriptions?when=coming', { cookie: first.cookie })).body.data as { id: number; crsId: number }[];
    await app.call('PUT', `/webapi/Family/annule/${mine.find((row) => row.crsId === crsId)!.id}`, { cookie: first.cookie, headers: key(), body: {} });
    const promoted = await mailTo(peer, 'burst-905@plouf.test', /Une place s’est libérée/);
    const opened = await autolog(keyIn(promoted.text, '/profil/my-booking'));
    expect(opened.body.data).toMatchObject({ id: second.userId, famId: second.famId });
  });

  it('puts a key in the paid order’s confirmation, to the family’s orders', async () => {
    await app.createAccount({ email: 'autolog.order@plouf.test', password: 'acheteur-2026', roles: ['Client', 'Famille'], prenom: 'Léa', nom: 'Martin' });
    const cookie = await app.login('autolog.order@plouf.test', 'acheteur-2026');
    const me = (await app.call('GET', '/webapi/Authenticate', { cookie })).body.data as { id: number; famId: number };
    const cart = await app.call('POST', '/webapi/Commande/checkout', {
      cookie,
      body: { items: [{ item: { id: catalogue.adultPass.id }, qty: 1 }], address: { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' } },
      headers: key(),
    });
    const { orderId, clientSecret } = cart.body.data;
    await app.call('POST', `/webapi/Commande/${orderId}/test-payment`, { cookie, body: { clientSecret, cardNumber: '4242424242424242' }, headers: key() });
    const confirmed = await mailTo(peer, 'autolog.order@plouf.test', new RegExp(`commande Plouf n° ${orderId} est validée`));
    const opened = await autolog(keyIn(confirmed.text, '/profil/commandes'));
    expect(opened.body.data).toMatchObject({ id: me.id, famId: me.famId });
  });

  it('issues no working key in a mail sent in test mode: the test recipient logs nobody in', async () => {
    const config = { senderName: 'Plouf', testRecipient: 'recette.autolog@plouf.test', bcc: '' };
    await app.call('PUT', '/webapi/MailConfig', { cookie: admin, body: { ...config, testMode: true } });
    try {
      const family = await bookingFamily(app, catalogue, 906);
      await bookOn(app, family, await bookingCourse(app, admin, catalogue, 8, 15));
      const caught = await mailTo(peer, 'recette.autolog@plouf.test', /^\[TEST → burst-906@plouf\.test\] /);
      const mailed = keyIn(caught.text, '/profil/my-booking');
      expect(mailed).not.toBe('');
      expect((await storedKeys()).some((row) => row.key_hash === digest(mailed))).toBe(false);
      expect((await autolog(mailed)).body.resultCode).toBe('UnauhtorizedUser');
    } finally {
      await app.call('PUT', '/webapi/MailConfig', { cookie: admin, body: { ...config, testMode: false } });
    }
  });

  it('opens no session for a staff account, even from its own family’s mail', async () => {
    const { userId, famId } = await app.createAccount({ email: 'mns.parent@plouf.test', password: 'mns-parent-2026', roles: ['Client', 'Famille', 'MNS'] });
    expect(await app.platform.keys.registerForAddress('autolog', 'staff-request', 'mns.parent@plouf.test', famId, new Date(Date.now() + 60_000))).toBe(true);
    expect((await storedKeys()).find((row) => row.request_id === 'staff-request')).toMatchObject({ user_id: userId });
    expect((await autolog(app.platform.keys.keyFor('autolog', 'staff-request'))).body.resultCode).toBe('UnauhtorizedUser');
  });
});
