import { describe, expect, it } from 'vitest';
import { careChanged, careDraft, careFlags, careInput, telHref } from './careForm.ts';

const view = { usrId: 5, famId: 2, medicalNotes: 'Asthme', allergies: '', emergencyName: 'Paul Martin', emergencyPhone: '06 12 34 56 78', photoConsent: true, updatedAt: '2026-11-20T10:00:00.000Z' };

describe('the care details form', () => {
  it('starts from the record, or blank when never filled in', () => {
    expect(careDraft(view)).toEqual({ medicalNotes: 'Asthme', allergies: '', emergencyName: 'Paul Martin', emergencyPhone: '06 12 34 56 78', photoConsent: true });
    expect(careDraft(null)).toEqual({ medicalNotes: '', allergies: '', emergencyName: '', emergencyPhone: '', photoConsent: false });
  });

  it('sends each text trimmed', () => {
    expect(careInput({ ...careDraft(view), medicalNotes: '  Asthme \n', emergencyPhone: ' 06 ' })).toMatchObject({ medicalNotes: 'Asthme', emergencyPhone: '06' });
  });

  it('tells a change from spaces added', () => {
    expect(careChanged(view, { ...careDraft(view), medicalNotes: 'Asthme  ' })).toBe(false);
    expect(careChanged(view, { ...careDraft(view), photoConsent: false })).toBe(true);
    expect(careChanged(null, careDraft(null))).toBe(false);
  });
});

describe('the roster’s flag', () => {
  it('flags a medical note or an allergy, not blank text', () => {
    expect(careFlags(view)).toEqual({ medical: true, allergies: false, any: true });
    expect(careFlags({ medicalNotes: ' ', allergies: 'Arachide' })).toEqual({ medical: false, allergies: true, any: true });
    expect(careFlags({ medicalNotes: '', allergies: '' }).any).toBe(false);
    expect(careFlags(undefined).any).toBe(false);
  });
});

describe('the phone link', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('06 12.34-56 (78)')).toBe('tel:0612345678');
    expect(telHref('+33 6 12 34 56 78')).toBe('tel:+33612345678');
    expect(telHref('  ')).toBeNull();
    expect(telHref('maman')).toBeNull();
  });
});
