import { MAIL_KINDS, mailKindOf, type MailKindName } from '../../../api/mail.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';

/** What each kind is called for the people editing it (the kind names are the product's, not theirs). */
export const KIND_LABELS: Record<MailKindName, MessageId> = {
  CompteAjoute: 'adminMail.kind.compteAjoute',
  MembreFamilleAjoute: 'adminMail.kind.membreFamilleAjoute',
  InscriptionCours: 'adminMail.kind.inscriptionCours',
  AnnulationCours: 'adminMail.kind.annulationCours',
  ForgotPassword: 'adminMail.kind.forgotPassword',
  ChangePassword: 'adminMail.kind.changePassword',
  CommandeValidee: 'adminMail.kind.commandeValidee',
  CommandeAnnulee: 'adminMail.kind.commandeAnnulee',
  ListeAttenteCours: 'adminMail.kind.listeAttenteCours',
  Message: 'adminMail.kind.message',
  InscriptionNewsletter: 'adminMail.kind.inscriptionNewsletter',
  DesinscriptionNewsLetter: 'adminMail.kind.desinscriptionNewsletter',
  ReinscriptionTrimestre: 'adminMail.kind.reinscriptionTrimestre',
  InscriptionTrimestre: 'adminMail.kind.inscriptionTrimestre',
  ListeAttenteTrimestre: 'adminMail.kind.listeAttenteTrimestre',
  RappelCours: 'adminMail.kind.rappelCours',
  CreditRattrapage: 'adminMail.kind.creditRattrapage',
  CreditExpire: 'adminMail.kind.creditExpire',
  OffrePlace: 'adminMail.kind.offrePlace',
  FermetureCours: 'adminMail.kind.fermetureCours',
  NiveauValide: 'adminMail.kind.niveauValide',
  ArretTrimestre: 'adminMail.kind.arretTrimestre',
  VersementRefuse: 'adminMail.kind.versementRefuse',
  PaiementTermine: 'adminMail.kind.paiementTermine',
  CarteCadeau: 'adminMail.kind.carteCadeau',
};

/** The label's message of a kind's number; the number's own kind name is shown when it has none. */
export const kindLabel = (id: number): MessageId | undefined => {
  const kind = mailKindOf(id);
  return kind ? KIND_LABELS[kind] : undefined;
};

/** The template whose current text a skin's preview draws: "forgotten password" has a short body and a button. */
export const SKIN_PREVIEW_TEMPLATE = MAIL_KINDS.ForgotPassword;
