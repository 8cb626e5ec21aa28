import { describe, expect, it } from 'vitest';
import { validateMember, validateMemberEdit } from './memberValidation.ts';

const today = new Date(2026, 10, 25);
const child = { userEmail: '', userNom: 'Roux', userPrenom: 'Zoé', usrDatbirth: '2019-04-12' };

describe('a member to add', () => {
  it('takes a child with a birth date and no email, or a person with an email and no birth date', () => {
    expect(validateMember(child, today)).toEqual({});
    expect(validateMember({ ...child, userEmail: 'zoe@x.fr', usrDatbirth: '' }, today)).toEqual({});
  });

  it('asks for both names, a birth date when there is no email, and a well-formed email when there is one', () => {
    expect(validateMember({ userEmail: '', userNom: ' ', userPrenom: '', usrDatbirth: '' }, today)).toEqual({
      userNom: 'common.form.required',
      userPrenom: 'common.form.required',
      usrDatbirth: 'account.member.birthDateRequired',
    });
    expect(validateMember({ ...child, userEmail: 'zoe@' }, today)).toEqual({ userEmail: 'common.form.invalidEmail' });
  });

  it('refuses a birth date to come, and takes today', () => {
    expect(validateMember({ ...child, usrDatbirth: '2026-11-26' }, today)).toEqual({ usrDatbirth: 'account.member.birthDateFuture' });
    expect(validateMember({ ...child, usrDatbirth: '2026-11-25' }, today)).toEqual({});
  });
});

describe('a member edited', () => {
  it('keeps a login address once given, and lets a child without one keep none', () => {
    const adult = { userEmail: '', userNom: 'Roux', userPrenom: 'Léa', usrDatbirth: '' };
    expect(validateMemberEdit(adult, true, today)).toEqual({ userEmail: 'account.member.emailKept' });
    expect(validateMemberEdit({ ...adult, userEmail: 'lea@x.fr' }, true, today)).toEqual({});
    expect(validateMemberEdit(child, false, today)).toEqual({});
    expect(validateMemberEdit({ ...child, usrDatbirth: '' }, false, today)).toEqual({ usrDatbirth: 'account.member.birthDateRequired' });
  });
});
