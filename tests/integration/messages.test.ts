import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROOMS, READ_MODELS } from '@plouf/command-api/read-models';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { bookingCatalogue, bookingCourse, bookingFamily, bookOn } from '../harness/booking.ts';
import { connectLive, subscribe, type Change } from '../harness/socket.ts';
import { eventually, mailTo } from '../harness/wait.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';

/**
 * Messages (mail kind 10) to the two small audiences: the families on a course, and one contact (a
 * reply, listed with the contact). The 500-subscriber send, killed halfway, is message-crash.test.ts.
 */
let peer: SmtpPeer;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startTestApp({
    seed: true,
    mailer: smtpMailer(peer.url),
  });
  admin = await app.login();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await peer?.close();
});

const send = (audience: object, lgs = [{ lg: 'fr', libelle: 'Piscine fermée samedi', body: '<p>Le bassin est <strong>fermé</strong> samedi : <a href="https://plouf.fr/reserver">choisissez un autre créneau</a>.</p>' }]) =>
  app.call('POST', '/webapi/Message', { cookie: admin, body: { audience, lgs } });

describe('messages to a course and to a contact', () => {
  it('writes to each family with a place on a course, in the text written, and counts what has left', async () => {
    const catalogue = await bookingCatalogue(app);
    const crsId = await bookingCourse(app, admin, catalogue, 8, 6);
    const families = [await bookingFamily(app, catalogue, 801), await bookingFamily(app, catalogue, 802), await bookingFamily(app, catalogue, 803)];
    for (const family of families.slice(0, 2)) expect((await bookOn(app, family, crsId)).body.resultCode).toBe('Ok');

    const sent = await send({ kind: 'course', crsId });
    expect(sent.body.data.recipients).toBe(2);
    const mail = await mailTo(peer, 'burst-801@plouf.test', /^Piscine fermée samedi$/);
    expect(mail.text).toContain('Le bassin est fermé samedi : choisissez un autre créneau (https://plouf.fr/reserver).');
    expect(mail.text).toContain('Bonjour Alex Famille801');
    expect(mail.header('list-unsubscribe')).toBeUndefined();
    await mailTo(peer, 'burst-802@plouf.test', /^Piscine fermée samedi$/);
    expect(peer.received.some((received) => received.envelopeTo.includes('burst-803@plouf.test'))).toBe(false);
    const progress = await eventually(
      async () => (await app.call('GET', `/webapi/Message/${sent.body.data.id}`, { cookie: admin })).body.data,
      (view) => view.sent === 2,
    );
    expect(progress).toMatchObject({ recipients: 2, sent: 2, retrying: 0 });
    expect((await app.call('GET', `/webapi/Message?crsId=${crsId}`, { cookie: admin })).body.data.items.map((item: { id: number }) => item.id)).toEqual([sent.body.data.id]);
  });

  it('answers a contact, lists the reply with it, and tells the open pages as its mail leaves', async () => {
    const contacts = (await app.call('GET', '/webapi/Contact', { cookie: admin })).body.data.items as { id: number; ctcMail: string }[];
    const contact = contacts[0]!;
    const socket = await connectLive(app.url, admin);
    expect(await subscribe(socket, ADMIN_ROOMS.messages)).toEqual({ ok: true });
    const family = await bookingFamily(app, await bookingCatalogue(app), 805);
    expect(await subscribe(await connectLive(app.url, family.cookie), ADMIN_ROOMS.messages)).toEqual({ ok: false, error: 'forbidden' });
    // The message listed (its projection), then its mail gone (the mailer's notice, position 0).
    const changes: Change[] = [];
    socket.on('change', (change: Change) => changes.push(change));
    const reply = await send({ kind: 'contact', contactId: contact.id }, [{ lg: 'fr', libelle: 'Re : votre question', body: '<p>Oui, il reste deux places.</p>' }]);
    const seen = (sent: boolean) => (list: Change[]) => list.some((change) => change.readModel === READ_MODELS.messages && (change.position === '0') === sent && change.ids.includes(reply.body.data.id));
    expect(seen(false)(await eventually(async () => changes, seen(false)))).toBe(true);
    expect(seen(true)(await eventually(async () => changes, seen(true)))).toBe(true);
    socket.close();
    expect(reply.body.data.recipients).toBe(1);
    expect((await mailTo(peer, contact.ctcMail, /^Re : votre question$/)).text).toContain('Oui, il reste deux places.');
    const listed = (await app.call('GET', `/webapi/Message?contactId=${contact.id}`, { cookie: admin })).body.data;
    expect(listed.items.map((item: { libelle: string }) => item.libelle)).toEqual(['Re : votre question']);
  });

  it('answers a contact under "Re : …": its subject, or a plain one when the team wrote none', async () => {
    const contact = ((await app.call('GET', '/webapi/Contact', { cookie: admin })).body.data.items as { id: number; ctcMail: string }[])[1]!;
    const untitled = await send({ kind: 'contact', contactId: contact.id }, [{ lg: 'fr', libelle: '', body: '<p>Le cours du mardi est complet.</p>' }]);
    expect(untitled.status).toBe(200);
    expect((await mailTo(peer, contact.ctcMail, /^Re : votre message à Plouf$/)).text).toContain('Le cours du mardi est complet.');
    await send({ kind: 'contact', contactId: contact.id }, [{ lg: 'fr', libelle: 'les horaires', body: '<p>De 9 h à 12 h.</p>' }]);
    expect((await mailTo(peer, contact.ctcMail, /^Re : les horaires$/)).text).toContain('De 9 h à 12 h.');
    const listed = (await app.call('GET', `/webapi/Message?contactId=${contact.id}`, { cookie: admin })).body.data;
    expect(listed.items.map((item: { libelle: string }) => item.libelle)).toEqual(['Re : les horaires', 'Re : votre message à Plouf']);
    // Elsewhere a subject is still required.
    const newsletter = await send({ kind: 'newsletter' }, [{ lg: 'fr', libelle: ' ', body: '<p>x</p>' }]);
    expect(newsletter.status).toBe(422);
    expect(newsletter.body.data.errors['lgs.fr.libelle']).toBe('Indiquez un objet');
  });

  it('refuses a message to nobody, to a course or contact that does not exist, or with an empty text', async () => {
    const nobody = await send({ kind: 'course', crsId: await bookingCourse(app, admin, await bookingCatalogue(app), 8, 9) });
    expect(nobody.status).toBe(422);
    expect(nobody.body.data.errorMessage).toBe("Ce message n'a aucun destinataire");
    expect((await send({ kind: 'contact', contactId: 999_999 })).body.data.errorMessage).toBe('Le contact 999999 est introuvable');
    const empty = await send({ kind: 'newsletter' }, [{ lg: 'fr', libelle: 'Vide', body: '<script>alert(1)</script>' }]);
    expect(empty.body.data.errors['lgs.fr.body']).toBe('Le texte est vide');
    const family = await bookingFamily(app, await bookingCatalogue(app), 804);
    expect((await app.call('POST', '/webapi/Message', { cookie: family.cookie, body: { audience: { kind: 'newsletter' }, lgs: [{ lg: 'fr', libelle: 'x', body: '<p>x</p>' }] } })).status).toBe(403);
  });
});
