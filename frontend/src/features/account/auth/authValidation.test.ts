import { describe, expect, it } from 'vitest';
import { validateChangePassword, validateEmailOnly, validateLogin, validateNewPassword, validatePerson } from './authValidation.ts';

describe('authentication forms (spec §5)', () => {
  it('login: both fields required, a valid email', () => {
    expect(validateLogin({ userEmail: '', userPass: '' })).toEqual({ userEmail: 'common.form.required', userPass: 'common.form.required' });
    expect(validateLogin({ userEmail: 'nope', userPass: 'x' })).toEqual({ userEmail: 'common.form.invalidEmail' });
    expect(validateLogin({ userEmail: ' a@b.fr ', userPass: 'x' })).toEqual({});
  });

  it('forgotten password: a valid email', () => {
    expect(validateEmailOnly({ userEmail: '  ' })).toEqual({ userEmail: 'common.form.required' });
    expect(validateEmailOnly({ userEmail: 'a@b' })).toEqual({ userEmail: 'common.form.invalidEmail' });
  });

  it('new password: at least 8 characters, confirmed', () => {
    expect(validateNewPassword({ password: '', confirmation: '' })).toEqual({ password: 'common.form.required', confirmation: 'common.form.required' });
    expect(validateNewPassword({ password: '1234567', confirmation: '1234567' })).toEqual({ password: 'common.form.minLength' });
    expect(validateNewPassword({ password: '12345678', confirmation: '12345679' })).toEqual({ confirmation: 'common.form.mismatch' });
    expect(validateNewPassword({ password: '12345678', confirmation: '12345678' })).toEqual({});
  });

  it('change password: the old one required too', () => {
    expect(validateChangePassword({ oldPassword: '', password: '12345678', confirmation: '12345678' })).toEqual({ oldPassword: 'common.form.required' });
    expect(validateChangePassword({ oldPassword: 'old', password: 'short', confirmation: 'x' })).toEqual({
      password: 'common.form.minLength',
      confirmation: 'common.form.mismatch',
    });
  });

  it('person: email, last and first names', () => {
    expect(validatePerson({ userEmail: 'x', userNom: ' ', userPrenom: '' })).toEqual({
      userEmail: 'common.form.invalidEmail',
      userNom: 'common.form.required',
      userPrenom: 'common.form.required',
    });
    expect(validatePerson({ userEmail: 'lea@plouf.fr', userNom: 'Dupont', userPrenom: 'Léa' })).toEqual({});
  });
});
