import { newsletterKey, showGiftCode, type CardsIssued, type GiftCardsIssued, type NewsletterConfirmationResent, type NewsletterSubscribed, type NewsletterUnsubscribed, type OrderStatusChanged, type PaymentFailed, type PasswordChanged, type PasswordResetRequested, type PasswordSetupRequested, type SeatReleased, type SeatTaken, type WaitlistJoined, type WaitlistPromoted } from '@plouf/command-api/events';
import { siteLinkInLanguage } from '@plouf/command-api/mail';
import { mailKindOf, type MailKindName } from '@plouf/command-api/mail-kinds';
import type { KeyStore, RecordedEvent } from '@plouf/infra';
import { autologOf, familyLink, formatDay, formatEuros, formatMoment, languageOf, lessonVariables as lesson, siteLink } from './format.ts';
import type { MailNames } from './names.ts';
import { progressMails } from './progress.ts';
import { runningMails, runningRelease } from './running.ts';
import { termMails } from './terms.ts';

/**
 * The kind of an outbox row's number (`mailKindOf` of `@plouf/command-api/mail-kinds`); a number no
 * kind has is a fault.
 *
 * @example
 * mailKindName(5); // 'ForgotPassword'
 */
export function mailKindName(kind: number): MailKindName {
  const name = mailKindOf(kind);
  if (!name) throw new Error(`Unknown mail kind ${kind}`);
  return name;
}

export type Language = 'fr' | 'en';
export const LANGUAGES: readonly Language[] = ['fr', 'en'];

type MailValue = string | number | boolean;
/** A template's variables: values, and lists of rows for `{{#each}}` (an order's cards). */
export type MailVariables = Record<string, MailValue | Record<string, MailValue>[]>;

/** One mail to write: which template, to whom, in which language, with what. */
export interface MailRequest {
  kind: MailKindName;
  recipient: { address: string; name: string };
  language: Language;
  variables: MailVariables;
  /** Where a mail client's one-click unsubscribe posts (the `List-Unsubscribe` headers, RFC 8058). */
  unsubscribeUrl?: string;
  /**
   * The mail's links to the family's pages carry the one-time autolog key of this request: the
   * sender registers it for the recipient, within the family, when it mails the real recipient
   * (ADR 0014).
   */
  autolog?: { requestId: string; famId: number };
  /** Files the mail carries (a level's certificate): made when the mail is written, kept with it until it leaves. */
  attachments?: MailAttachment[];
}

/** A file a mail carries; its bytes are made on demand (a PDF renders asynchronously, and a mail looked at in a test needs none). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content(): Promise<Buffer>;
}

/** What turning an event into a mail needs besides the event. */
export interface MailContext {
  /** The site's address as people reach it; links in mails are absolute from it. */
  publicUrl: string;
  keys: Pick<KeyStore, 'keyFor'>;
  /** Where the dates shown in mails are read (`Europe/Paris`). */
  timeZone: string;
  /** The catalogue's names today, for the batch being written; without them, the names the events recorded. */
  names?: MailNames;
  /**
   * The language the recipient's account keeps (issue 41: the one its person switched the site to);
   * without it, or for an address no account has, the language the event recorded.
   */
  accountLanguage?: (address: string) => Language | undefined;
}

/** How an event becomes a mail; null when this one asks for none. `eventId` names the event's autolog request, if its mail has one. */
export type Mapper<E extends { data: unknown }> = (data: E['data'], context: MailContext, eventId: string) => Omit<MailRequest, 'recipient' | 'language'> | null;

