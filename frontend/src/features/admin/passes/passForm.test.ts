import { describe, expect, it } from 'vitest';
import { blankPass, passInput, validatePass } from './passForm.ts';

describe('pass form', () => {
  it('starts on sale, without purchase limit, at 20 % VAT (2000 basis points)', () => {
    expect(blankPass()).toMatchObject({ fftEnable: true, fftLimiteAchat: 0, tva: 2000 });
  });

  it('requires the name and checks validity and VAT like the server', () => {
    expect(validatePass(blankPass())).toEqual({ libelle: 'admin.validation.required' });
    const pass = { ...blankPass(), libelle: 'Carte 10 séances' };
    expect(validatePass({ ...pass, fftValiditeM: 0 })).toEqual({ fftValiditeM: 'adminPasses.validation.validity' });
    expect(validatePass({ ...pass, tva: 10_001 })).toEqual({ tva: 'adminPasses.validation.vat' });
    expect(validatePass(pass)).toEqual({});
  });

  it('sends the name trimmed and the price in cents as typed', () => {
    expect(passInput({ ...blankPass(), libelle: ' Carte ', fftTarif: 15000 })).toMatchObject({ libelle: 'Carte', fftTarif: 15000 });
  });
});
