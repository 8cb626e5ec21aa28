import { DEMO_SEED_CORRELATION, type EventStore, type RecordedEvent } from '@plouf/infra';
import { describe, expect, it } from 'vitest';
import { checkTemplate, sampleVariables } from '@plouf/command-api/mail';
import { MAIL_KINDS, type MailKindName } from '@plouf/command-api/mail-kinds';
import { MAIL_VARIABLES } from '@plouf/command-api/mail';
import { mailForEvent, type MailContext } from './kinds.ts';
import { daysLeft, formatCalendarDay } from './format.ts';
import { mailNames, postalAddress } from './names.ts';
import { loadDefaultDocuments, renderMail } from './render.ts';
import { renderBatch } from './subscriber.ts';

/*
 * Running a term's mails (issue 23, /work/s23/api.md "Mailer"): which event becomes which kind, in
 * the family's language, with which variables; which asks for none; and each new kind written in
 * French and English with nothing missing.
 */

const keys = { keyFor: (purpose: string, requestId: string) => `key-${purpose}-${requestId}` };
const context: MailContext = { publicUrl: 'https://plouf.example', keys, timeZone: 'Europe/Paris' };
const at = '2026-11-26T09:00:00.000Z';
let position = 0n;
const recorded = (type: string, data: unknown, streamId = 'course-9'): RecordedEvent => ({ id: `r${++position}`, streamId, revision: 0, position, type, data, metadata: {} });

const notify = (language: 'fr' | 'en', email = 'claire@x.fr') => ({ email, name: 'Claire Martin', language });
// Saturday 28 November 2026 at 10:00 in Paris (winter time, UTC+1); its cut-off 24 h before.
const course = { crsId: 9, psnId: 2, psnName: 'Piscine des Tilleuls', acyName: 'Bébés nageurs', start: '2026-11-28T09:00:00.000Z', durationMin: 45, cutoffAt: '2026-11-27T09:00:00.000Z' };
const booker = (language: 'fr' | 'en') => ({ famId: 1, famName: 'Martin', usrId: 12, memberName: 'Léo Martin', notify: notify(language) });
const closure = { closureId: 3, from: '2026-11-23', to: '2026-11-29' };

const reminded = (language: 'fr' | 'en', extra: Record<string, unknown> = {}) => recorded('LessonReminded', { ...booker(language), crsId: 9, insId: 11, course, at, by: null, ...extra });
const offered = (language: 'fr' | 'en') => recorded('PlaceOffered', { ...booker(language), crsId: 9, insId: 11, cardId: 7, until: '2026-11-26T21:00:00.000Z', course, at, by: null });
const released = (language: 'fr' | 'en', reason: string, extra: Record<string, unknown> = {}) =>
  recorded('SeatReleased', { ...booker(language), crsId: 9, insId: 11, cardId: 7, reason, wasWaiting: false, late: false, refund: true, course, at, by: 12, ...extra });

const credit = (reason: 'closure' | 'courseCancelled' | 'absence' | 'desk', extra: Record<string, unknown> = {}) => ({
  creditId: 40,
  usrId: 12,
  memberName: 'Léo Martin',
  reason,
  note: reason === 'desk' ? 'Geste de l’accueil après la panne du 12' : reason === 'closure' ? 'Vidange annuelle' : reason === 'courseCancelled' ? 'Maître-nageur absent' : '',
  acyIds: [5],
  psnIds: [],
  validFrom: at,
  // The end of 26 January 2027 in Paris.
  validUntil: '2027-01-26T22:59:59.000Z',
  source: reason === 'desk' ? null : { insId: 11, crsId: 9, cardId: 7, start: course.start, psnId: 2, psnName: 'Piscine des Tilleuls', acyName: 'Bébés nageurs' },
  ...(reason === 'closure' && { closure }),
  ...extra,
});
const given = (language: 'fr' | 'en', reason: Parameters<typeof credit>[0], extra: Record<string, unknown> = {}) =>
  recorded('CreditGiven', { famId: 1, credit: credit(reason, extra), notify: notify(language), at, by: null }, 'cards-1');
