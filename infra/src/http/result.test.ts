import { describe, expect, it } from 'vitest';
import { AppError, pickLanguage } from './result.ts';
import { summarize, toFieldErrors } from './validation.ts';

describe('the caller language', () => {
  it('is French unless English is asked for first', () => {
    expect(pickLanguage(undefined)).toBe('fr');
    expect(pickLanguage('de-DE,de;q=0.9')).toBe('fr');
    expect(pickLanguage('en-US,en;q=0.9,fr;q=0.5')).toBe('en');
    expect(pickLanguage('fr-FR,en;q=0.5')).toBe('fr');
    expect(pickLanguage('fr-FR', 'en')).toBe('en');
  });
});

describe('field messages', () => {
  const errors = [
    { keyword: 'required', instancePath: '', schemaPath: '', params: { missingProperty: 'ctcMail' } },
    { keyword: 'maxLength', instancePath: '/ctcMessage', schemaPath: '', params: { limit: 5000 } },
    { keyword: 'minimum', instancePath: '/acyIds/2', schemaPath: '', params: { limit: 1 } },
  ];

  it('gives one message per field in the language asked', () => {
    expect(toFieldErrors(errors, 'body', 'fr')).toEqual({ ctcMail: 'Ce champ est requis', ctcMessage: 'Au plus 5000 caractères', acyIds: 'Doit valoir au moins 1' });
    expect(toFieldErrors(errors, 'body', 'en')).toEqual({ ctcMail: 'This field is required', ctcMessage: 'At most 5000 characters', acyIds: 'Must be at least 1' });
  });

  it('says why a nullable field is wrong, not that it is not null, and names nested fields by path', () => {
    const nullable = [
      { keyword: 'type', instancePath: '/address/gpsLat', schemaPath: '', params: { type: 'null' } },
      { keyword: 'maximum', instancePath: '/address/gpsLat', schemaPath: '', params: { limit: 90 } },
      { keyword: 'anyOf', instancePath: '/address/gpsLat', schemaPath: '', params: {} },
    ];
    expect(toFieldErrors(nullable, 'body', 'fr')).toEqual({ 'address.gpsLat': 'Doit valoir au plus 90' });
  });

  it('sums them up on one line', () => {
    expect(summarize({ ctcMail: 'Ce champ est requis' }, 'fr')).toBe('Données invalides : ctcMail — Ce champ est requis');
    expect(summarize({ ctcMail: 'This field is required' }, 'en')).toBe('Invalid data: ctcMail — This field is required');
  });
});

describe('AppError', () => {
  it('carries its result code and its message in both languages', () => {
    const error = new AppError('X', 'FileNotFound', { fr: 'Introuvable', en: 'Not found' }, { id: { fr: 'Inconnu', en: 'Unknown' } });
    expect(error.toData('fr')).toEqual({ errorMessage: 'Introuvable', errors: { id: 'Inconnu' } });
    expect(error.toData('en')).toEqual({ errorMessage: 'Not found', errors: { id: 'Unknown' } });
  });
});