/** The events that send a mail, and how each becomes one. Every other event type sends nothing. */
const mailedEvents: {
  PasswordResetRequested: Mapper<PasswordResetRequested>;
  PasswordSetupRequested: Mapper<PasswordSetupRequested>;
  PasswordChanged: Mapper<PasswordChanged>;
  CardsIssued: Mapper<CardsIssued>;
  GiftCardsIssued: Mapper<GiftCardsIssued>;
  OrderStatusChanged: Mapper<OrderStatusChanged>;
  PaymentFailed: Mapper<PaymentFailed>;
  SeatTaken: Mapper<SeatTaken>;
  WaitlistJoined: Mapper<WaitlistJoined>;
  WaitlistPromoted: Mapper<WaitlistPromoted>;
  SeatReleased: Mapper<SeatReleased>;
  NewsletterSubscribed: Mapper<NewsletterSubscribed>;
  NewsletterConfirmationResent: Mapper<NewsletterConfirmationResent>;
  NewsletterUnsubscribed: Mapper<NewsletterUnsubscribed>;
} & typeof termMails &
  typeof runningMails &
  typeof progressMails = {
  PasswordResetRequested: (data, context) => ({
    kind: 'ForgotPassword',
    variables: { link: createPasswordLink(context, 'reset', data.requestId), ...validFor(data, languageOf(data.language)) },
  }),
  PasswordSetupRequested: (data, context) => ({
    kind: data.reason === 'invited' ? 'MembreFamilleAjoute' : 'CompteAjoute',
    variables: { link: createPasswordLink(context, 'setup', data.requestId), email: data.email, ...validFor(data, languageOf(data.language)) },
  }),
  PasswordChanged: (data, context) => ({
    kind: 'ChangePassword',
    variables: {
      at: formatMoment(data.at, languageOf(data.language), context.timeZone),
      firstPassword: data.via === 'setup',
      contactLink: siteLink(context, '/contact'),
    },
  }),
  // A paid order's cards are given: the order is confirmed with them. The desk's cards send nothing.
  CardsIssued: (data, context, eventId) => {
    if (data.orderId === null) return null;
    // An order that gave no card of entries bought gift cards only: their mail confirms it (below).
    if (data.cards.length === 0) return null;
    const language = languageOf(data.language);
    const autolog = autologOf(eventId, data.famId);
    return {
      autolog,
      kind: 'CommandeValidee',
      variables: {
        orderId: data.orderId,
        total: formatEuros(data.total ?? 0, language),
        cards: data.cards.map((card) => ({
          libelle: context.names?.name('Pass', card.fftId, language) ?? card.libelle,
          entries: card.fftIsAbo ? (language === 'en' ? 'one lesson a week' : 'une séance par semaine') : `${card.entries} ${language === 'en' ? (card.entries === 1 ? 'entry' : 'entries') : card.entries === 1 ? 'entrée' : 'entrées'}`,
          validUntil: formatDay(card.validUntil, language, context.timeZone),
        })),
        ordersLink: familyLink(context, '/profil/commandes', autolog),
        // A term paid in parts (issue 43): its first part paid; the invoice comes with the last.
        inParts: data.paid !== undefined && !data.directDebit,
        // Paid by SEPA direct debit (ADR 0029, decision 50): the mandate signed, the debits to come.
        byDebit: data.directDebit === true,
        paidNow: formatEuros(data.paid ?? data.total ?? 0, language),
        // A paid order's invoice (the books, ADR 0021); a free order has none, and no link.
        invoiceLink: (data.total ?? 0) > 0 && data.paid === undefined ? siteLink(context, `/profil/commandes?commande=${data.orderId}`) : '',
      },
    };
  },
  // Gift cards bought (issue 43): the buyer is mailed each code, to give or to spend.
  GiftCardsIssued: (data, context, eventId) => {
    if (!data.email) return null;
    const language = languageOf(data.language);
    const autolog = autologOf(eventId, data.famId);
    return {
      autolog,
      kind: 'CarteCadeau',
      variables: {
        orderId: data.orderId,
        total: formatEuros(data.cards.reduce((sum, card) => sum + card.cents, 0), language),
        cards: data.cards.map((card) => ({ code: showGiftCode(card.code), value: formatEuros(card.cents, language) })),
        ordersLink: familyLink(context, `/profil/commandes?commande=${data.orderId}`, autolog),
        contactLink: siteLink(context, '/contact'),
      },
    };
  },
  // A plan's last part paid, cancelled or refunded: the family is told (the event carries their
  // address only then).
  OrderStatusChanged: (data, context, eventId) => {
    // A plan's last part paid (issue 43): the order is paid whole and its invoice made; the link logs them in once.
    if (data.to === 2 && data.parts !== undefined && data.email) {
      const language = languageOf(data.language);
      const autolog = autologOf(eventId, data.famId);
      return {
        autolog,
        kind: 'PaiementTermine',
        variables: {
          orderId: data.orderId,
          total: formatEuros(data.total ?? 0, language),
          count: data.parts,
          invoiceLink: familyLink(context, `/profil/commandes?commande=${data.orderId}`, autolog),
          contactLink: siteLink(context, '/contact'),
        } satisfies MailVariables as MailVariables,
      };
    }
    // Cancelled or refunded: the reason is the back-office's note for the history, not written to the family.
    if (data.to !== 6 && data.to !== 7) return null;
    const language = languageOf(data.language);
    return {
      kind: 'CommandeAnnulee',
      variables: {
        orderId: data.orderId,
        refunded: data.to === 7,
        // A refund tells what was given back: all of it, or the part not used.
        total: formatEuros(data.to === 7 ? (data.refunded ?? data.total ?? 0) : (data.total ?? 0), language),
        ordersLink: siteLink(context, '/profil/commandes'),
        contactLink: siteLink(context, '/contact'),
      },
    };
  },
  // A term's instalment declined on the card kept (issue 43, ADR 0029 decision 20): the family is
  // told, with the next try's day or that it was the last, and a link that logs them in to pay it.
  // A card declined at the screen sends nothing: the family saw it there.
  PaymentFailed: (data, context, eventId) => {
    if (!data.offSession || !data.email || data.part === undefined || data.famId === undefined) return null;
    const language = languageOf(data.language);
    const autolog = autologOf(eventId, data.famId);
    return {
      autolog,
      kind: 'VersementRefuse',
      variables: {
        orderId: data.orderId,
        part: data.part,
        count: data.count ?? data.part,
        amount: formatEuros(data.amount ?? 0, language),
        reason: data.reason,
        retryOn: data.retryOn ? longDay(data.retryOn, language) : '',
        // A SEPA debit refused by the bank (ADR 0029, decision 51), not the card kept.
        byDebit: data.sepa === true,
        payLink: familyLink(context, '/profil/commandes', autolog),
        contactLink: siteLink(context, '/contact'),
      },
    };
  },
  // Bookings: the family is told of each place taken, each place on the waiting list (joined or
  // promoted from it) and each place given up, whoever gave it up and why.
  // A term's lesson (`enrolment`) is told by the term's own mails: its confirmation lists every
  // lesson, so its seats, and their release when the family or the desk gives the place up from a
  // week, send no mail each. The school cancelling one lesson, or taking a card back, is told.
  // A place taken, or won from the waiting list: the link to the family's bookings logs them in once.
  SeatTaken: (data, context, eventId) => {
    if (data.enrolment) return null;
    const autolog = autologOf(eventId, data.famId);
    // A make-up is paid by a make-up credit, not an entry of a card (issue 23).
    return { kind: 'InscriptionCours', variables: { ...lesson(data, context, autolog), makeup: data.makeup === true }, autolog };
  },
  WaitlistJoined: (data, context) => ({ kind: 'ListeAttenteCours', variables: { ...lesson(data, context), promoted: false, position: data.position ?? 0 } }),
  WaitlistPromoted: (data, context, eventId) => {
    const autolog = autologOf(eventId, data.famId);
    return { kind: 'ListeAttenteCours', variables: { ...lesson(data, context, autolog), promoted: true }, autolog };
  },
  // The newsletter: the link that validates the address (with a way out for whoever did not ask),
  // then, when someone leaves, the word that they have left.
  NewsletterSubscribed: (data, context) => newsletterSignup(data.subscriberId, languageOf(data.language), context),
  NewsletterConfirmationResent: (data, context) => newsletterSignup(data.subscriberId, languageOf(data.language), context),
  NewsletterUnsubscribed: (data, context) => ({ kind: 'DesinscriptionNewsLetter', variables: { email: data.email, siteLink: siteLink(context, '/') } }),
  // Running a term's releases first (an offer declined or left to expire, a closure, a place made
  // whole by a credit: running.ts); the others as before. A term's lesson given up sends nothing,
  // but its absence declared ahead is told like any other, with what came back.
  SeatReleased: (data, context) => {
    const running = runningRelease(data, context);
    if (running !== undefined) return running;
    // Taken back by the request that took it (refused after all): the family was told in its answer.
    if (data.reason === 'voided') return null;
    if (data.enrolment && data.reason !== 'courseCancelled' && data.reason !== 'cardRevoked' && data.reason !== 'absence') return null;
    return {
      kind: 'AnnulationCours',
      variables: {
        ...lesson(data, context),
        byFamily: data.reason === 'family',
        byDesk: data.reason === 'desk',
        courseCancelled: data.reason === 'courseCancelled',
        cancelReason: data.cancelReason ?? '',
        noEntry: data.reason === 'noEntry',
        cardRevoked: data.reason === 'cardRevoked',
        wasWaiting: data.wasWaiting,
        refund: data.refund,
        late: data.late,
        absence: data.reason === 'absence',
        // A make-up's place given up gives its credit back, not an entry.
        makeup: data.makeup === true,
      },
    };
  },
  ...termMails,
  ...runningMails,
  ...progressMails,
};

