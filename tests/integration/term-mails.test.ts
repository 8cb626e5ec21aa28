import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCourses } from '@plouf/command-api';
import { decodeEntities } from '../../mailer/src/testing/parse-mail.ts';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';
import { dayIn, termCatalogue, type TermCatalogue } from '../harness/terms.ts';
import { eventually, mailTo } from '../harness/wait.ts';

/**
 * The term's mails through the product's mailer to a real SMTP peer (issue 22): a family enrolling
 * its child for a term gets the confirmation with every lesson on Paris's clock, in its language;
 * a full slot's waiting list is told with its position; and when the next term's priority window
 * comes (on the test clock), the family is invited to enrol its child again, with the link that
 * does it in one click. The families are made through the API, as people make them: the demo
 * seed's own are mailed nothing.
 */
let peer: SmtpPeer;
let app: TestApp;
let admin: string;
let cat: TermCatalogue;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `term-mail-${Date.now()}-${keyCount++}` });

type Family = { email: string; famId: number; childId: number; cardId: number; cookie: string; language: 'fr' | 'en' };
type Enrolment = { id: number; status: string; position: number | null; weeksPaid: number; weeks: Array<{ date: string }> };

/** A parent with a password, a child of 8 added from the profile, and a children's card given at the desk. */
async function family(label: string, language: 'fr' | 'en'): Promise<Family> {
  const email = `${label}@plouf.test`;
  const { famId } = await app.createAccount({ email, password: 'famille-2026', roles: ['Client', 'Famille'], prenom: 'Claire', nom: label });
  const cookie = await app.login(email, 'famille-2026', language);
  const birth = `${Number(dayIn(0).slice(0, 4)) - 8}-03-04`;
  const child = await app.call('PUT', `/webapi/User/membre/${famId}`, { cookie, body: { userEmail: '', userNom: label, userPrenom: 'Léo', usrDatbirth: birth } });
  expect(child.body.resultCode, JSON.stringify(child.body)).toBe('Ok');
  const card = await app.call('POST', `/webapi/Family/carte/${famId}`, { cookie: admin, headers: key(), body: { fftId: cat.childPass.id } });
  expect(card.body.resultCode, JSON.stringify(card.body)).toBe('Ok');
  return { email, famId, childId: child.body.data.id as number, cardId: card.body.data.id as number, cookie, language };
}

async function defineTerm(body: Record<string, unknown>) {
  const answer = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body: { englishName: '', psnId: null, priorityOpensAt: null, ...body } });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  return answer.body.data as { id: number };
}

const enrol = async (f: Family, termId: number) => {
  const answer = await app.call('POST', '/webapi/Family/enrolment', { cookie: f.cookie, language: f.language, headers: key(), body: { termId, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: f.childId, cardId: f.cardId } });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  return answer.body.data as Enrolment;
};

/** French text with its typographic no-break spaces (before « : ; », after «) as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A lesson as a reader in Paris reads it, with its weekday and time. */
const lessonText = (iso: string, language: 'fr' | 'en') =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso));

let termA: number;
let first: Family;

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startTestApp({ seed: true, mailer: smtpMailer(peer.url) });
  admin = await app.login();
  cat = await termCatalogue(app);
  termA = (await defineTerm({ libelle: 'Trimestre d’automne', englishName: 'Autumn term', firstDay: dayIn(35), lastDay: dayIn(62), opensAt: new Date(Date.now() - 3_600_000).toISOString() })).id;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await peer?.close();
});