const warned = (language: 'fr' | 'en') =>
  recorded('CreditExpiryWarned', { famId: 1, creditId: 40, usrId: 12, memberName: 'Léo Martin', validUntil: '2027-01-26T22:59:59.000Z', notify: notify(language), at: '2027-01-19T22:59:59.000Z', by: null }, 'cards-1');

const render = (event: RecordedEvent, mailContext = context) => {
  const request = mailForEvent(event, mailContext);
  if (!request) throw new Error('no mail');
  return { request, ...renderMail(request, mailContext.publicUrl) };
};
/** Nothing left unfilled: no handlebars, no "undefined", no variable the kind does not give. */
const clean = (mail: ReturnType<typeof render>) => {
  for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/\{\{|\}\}|undefined|NaN|\[object/);
  const known = new Set(MAIL_VARIABLES[mail.request.kind].map((variable) => variable.name));
  for (const name of Object.keys(mail.request.variables)) expect(known.has(name), `${mail.request.kind} gives ${name}`).toBe(true);
  // …and every variable the editor lists for the kind is given.
  for (const name of known) expect(mail.request.variables, `${mail.request.kind} lacks ${name}`).toHaveProperty(name);
};
const kindOf = (event: RecordedEvent) => mailForEvent(event, context)?.kind ?? null;

describe('the reminder before a lesson (RappelCours)', () => {
  it('tells the lesson on Paris’s clock with its weekday, the pool, until when an absence gives back, and the bookings link that logs in once', () => {
    const event = reminded('fr');
    const fr = render(event);
    expect(fr.request).toMatchObject({ kind: 'RappelCours', language: 'fr', recipient: { address: 'claire@x.fr', name: 'Claire Martin' }, autolog: { requestId: `mail:${event.id}`, famId: 1 } });
    expect(fr.subject).toBe('Rappel : Bébés nageurs pour Léo Martin, samedi 28 novembre 2026 à 10:00');
    expect(fr.text).toContain('Bébés nageurs\nsamedi 28 novembre 2026 à 10:00 · 45 minutes\nPiscine des Tilleuls\n');
    expect(fr.text).toContain('avant le 27 novembre 2026 à 10:00 : ce qui payait la place vous est rendu');
    expect(fr.text).toContain(`Vos réservations : https://plouf.example/profil/my-booking?key=key-autolog-mail%3A${event.id}`);
    clean(fr);
    const en = render(reminded('en'));
    expect(en.request.language).toBe('en');
    expect(en.subject).toBe('Reminder: Bébés nageurs for Léo Martin, Saturday, 28 November 2026 at 10:00');
    expect(en.text).toContain('before 27 November 2026 at 10:00: what paid for the place comes back');
    clean(en);
  });

  it('says an absence gives nothing back once the cut-off has passed when it is sent', () => {
    const late = render(reminded('fr', { at: course.cutoffAt }));
    expect(late.request.variables.cutoffPassed).toBe(true);
    expect(late.text).toContain('L’heure limite (27 novembre 2026 à 10:00) étant passée, l’entrée reste due.');
    expect(late.text).not.toContain('vous est rendu');
    expect(render(reminded('fr')).request.variables.cutoffPassed).toBe(false);
  });

  it('reminds a term’s lesson too (it is a lesson like another), and nobody without an address or for the demo', async () => {
    expect(kindOf(reminded('fr', { enrolment: { enrId: 40, termId: 4, date: course.start } }))).toBe('RappelCours');
    expect(kindOf(reminded('fr', { notify: notify('fr', '') }))).toBeNull();
    expect(await renderBatch([{ ...reminded('fr'), metadata: { correlationId: DEMO_SEED_CORRELATION } }], context)).toEqual([]);
    expect((await renderBatch([reminded('fr')], context))[0]!.kind).toBe(MAIL_KINDS.RappelCours);
  });
});

