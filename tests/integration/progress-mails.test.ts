import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '@plouf/command-api/mail-kinds';
import { decodeEntities } from '../../mailer/src/testing/parse-mail.ts';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';
import { linkInstructor } from '../harness/instructors.ts';
import { eventually, mailTo } from '../harness/wait.ts';

/**
 * A level passed, mailed (issue 26), through the product's mailer to a real SMTP peer: when a
 * course's instructor passes a child's level, the family is told in the language it booked the
 * lesson in (the level and the activity named in it), with the next level and the link to its
 * report card, and the certificate
 * attached as a PDF. The same certificate is downloaded from the family's report card, by the
 * family and the desk; another family's asking is answered "not found", as a level not passed.
 */
let peer: SmtpPeer;
let app: TestApp;
let admin: string;
let instructor: string;
let keys = 0;
const key = () => ({ 'idempotency-key': `progress-mail-${Date.now()}-${keys++}` });
let ids: { pool: number; mns: number; acyId: number; childPass: number };
/** The activity's English name in the catalogue. */
let activityEn: string;
let levels: Array<{ lvlId: number; name: string; englishName: string }>;
let minutes = 0;
const startIn = (hours: number) => new Date((Math.ceil((Date.now() + hours * 3_600_000) / 60_000) + minutes++) * 60_000).toISOString();

type Family = { email: string; famId: number; cookie: string; childId: number; cardId: number; language: 'fr' | 'en' };

/** A parent with a password, a child of 8 added from the profile, and a children's card given at the desk. */
async function family(label: string, language: 'fr' | 'en'): Promise<Family> {
  const email = `${label}@plouf.test`;
  const { famId } = await app.createAccount({ email, password: 'famille-2026', roles: ['Client', 'Famille'], prenom: 'Claire', nom: label });
  const cookie = await app.login(email, 'famille-2026', language);
  const child = await app.call('PUT', `/webapi/User/membre/${famId}`, { cookie, body: { userEmail: '', userNom: 'Niveau', userPrenom: 'Léa', usrDatbirth: `${new Date().getUTCFullYear() - 8}-03-10` } });
  expect(child.body.resultCode, JSON.stringify(child.body)).toBe('Ok');
  const card = await app.call('POST', `/webapi/Family/carte/${famId}`, { cookie: admin, headers: key(), body: { fftId: ids.childPass } });
  expect(card.body.resultCode, JSON.stringify(card.body)).toBe('Ok');
  return { email, famId, cookie, childId: child.body.data.id as number, cardId: card.body.data.id as number, language };
}

/** The child booked on a new lesson of the activity (in the family's language), then the level passed there by its instructor. */
async function passFirstLevel(f: Family) {
  const lesson = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId: ids.pool, acyId: ids.acyId, usrId: ids.mns, lvlId: null, crsDatdebut: startIn(0.25), crsCapaciteMax: 8 } });
  expect(lesson.body.resultCode, JSON.stringify(lesson.body)).toBe('Ok');
  const booked = await app.call('POST', `/webapi/Family/inscription?crsId=${lesson.body.data.id}&usrId=${f.childId}&cardId=${f.cardId}`, { cookie: f.cookie, language: f.language, headers: key(), body: {} });
  expect(booked.body.resultCode, JSON.stringify(booked.body)).toBe('Ok');
  const passed = await app.call('POST', `/webapi/Cours/${lesson.body.data.id}/evaluation`, { cookie: instructor, headers: key(), body: { usrId: f.childId, lvlId: levels[0]!.lvlId, passed: true } });
  expect(passed.body.resultCode, JSON.stringify(passed.body)).toBe('Ok');
  return passed.body.data as { passed: Array<{ lvlId: number; at: string; evaluator: string }> };
}

const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text.replace(/\s+/g, ' ');
const certificatePath = (f: Family, lang?: 'fr' | 'en') => `/webapi/Family/progression/${f.childId}/certificat/${levels[0]!.lvlId}${lang ? `?lang=${lang}` : ''}`;
const download = (path: string, cookie: string) => fetch(`${app.url}${path}`, { headers: { cookie } });
/** A day as a reader in Paris writes it. */
const dayText = (iso: string, language: 'fr' | 'en') => new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso));

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startTestApp({ seed: true, mailer: smtpMailer(peer.url) });
  admin = await app.login();
  const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string; translations?: { en?: { libelle?: string } } }[];
  const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
  const mns = (await app.call('GET', '/webapi/Mns')).body.data as { id: number }[];
  ids = {
    pool: ((await app.call('GET', '/webapi/Piscine')).body.data as { id: number }[])[0]!.id,
    mns: mns[0]!.id,
    acyId: activities.find((a) => a.libelle === 'Apprentissage de la natation')!.id,
    childPass: passes.find((p) => p.libelle === 'Carte 10 séances enfants')!.id,
  };
  activityEn = activities.find((a) => a.id === ids.acyId)!.translations!.en!.libelle!;
  expect(activityEn).not.toBe('Apprentissage de la natation');
  const saved = await app.call('PUT', `/webapi/Activity/${ids.acyId}/niveaux`, {
    cookie: admin,
    headers: key(),
    body: { levels: [{ lvlId: null, name: 'Têtard', englishName: 'Tadpole', skills: [] }, { lvlId: null, name: 'Grenouille', englishName: 'Frog', skills: [] }] },
  });
  expect(saved.body.resultCode, JSON.stringify(saved.body)).toBe('Ok');
  levels = saved.body.data.levels;

  // The course's instructor: an MNS record whose login is this account.
  await linkInstructor(app, admin, ids.mns, { email: 'mns.certificat@plouf.test', password: 'mns-progress-2026', prenom: 'Marc', nom: 'Dupont' });
  instructor = await app.login('mns.certificat@plouf.test', 'mns-progress-2026');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await peer?.close();
});

