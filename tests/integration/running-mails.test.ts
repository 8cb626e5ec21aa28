import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseDecider } from '@plouf/command-api';
import { courseStream } from '@plouf/command-api/events';
import { handleCommand } from '@plouf/infra';
import { decodeEntities, parseMail } from '../../mailer/src/testing/parse-mail.ts';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';
import { mailTo } from '../harness/wait.ts';

/**
 * Running a term's mails through the product's mailer to a real SMTP peer (issue 23): a family
 * booked on a lesson is reminded of it, in its language, with the pool's address and the link to
 * its bookings; when the place frees, the first waiting family is offered it until a moment, then
 * told when the offer expires. The bookings are made through the API; the reminder, the offer and
 * its expiry are the course decider's own decisions, taken on the course's stream as the
 * scheduler's handlers take them (those handlers are the command side's, not the mailer's).
 */
let peer: SmtpPeer;
let app: TestApp;
let admin: string;
let ids: { pool: number; aquagym: number; mns: number; adultPass: number };
let keyCount = 0;
const key = () => ({ 'idempotency-key': `running-mail-${Date.now()}-${keyCount++}` });

type Family = { userId: number; famId: number; cookie: string; cardId: number; language: 'fr' | 'en'; email: string };

async function family(label: string, language: 'fr' | 'en'): Promise<Family> {
  const email = `${label}@plouf.test`;
  const { userId, famId } = await app.createAccount({ email, password: 'famille-2026', roles: ['Client', 'Famille'], prenom: 'Léa', nom: label });
  const cookie = await app.login(email, 'famille-2026', language);
  const card = await app.call('POST', `/webapi/Family/carte/${famId}`, { cookie: admin, headers: key(), body: { fftId: ids.adultPass } });
  expect(card.body.resultCode, JSON.stringify(card.body)).toBe('Ok');
  return { userId, famId, cookie, cardId: card.body.data.id as number, language, email };
}

