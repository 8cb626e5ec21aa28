import { DEMO_SEED_CORRELATION, type RecordedEvent } from '@plouf/infra';
import { describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '@plouf/command-api/mail-kinds';
import { mailForEvent, type MailContext } from './kinds.ts';
import { mailNames } from './names.ts';
import { renderMail } from './render.ts';
import { renderBatch } from './subscriber.ts';
import { weekdayName } from './format.ts';

const keys = { keyFor: (purpose: string, requestId: string) => `key-${purpose}-${requestId}` };
const context: MailContext = { publicUrl: 'https://plouf.example', keys, timeZone: 'Europe/Paris' };
const at = '2026-08-20T08:00:00.000Z';
let position = 0n;
const recorded = (type: string, data: unknown, streamId = 'term-slot-4-3'): RecordedEvent => ({ id: `e${++position}`, streamId, revision: 0, position, type, data, metadata: {} });

const slot = { tcsId: 3, psnId: 2, psnName: 'Piscine des Tilleuls', acyId: 5, acyName: 'Apprentissage de la natation', day: 3, hour: 14, minute: 0, durationMin: 45, libelle: 'Mercredi 14h enfants', englishLabel: 'Wednesday 2pm children' };
const notify = (language: 'fr' | 'en', email = 'claire@x.fr') => ({ email, name: 'Claire Martin', language });
// Wednesdays at 14:00 in Paris: summer time (UTC+2) in October, winter time (UTC+1) from November.
const dates = ['2026-10-14T12:00:00.000Z', '2026-10-21T12:00:00.000Z', '2026-11-04T13:00:00.000Z'];
const place = (language: 'fr' | 'en', extra: Record<string, unknown> = {}) => ({
  famId: 1,
  famName: 'Martin',
  usrId: 12,
  memberName: 'Léo Martin',
  notify: notify(language),
  termId: 4,
  tcsId: 3,
  enrId: 40,
  cardId: 7,
  fromDate: '2026-10-14',
  dates,
  slot,
  termName: 'Trimestre 1',
  englishTermName: 'Term 1',
  via: 'family',
  at,
  by: 12,
  ...extra,
});
const invited = (language: 'fr' | 'en', extra: Record<string, unknown> = {}) =>
  recorded(
    'ReenrolmentInvited',
    {
      termId: 4,
      termName: 'Trimestre 2',
      englishTermName: 'Term 2',
      famId: 1,
      notify: notify(language),
      opensAt: '2026-12-05T08:00:00.000Z',
      children: [
        { usrId: 12, memberName: 'Léo Martin', tcsId: 3, slot },
        { usrId: 13, memberName: 'Zoé Martin', tcsId: 9, slot: { ...slot, tcsId: 9, psnId: 6, day: 6, hour: 9, minute: 30, libelle: 'Samedi 9h30', englishLabel: undefined } },
      ],
      at,
      by: null,
      ...extra,
    },
    'terms',
  );

const render = (event: RecordedEvent, mailContext = context) => {
  const request = mailForEvent(event, mailContext);
  if (!request) throw new Error('no mail');
  return { request, ...renderMail(request, mailContext.publicUrl) };
};
const clean = (mail: { subject: string; html: string; text: string }) => {
  for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/\{\{|\}\}|undefined|NaN/);
};