describe('a place offered from the waiting list (OffrePlace)', () => {
  it('tells until when the place is held, with the link that logs in on the bookings to accept or decline', () => {
    const event = offered('fr');
    const fr = render(event);
    expect(fr.request).toMatchObject({ kind: 'OffrePlace', language: 'fr', variables: { expired: false, until: '26 novembre 2026 à 22:00' }, autolog: { requestId: `mail:${event.id}`, famId: 1 } });
    expect(fr.subject).toBe('Une place pour Léo Martin : répondez avant le 26 novembre 2026 à 22:00');
    expect(fr.text).toContain('Nous vous la gardons jusqu’au 26 novembre 2026 à 22:00.');
    expect(fr.text).toContain(`Répondre à l’offre : https://plouf.example/profil/my-booking?key=key-autolog-mail%3A${event.id}`);
    clean(fr);
    const en = render(offered('en'));
    expect(en.subject).toBe('A place for Léo Martin: reply by 26 November 2026 at 22:00');
    clean(en);
  });

  it('tells an offer left to expire (the member left the waiting list), and nothing for an offer declined', () => {
    const expired = render(released('fr', 'offerExpired', { wasWaiting: true, refund: false }));
    expect(expired.request).toMatchObject({ kind: 'OffrePlace', variables: { expired: true, bookLink: 'https://plouf.example/reserver?piscine=2' } });
    expect(expired.request.autolog).toBeUndefined();
    expect(expired.subject).toBe('Léo Martin n’est plus sur la liste d’attente du samedi 28 novembre 2026 à 10:00');
    expect(expired.text).toContain('nous n’avons pas eu de réponse à temps');
    expect(expired.text).not.toContain('répondez');
    clean(expired);
    clean(render(released('en', 'offerExpired', { wasWaiting: true, refund: false })));
    expect(kindOf(released('fr', 'offerDeclined', { wasWaiting: true, refund: false }))).toBeNull();
  });
});

describe('a closure (FermetureCours)', () => {
  it('tells the lesson cancelled, the closure’s days and reason, and the entry back', () => {
    const fr = render(released('fr', 'courseCancelled', { closure, cancelReason: 'Vidange annuelle' }));
    expect(fr.request).toMatchObject({ kind: 'FermetureCours', variables: { credit: false, refund: true, makeup: false, wasWaiting: false } });
    expect(fr.subject).toBe('Fermeture : le cours de Léo Martin du samedi 28 novembre 2026 à 10:00 est annulé');
    expect(fr.text).toContain('Nous devons fermer du lundi 23 novembre 2026 au dimanche 29 novembre 2026 : Vidange annuelle.');
    expect(fr.text).toContain('L’entrée utilisée pour ce cours est rendue à votre carte');
    clean(fr);
    const en = render(released('en', 'courseCancelled', { closure: { ...closure, to: closure.from }, cancelReason: 'Vidange annuelle' }));
    expect(en.text).toContain('We have to close on Monday, 23 November 2026: Vidange annuelle.');
    clean(en);
  });

  it('gives a make-up’s credit back, and tells a place on the waiting list that nothing was used', () => {
    const makeup = render(released('fr', 'courseCancelled', { closure, makeup: true }));
    expect(makeup.request.variables).toMatchObject({ refund: false, makeup: true });
    expect(makeup.text).toContain('C’était un rattrapage : le crédit de rattrapage de Léo Martin lui est rendu');
    const waiting = render(released('en', 'courseCancelled', { closure, wasWaiting: true, refund: false }));
    expect(waiting.request.variables).toMatchObject({ refund: false, makeup: false, wasWaiting: true });
    expect(waiting.text).toContain('Léo Martin was on its waiting list: nothing was taken from your cards');
    clean(makeup);
    clean(waiting);
  });

  it('leaves a place made whole by a credit to the credit’s mail, which tells the closure with until when the credit is valid', () => {
    expect(kindOf(released('fr', 'courseCancelled', { closure, credit: true }))).toBeNull();
    const fr = render(given('fr', 'closure'));
    expect(fr.request).toMatchObject({ kind: 'FermetureCours', language: 'fr', variables: { credit: true, validUntil: '26 janvier 2027', refund: false, reason: 'Vidange annuelle' } });
    expect(fr.subject).toBe('Fermeture : le cours de Léo Martin du samedi 28 novembre 2026 à 10:00 est annulé');
    expect(fr.text).toContain('Léo Martin reçoit un crédit de rattrapage : il permet de réserver un cours où il reste de la place, qui a lieu au plus tard le 26 janvier 2027.');
    expect(fr.text).not.toContain('rendue à votre carte');
    clean(fr);
    const en = render(given('en', 'closure'));
    expect(en.text).toContain('taking place by 26 January 2027');
    clean(en);
  });

  it('writes the closure’s reason in the reader’s language, and the pool’s address in the reminder, as the catalogue holds them now', async () => {
    const streams = [
      recorded('ClosureDeclared', { psnId: 2, psnName: 'Piscine des Tilleuls', acyId: null, acyName: null, ...closure, reason: 'Vidange annuelle', englishReason: 'Yearly draining', compensation: 'entry', crsIds: [9], at, by: 1 }, 'closures'),
      recorded('PoolAdded', { id: 2, fields: { libelle: 'Piscine des Tilleuls', translations: { en: { libelle: 'Les Tilleuls pool' } }, address: { adrNumberWay: '12 rue de l’Écluse', adrPostalCode: '75010', libelle: 'Paris' } }, at }, 'pool-2'),
    ];
    const store = { readStream: async (streamId: string) => streams.filter((event) => event.streamId === streamId) } as unknown as EventStore;
    const closed = released('en', 'courseCancelled', { closure, cancelReason: 'Vidange annuelle' });
    const en = render(closed, { ...context, names: await mailNames(store, [closed]) });
    expect(en.text).toContain('Monday, 23 November 2026 to Sunday, 29 November 2026: Yearly draining.');
    expect(en.text).toContain('Les Tilleuls pool');
    const closedCredit = given('fr', 'closure');
    expect(render(closedCredit, { ...context, names: await mailNames(store, [closedCredit]) }).request.variables.reason).toBe('Vidange annuelle');
    const reminder = reminded('fr');
    const withAddress = render(reminder, { ...context, names: await mailNames(store, [reminder]) });
    expect(withAddress.request.variables.address).toBe('12 rue de l’Écluse, 75010 Paris');
    expect(withAddress.text).toContain('Piscine des Tilleuls\n12 rue de l’Écluse, 75010 Paris\n');
    expect(withAddress.html).toContain('Piscine des Tilleuls<br>12 rue de l’Écluse, 75010 Paris</p>');
    // Without the catalogue's address, the reminder shows the pool alone.
    expect(render(reminder).text).toContain('Piscine des Tilleuls\n\nPensez au maillot');
  });
});