describe('a level passed, mailed with its certificate', () => {
  it('tells an English-speaking family in English, with the next level, the report card’s link and the certificate attached', async () => {
    const english = await family('niveau-en', 'en');
    const card = await passFirstLevel(english);
    const mns = (await app.call('GET', `/webapi/Mns/${ids.mns}`, { cookie: admin })).body.data as { usrPrenom: string; usrNom: string };
    const evaluator = `${mns.usrPrenom} ${mns.usrNom}`;
    expect(card.passed[0]).toMatchObject({ lvlId: levels[0]!.lvlId, evaluator });

    const mail = await mailTo(peer, english.email, /^Well done Léa Niveau: level Tadpole passed!$/);
    expect(mail.text).toContain(`Léa Niveau passed level Tadpole in ${activityEn} on ${dayText(card.passed[0]!.at, 'en')}. Well done!`);
    expect(mail.text).toContain('Next step: level Frog, which Léa Niveau now works on.');
    expect(mail.text).toContain(`The assessment was made by ${evaluator}.`);
    expect(mail.text).toMatch(/The report card: https:\/\/plouf\.example\/profil\?key=\S+/);
    expect(decodeEntities(mail.html)).toContain('href="https://plouf.example/profil?key=');

    expect(mail.attachments).toHaveLength(1);
    const [attached] = mail.attachments;
    expect(attached).toMatchObject({ filename: 'certificate-tadpole-lea-niveau.pdf', contentType: 'application/pdf' });
    const text = await pdfText(attached!.content);
    for (const part of ['Certificate of achievement', 'Léa Niveau', 'Tadpole', `in ${activityEn}`, dayText(card.passed[0]!.at, 'en'), evaluator]) expect(text).toContain(part);
    expect(text).not.toContain('Têtard');
    // Sent, the outbox keeps the envelope, not the body nor the file.
    const outbox = () => app.platform.pool.query<{ status: string; attachments: unknown }>(`SELECT status, attachments FROM mail_outbox WHERE kind = $1 AND recipient = $2`, [MAIL_KINDS.NiveauValide, english.email]);
    const { rows } = await eventually(outbox, ({ rows }) => rows[0]?.status === 'sent');
    expect(rows).toEqual([{ status: 'sent', attachments: null }]);

    // The same certificate from the report card, for the family and the desk.
    const downloaded = await download(certificatePath(english, 'en'), english.cookie);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('application/pdf');
    expect(downloaded.headers.get('content-disposition')).toBe('attachment; filename="certificate-tadpole-lea-niveau.pdf"');
    expect(await pdfText(new Uint8Array(await downloaded.arrayBuffer()))).toBe(text);
    const desk = await download(certificatePath(english), admin);
    expect(desk.status).toBe(200);
    expect(await pdfText(new Uint8Array(await desk.arrayBuffer()))).toContain('Certificat de réussite');
  });

  it('tells a French-speaking family in French; another family, and a level not passed, get “not found”', async () => {
    const french = await family('niveau-fr', 'fr');
    const card = await passFirstLevel(french);
    const mail = await mailTo(peer, french.email, /^Bravo Léa Niveau : niveau Têtard validé !$/);
    expect(mail.text).toContain(`Léa Niveau a validé le niveau Têtard en Apprentissage de la natation, le ${dayText(card.passed[0]!.at, 'fr')}. Bravo !`);
    expect(mail.attachments.map((file) => file.filename)).toEqual(['certificat-tetard-lea-niveau.pdf']);
    expect(await pdfText(mail.attachments[0]!.content)).toContain('Certificat de réussite');

    const french200 = await download(certificatePath(french), french.cookie);
    expect(french200.status).toBe(200);
    expect(french200.headers.get('content-disposition')).toBe('attachment; filename="certificat-tetard-lea-niveau.pdf"');

    const other = await family('niveau-autre', 'fr');
    const refused = await app.call('GET', certificatePath(french), { cookie: other.cookie });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ resultCode: 'FileNotFound' });
    // The same answer as a level the child has not passed.
    const notPassed = await app.call('GET', `/webapi/Family/progression/${french.childId}/certificat/${levels[1]!.lvlId}`, { cookie: french.cookie });
    expect(notPassed.status).toBe(404);
    expect(notPassed.body.data.errorMessage.replace(String(levels[1]!.lvlId), '…')).toBe(refused.body.data.errorMessage.replace(String(levels[0]!.lvlId), '…'));
  });
});
