import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROOMS, READ_MODELS } from '@plouf/command-api/read-models';
import { decodeEntities } from '../../mailer/src/testing/parse-mail.ts';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { mailTo } from '../harness/wait.ts';
import { connectLive, nextChange, subscribe } from '../harness/socket.ts';
import { ADMIN, smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';

/**
 * Mail templates and skins edited in the back-office, through the product's mailer to a real SMTP
 * peer: an edit changes the next mail, a template that would fail is refused when saved, the
 * preview draws the text being edited, "send me a test" mails it, and a kind always has a text.
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

type Language = { lg: 'fr' | 'en'; libelle: string; preheader: string; mtplTemplate: string; text: string };
type Template = { id: number; kind: string; mtpValide: boolean; mskId: number; lgs: Language[] };
const template = async (id: number) => (await app.call('GET', `/webapi/MailTemplate/${id}`, { cookie: admin })).body.data as Template;
const save = (id: number, body: Omit<Template, 'id' | 'kind'>) => app.call('PUT', `/webapi/MailTemplate/${id}`, { cookie: admin, body });
const withFrench = (current: Template, change: Partial<Language>) => ({
  mtpValide: current.mtpValide,
  mskId: current.mskId,
  lgs: current.lgs.map((language) => (language.lg === 'fr' ? { ...language, ...change } : language)),
});
const signUp = (email: string) => app.call('POST', '/webapi/Newsletter', { body: { libelle: email } });

describe('mail templates and skins, edited in the back-office', () => {
  it('lists every kind (the spec’s twelve, the term’s three, running a term’s five, progress’s one, the term’s stop, the declined instalment, the last one paid and the gift cards bought), valid, in the Plouf skin, and the two skins with what uses them', async () => {
    const templates = (await app.call('GET', '/webapi/MailTemplate', { cookie: admin })).body.data as Template[];
    expect(templates.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(templates.every((item) => item.mtpValide && item.mskId === 2 && item.lgs.length === 2)).toBe(true);
    const skins = (await app.call('GET', '/webapi/MailSkin', { cookie: admin })).body.data as { id: number; libelle: string; usedBy: number[] }[];
    expect(skins.map(({ id, libelle, usedBy }) => ({ id, libelle, used: usedBy.length }))).toEqual([
      { id: 1, libelle: 'Sobre', used: 0 },
      { id: 2, libelle: 'Plouf', used: 25 },
    ]);
  });

  it('writes the next mail with the text saved', async () => {
    const current = await template(11);
    const saved = await save(11, withFrench(current, { libelle: 'Bienvenue dans le grand bain', mtplTemplate: '<p>Un dernier plongeon : <a href="{{link}}">je confirme</a></p>' }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.lgs[0].libelle).toBe('Bienvenue dans le grand bain');
    await signUp('edited@plouf.test');
    const mail = await mailTo(peer, 'edited@plouf.test', /Bienvenue dans le grand bain/);
    expect(mail.html).toContain('Un dernier plongeon');
    expect(decodeEntities(mail.html)).toContain('https://plouf.example/?newsletter=');
    // Still in the skin, and the English text untouched.
    expect(mail.html).toContain('École de natation et activités aquatiques');
    expect((await template(11)).lgs[1]!.libelle).toBe(current.lgs[1]!.libelle);
  });

  it('refuses, when saved, a template that names a variable its kind lacks or does not read, and keeps the old one', async () => {
    const before = await template(5);
    const unknown = await save(5, withFrench(before, { mtplTemplate: '<p>Bonjour {{prenom}}, {{link}}</p>' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.resultCode).toBe('InvalidModelState');
    expect(unknown.body.data.errors['lgs.fr.mtplTemplate']).toBe('Variable inconnue pour ce type de mail : prenom');
    const broken = await save(5, withFrench(before, { text: '{{#if link}}Suivez {{link}}' }));
    expect(broken.status).toBe(422);
    expect(broken.body.data.errors['lgs.fr.text']).toMatch(/^Modèle illisible/);
    const inRows = await save(7, withFrench(await template(7), { text: '{{#each cards}}- {{libelle}} {{price}}{{/each}}' }));
    expect(inRows.body.data.errors['lgs.fr.text']).toBe('Variable inconnue pour ce type de mail : price');
    const noSkin = await save(5, { ...withFrench(before, {}), mskId: 77 });
    expect(noSkin.status).toBe(422);
    expect(await template(5)).toEqual(before);
  });

  it('previews a text being edited, with the kind’s examples, and mails a test to the administrator', async () => {
    const current = await template(5);
    const lgs = withFrench(current, { libelle: 'Essai {{name}}' }).lgs;
    const preview = await app.call('POST', '/webapi/MailTemplate/preview', { cookie: admin, body: { id: 5, lg: 'fr', mskId: 1, lgs } });
    expect(preview.body.data.subject).toBe('Essai Léa Martin');
    expect(decodeEntities(preview.body.data.html)).toContain('https://plouf.fr/create-password?key=exemple');
    expect(preview.body.data.html).not.toContain('École de natation et activités aquatiques'); // the plain skin
    expect(preview.body.data.problems).toEqual({});
    const bad = await app.call('POST', '/webapi/MailTemplate/preview', { cookie: admin, body: { id: 5, lg: 'fr', mskId: 2, lgs: withFrench(current, { libelle: '{{oops}}' }).lgs } });
    expect(bad.body.data.problems['lgs.fr.libelle']).toBe('Variable inconnue pour ce type de mail : oops');

    const test = await app.call('POST', '/webapi/MailTemplate/5/test', { cookie: admin, body: { lg: 'fr', ...withFrench(current, { libelle: 'Votre lien {{validFor}}' }) } });
    expect(test.body.data).toEqual({ sentTo: ADMIN.email });
    const mail = await mailTo(peer, ADMIN.email, /^\[Essai\] Votre lien 72 heures$/);
    expect(mail.text).toContain('https://plouf.fr/create-password?key=exemple');
    // A test saves nothing.
    expect((await template(5)).lgs[0]!.libelle).toBe(current.lgs[0]!.libelle);
  });

  it('mails a test of a skin being edited, around a template’s current text, and refuses a frame without the body', async () => {
    const sample = await template(5);
    const frame = (lg: 'fr' | 'en', marker: string) => ({ lg, libelle: `<html><body style="background:#bbf7d0">${marker} {{{body}}}</body></html>`, text: `${marker}\n{{body}}` });
    const sent = await app.call('POST', '/webapi/MailTemplate/5/test', { cookie: admin, body: { lg: 'en', ...withFrench(sample, {}), skin: [frame('fr', 'CADRE-VERT'), frame('en', 'GREEN-FRAME')] } });
    expect(sent.body.data).toEqual({ sentTo: ADMIN.email });
    const mail = await mailTo(peer, ADMIN.email, /^\[Test\] /);
    expect(mail.html).toContain('GREEN-FRAME');
    expect(mail.text).toContain('GREEN-FRAME');
    expect(mail.text).toContain('https://plouf.fr/create-password?key=exemple');
    expect(mail.html).not.toContain('École de natation et activités aquatiques'); // not the saved Plouf skin

    const broken = await app.call('POST', '/webapi/MailTemplate/5/test', { cookie: admin, body: { lg: 'fr', ...withFrench(sample, {}), skin: [{ lg: 'fr', libelle: '<p>sans corps</p>', text: '{{body}}' }] } });
    expect(broken.status).toBe(422);
    expect(broken.body.data.errors['lgs.fr.libelle']).toBe('Le cadre doit placer le corps du mail : {{{body}}}');
    // Nothing saved: the skins are as they were.
    expect(((await app.call('GET', '/webapi/MailSkin', { cookie: admin })).body.data as { libelle: string }[]).map((skin) => skin.libelle)).toEqual(['Sobre', 'Plouf']);
  });

  it('creates a skin, sends in it, keeps it while in use, and puts back the product’s text on delete', async () => {
    const plouf = (await app.call('GET', '/webapi/MailSkin/2', { cookie: admin })).body.data as { lgs: { lg: string; libelle: string; text: string }[] };
    const frame = (lg: string) => ({ lg, libelle: `<html><body style="background:#fde68a">SKIN-JAUNE {{{body}}}</body></html>`, text: `JAUNE\n{{body}}` });
    const refused = await app.call('POST', '/webapi/MailSkin', { cookie: admin, body: { libelle: 'Sans corps', mskValide: true, lgs: [{ lg: 'fr', libelle: '<p>rien</p>', text: 'x {{body}}' }, frame('en')] } });
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors['lgs.fr.libelle']).toBe('Le cadre doit placer le corps du mail : {{{body}}}');
    const created = await app.call('POST', '/webapi/MailSkin', { cookie: admin, body: { libelle: 'Jaune', mskValide: true, lgs: [frame('fr'), frame('en')] } });
    expect(created.status).toBe(200);
    const skinId = created.body.data.id as number;
    expect(skinId).toBeGreaterThan(100);
    expect(plouf.lgs).toHaveLength(2);

    await save(11, { ...withFrench(await template(11), {}), mskId: skinId });
    await signUp('skinned@plouf.test');
    expect((await mailTo(peer, 'skinned@plouf.test', /./)).html).toContain('SKIN-JAUNE');
    const inUse = await app.call('DELETE', `/webapi/MailSkin/${skinId}`, { cookie: admin });
    expect(inUse.status).toBe(409);
    expect(inUse.body.data.errorMessage).toContain('11');

    // Switched off: the kind goes out with the product's text and skin.
    await save(11, { ...withFrench(await template(11), {}), mtpValide: false });
    await signUp('switched.off@plouf.test');
    const original = await mailTo(peer, 'switched.off@plouf.test', /Confirmez votre inscription à la newsletter Plouf/);
    expect(original.html).not.toContain('SKIN-JAUNE');

    expect((await app.call('DELETE', '/webapi/MailTemplate/11', { cookie: admin })).body.data).toEqual({ id: 11 });
    const reset = await template(11);
    expect(reset).toMatchObject({ mtpValide: true, mskId: 2 });
    expect(reset.lgs[0]!.libelle).toBe('Confirmez votre inscription à la newsletter Plouf');
    expect((await app.call('DELETE', `/webapi/MailSkin/${skinId}`, { cookie: admin })).status).toBe(200);
    expect((await app.call('GET', `/webapi/MailSkin/${skinId}`, { cookie: admin })).status).toBe(404);
  });

  it('sends with the sender settings saved in the back-office: name, test mode, test recipient, hidden copy', async () => {
    const defaults = (await app.call('GET', '/webapi/MailConfig', { cookie: admin })).body.data;
    expect(defaults).toEqual({ senderName: 'Plouf', senderAddress: 'no-reply@plouf.test', testMode: false, testModeForced: false, testRecipient: 'test@plouf.test', bcc: '', updatedAt: null });
    const refused = await app.call('PUT', '/webapi/MailConfig', { cookie: admin, body: { senderName: 'Piscine Plouf', testMode: true, testRecipient: 'pas une adresse', bcc: '' } });
    expect(refused.status).toBe(400);

    const saved = await app.call('PUT', '/webapi/MailConfig', { cookie: admin, body: { senderName: 'Piscine Plouf', testMode: true, testRecipient: 'recette@plouf.test', bcc: 'archive@plouf.test' } });
    expect(saved.body.data).toMatchObject({ senderName: 'Piscine Plouf', testMode: true, testRecipient: 'recette@plouf.test', bcc: 'archive@plouf.test' });
    // The moment of the save, as the screen shows it ("modifié le …"), and the same when read again.
    expect(Date.parse(saved.body.data.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await app.call('GET', '/webapi/MailConfig', { cookie: admin })).body.data.updatedAt).toBe(saved.body.data.updatedAt);
    await signUp('in.test.mode@plouf.test');
    const caught = await mailTo(peer, 'recette@plouf.test', /^\[TEST → in\.test\.mode@plouf\.test\] /);
    expect(caught.header('from')).toBe('Piscine Plouf <no-reply@plouf.test>');
    expect(peer.received.some((mail) => mail.envelopeTo.includes('in.test.mode@plouf.test'))).toBe(false);
    expect(peer.received.some((mail) => mail.envelopeTo.includes('archive@plouf.test'))).toBe(true);

    await app.call('PUT', '/webapi/MailConfig', { cookie: admin, body: { senderName: 'Piscine Plouf', testMode: false, testRecipient: 'recette@plouf.test', bcc: '' } });
    await signUp('for.real@plouf.test');
    const real = await mailTo(peer, 'for.real@plouf.test', /Confirmez/);
    expect(real.subject).not.toContain('[TEST');
  });

  it('tells the administrators’ open mail screens of a save, and nobody else may listen', async () => {
    await app.createAccount({ email: 'famille.mail@plouf.test', password: 'famille-password', roles: ['Client'] });
    const family = await connectLive(app.url, await app.login('famille.mail@plouf.test', 'famille-password'));
    const visitor = await connectLive(app.url);
    const desk = await connectLive(app.url, admin);
    try {
      expect(await subscribe(family, ADMIN_ROOMS.mail)).toEqual({ ok: false, error: 'forbidden' });
      expect(await subscribe(visitor, ADMIN_ROOMS.mail)).toEqual({ ok: false, error: 'forbidden' });
      expect(await subscribe(desk, ADMIN_ROOMS.mail)).toEqual({ ok: true });
      const current = await template(7);
      const told = nextChange(desk, (change) => change.readModel === READ_MODELS.mail);
      expect((await save(7, withFrench(current, { preheader: 'Vu en direct' }))).status).toBe(200);
      expect(await told).toMatchObject({ readModel: READ_MODELS.mail, ids: [7], room: ADMIN_ROOMS.mail });
    } finally {
      for (const socket of [family, visitor, desk]) socket.disconnect();
    }
  });
});