describe('the re-enrolment invitation', () => {
  it('tells the family the term, the public opening on Paris’s clock, and each child’s slot with the link that enrols it again', () => {
    const fr = render(invited('fr'));
    expect(fr.request).toMatchObject({ kind: 'ReinscriptionTrimestre', language: 'fr', recipient: { address: 'claire@x.fr', name: 'Claire Martin' } });
    expect(fr.subject).toBe('Réinscription pour le trimestre «\u00a0Trimestre 2\u00a0» : votre place vous attend');
    expect(fr.text).toContain('Jusqu’à l’ouverture à tous, le 5 décembre 2026 à 09:00 (heure de Paris)');
    expect(fr.text).toContain('Léo Martin\nApprentissage de la natation · le mercredi à 14:00\nPiscine des Tilleuls · Mercredi 14h enfants\nRéinscrire Léo Martin : https://plouf.example/profil/reinscription/4?membre=12&creneau=3&piscine=2');
    expect(fr.text).toContain('Zoé Martin\nApprentissage de la natation · le samedi à 09:30');
    expect(fr.text).toContain('https://plouf.example/profil/reinscription/4?membre=13&creneau=9&piscine=6');
    expect(fr.html).toContain('href="https://plouf.example/profil/reinscription/4?membre&#x3D;12&amp;creneau&#x3D;3&amp;piscine&#x3D;2"');
    // Each child's button says whom it enrols (links read out of context stay distinct).
    expect(fr.html).toMatch(/>Réinscrire Zoé Martin<\/a>/);
    // The link is the agreed one, with no one-time key (a family with two children follows two links).
    expect(fr.request.autolog).toBeUndefined();
    clean(fr);
    const en = render(invited('en'));
    expect(en.subject).toBe('Enrolment for Term 2: your place is waiting');
    expect(en.text).toContain('Until it opens to everyone on 5 December 2026 at 09:00 (Paris time)');
    expect(en.text).toContain('Léo Martin\nApprentissage de la natation · Wednesday at 14:00\nPiscine des Tilleuls · Wednesday 2pm children\nEnrol Léo Martin again: https://plouf.example/profil/reinscription/4?membre=12&creneau=3&piscine=2');
    // A slot with no English label shows its French one.
    expect(en.text).toContain('Saturday at 09:30\nPiscine des Tilleuls · Samedi 9h30');
    clean(en);
  });

  it('shows the French term name when the English is blank, and writes nothing without an address or for the demo data', async () => {
    expect(render(invited('en', { englishTermName: ' ' })).subject).toBe('Enrolment for Trimestre 2: your place is waiting');
    expect(mailForEvent(invited('fr', { notify: notify('fr', '') }), context)).toBeNull();
    expect(await renderBatch([invited('fr')], context)).toHaveLength(1);
    expect((await renderBatch([invited('fr')], context))[0]!.kind).toBe(MAIL_KINDS.ReinscriptionTrimestre);
    expect(await renderBatch([{ ...invited('fr'), metadata: { correlationId: DEMO_SEED_CORRELATION } }], context)).toEqual([]);
  });
});

