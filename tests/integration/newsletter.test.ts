import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail } from '../../mailer/src/testing/parse-mail.ts';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { eventually, mailTo } from '../harness/wait.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';

/**
 * The newsletter through the product's own mailer to a real SMTP peer: sign-up (the address stays
 * disabled), the mailed link that validates it, the one-click unsubscription of mail clients
 * (RFC 8058) and the link's, at most a mail an hour to one address whatever is asked, nothing
 * disclosed by the answers, and the back-office's list, actions and export.
 */
let peer: SmtpPeer;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startTestApp({
    mailer: smtpMailer(peer.url),
  });
  admin = await app.login();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await peer?.close();
});

const mailsTo = (email: string) => peer.received.filter((mail) => mail.envelopeTo.includes(email)).map((mail) => parseMail(mail.raw));
const signUp = (email: string, language = 'fr') => app.call('POST', '/webapi/Newsletter', { body: { libelle: email, mtpId: 11 }, language });
const subscriber = async (email: string) => {
  const page = await app.call('GET', `/webapi/Newsletter?search=${encodeURIComponent(email)}`, { cookie: admin });
  return (page.body.data.items as { id: number; libelle: string; nwlStatus: string; nwlDisabled: boolean; nwlDatvalid: string | null; nwlDatdel: string | null }[]).find((item) => item.libelle === email);
};
const keyIn = (text: string, param: string) => decodeURIComponent(new RegExp(`[?&]${param}=([^\\s&"<]+)`).exec(text)![1]!);
let markers = 0;
/**
 * Waits until a mail that should not come would have come: a later sign-up's mail has arrived. The
 * mailer turns events into outbox mails in the order of `$all` and sends them in that order, so any
 * mail the earlier request caused is in by then.
 */
const quietly = async () => {
  const marker = `marker-${markers++}@plouf.test`;
  await signUp(marker);
  await mailTo(peer, marker, /Confirmez votre inscription/);
};

