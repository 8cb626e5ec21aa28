import { describe, expect, it } from 'vitest';
import { contentFieldError, emptyPageContent, validatePageContent } from './fieldErrors.ts';

describe('contentFieldError', () => {
  it('finds a field error under the server key or the bare field name', () => {
    expect(contentFieldError({ 'content.slug': 'déjà utilisée' }, 'slug')).toBe('déjà utilisée');
    expect(contentFieldError({ slug: 'invalide' }, 'slug')).toBe('invalide');
    expect(contentFieldError({ 'content.slug': 'serveur', slug: 'client' }, 'slug')).toBe('serveur');
  });

  it('finds nothing for other fields or without errors', () => {
    expect(contentFieldError({ libelle: 'requis' }, 'pctTitle')).toBeUndefined();
    expect(contentFieldError(undefined, 'slug')).toBeUndefined();
  });
});

describe('validatePageContent', () => {
  it('requires a title and an address', () => {
    expect(validatePageContent(emptyPageContent())).toEqual({
      'content.pctTitle': 'admin.validation.required',
      'content.slug': 'admin.validation.required',
    });
  });

  it('refuses a malformed address', () => {
    expect(validatePageContent({ ...emptyPageContent(), pctTitle: 'Aquagym', slug: 'Aqua gym' })).toEqual({ 'content.slug': 'pageContent.slug.invalid' });
  });

  it('accepts a titled page with a slug', () => {
    expect(validatePageContent({ ...emptyPageContent(), pctTitle: 'Aquagym', slug: 'aquagym' })).toEqual({});
  });
});
