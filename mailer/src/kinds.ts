import type { PasswordChanged, PasswordResetRequested, PasswordSetupRequested } from '@plouf/command-api/events';
import type { KeyStore, RecordedEvent } from '@plouf/infra';

/**
 * The mail template kinds of the spec, with their numbers (`mtpId` on the wire). The mailer sends
 * the kinds that have an event below; the others wait for their aggregates (courses, orders,
 * newsletter, messages).
 *
 * @example
 * MailKind.ForgotPassword // 5
 * mailKindName(5)          // 'ForgotPassword'
 */
export const MailKind = {
  CompteAjoute: 1,
  MembreFamilleAjoute: 2,
  InscriptionCours: 3,
  AnnulationCours: 4,
  ForgotPassword: 5,
  ChangePassword: 6,
  CommandeValidee: 7,
  CommandeAnnulee: 8,
  ListeAttenteCours: 9,
  Message: 10,
  InscriptionNewsletter: 11,
  DesinscriptionNewsLetter: 12,
} as const;

export type MailKindName = keyof typeof MailKind;
export type MailKindNumber = (typeof MailKind)[MailKindName];

const namesByNumber = new Map(Object.entries(MailKind).map(([name, number]) => [number as number, name as MailKindName]));

export function mailKindName(kind: number): MailKindName {
  const name = namesByNumber.get(kind);
  if (!name) throw new Error(`Unknown mail kind ${kind}`);
  return name;
}

export type Language = 'fr' | 'en';
export const LANGUAGES: readonly Language[] = ['fr', 'en'];

export type MailVariables = Record<string, string | number | boolean>;

/** One mail to write: which template, to whom, in which language, with what. */
export interface MailRequest {
  kind: MailKindName;
  recipient: { address: string; name: string };
  language: Language;
  variables: MailVariables;
}

/** What turning an event into a mail needs besides the event. */
export interface MailContext {
  /** The site's address as people reach it; links in mails are absolute from it. */
  publicUrl: string;
  keys: Pick<KeyStore, 'keyFor'>;
  /** Where the dates shown in mails are read (`Europe/Paris`). */
  timeZone: string;
}

type Mapper<E extends { data: unknown }> = (data: E['data'], context: MailContext) => Omit<MailRequest, 'recipient' | 'language'>;

/** The events that send a mail, and how each becomes one. Every other event type sends nothing. */
const mailedEvents: {
  PasswordResetRequested: Mapper<PasswordResetRequested>;
  PasswordSetupRequested: Mapper<PasswordSetupRequested>;
  PasswordChanged: Mapper<PasswordChanged>;
} = {
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
};

/**
 * The mail an event asks for, or null when it asks for none (or names no address to write to).
 *
 * @example
 * mailForEvent(event, { publicUrl: 'https://plouf.fr', keys, timeZone: 'Europe/Paris' });
 * // { kind: 'ForgotPassword', recipient: { address: 'lea@x.fr', name: 'Léa' }, language: 'fr', variables: { name: 'Léa', link, validFor: '24 heures' } }
 */
export function mailForEvent(event: RecordedEvent, context: MailContext): MailRequest | null {
  if (!Object.hasOwn(mailedEvents, event.type)) return null;
  const data = event.data as { email?: unknown; name?: unknown; language?: unknown };
  if (typeof data.email !== 'string' || !data.email.includes('@')) return null;
  const name = typeof data.name === 'string' ? data.name : '';
  const map = mailedEvents[event.type as keyof typeof mailedEvents] as Mapper<{ data: unknown }>;
  const { kind, variables } = map(event.data, context);
  return { kind, recipient: { address: data.email, name }, language: languageOf(data.language), variables: { name, ...variables } };
}

const languageOf = (language: unknown): Language => (language === 'en' ? 'en' : 'fr');

const siteLink = (context: MailContext, path: string) => `${context.publicUrl.replace(/\/+$/, '')}${path}`;

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

/** A moment as the reader's clock shows it (`21 novembre 2026 à 14:30`); as written when unreadable. */
function formatMoment(iso: string, language: Language, timeZone: string) {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(moment);
}