function newsletterSignup(subscriberId: number, language: Language, context: MailContext): Omit<MailRequest, 'recipient' | 'language'> {
  const wayOut = unsubscribeLinks(subscriberId, language, context);
  return {
    kind: 'InscriptionNewsletter',
    variables: { link: siteLink(context, `/?newsletter=${encodeURIComponent(newsletterKey(context.keys, 'newsletter', subscriberId))}`), ...wayOut.variables },
    unsubscribeUrl: wayOut.unsubscribeUrl,
  };
}

/**
 * A subscriber's ways out: the link in the mail's text, and the address a mail client offers
 * (`List-Unsubscribe`): posted to by a one-click client, opened in a browser by the others, which
 * then shows the site's confirmation in the reader's language.
 *
 * @example
 * unsubscribeLinks(12, 'en', context)
 * // { variables: { unsubscribeLink: 'https://plouf.fr/?desinscription=12.k…' }, unsubscribeUrl: 'https://plouf.fr/webapi/Newsletter/unsubscribe?key=12.k…&lang=en' }
 */
export function unsubscribeLinks(subscriberId: number, language: Language, context: MailContext) {
  const key = encodeURIComponent(newsletterKey(context.keys, 'unsubscribe', subscriberId));
  return {
    variables: { unsubscribeLink: siteLink(context, `/?desinscription=${key}`) },
    unsubscribeUrl: siteLink(context, `/webapi/Newsletter/unsubscribe?key=${key}&lang=${language}`),
  };
}