describe('the enrolment for the term', () => {
  it('confirms the place with every lesson on Paris’s clock, how many are paid, and the bookings link that logs in once', () => {
    const event = recorded('TermEnrolled', place('fr'));
    const fr = render(event);
    expect(fr.request.kind).toBe('InscriptionTrimestre');
    expect(fr.subject).toBe('Léo Martin est inscrit·e pour le trimestre «\u00a0Trimestre 1\u00a0» : Apprentissage de la natation le mercredi à 14:00');
    expect(fr.text).toContain('Chaque mercredi à 14:00 · 45 minutes\nPiscine des Tilleuls · Mercredi 14h enfants');
    expect(fr.text).toContain('Ses 3 cours (heure de Paris) :\n- mercredi 14 octobre 2026 à 14:00\n- mercredi 21 octobre 2026 à 14:00\n- mercredi 4 novembre 2026 à 14:00\n');
    expect(fr.text).toContain('3 cours sont payés par votre carte.');
    expect(fr.html).toContain('<li>mercredi 4 novembre 2026 à 14:00</li>');
    expect(fr.request.autolog).toEqual({ requestId: `mail:${event.id}`, famId: 1 });
    expect(fr.text).toContain(`https://plouf.example/profil/my-booking?key=key-autolog-mail%3A${event.id}`);
    clean(fr);
    const en = render(recorded('TermEnrolled', place('en')));
    expect(en.subject).toBe('Léo Martin is enrolled for Term 1: Apprentissage de la natation on Wednesdays at 14:00');
    expect(en.text).toContain('The 3 lessons (Paris time):\n- Wednesday, 14 October 2026 at 14:00\n- Wednesday, 21 October 2026 at 14:00\n- Wednesday, 4 November 2026 at 14:00\n');
    expect(en.text).toContain('3 lessons are paid by your card.');
    clean(en);
  });

  it('leaves out a slot’s label when the school gave it none', () => {
    const mail = render(recorded('TermEnrolled', place('fr', { slot: { ...slot, libelle: '', englishLabel: undefined } })));
    expect(mail.text).toContain('Chaque mercredi à 14:00 · 45 minutes\nPiscine des Tilleuls\n');
  });

  it('says so when the desk moved the child to another slot', () => {
    const moved = render(recorded('TermEnrolled', place('fr', { via: 'move' })));
    expect(moved.text).toContain('L’accueil a changé Léo Martin de créneau');
    expect(render(recorded('TermEnrolled', place('fr'))).text).not.toContain('L’accueil a changé');
  });

  it('tells a place on the waiting list with its position and nothing paid, then the place won with its lessons', () => {
    const joined = render(recorded('TermWaitlistJoined', place('fr', { position: 2 })));
    expect(joined.request.kind).toBe('ListeAttenteTrimestre');
    expect(joined.subject).toBe('Léo Martin est sur la liste d’attente du trimestre «\u00a0Trimestre 1\u00a0» (n° 2)');
    expect(joined.text).toContain('en position 2');
    expect(joined.text).not.toContain('payés');
    expect(joined.request.autolog).toBeUndefined();
    clean(joined);
    const promoted = render(recorded('TermWaitlistPromoted', place('en', { via: 'waitingList', dates: dates.slice(1) })));
    expect(promoted.request.kind).toBe('ListeAttenteTrimestre');
    expect(promoted.subject).toBe('A place opened up: Léo Martin is enrolled for Term 1');
    expect(promoted.text).toContain('The 2 lessons (Paris time):\n- Wednesday, 21 October 2026 at 14:00\n- Wednesday, 4 November 2026 at 14:00\n');
    expect(promoted.text).toContain('2 lessons are paid by your card.');
    expect(promoted.request.autolog).toBeDefined();
    clean(promoted);
  });

  it('names the slot’s activity and pool as the catalogue does now, in the reader’s language', async () => {
    const catalogue = [
      recorded('ActivityChanged', { id: 5, fields: { libelle: 'Natation enfants', translations: { en: { libelle: 'Children’s swimming' } } }, at }, 'activity-5'),
      recorded('PoolAdded', { id: 2, fields: { libelle: 'Piscine des Tilleuls', translations: { en: { libelle: 'Les Tilleuls pool' } } }, at }, 'pool-2'),
    ];
    const store = { readStream: async (streamId: string) => catalogue.filter((event) => event.streamId === streamId) } as never;
    const enrolled = recorded('TermEnrolled', place('en'));
    const mail = render(enrolled, { ...context, names: await mailNames(store, [enrolled]) });
    expect(mail.text).toContain('Children’s swimming\nEvery Wednesday at 14:00 · 45 minutes\nLes Tilleuls pool · Wednesday 2pm children');
    const invitation = invited('fr');
    expect(render(invitation, { ...context, names: await mailNames(store, [invitation]) }).text).toContain('Natation enfants · le mercredi à 14:00');
  });

  it('sends no mail for each lesson of a term enrolment, but tells the school’s cancellation of one', () => {
    const course = { crsId: 9, psnId: 2, psnName: 'Piscine des Tilleuls', acyName: 'Natation', start: dates[0], durationMin: 45 };
    const seat = { famId: 1, famName: 'Martin', usrId: 12, memberName: 'Léo Martin', notify: notify('fr'), crsId: 9, insId: 11, cardId: 7, course, at, by: null };
    const enrolment = { enrId: 40, termId: 4, date: dates[0] };
    expect(mailForEvent(recorded('SeatTaken', { ...seat, enrolment }, 'course-9'), context)).toBeNull();
    expect(mailForEvent(recorded('SeatTaken', seat, 'course-9'), context)?.kind).toBe('InscriptionCours');
    const released = (reason: string) => recorded('SeatReleased', { ...seat, enrolment, reason, wasWaiting: false, late: false, refund: true }, 'course-9');
    expect(mailForEvent(released('family'), context)).toBeNull();
    expect(mailForEvent(released('desk'), context)).toBeNull();
    expect(mailForEvent(released('courseCancelled'), context)?.kind).toBe('AnnulationCours');
  });
});

