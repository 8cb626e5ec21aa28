import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, mailKindOf, type MailKindName } from './kinds.ts';

describe('mail kinds', () => {
  it('numbers the twelve kinds as the spec does, then the term’s, running a term’s, progress’s and the term’s stop (stored templates and outbox rows hold these numbers)', () => {
    expect(MAIL_KINDS).toEqual({
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
    });
  });

  it('gives each number back its kind', () => {
    for (const name of Object.keys(MAIL_KINDS) as MailKindName[]) expect(mailKindOf(MAIL_KINDS[name])).toBe(name);
  });

  it('names no kind for a number no kind has', () => {
    expect(mailKindOf(0)).toBeUndefined();
    expect(mailKindOf(26)).toBeUndefined();
  });
});