/**
 * The mail an event asks for, or null when it asks for none (or names no address to write to).
 *
 * @example
 * mailForEvent(event, { publicUrl: 'https://plouf.fr', keys, timeZone: 'Europe/Paris' });
 * // { kind: 'ForgotPassword', recipient: { address: 'lea@x.fr', name: 'Léa' }, language: 'fr', variables: { name: 'Léa', link, validFor: '24 heures' } }
 */
export function mailForEvent(event: RecordedEvent, context: MailContext): MailRequest | null {
  if (!Object.hasOwn(mailedEvents, event.type)) return null;
  // Booking events name whom to tell in `notify`; the others at their top level.
  const raw = event.data as { email?: unknown; name?: unknown; language?: unknown; notify?: { email?: unknown; name?: unknown; language?: unknown } };
  const data = raw.notify ?? raw;
  if (typeof data.email !== 'string' || !data.email.includes('@')) return null;
  const name = typeof data.name === 'string' ? data.name : '';
  const map = mailedEvents[event.type as keyof typeof mailedEvents] as Mapper<{ data: unknown }>;
  // The recipient's account language wins over the request's: the mail is written as if the event said it.
  const language = context.accountLanguage?.(data.email) ?? languageOf(data.language);
  const said = language === languageOf(data.language) ? event.data : raw.notify ? { ...raw, notify: { ...raw.notify, language } } : { ...raw, language };
  const mapped = map(said, context, event.id);
  if (!mapped) return null;
  const { kind, variables, unsubscribeUrl, autolog, attachments } = mapped;
  return {
    kind,
    recipient: { address: data.email, name },
    language,
    variables: linksInLanguage({ name, ...variables }, language, context.publicUrl),
    ...(unsubscribeUrl && { unsubscribeUrl }),
    ...(autolog && { autolog }),
    ...(attachments && { attachments }),
  };
}

/**
 * An English mail's links to the site open it in English (`lang=en`, which the page keeps as the
 * reader's choice): a browser that never visited the site, the one a mail is opened in, would
 * otherwise show the French default (the English sign-up's "set your password" link opened a French
 * page). A French mail's links stay as they are: French is the site's own language.
 *
 * @example
 * linksInLanguage({ link: 'https://plouf.fr/create-password?key=k' }, 'en', 'https://plouf.fr')
 * // { link: 'https://plouf.fr/create-password?key=k&lang=en' }
 */
export function linksInLanguage(variables: MailVariables, language: Language, publicUrl: string): MailVariables {
  if (language === 'fr') return variables;
  const inLanguage = <V>(value: V): V => (typeof value === 'string' ? (siteLinkInLanguage(value, language, publicUrl) as V) : value);
  return Object.fromEntries(
    Object.entries(variables).map(([key, value]) => [key, Array.isArray(value) ? value.map((row) => Object.fromEntries(Object.entries(row).map(([name, item]) => [name, inLanguage(item)]))) : inLanguage(value)]),
  );
}

function createPasswordLink(context: MailContext, purpose: 'reset' | 'setup', requestId: string) {
  return siteLink(context, `/create-password?key=${encodeURIComponent(context.keys.keyFor(purpose, requestId))}`);
}

const units = {
  fr: { hour: ['heure', 'heures'], day: ['jour', 'jours'] },
  en: { hour: ['hour', 'hours'], day: ['day', 'days'] },
} as const;

/** How long a link works, in the reader's words: whole days when it is days, otherwise hours. */
function validFor(data: { requestedAt: string; expiresAt: string }, language: Language): MailVariables {
  const hours = Math.round((Date.parse(data.expiresAt) - Date.parse(data.requestedAt)) / 3_600_000);
  if (!Number.isFinite(hours) || hours < 1) return {};
  const [count, unit] = hours >= 48 && hours % 24 === 0 ? [hours / 24, units[language].day] : [hours, units[language].hour];
  return { validFor: `${count} ${count === 1 ? unit[0] : unit[1]}` };
}

/** A Paris calendar day as the reader writes it in full (`4 janvier 2027`, `4 January 2027`). */
function longDay(day: string, language: 'fr' | 'en'): string {
  const moment = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(moment.getTime())) return day;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(moment);
}