describe('the newsletter, through a real SMTP peer', () => {
  it('signs up disabled, mails a link that validates the address, with a one-click way out', async () => {
    const signed = await signUp('Lea.News@plouf.test');
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({ resultCode: 'Ok', data: { libelle: 'lea.news@plouf.test' } });
    expect(await subscriber('lea.news@plouf.test')).toMatchObject({ nwlStatus: 'pending', nwlDisabled: true, nwlDatvalid: null });

    const mail = await mailTo(peer, 'lea.news@plouf.test', /Confirmez votre inscription à la newsletter Plouf/);
    expect(mail.text).toContain('https://plouf.example/?newsletter=');
    expect(mail.header('list-unsubscribe')).toMatch(/^<https:\/\/plouf\.example\/webapi\/Newsletter\/unsubscribe\?key=[^>]+>$/);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const valid = await app.call('GET', `/webapi/Newsletter/valid?key=${encodeURIComponent(keyIn(mail.text, 'newsletter'))}`);
    expect(valid.body).toEqual({ resultCode: 'Ok', data: { libelle: 'lea.news@plouf.test', nwlStatus: 'active' } });
    const validated = await subscriber('lea.news@plouf.test');
    expect(validated).toMatchObject({ nwlStatus: 'active', nwlDisabled: false });
    expect(validated!.nwlDatvalid).toBeTruthy();
    // Followed again (a second click, a mail scanner after the person): still fine, nothing changes.
    expect((await app.call('GET', `/webapi/Newsletter/valid?key=${encodeURIComponent(keyIn(mail.text, 'newsletter'))}`)).body.data.nwlStatus).toBe('active');

    // A mail client without one-click opens the header's address in a browser: it is sent to the
    // site's page that confirms, in the reader's language; the GET itself unsubscribes nobody.
    const oneClick = new URL(/^<(.+)>$/.exec(mail.header('list-unsubscribe')!)![1]!);
    expect(oneClick.searchParams.get('lang')).toBe('fr');
    const opened = await fetch(`${app.url}${oneClick.pathname}${oneClick.search}`, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/?desinscription=${encodeURIComponent(keyIn(mail.text, 'desinscription'))}&lang=fr`);
    expect(await subscriber('lea.news@plouf.test')).toMatchObject({ nwlStatus: 'active' });

    // A mail client's one-click button: a form post to the header's address.
    const posted = await fetch(`${app.url}${oneClick.pathname}${oneClick.search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(posted.status).toBe(200);
    expect(((await posted.json()) as { data: { nwlStatus: string } }).data.nwlStatus).toBe('unsubscribed');
    expect(await subscriber('lea.news@plouf.test')).toMatchObject({ nwlStatus: 'unsubscribed', nwlDisabled: true });
    // Only the person brings themselves back: the back-office cannot validate someone who left.
    const left = (await subscriber('lea.news@plouf.test'))!;
    const desk = await app.call('PUT', `/webapi/Newsletter/${left.id}`, { cookie: admin, body: { nwlDisabled: false } });
    expect(desk.status).toBe(409);
    expect(desk.body.data.errorMessage).toContain('seule la personne peut se réinscrire');
    expect((await app.call('PUT', '/webapi/Newsletter/execute', { cookie: admin, body: { action: 'validate', ids: [left.id] } })).body.data).toEqual({ ids: [], notFound: [] });
    const goodbye = await mailTo(peer, 'lea.news@plouf.test', /Vous êtes désinscrit de la newsletter Plouf/);
    expect(goodbye.text).toContain('lea.news@plouf.test ne recevra plus la newsletter');
  });

  it('answers a second sign-up as the first, and mails one address at most once an hour', async () => {
    const first = await signUp('twice@plouf.test');
    await mailTo(peer, 'twice@plouf.test', /Confirmez/);
    const second = await signUp('TWICE@plouf.test');
    expect(second.body).toEqual(first.body);
    await quietly();
    expect(mailsTo('twice@plouf.test')).toHaveLength(1);

    // Validated, then signed up again (by them or anyone): the same answer, no mail, still validated.
    await app.call('PUT', `/webapi/Newsletter/${(await subscriber('twice@plouf.test'))!.id}`, { cookie: admin, body: { nwlDisabled: false } });
    expect((await signUp('twice@plouf.test')).body).toEqual(first.body);
    await quietly();
    expect(mailsTo('twice@plouf.test')).toHaveLength(1);
    expect((await subscriber('twice@plouf.test'))!.nwlStatus).toBe('active');
  });

  it('writes in the language of the sign-up, and unsubscribes from the mail link too', async () => {
    await signUp('english.news@plouf.test', 'en');
    const mail = await mailTo(peer, 'english.news@plouf.test', /Confirm your subscription to the Plouf newsletter/);
    const key = keyIn(mail.text, 'desinscription');
    const header = new URL(/^<(.+)>$/.exec(mail.header('list-unsubscribe')!)![1]!);
    const opened = await fetch(`${app.url}${header.pathname}${header.search}`, { redirect: 'manual' });
    expect(opened.headers.get('location')).toBe(`/?desinscription=${encodeURIComponent(key)}&lang=en`);
    const left = await app.call('POST', `/webapi/Newsletter/unsubscribe?key=${encodeURIComponent(key)}`, { body: {}, language: 'en' });
    expect(left.body.data).toEqual({ libelle: 'english.news@plouf.test', nwlStatus: 'unsubscribed' });
    await mailTo(peer, 'english.news@plouf.test', /You have left the Plouf newsletter/);
    // Back within the hour: listed again, pending, but not mailed a third time yet.
    await signUp('english.news@plouf.test', 'en');
    await quietly();
    expect(mailsTo('english.news@plouf.test')).toHaveLength(2);
  });

  it('refuses a link that is not one, with the envelope and a message', async () => {
    await signUp('forged@plouf.test');
    const mail = await mailTo(peer, 'forged@plouf.test', /Confirmez/);
    const [id, signature] = keyIn(mail.text, 'newsletter').split('.');
    const cases = [
      `${Number(id) + 1}.${signature}`, // someone else's id with this signature
      `${id}.${'A'.repeat(signature!.length)}`,
      'nonsense',
    ];
    for (const key of cases) {
      const answer = await app.call('GET', `/webapi/Newsletter/valid?key=${encodeURIComponent(key)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.resultCode).toBe('InvalidModelState');
      expect(answer.body.data.errorMessage).toBeTruthy();
    }
    // The unsubscribe key does not validate, nor the reverse.
    const unsubscribeKey = keyIn(mail.text, 'desinscription');
    expect((await app.call('GET', `/webapi/Newsletter/valid?key=${encodeURIComponent(unsubscribeKey)}`)).status).toBe(400);
    expect((await subscriber('forged@plouf.test'))!.nwlStatus).toBe('pending');
    expect((await app.call('POST', '/webapi/Newsletter', { body: { libelle: 'pas un email' } })).body.resultCode).toBe('InvalidModelState');
  });

  it("lets the back-office validate, disable, delete a selection and export the validated addresses; nobody else", async () => {
    for (const email of ['a.bulk@plouf.test', 'b.bulk@plouf.test', 'c.bulk@plouf.test']) await signUp(email);
    const ids = await eventually(
      async () => Promise.all(['a.bulk@plouf.test', 'b.bulk@plouf.test', 'c.bulk@plouf.test'].map(async (email) => (await subscriber(email))?.id)),
      (found) => found.every(Boolean),
    );
    const validated = await app.call('PUT', '/webapi/Newsletter/execute', { cookie: admin, body: { action: 'validate', ids: [...ids, 999_999] } });
    expect(validated.body.data).toEqual({ ids, notFound: [999_999] });
    await app.call('PUT', '/webapi/Newsletter/execute', { cookie: admin, body: { action: 'disable', ids: [ids[1]] } });
    await app.call('PUT', '/webapi/Newsletter/execute', { cookie: admin, body: { action: 'delete', ids: [ids[2]] } });
    expect((await subscriber('b.bulk@plouf.test'))!.nwlStatus).toBe('disabled');
    expect(await subscriber('c.bulk@plouf.test')).toBeUndefined();
    expect((await app.call('GET', `/webapi/Newsletter/${ids[2]}`, { cookie: admin })).status).toBe(404);

    const exported = await fetch(`${app.url}/webapi/Newsletter/export`, { headers: { cookie: admin } });
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="newsletter-\d{4}-\d\d-\d\d\.csv"/);
    const csv = await exported.text();
    // In the reader's dialect (the one CSV writer, @plouf/infra/csv): French `;` and French columns by default, English `,` asked.
    expect(csv.replace(/^\uFEFF/, '').startsWith('Adresse;Langue;Validée le\r\n')).toBe(true);
    expect(csv).toMatch(/\r\na\.bulk@plouf\.test;fr;\d{4}-/);
    expect(csv).not.toContain('b.bulk@plouf.test');
    expect(csv).not.toContain('c.bulk@plouf.test');
    const english = await (await fetch(`${app.url}/webapi/Newsletter/export?lang=en`, { headers: { cookie: admin } })).text();
    expect(english.replace(/^\uFEFF/, '').startsWith('Address,Language,Validated on\r\n')).toBe(true);
    expect(english).toMatch(/\r\na\.bulk@plouf\.test,fr,\d{4}-/);

    // A family, and a visitor, are refused every back-office call.
    await app.createAccount({ email: 'famille.news@plouf.test', password: 'famille-2026', roles: ['Client', 'Famille'] });
    const family = await app.login('famille.news@plouf.test', 'famille-2026');
    for (const cookie of [family, undefined]) {
      expect((await app.call('GET', '/webapi/Newsletter', { cookie })).status).toBeGreaterThanOrEqual(401);
      expect((await app.call('PUT', '/webapi/Newsletter/execute', { cookie, body: { action: 'delete', ids } })).status).toBeGreaterThanOrEqual(401);
      const refused = await fetch(`${app.url}/webapi/Newsletter/export`, { headers: cookie ? { cookie } : {} });
      expect(refused.status).toBeGreaterThanOrEqual(401);
      expect(((await refused.json()) as { resultCode: string }).resultCode).not.toBe('Ok');
    }
    expect((await subscriber('a.bulk@plouf.test'))!.nwlStatus).toBe('active');
  });

  it('refuses the sign-ups of one connection past twenty in ten minutes, with the envelope', async () => {
    let answer = await signUp('flood-0@plouf.test');
    for (let i = 1; i <= 20 && answer.status === 200; i++) answer = await signUp(`flood-${i}@plouf.test`);
    expect(answer.status).toBe(429);
    expect(answer.body.resultCode).not.toBe('Ok');
    expect(answer.body.data.errorMessage).toBeTruthy();
  });
});
