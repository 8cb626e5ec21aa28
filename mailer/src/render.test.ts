import { DEMO_SEED_CORRELATION, type RecordedEvent } from '@plouf/infra';
import { describe, expect, it } from 'vitest';
import { linksInLanguage, mailForEvent, type MailContext } from './kinds.ts';
import { checkTemplate } from '@plouf/command-api/mail';
import { MAIL_KINDS } from '@plouf/command-api/mail-kinds';
import { defaultTemplates, loadDefaultDocuments, renderMail } from './render.ts';
import { sampleVariables } from '@plouf/command-api/mail-variables';
import { renderBatch } from './subscriber.ts';

const keys = { keyFor: (purpose: string, requestId: string) => `key-${purpose}-${requestId}` };
const context: MailContext = { publicUrl: 'https://plouf.example', keys, timeZone: 'Europe/Paris' };
const at = '2026-11-21T13:30:00.000Z';
const inADay = '2026-11-22T13:30:00.000Z';

const recorded = (type: string, data: unknown): RecordedEvent => ({ id: 'e1', streamId: 'account-7', revision: 0, position: 1n, type, data, metadata: {} });
const person = (language: 'fr' | 'en', name = 'Léa Martin') => ({ userId: 7, email: 'lea@x.fr', name, language });
const reset = (language: 'fr' | 'en', name?: string) =>
  recorded('PasswordResetRequested', { ...person(language, name), requestId: 'r1', requestedAt: at, expiresAt: inADay });
const setup = (language: 'fr' | 'en', reason: 'signup' | 'invited') =>
  recorded('PasswordSetupRequested', { ...person(language), requestId: 's1', reason, requestedAt: at, expiresAt: '2026-11-28T13:30:00.000Z' });
const changed = (language: 'fr' | 'en', via: 'change' | 'reset' | 'setup' = 'change') => recorded('PasswordChanged', { ...person(language), via, at });

const render = (event: RecordedEvent) => {
  const request = mailForEvent(event, context);
  if (!request) throw new Error('no mail');
  return { request, ...renderMail(request, context.publicUrl) };
};