describe('a school’s cancellation without a closure', () => {
  it('is told as before when the entry comes back; made whole by a credit, by one CreditRattrapage that says the lesson is cancelled and why', () => {
    const entry = render(released('fr', 'courseCancelled', { cancelReason: 'Maître-nageur absent' }));
    expect(entry.request.kind).toBe('AnnulationCours');
    expect(entry.text).toContain('La place de Léo Martin est libérée et l’entrée est rendue à votre carte.');
    expect(kindOf(released('fr', 'courseCancelled', { cancelReason: 'Maître-nageur absent', credit: true }))).toBeNull();
    const event = given('fr', 'courseCancelled');
    const fr = render(event);
    expect(fr.request).toMatchObject({ kind: 'CreditRattrapage', variables: { courseCancelled: true, absence: false, desk: false, note: 'Maître-nageur absent', validUntil: '26 janvier 2027' }, autolog: { requestId: `mail:${event.id}`, famId: 1 } });
    expect(fr.subject).toBe('Cours annulé : un crédit de rattrapage pour Léo Martin');
    expect(fr.text).toContain('l’école a dû annuler le cours ci-dessous, où Léo Martin avait sa place.\n\nMotif : Maître-nageur absent\n\nBébés nageurs\nsamedi 28 novembre 2026 à 10:00\nPiscine des Tilleuls');
    expect(fr.text).toContain(`Les crédits de votre famille : https://plouf.example/profil?key=key-autolog-mail%3A${event.id}`);
    expect(fr.text).toContain('Réserver un rattrapage : https://plouf.example/reserver?piscine=2');
    clean(fr);
    clean(render(given('en', 'courseCancelled')));
  });
});

