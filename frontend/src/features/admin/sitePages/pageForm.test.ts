import { describe, expect, it } from 'vitest';
import type { MediaView } from '../../../api/catalogue.ts';
import { emptyPage, pageInput, validatePage } from './pageForm.ts';

const media = (id: number) => ({ id }) as MediaView;

describe('pageInput', () => {
  it('sends the images by id in their order and a trimmed label', () => {
    const draft = { ...emptyPage(), libelle: '  CGV ', images: [media(7), media(3)] };
    expect(pageInput(draft)).toEqual({ libelle: 'CGV', content: draft.content, imageIds: [7, 3], translations: {} });
  });
});

describe('validatePage', () => {
  it('requires a label, a title and an address', () => {
    expect(validatePage(emptyPage())).toEqual({
      libelle: 'admin.validation.required',
      'content.pctTitle': 'admin.validation.required',
      'content.slug': 'admin.validation.required',
    });
  });

  it('accepts a complete page', () => {
    const draft = emptyPage();
    expect(validatePage({ ...draft, libelle: 'CGV', content: { ...draft.content, pctTitle: 'Conditions', slug: 'cgv' } })).toEqual({});
  });
});
