/**
 * Spec §9: the twelve mail kinds and their numbers (`mtpId` on the wire, a template's id), then the
 * term's (issue 22): the re-enrolment invitation, the enrolment for the term and its waiting list;
 * then running a term's (issue 23): the reminder before a lesson, a make-up credit given, a credit
 * about to expire, a place offered from the waiting list, a lesson cancelled by a closure; then
 * progress's (issue 26): a level passed, with its certificate; then a term enrolment stopped (issue 41);
 * then a term's instalment declined on the card kept (issue 43).
 * Numbers are stored (templates, outbox rows): a kind keeps its number, a new one takes the next.
 * Pure and written once: the command side, the mailer and the front end import it
 * (`@plouf/command-api/mail-kinds`).
 */
export const MAIL_KINDS = {
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
  ReinscriptionTrimestre: 13,
  InscriptionTrimestre: 14,
  ListeAttenteTrimestre: 15,
  RappelCours: 16,
  CreditRattrapage: 17,
  CreditExpire: 18,
  OffrePlace: 19,
  FermetureCours: 20,
  NiveauValide: 21,
  ArretTrimestre: 22,
  VersementRefuse: 23,
  PaiementTermine: 24,
  CarteCadeau: 25,
} as const;

export type MailKindName = keyof typeof MAIL_KINDS;
export type MailKindNumber = (typeof MAIL_KINDS)[MailKindName];

/** The highest kind number: what a template's id may be. */
export const LAST_MAIL_KIND = Math.max(...Object.values(MAIL_KINDS)) as MailKindNumber;

const NAMES = new Map(Object.entries(MAIL_KINDS).map(([name, number]) => [number as number, name as MailKindName]));

/**
 * The kind of a template's number, or undefined for a number no kind has.
 *
 * @example
 * mailKindOf(5);  // 'ForgotPassword'
 * mailKindOf(99); // undefined
 */
export const mailKindOf = (id: number): MailKindName | undefined => NAMES.get(id);