describe('the enrolment for the term, mailed', () => {
  it('confirms a place in French with every lesson on Paris’s clock and how many are paid', async () => {
    first = await family('trimestre-fr', 'fr');
    const enrolment = await enrol(first, termA);
    expect(enrolment.status).toBe('enrolled');
    const mail = await mailTo(peer, first.email, /^Léo trimestre-fr est inscrit·e pour le trimestre «\u00a0Trimestre d’automne\u00a0»/);
    expect(enrolment.weeks.length).toBeGreaterThanOrEqual(3);
    expect(mail.text).toContain(`Ses ${enrolment.weeks.length} cours (heure de Paris) :\n${enrolment.weeks.map((week) => `- ${lessonText(week.date, 'fr')}`).join('\n')}\n`);
    // The card that pays them is named (issue 41); given at the desk, its price is not known, so no amount.
    expect(plain(mail.text)).toContain(`Ses ${enrolment.weeksPaid} cours sont payés avec votre carte « Carte 10 séances enfants » (une entrée par cours).`);
    expect(decodeEntities(mail.html)).toContain(`<li>${lessonText(enrolment.weeks[0]!.date, 'fr')}</li>`);
    expect(mail.text).toMatch(/Vos réservations : https:\/\/plouf\.example\/profil\/my-booking\?key=\S+/);
  });

  it('confirms it in English to a family enrolling in English; the lessons seated send no mail each', async () => {
    // The desk generates the term's courses: the term process seats the first child on each.
    const pool = (await app.call('GET', `/webapi/Piscine/${cat.pool}`)).body.data as Parameters<typeof generateCourses>[0];
    const made = await app.call('POST', '/webapi/Cours/addRange', { cookie: admin, headers: key(), body: generateCourses(pool, { from: dayIn(35), to: dayIn(62) }, new Date()) });
    expect(made.body.resultCode).toBe('Ok');
    const seated = await eventually(
      async () => (await app.call('GET', '/webapi/Family/enrolments', { cookie: first.cookie })).body.data as Array<{ weeks: Array<{ state: string }> }>,
      (list) => list[0]!.weeks.every((week) => week.state === 'coming'),
      20_000,
    );
    expect(seated[0]!.weeks.every((week) => week.state === 'coming')).toBe(true);

    const english = await family('term-en', 'en');
    const enrolment = await enrol(english, termA);
    const mail = await mailTo(peer, english.email, /^Léo term-en is enrolled for Autumn term: /);
    expect(mail.text).toContain(`The ${enrolment.weeks.length} lessons (Paris time):\n${enrolment.weeks.map((week) => `- ${lessonText(week.date, 'en')}`).join('\n')}\n`);
    // The pass named as the catalogue names it in English.
    expect(mail.text).toContain(`The ${enrolment.weeksPaid} lessons are paid with your card “10-session card, children” (one entry a lesson).`);
    // Mails leave in the order of their events: the first child's seats, taken before this
    // enrolment, were passed over (the term's confirmation lists them), not mailed one by one.
    expect(peer.received.filter((received) => received.envelopeTo.includes(first.email))).toHaveLength(1);
  });
});

describe('the re-enrolment invitation, at the priority window', () => {
  it('arrives when the window opens on the test clock, with the link that enrols the child again', async () => {
    const priority = new Date(Date.now() + 2 * 86_400_000);
    priority.setUTCMilliseconds(0);
    const opens = new Date(Date.UTC(priority.getUTCFullYear(), priority.getUTCMonth(), priority.getUTCDate() + 1, 7, 30));
    const termB = (await defineTerm({ libelle: 'Trimestre d’hiver', englishName: 'Winter term', firstDay: dayIn(70), lastDay: dayIn(100), priorityOpensAt: priority.toISOString(), opensAt: opens.toISOString() })).id;
    const subject = /^Réinscription pour le trimestre «\u00a0Trimestre d’hiver\u00a0»/;
    try {
      app.clock.set(priority.toISOString());
      const mail = await mailTo(peer, first.email, subject, 30_000);
      const link = `https://plouf.example/profil/reinscription/${termB}?membre=${first.childId}&creneau=${cat.slot.tcsId}&piscine=${cat.pool}`;
      expect(mail.text).toContain(`Réinscrire Léo trimestre-fr : ${link}`);
      expect(decodeEntities(mail.html)).toContain(`href="${link}"`);
      const opening = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(opens);
      expect(mail.text).toContain(`Jusqu’à l’ouverture à tous, le ${opening} (heure de Paris)`);
      expect(mail.text).toContain('Léo trimestre-fr\n');
      const english = await mailTo(peer, 'term-en@plouf.test', /^Enrolment for Winter term: your place is waiting$/, 30_000);
      expect(english.text).toContain('Léo term-en\n');
    } finally {
      app.clock.reset();
    }
  });
});