const book = async (f: Family, crsId: number) => {
  const answer = await app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${f.userId}&cardId=${f.cardId}`, { cookie: f.cookie, language: f.language, headers: key(), body: {} });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  return answer.body.data as { id: number; insStatus: number; position: number | null };
};

/** A decision of the course decider on the course's stream, as a process takes it. */
const decide = (crsId: number, command: Parameters<typeof courseDecider.decide>[0]) =>
  handleCommand(app.platform.store, courseStream(crsId), courseDecider, command, { correlationId: randomUUID(), userId: null, timestamp: new Date().toISOString() });

/** A moment as a reader in Paris reads it. */
const moment = (iso: string, language: 'fr' | 'en', full = false) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: full ? 'full' : 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso));

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startTestApp({ seed: true, mailer: smtpMailer(peer.url) });
  admin = await app.login();
  const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
  const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
  ids = {
    pool: ((await app.call('GET', '/webapi/Piscine')).body.data as { id: number }[])[0]!.id,
    aquagym: activities.find((a) => a.libelle === 'Aquagym')!.id,
    mns: ((await app.call('GET', '/webapi/Mns')).body.data as { id: number }[])[0]!.id,
    adultPass: passes.find((p) => p.libelle === 'Carte 10 séances adultes')!.id,
  };
}, 120_000);

afterAll(async () => {
  await app?.close();
  await peer?.close();
});

describe('running a term’s mails, through SMTP', () => {
  it('reminds the family of its lesson with the pool’s address, then offers the freed place to the first waiting until a moment, then tells it expired', async () => {
    // A lesson in three days, one place: the first family takes it, the second waits.
    const start = new Date((Math.ceil((Date.now() + 72 * 3_600_000) / 60_000) + 7) * 60_000).toISOString();
    const made = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId: ids.pool, acyId: ids.aquagym, usrId: ids.mns, crsDatdebut: start, crsCapaciteMax: 1 } });
    expect(made.body.resultCode, JSON.stringify(made.body)).toBe('Ok');
    const crsId = made.body.data.id as number;
    const booked = await family('rappel-fr', 'fr');
    const waiting = await family('offer-en', 'en');
    const place = await book(booked, crsId);
    expect(place.insStatus).toBe(1);
    const queued = await book(waiting, crsId);
    expect(queued).toMatchObject({ insStatus: 5, position: 1 });

    // The reminder, a day before (the scheduler's moment): once, in French, with where to go.
    const now = new Date().toISOString();
    const reminded = await decide(crsId, { type: 'Remind', data: { insId: place.id, start, now, by: null } });
    expect(reminded.events.map((event) => event.type)).toEqual(['LessonReminded']);
    const pool = (await app.call('GET', `/webapi/Piscine/${ids.pool}`)).body.data as { libelle: string; address: { adrNumberWay: string; adrPostalCode: string; libelle: string } };
    const address = `${pool.address.adrNumberWay}, ${pool.address.adrPostalCode} ${pool.address.libelle}`;
    const reminder = await mailTo(peer, booked.email, /^Rappel : Aquagym pour Léa rappel-fr, /);
    expect(reminder.subject).toBe(`Rappel : Aquagym pour Léa rappel-fr, ${moment(start, 'fr', true)}`);
    const lesson = (await app.call('GET', `/webapi/Cours/${crsId}`)).body.data as { crsDureeMin: number };
    expect(reminder.text).toContain(`${moment(start, 'fr', true)} · ${lesson.crsDureeMin} minutes\n${pool.libelle}\n${address}\n`);
    expect(reminder.text).toMatch(/Vos réservations : https:\/\/plouf\.example\/profil\/my-booking\?key=\S+/);
    expect(decodeEntities(reminder.html)).toContain(`${pool.libelle}<br>${address}</p>`);
    // Asked again, the decider reminds nobody twice.
    expect((await decide(crsId, { type: 'Remind', data: { insId: place.id, start, now, by: null } })).events).toEqual([]);

    // The first family's place frees; in offer mode the place is offered to the first waiting, held until a moment.
    const cutoff = new Date(Date.parse(start) - 24 * 3_600_000).toISOString();
    await decide(crsId, { type: 'Release', data: { insId: place.id, reason: 'family', cutoff, now: new Date().toISOString(), by: booked.userId } });
    const until = new Date(Math.ceil((Date.now() + 12 * 3_600_000) / 60_000) * 60_000).toISOString();
    const offered = await decide(crsId, { type: 'Offer', data: { insId: queued.id, until, now: new Date().toISOString(), by: null } });
    expect(offered.events.map((event) => event.type)).toEqual(['PlaceOffered']);
    const offer = await mailTo(peer, waiting.email, /^A place for Léa offer-en: reply by /);
    expect(offer.subject).toBe(`A place for Léa offer-en: reply by ${moment(until, 'en')}`);
    expect(offer.text).toContain(`We are holding it for you until ${moment(until, 'en')}.`);
    // The activity as the catalogue names it in English (ADR 0017).
    const activity = (await app.call('GET', `/webapi/Activity/${ids.aquagym}`)).body.data as { libelle: string; translations?: { en?: { libelle?: string } } };
    const english = activity.translations?.en?.libelle?.trim() || activity.libelle;
    expect(english).not.toBe('Aquagym');
    expect(offer.text).toContain(`${english}\n${moment(start, 'en', true)} · ${lesson.crsDureeMin} minutes\n${pool.libelle}\n`);
    expect(offer.text).toMatch(/Reply to the offer: https:\/\/plouf\.example\/profil\/my-booking\?key=\S+/);
    expect(decodeEntities(offer.html)).toMatch(/href="https:\/\/plouf\.example\/profil\/my-booking\?key=[^"]+"[^>]*>Reply to the offer<\/a>/);

    // Unanswered at its moment: the member leaves the waiting list, and is told so.
    const expired = await decide(crsId, { type: 'ExpireOffer', data: { insId: queued.id, until, now: until, by: null } });
    expect(expired.events.map((event) => event.type)).toEqual(['SeatReleased']);
    const gone = await mailTo(peer, waiting.email, /^Léa offer-en is off the waiting list for /);
    expect(gone.text).toContain('we did not hear back in time');
    expect(gone.text).toContain(`Another lesson may suit you: https://plouf.example/reserver?piscine=${ids.pool}`);
    // The first family was told of its cancellation as before; the reminder went once.
    await mailTo(peer, booked.email, /^Réservation annulée : Léa rappel-fr, Aquagym/);
    expect(peer.received.filter((mail) => mail.envelopeTo.includes(booked.email) && parseMail(mail.raw).subject.startsWith('Rappel')).length).toBe(1);
  });
});
