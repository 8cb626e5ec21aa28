import { describe, expect, it } from 'vitest';
import type { IdentityView } from '../../../api/books.ts';
import { identityChanged, identityDraft, identityErrors, identityInput } from './identityForm.ts';

const view: IdentityView = {
  name: 'Plouf École de natation',
  legalForm: 'SAS au capital de 10 000 €',
  street: '12 rue de la Roquette',
  postalCode: '75011',
  city: 'Paris',
  country: 'France',
  siret: '12345678900012',
  vatNumber: 'FR12345678901',
  email: 'compta@plouf.fr',
  phone: '01 23 45 67 89',
  footer: 'TVA acquittée sur les encaissements.',
  savedAt: null,
};

describe('the school’s identity form', () => {
  it('sends what is typed trimmed, the SIRET and the VAT number without spaces, the VAT number in capitals', () => {
    const draft = { ...identityDraft(view), name: '  Plouf  ', siret: ' 123 456 789 00012 ', vatNumber: 'fr 12 345678901' };
    expect(identityInput(draft)).toEqual({ ...identityInput(identityDraft(view)), name: 'Plouf', siret: '12345678900012', vatNumber: 'FR12345678901' });
    expect(identityErrors(draft)).toEqual({});
  });

  it('refuses a SIRET that is not 14 digits, a malformed VAT number or email, and empty required fields', () => {
    const draft = { ...identityDraft(view), siret: '1234567890001', vatNumber: '12FR', email: 'compta@', name: ' ', city: '' };
    expect(identityErrors(draft)).toEqual({ siret: 'siret', vatNumber: 'vat', email: 'email', name: 'required', city: 'required' });
    expect(identityErrors({ ...identityDraft(view), siret: '1234567890001A' }).siret).toBe('siret');
  });

  it('allows no VAT number (a school exempt of VAT), no email and no phone', () => {
    expect(identityErrors({ ...identityDraft(view), vatNumber: '', email: '', phone: '', legalForm: '', footer: '' })).toEqual({});
  });

  it('says a field is too long past the contract’s bound', () => {
    expect(identityErrors({ ...identityDraft(view), footer: 'x'.repeat(2001) })).toEqual({ footer: 'tooLong' });
  });

  it('sees no change in spaces or capitals alone', () => {
    expect(identityChanged({ ...identityDraft(view), siret: '123 456 789 00012' }, view)).toBe(false);
    expect(identityChanged({ ...identityDraft(view), city: 'Lyon' }, view)).toBe(true);
  });
});