/** French text with its typographic no-break spaces (before « : ; », after «) as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the card that pays the term (issue 41)', () => {
  const card = (cardId: number, fields: Record<string, unknown> = {}) => ({ cardId, fftId: 8, libelle: 'Carte 10 séances enfants', fftIsAbo: false, entries: 10, validFrom: at, validUntil: '2027-08-20T21:59:59.000Z', acyIds: [], psnIds: [], note: '', ...fields });
  const history = [
    recorded('OrderPlaced', { orderId: 90, famId: 1, lines: [{ id: 8, libelle: 'Carte 10 séances enfants', fftTarif: 15000, qty: 1 }] }, 'order-90'),
    recorded('CardsIssued', { famId: 1, orderId: 90, cards: [card(7)], at, by: null }, 'cards-1'),
    recorded('CardsIssued', { famId: 1, orderId: null, cards: [card(8)], at, by: 1 }, 'cards-1'),
    recorded('CardsIssued', { famId: 1, orderId: null, cards: [card(9, { fftId: 11, libelle: 'Abonnement annuel', fftIsAbo: true, entries: 0 })], at, by: 1 }, 'cards-1'),
    recorded('PassChanged', { id: 8, fields: { libelle: 'Carte 10 séances enfants', translations: { en: { libelle: 'Children’s 10-lesson card' } } }, at }, 'pass-8'),
  ];
  const store = { readStream: async (streamId: string) => history.filter((event) => event.streamId === streamId) } as never;
  const mailOf = async (event: RecordedEvent) => render(event, { ...context, names: await mailNames(store, [event]) });

  it('names the card bought and what the lessons come to at the price paid for it', async () => {
    const fr = await mailOf(recorded('TermEnrolled', place('fr')));
    expect(plain(fr.text)).toContain('Ses 3 cours sont payés avec votre carte « Carte 10 séances enfants » (une entrée par cours, soit 45 € au prix payé pour la carte).');
    clean(fr);
    const en = await mailOf(recorded('TermWaitlistPromoted', place('en')));
    expect(en.text).toContain('The 3 lessons are paid with your card “Children’s 10-lesson card” (one entry a lesson, €45 in all at the price paid for the card).');
    clean(en);
  });

  it('names a card given at the desk without a price, and a subscription as one lesson a week', async () => {
    expect(plain((await mailOf(recorded('TermEnrolled', place('fr', { cardId: 8 })))).text)).toContain('payés avec votre carte « Carte 10 séances enfants » (une entrée par cours).');
    expect((await mailOf(recorded('TermEnrolled', place('en', { cardId: 9 })))).text).toContain('The 3 lessons are taken from your subscription “Abonnement annuel” (one lesson a week).');
  });
});

describe('a term enrolment stopped (issue 41)', () => {
  const enrolled = recorded('TermEnrolled', place('fr'));
  const store = { readStream: async (streamId: string) => (streamId === enrolled.streamId ? [enrolled] : []) } as never;
  const dropped = (language: 'fr' | 'en', extra: Record<string, unknown> = {}) =>
    recorded('TermEnrolmentDropped', { famId: 1, famName: 'Martin', usrId: 12, memberName: 'Léo Martin', notify: notify(language), termId: 4, tcsId: 3, enrId: 40, fromDate: '2026-10-21', wasWaiting: false, reason: 'family', slot, at, by: 12, ...extra });
  const mailOf = async (event: RecordedEvent) => render(event, { ...context, names: await mailNames(store, [event]) });

  it('tells the family the lessons given up, the rule for their entries and the bookings link that logs in once', async () => {
    const event = dropped('fr');
    const fr = await mailOf(event);
    expect(fr.request.kind).toBe('ArretTrimestre');
    expect(fr.subject).toBe('Léo Martin ne vient plus à partir du mercredi 21 octobre 2026 à 14:00');
    const text = plain(fr.text);
    expect(text).toContain('C’est noté : Léo Martin ne vient plus à partir de la séance du mercredi 21 octobre 2026 à 14:00 (trimestre « Trimestre 1 »).');
    expect(text).toContain('Les séances abandonnées (heure de Paris) :\n- mercredi 21 octobre 2026 à 14:00\n- mercredi 4 novembre 2026 à 14:00\n');
    expect(text).toContain('revient sur votre carte ; passé ce délai, elle reste due.');
    expect(text).toContain('Les séances d’avant cette date restent réservées.');
    expect(fr.request.autolog).toEqual({ requestId: `mail:${event.id}`, famId: 1 });
    clean(fr);
    const en = await mailOf(dropped('en', { reason: 'desk', by: 1 }));
    expect(en.subject).toBe('Léo Martin stops from Wednesday, 21 October 2026 at 14:00');
    expect(en.text).toContain('The desk stopped Léo Martin’s enrolment from the lesson of Wednesday, 21 October 2026 at 14:00 (Term 1).');
    clean(en);
  });

  it('tells a place on the waiting list left, with nothing to give back; a move sends none (the new place is told)', async () => {
    const left = await mailOf(dropped('en', { wasWaiting: true }));
    expect(left.subject).toBe('Léo Martin is off the waiting list for Term 1');
    expect(left.text).toContain('Nothing had been paid: nothing goes back.');
    expect(left.text).not.toContain('lessons given up');
    clean(left);
    expect(mailForEvent(dropped('fr', { reason: 'moved', movedTo: { tcsId: 5, enrId: 41 } }), context)).toBeNull();
  });
});

describe('weekday names', () => {
  it('names ISO weekdays in both languages', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => weekdayName(day, 'fr'))).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
    expect(weekdayName(7, 'en')).toBe('Sunday');
  });
});
