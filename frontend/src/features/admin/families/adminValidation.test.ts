import { describe, expect, it } from 'vitest';
import type { Family } from '../../../api/types.ts';
import { familyChanges, familyFormValues, validateFamily, validateUser } from './adminValidation.ts';

const family: Family = {
  id: 3,
  famId: 3,
  libelle: 'Dupont',
  address: { adrNumberWay: '3 rue des Lilas', adrPostalCode: '69003', libelle: 'Lyon', adrPostBox: 'BP 12' },
  membres: [],
  commandes: [],
  reminders: true,
  selected: false,
  detailLoaded: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('family form (spec §5, administration)', () => {
  it('asks for the name, and for a whole address once one is begun', () => {
    const values = familyFormValues(family);
    expect(validateFamily(values)).toEqual({});
    expect(validateFamily({ ...values, libelle: ' ' })).toEqual({ libelle: 'admin.validation.required' });
    expect(validateFamily({ ...values, adrPostalCode: '', city: '' })).toEqual({ adrPostalCode: 'admin.validation.required', city: 'admin.validation.required' });
    expect(validateFamily({ libelle: 'Dupont', adrNumberWay: '', adrOutsideInfos: '', adrPostalCode: '', city: '' })).toEqual({});
  });

  it('sends the address with the fields the server gave kept, or null when emptied', () => {
    const values = { ...familyFormValues(family), city: ' Villeurbanne ' };
    expect(familyChanges(values, family.address)).toEqual({
      libelle: 'Dupont',
      address: { adrNumberWay: '3 rue des Lilas', adrOutsideInfos: '', adrPostalCode: '69003', libelle: 'Villeurbanne', adrPostBox: 'BP 12' },
    });
    const emptied = { libelle: 'Dupont', adrNumberWay: '', adrOutsideInfos: '', adrPostalCode: '', city: '' };
    expect(familyChanges(emptied, family.address)).toEqual({ libelle: 'Dupont', address: null });
  });
});

describe('user form (spec §5, administration)', () => {
  it('asks for names and a well-formed email', () => {
    expect(validateUser({ usrNom: '', usrPrenom: '', usrEmail: '', usrDatbirth: '1990-01-02' })).toEqual({
      usrNom: 'admin.validation.required',
      usrPrenom: 'admin.validation.required',
      usrEmail: 'admin.validation.required',
    });
    expect(validateUser({ usrNom: 'Dupont', usrPrenom: 'Léa', usrEmail: 'lea@', usrDatbirth: null })).toEqual({ usrEmail: 'admin.validation.invalidEmail' });
  });

  it('lets a member who does not log in (a child) go without an email, not without a birth date', () => {
    const child = { usrNom: 'Dupont', usrPrenom: 'Zoé', usrEmail: null, usrDatbirth: '2019-04-12' };
    expect(validateUser(child, false)).toEqual({});
    expect(validateUser({ ...child, usrDatbirth: '' }, false)).toEqual({ usrDatbirth: 'admin.validation.required' });
    expect(validateUser({ ...child, usrEmail: 'zoe@', usrDatbirth: '' }, false)).toEqual({ usrEmail: 'admin.validation.invalidEmail' });
  });
});