describe('a place stopped from a week, mailed (issue 41)', () => {
  type Week = { date: string };
  const mine = async (f: Family) => ((await app.call('GET', '/webapi/Family/enrolments', { cookie: f.cookie })).body.data as Array<{ id: number; termId: number; status: string; weeks: Week[] }>).find((item) => item.termId === termA && item.status === 'enrolled')!;
  const dayOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(iso));

  it('tells the family that stops, in French, the lessons given up and the rule for their entries', async () => {
    const enrolment = await mine(first);
    const from = enrolment.weeks[1]!.date;
    const answer = await app.call('PUT', `/webapi/Family/enrolment/${enrolment.id}/drop`, { cookie: first.cookie, language: 'fr', headers: key(), body: { fromDate: dayOf(from) } });
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
    const mail = await mailTo(peer, first.email, new RegExp(`^Léo trimestre-fr ne vient plus à partir du ${lessonText(from, 'fr').replace(/\s/g, '\\s')}$`));
    const text = plain(mail.text);
    expect(text).toContain(`C’est noté : Léo trimestre-fr ne vient plus à partir de la séance du ${plain(lessonText(from, 'fr'))} (trimestre « Trimestre d’automne »).`);
    expect(text).toContain(`Les séances abandonnées (heure de Paris) :\n${enrolment.weeks.slice(1).map((week) => `- ${plain(lessonText(week.date, 'fr'))}`).join('\n')}\n`);
    expect(text).toContain('revient sur votre carte ; passé ce délai, elle reste due.');
    expect(mail.text).toMatch(/Vos réservations : https:\/\/plouf\.example\/profil\/my-booking\?key=\S+/);
  });

  it('tells the family in English when the desk stops the place', async () => {
    const english = await app.login('term-en@plouf.test', 'famille-2026');
    const enrolment = await mine({ ...first, cookie: english });
    const from = enrolment.weeks.at(-1)!.date;
    const answer = await app.call('PUT', `/webapi/Family/enrolment/${enrolment.id}/drop`, { cookie: admin, headers: key(), body: { fromDate: dayOf(from) } });
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
    const mail = await mailTo(peer, 'term-en@plouf.test', /^Léo term-en stops from /);
    expect(mail.text).toContain(`The desk stopped Léo term-en’s enrolment from the lesson of ${lessonText(from, 'en')} (Autumn term).`);
    expect(mail.text).toContain(`The lessons given up (Paris time):\n- ${lessonText(from, 'en')}\n`);
    expect(mail.text).toContain('The lessons before that date stay booked.');
  });
});

describe('the term’s kinds in the back-office', () => {
  it('lists their texts and previews them with the kind’s examples, a variable of another kind refused', async () => {
    type Template = { id: number; kind: string; mskId: number; lgs: Array<{ lg: 'fr' | 'en'; libelle: string; preheader: string; mtplTemplate: string; text: string }> };
    const templates = (await app.call('GET', '/webapi/MailTemplate', { cookie: admin })).body.data as Template[];
    expect(templates.filter((item) => item.id >= 13 && item.id <= 15).map((item) => item.kind)).toEqual(['ReinscriptionTrimestre', 'InscriptionTrimestre', 'ListeAttenteTrimestre']);
    const invitation = templates.find((item) => item.id === 13)!;
    const preview = await app.call('POST', '/webapi/MailTemplate/preview', { cookie: admin, body: { id: 13, lg: 'en', mskId: invitation.mskId, lgs: invitation.lgs } });
    expect(preview.body.data.problems).toEqual({});
    expect(preview.body.data.subject).toBe('Enrolment for Term 1: your place is waiting');
    expect(decodeEntities(preview.body.data.html)).toContain('href="https://plouf.fr/profil/reinscription/4?membre=12&creneau=3&piscine=1"');
    const lgs = invitation.lgs.map((language) => (language.lg === 'fr' ? { ...language, text: '{{#each children}}{{cutoff}}{{/each}}' } : language));
    const refused = await app.call('PUT', '/webapi/MailTemplate/13', { cookie: admin, body: { mtpValide: true, mskId: invitation.mskId, lgs } });
    expect(refused.body.data.errors['lgs.fr.text']).toBe('Variable inconnue pour ce type de mail : cutoff');
  });
});