describe('mail kinds', () => {
  it('maps each account event to its kind, and every other event to no mail', () => {
    expect(mailForEvent(reset('fr'), context)?.kind).toBe('ForgotPassword');
    expect(mailForEvent(setup('fr', 'signup'), context)?.kind).toBe('CompteAjoute');
    expect(mailForEvent(setup('fr', 'invited'), context)?.kind).toBe('MembreFamilleAjoute');
    expect(mailForEvent(changed('en'), context)?.kind).toBe('ChangePassword');
    expect(mailForEvent(recorded('ContactReceived', { contactId: 1, email: 'n@x.fr' }), context)).toBeNull();
    expect(mailForEvent(recorded('constructor', {}), context)).toBeNull();
    expect(mailForEvent(recorded('PasswordChanged', { ...person('fr'), email: '', via: 'change', at }), context)).toBeNull();
    // A member added without an email (a child) is written to by no event, whatever it says.
    expect(mailForEvent(recorded('FamilyMemberAdded', { famId: 1, userId: 9, email: null, nom: 'Martin', prenom: 'Zoé', birthDate: '2019-04-12', origin: 'invited' }), context)).toBeNull();
    expect(mailForEvent(recorded('PasswordSetupRequested', { ...person('fr'), email: null, requestId: 's2', reason: 'invited', requestedAt: at, expiresAt: inADay }), context)).toBeNull();
  });

  it('writes no mail for the demo data’s events (made-up people), and the same event otherwise', async () => {
    expect(await renderBatch([reset('fr')], context)).toHaveLength(1);
    expect(await renderBatch([{ ...reset('fr'), metadata: { correlationId: DEMO_SEED_CORRELATION } }], context)).toEqual([]);
  });

  it('writes links absolute from the public address, with the one-time key of the request and its purpose', () => {
    expect(mailForEvent(reset('fr'), { ...context, publicUrl: 'https://plouf.example/' })?.variables.link).toBe('https://plouf.example/create-password?key=key-reset-r1');
    // An English mail's links open the site in English (a browser new to the site would show French).
    expect(mailForEvent(setup('en', 'invited'), context)?.variables.link).toBe('https://plouf.example/create-password?key=key-setup-s1&lang=en');
    expect(mailForEvent(setup('fr', 'invited'), context)?.variables.link).toBe('https://plouf.example/create-password?key=key-setup-s1');
  });

  it('puts the reader’s language on an English mail’s links to the site, and on nothing else', () => {
    const site = 'https://plouf.example';
    expect(
      linksInLanguage(
        { link: `${site}/profil`, withQuery: `${site}/reserver?psnId=3#slot-4`, home: site, already: `${site}/x?lang=en`, other: 'https://stripe.example/pay', text: 'Bonjour', count: 3, rows: [{ url: `${site}/commande/7`, label: 'Carte' }] },
        'en',
        `${site}/`,
      ),
    ).toEqual({
      link: `${site}/profil?lang=en`,
      withQuery: `${site}/reserver?psnId=3&lang=en#slot-4`,
      home: `${site}?lang=en`,
      already: `${site}/x?lang=en`,
      other: 'https://stripe.example/pay',
      text: 'Bonjour',
      count: 3,
      rows: [{ url: `${site}/commande/7?lang=en`, label: 'Carte' }],
    });
    expect(linksInLanguage({ link: `${site}/profil` }, 'fr', site)).toEqual({ link: `${site}/profil` });
  });

  it('puts it on the skin’s own links too (its header and footer), in the HTML and the text', () => {
    const english = render(reset('en'));
    // As a browser reads the attributes (Handlebars writes `=` and `&` as references).
    const hrefs = [...english.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&'));
    const toSite = hrefs.filter((href) => href.startsWith(context.publicUrl));
    // The logo, the footer's address and the button with its fallback link.
    expect(toSite.length).toBeGreaterThanOrEqual(4);
    for (const href of toSite) expect(href).toMatch(/[?&]lang=en(#|$)/);
    expect(hrefs).toContain('https://plouf.example?lang=en');
    expect(english.html).toContain('create-password?key&#x3D;key-reset-r1&amp;lang&#x3D;en');
    expect(english.text).toContain('https://plouf.example?lang=en');
    expect(english.text).not.toMatch(/lang=en[^\s]*lang=en/);
    const french = render(reset('fr'));
    expect(french.html + french.text).not.toMatch(/[?&;]lang(=|&#x3D;)/);
  });
});

describe('the product’s texts', () => {
  it('has one per kind, each passing the check a text saved in the back-office passes (its kind’s variables only)', () => {
    const { templates } = loadDefaultDocuments();
    expect(templates.map((template) => template.id)).toEqual(Object.values(MAIL_KINDS));
    for (const template of templates) expect(checkTemplate(template), template.kind).toEqual({});
  });
});

describe('rendering', () => {
  const cases = [reset, (language: 'fr' | 'en') => setup(language, 'signup'), (language: 'fr' | 'en') => setup(language, 'invited'), changed];

  it.each(['fr', 'en'] as const)('renders every kind it sends in %s, in the skin, as HTML and as text', (language) => {
    for (const make of cases) {
      const mail = render(make(language));
      expect(mail.subject).not.toBe('');
      expect(mail.html).toMatch(/^<!DOCTYPE html>/);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain('>Plouf</a>');
      expect(mail.html).toContain('Léa Martin');
      expect(mail.text).toMatch(/^PLOUF · /);
      expect(mail.text).toContain('Léa Martin');
      expect(mail.text).toContain('https://plouf.example');
      for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/\{\{|\}\}|undefined/);
    }
  });

  it('writes French first, and English for English speakers', () => {
    expect(render(reset('fr')).subject).toBe('Réinitialisation de votre mot de passe Plouf');
    expect(render(reset('en')).subject).toBe('Reset your Plouf password');
    expect(render(setup('fr', 'signup')).text).toContain('Bienvenue chez Plouf\u202f! Votre compte a bien été créé avec l’adresse lea@x.fr.');
    expect(render(setup('fr', 'signup')).subject).toBe('Bienvenue chez Plouf\u202f! Créez votre mot de passe');
    expect(render(setup('fr', 'invited')).subject).toBe('Un compte Plouf a été créé pour vous');
    expect(render(reset('fr')).text).toContain('Ce lien est valable 24 heures');
    expect(render(setup('fr', 'signup')).text).toContain('Ce lien est valable 7 jours');
    expect(render(setup('en', 'signup')).text).toContain('This link works for 7 days');
  });

  it('tells when the password changed, on the school’s clock, and where to turn if it was not them', () => {
    const fr = render(changed('fr'));
    expect(fr.subject).toBe('Votre mot de passe Plouf a été modifié');
    expect(fr.text).toContain('a été modifié le 21 novembre 2026 à 14:30.');
    expect(fr.text).toContain('https://plouf.example/contact');
    expect(render(changed('en')).text).toContain('was changed on 21 November 2026 at 14:30.');
    expect(render(changed('fr', 'setup')).subject).toBe('Votre mot de passe Plouf a été créé');
  });

  it('escapes what the event brings in HTML, and leaves text and subject as written', () => {
    const name = `<img src=x onerror=alert(1)> O'Brien & "Co"`;
    const mail = render(reset('fr', name));
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt; O&#x27;Brien &amp; &quot;Co&quot;');
    expect(mail.text).toContain(`Bonjour ${name},`);
  });
});

describe('order mails', () => {
  const card = (cardId: number, fftIsAbo = false) => ({
    cardId,
    fftId: 2,
    libelle: fftIsAbo ? 'Abonnement annuel' : 'Carte 10 séances enfants',
    fftIsAbo,
    entries: fftIsAbo ? 0 : 10,
    validFrom: at,
    validUntil: '2027-11-21T23:59:59.000Z',
    acyIds: [],
    psnIds: [],
    note: '',
  });
  const issued = (language: 'fr' | 'en', orderId: number | null = 41) =>
    recorded('CardsIssued', { famId: 3, orderId, cards: [card(1), card(2, true)], at, by: null, email: 'lea@x.fr', name: 'Léa Martin', language, total: 54000 });
  const statusChanged = (to: number, language: 'fr' | 'en', email?: string) =>
    recorded('OrderStatusChanged', { orderId: 41, famId: 3, from: 2, to, move: 'REFUND', reason: 'Déménagement', at, by: 1, ...(email && { email, name: 'Léa Martin', language, total: 15000 }) });

  it('confirms a paid order with the cards it gave, in the buyer’s language', () => {
    const fr = render(issued('fr'));
    expect(fr.request.kind).toBe('CommandeValidee');
    expect(fr.subject).toBe('Votre commande Plouf n° 41 est validée');
    expect(fr.text).toContain('- Carte 10 séances enfants : 10 entrées, valable jusqu’au 22/11/2027');
    expect(fr.text).toContain('- Abonnement annuel : une séance par semaine');
    expect(fr.html).toContain('540');
    const en = render(issued('en'));
    expect(en.subject).toBe('Your Plouf order no. 41 is confirmed');
    expect(en.text).toContain('- Carte 10 séances enfants: 10 entries, valid until 22/11/2027');
    expect(en.text).toContain('€540');
    // Cards the desk gives send no order mail.
    expect(mailForEvent(issued('fr', null), context)).toBeNull();
  });

  it('links a paid order’s invoice, and a free order to none', () => {
    const paid = render(issued('fr'));
    expect(paid.text).toContain('Votre facture (PDF), depuis votre compte : https://plouf.example/profil/commandes?commande=41');
    // Handlebars escapes the `=` of the query (`&#x3D;`), which the mail reader decodes.
    expect(paid.html).toContain('href="https://plouf.example/profil/commandes?commande&#x3D;41"');
    expect(render(issued('en')).text).toContain('Your invoice (PDF), from your account: https://plouf.example/profil/commandes?commande=41');
    const free = render(recorded('CardsIssued', { famId: 3, orderId: 42, cards: [card(1)], at, by: null, email: 'lea@x.fr', name: 'Léa Martin', language: 'fr', total: 0 }));
    expect(free.text).not.toContain('facture');
    expect(free.html).not.toContain('commandes?commande');
  });

  it('says a term paid in parts has its first part paid, the others to come, and no invoice yet (issue 43)', () => {
    const first = render(recorded('CardsIssued', { famId: 3, orderId: 43, cards: [card(1)], at, by: null, email: 'lea@x.fr', name: 'Léa Martin', language: 'fr', total: 18_000, paid: 6_000 }));
    expect(first.text).toMatch(/Le premier versement \(60\s€\) de votre commande n° 43 \(180\s€\) est réglé/);
    expect(first.text).not.toContain('est payée');
    expect(first.text).not.toContain('facture (PDF)');
    const english = render(recorded('CardsIssued', { famId: 3, orderId: 43, cards: [card(1)], at, by: null, email: 'lea@x.fr', name: 'Léa Martin', language: 'en', total: 18_000, paid: 6_000 }));
    expect(english.text).toMatch(/The first part \(€60\) of your order no\. 43 \(€180\) is paid/);
  });

  it('tells the family of a refund or a cancellation, and of no other move', () => {
    const refunded = render(statusChanged(7, 'fr', 'lea@x.fr'));
    expect(refunded.request.kind).toBe('CommandeAnnulee');
    expect(refunded.subject).toBe('Votre commande Plouf n° 41 est remboursée');
    // The reason is the back-office's note in the order's history, not the family's mail.
    expect(refunded.text).not.toContain('Déménagement');
    expect(render(statusChanged(6, 'en', 'lea@x.fr')).subject).toBe('Your Plouf order no. 41 is cancelled');
    expect(mailForEvent(statusChanged(2, 'fr', 'lea@x.fr'), context)).toBeNull();
    // A quiet move (an unpaid order replaced by the family's own new checkout) names no one.
    expect(mailForEvent(statusChanged(6, 'fr'), context)).toBeNull();
  });

  it('tells the family its plan’s last part is paid, with the invoice behind a link that logs them in (issue 43)', () => {
    const done = (language: 'fr' | 'en') =>
      render(recorded('OrderStatusChanged', { orderId: 41, famId: 3, from: 9, to: 2, move: 'PAYMENT_SUCCEEDED', reason: '', at, by: null, email: 'lea@x.fr', name: 'Léa Martin', language, total: 15_001, parts: 3 }));
    const fr = done('fr');
    expect(fr.request.kind).toBe('PaiementTermine');
    expect(fr.subject).toBe('Votre commande Plouf n° 41 est payée : votre facture est prête');
    expect(fr.text).toMatch(/Le dernier des 3 versements de votre commande n° 41 est réglé : la commande \(150,01\s€\) est entièrement payée\./);
    // The order's page, and the key after its own query.
    expect(fr.text).toMatch(/https:\/\/plouf\.example\/profil\/commandes\?commande=41&key=\S+/);
    expect(fr.request.autolog).toEqual({ requestId: expect.stringMatching(/^mail:/), famId: 3 });
    const en = done('en');
    expect(en.subject).toBe('Your Plouf order no. 41 is paid: your invoice is ready');
    expect(en.text).toMatch(/The last of the 3 instalments of your order no\. 41 is paid: the order \(€150\.01\) is paid in full\./);
  });
});

describe('French elision (issue 41)', () => {
  it('writes "le cours d’Adam" and "le cours de Léa" in the French mails', () => {
    const closure = (member: string) => defaultTemplates().render('FermetureCours', 'fr', { ...sampleVariables('FermetureCours', 'fr'), member }, 'https://plouf.example');
    expect(closure('Adam Martin').subject).toMatch(/^Fermeture : le cours d’Adam Martin du /);
    expect(closure('Léa Martin').subject).toMatch(/^Fermeture : le cours de Léa Martin du /);
    const booked = defaultTemplates().render('InscriptionCours', 'fr', { ...sampleVariables('InscriptionCours', 'fr'), member: 'Hugo Martin' }, 'https://plouf.example');
    expect(booked.text).toContain('La place d’Hugo Martin est réservée');
    expect(booked.text).not.toMatch(/\bde [AEIOUH]/);
  });
});

describe('the account’s language (issue 41)', () => {
  it('writes the mail in the language the recipient’s account keeps, whatever the request came in', () => {
    const english = { ...context, accountLanguage: (address: string) => (address === 'lea@x.fr' ? ('en' as const) : undefined) };
    const request = mailForEvent(reset('fr'), english)!;
    expect([request.language, request.variables.validFor]).toEqual(['en', '24 hours']);
    expect(renderMail(request, context.publicUrl).subject).toBe('Reset your Plouf password');
    // An address no account has: the language the event recorded.
    expect(mailForEvent(reset('fr'), { ...context, accountLanguage: () => undefined })!.language).toBe('fr');
  });
});
