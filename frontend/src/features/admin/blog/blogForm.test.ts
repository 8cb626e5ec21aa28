import { describe, expect, it } from 'vitest';
import type { MediaView } from '../../../api/catalogue.ts';
import { blogInput, emptyBlogPost, formatDay, isoDay, publicationState, validateBlogPost } from './blogForm.ts';

const complete = () => {
  const draft = emptyBlogPost();
  return { ...draft, libelle: 'Rentrée', content: { ...draft.content, pctTitle: 'La rentrée', slug: 'la-rentree' } };
};

describe('blogInput', () => {
  it('sends the one image by id, or null', () => {
    expect(blogInput({ ...complete(), images: [{ id: 9 } as MediaView] }).imageId).toBe(9);
    expect(blogInput(complete()).imageId).toBeNull();
  });

  it('keeps a draft a draft and trims the texts', () => {
    const input = blogInput({ ...complete(), libelle: ' Rentrée ', blgAuteur: ' Léa ' });
    expect(input).toMatchObject({ libelle: 'Rentrée', blgAuteur: 'Léa', blgDatpub: null });
  });
});

describe('validateBlogPost', () => {
  it('requires a label, a title and an address', () => {
    expect(validateBlogPost(emptyBlogPost())).toEqual({
      libelle: 'admin.validation.required',
      'content.pctTitle': 'admin.validation.required',
      'content.slug': 'admin.validation.required',
    });
  });

  it('requires a date once published', () => {
    expect(validateBlogPost({ ...complete(), blgDatpub: '' })).toEqual({ blgDatpub: 'admin.validation.required' });
    expect(validateBlogPost({ ...complete(), blgDatpub: '2026-09-01' })).toEqual({});
    expect(validateBlogPost(complete())).toEqual({});
  });
});

describe('publicationState', () => {
  it('tells drafts, published and scheduled posts apart', () => {
    expect(publicationState(null, '2026-05-10')).toEqual({ kind: 'draft' });
    expect(publicationState('2026-05-10', '2026-05-10')).toEqual({ kind: 'published', day: '2026-05-10' });
    expect(publicationState('2026-05-11', '2026-05-10')).toEqual({ kind: 'scheduled', day: '2026-05-11' });
  });
});

describe('days', () => {
  it('writes a date as YYYY-MM-DD and shows it as DD/MM/YYYY', () => {
    expect(isoDay(new Date(2026, 2, 5, 23, 30))).toBe('2026-03-05');
    expect(formatDay('2026-03-05')).toBe('05/03/2026');
  });
});