describe('an absence declared ahead', () => {
  it('without a credit: AnnulationCours with the absence, the entry back before the cut-off, nothing after', () => {
    const before = render(released('fr', 'absence'));
    expect(before.request).toMatchObject({ kind: 'AnnulationCours', variables: { absence: true, refund: true, late: false, makeup: false } });
    expect(before.subject).toBe('Absence notée : Léo Martin, Bébés nageurs le 28 novembre 2026 à 10:00');
    expect(before.text).toContain('C’est noté : Léo Martin ne viendra pas à ce cours, et sa place est libérée pour quelqu’un d’autre. L’entrée est rendue à votre carte.');
    clean(before);
    const after = render(released('en', 'absence', { refund: false, late: true }));
    expect(after.text).toContain('The absence was declared after 27 November 2026 at 10:00: the entry is spent.');
    expect(after.text).not.toContain('back on your card');
    clean(after);
    // A make-up’s absence gives its credit back.
    expect(render(released('fr', 'absence', { makeup: true })).text).toContain('Le crédit de rattrapage qui la payait vous est rendu.');
  });

  it('with a credit (a subscription): the release says nothing, the credit tells, with the lesson missed', () => {
    expect(kindOf(released('fr', 'absence', { credit: true }))).toBeNull();
    const fr = render(given('fr', 'absence'));
    expect(fr.request).toMatchObject({ kind: 'CreditRattrapage', variables: { absence: true, courseCancelled: false } });
    expect(fr.subject).toBe('Léo Martin a un crédit de rattrapage, valable jusqu’au 26 janvier 2027');
    expect(fr.text).toContain('C’est noté : Léo Martin ne viendra pas au cours ci-dessous.');
    expect(fr.text).toContain('Pour rattraper ce cours, Léo Martin reçoit un crédit de rattrapage');
    clean(fr);
    const en = render(given('en', 'absence'));
    expect(en.subject).toBe('Léo Martin has a make-up credit, valid until 26 January 2027');
    clean(en);
  });

  it('tells a term lesson’s absence (what came back), while a term lesson given up otherwise stays unmailed', () => {
    const enrolment = { enrId: 40, termId: 4, date: course.start };
    expect(kindOf(released('fr', 'absence', { enrolment }))).toBe('AnnulationCours');
    expect(kindOf(released('fr', 'family', { enrolment }))).toBeNull();
  });
});

describe('the desk’s credit, and a credit about to expire', () => {
  it('tells the desk’s credit with its note and no lesson', () => {
    const fr = render(given('fr', 'desk'));
    expect(fr.request).toMatchObject({ kind: 'CreditRattrapage', variables: { desk: true, start: '', activity: '', note: 'Geste de l’accueil après la panne du 12', bookLink: 'https://plouf.example/reserver' } });
    expect(fr.text).toContain('L’accueil a offert un crédit de rattrapage à Léo Martin.\n\nMotif : Geste de l’accueil après la panne du 12\n\nCe crédit permet de réserver');
    expect(fr.html).not.toContain('<br><br>');
    clean(fr);
    clean(render(given('en', 'desk')));
  });

  it('warns a week before the end, with the days left and the link to book', () => {
    const event = warned('fr');
    const fr = render(event);
    expect(fr.request).toMatchObject({ kind: 'CreditExpire', variables: { validUntil: '26 janvier 2027', daysLeft: '7 jours', bookLink: 'https://plouf.example/reserver' }, autolog: { requestId: `mail:${event.id}`, famId: 1 } });
    expect(fr.subject).toBe('Le crédit de rattrapage de Léo Martin expire le 26 janvier 2027');
    expect(fr.text).toContain('plus que 7 jours pour en profiter');
    clean(fr);
    const en = render(warned('en'));
    expect(en.subject).toBe('Léo Martin’s make-up credit expires on 26 January 2027');
    expect(en.text).toContain('only 7 days left');
    clean(en);
  });
});

describe('the events stored before running a term', () => {
  it('mail an old SeatReleased exactly as before (no absence, no make-up, no closure)', () => {
    for (const reason of ['family', 'desk', 'courseCancelled', 'noEntry', 'cardRevoked']) {
      const mail = render(released('fr', reason, { cancelReason: reason === 'courseCancelled' ? 'Travaux' : undefined }));
      expect(mail.request.kind).toBe('AnnulationCours');
      expect(mail.request.variables).toMatchObject({ absence: false, makeup: false, byFamily: reason === 'family', courseCancelled: reason === 'courseCancelled' });
    }
    expect(render(released('fr', 'family')).text).toContain('La réservation de Léo Martin est annulée. L’entrée est rendue à votre carte.');
    expect(render(released('fr', 'family', { refund: false, late: true })).text).toContain('la place est libérée mais l’entrée reste due.');
  });

  it('confirms a make-up paid by a credit as such, and a place paid by a card as before', () => {
    const seat = (extra: Record<string, unknown>) => recorded('SeatTaken', { ...booker('fr'), crsId: 9, insId: 11, cardId: 40, course, at, by: 12, ...extra });
    expect(render(seat({ makeup: true })).text).toContain('C’est un rattrapage : le crédit de rattrapage de Léo Martin a été utilisé.');
    expect(render(seat({})).text).toContain('Une entrée de votre carte a été utilisée.');
  });
});

describe('the new kinds’ texts', () => {
  it('are checked in every branch when saved: a variable the kind does not give, in a branch its examples do not take, is refused', () => {
    const offer = loadDefaultDocuments().templates.find((item) => item.kind === 'OffrePlace')!;
    const draft = (text: string) => ({ ...offer, lgs: offer.lgs.map((language) => (language.lg === 'fr' ? { ...language, text } : language)) });
    expect(sampleVariables('OffrePlace', 'fr').expired).toBe(false);
    expect(checkTemplate(draft('{{#if expired}}{{position}}{{else}}{{until}}{{/if}}'))['lgs.fr.text']?.fr).toBe('Variable inconnue pour ce type de mail : position');
    expect(checkTemplate(draft('{{#if expired}}{{bookLink}}{{else}}{{until}}{{/if}}'))).toEqual({});
  });

  const kinds: MailKindName[] = ['RappelCours', 'CreditRattrapage', 'CreditExpire', 'OffrePlace', 'FermetureCours'];

  it('pass the back-office’s check and draw every example, in French and English', () => {
    const { templates } = loadDefaultDocuments();
    for (const kind of kinds) {
      const template = templates.find((item) => item.kind === kind)!;
      expect(template.id).toBe(MAIL_KINDS[kind]);
      expect(checkTemplate(template), kind).toEqual({});
      for (const language of ['fr', 'en'] as const) {
        const mail = renderMail({ kind, language, recipient: { address: 'a@x.fr', name: 'Léa Martin' }, variables: { name: 'Léa Martin', ...sampleVariables(kind, language) } }, 'https://plouf.example');
        expect(mail.html).toContain(`<html lang="${language}">`);
        for (const part of [mail.subject, mail.html, mail.text]) expect(part, `${kind} ${language}`).not.toMatch(/\{\{|\}\}|undefined/);
      }
    }
  });
});

describe('formatting', () => {
  it('writes a closure’s days, a postal address and the days left on the school’s clock', () => {
    expect(formatCalendarDay('2026-12-21', 'fr')).toBe('lundi 21 décembre 2026');
    expect(formatCalendarDay('2026-12-21', 'en')).toBe('Monday, 21 December 2026');
    expect(postalAddress({ adrNumberWay: ' 12 rue de l’Écluse ', adrPostalCode: '75010', libelle: 'Paris' })).toBe('12 rue de l’Écluse, 75010 Paris');
    expect(postalAddress({ adrNumberWay: '', adrPostalCode: '75010', libelle: 'Paris' })).toBe('75010 Paris');
    expect(daysLeft('2027-01-25T09:00:00Z', '2027-01-26T22:59:59Z', 'en', 'Europe/Paris')).toBe('1 day');
    // 23:30 UTC on the 19th is already the 20th in Paris.
    expect(daysLeft('2027-01-19T23:30:00Z', '2027-01-26T22:59:59Z', 'fr', 'Europe/Paris')).toBe('6 jours');
  });
});
