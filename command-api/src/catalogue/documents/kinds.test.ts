import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { PageInput } from '../pages/contract.ts';
import { PassInput } from '../passes/contract.ts';
import { PAGES, PASSES } from './kinds.ts';

const noId = async () => 0;
const page = (translations?: unknown) =>
  Value.Default(PageInput, { libelle: 'CGV', content: { slug: 'cgv', pctTitle: 'Conditions', pctBody: '<p>Texte</p>' }, ...(translations !== undefined && { translations }) }) as PageInput;

describe('catalogue translations when saved', () => {
  it('sanitizes the English body like the French one', async () => {
    const fields = await PAGES.toFields(page({ en: { content: { pctTitle: 'Terms', pctBody: '<p onclick="steal()">Terms<script>alert(1)</script></p>' } } }), undefined, noId);
    expect(fields.translations?.en?.content).toMatchObject({ pctTitle: 'Terms', pctBody: '<p>Terms</p>' });
    expect(fields.content.pctBody).toBe('<p>Texte</p>');
  });

  it('stores none as `{}`, and English without a page as it is', async () => {
    expect((await PAGES.toFields(page(), undefined, noId)).translations).toEqual({});
    const pass = Value.Default(PassInput, { libelle: 'Carte', fftValiditeM: 12, fftNbEntree: 10, fftTarif: 100, fftLimiteAchat: 0 }) as PassInput;
    expect((await PASSES.toFields(pass, undefined, noId)).translations).toEqual({});
    expect((await PASSES.toFields({ ...pass, translations: { en: { libelle: 'Card' } } }, undefined, noId)).translations).toEqual({ en: { libelle: 'Card' } });
  });

  it('holds English texts to the French ones’ limits, every one optional, and has no English address', () => {
    expect(Value.Check(PageInput, page({ en: {} }))).toBe(true);
    const title = (pctTitle: string) => page({ en: { content: { pctTitle, pctBaseline: '', pctSubTitle: '', pctHat: '', pctMetaTitle: '', pctMetaDesc: '', pctBody: '' } } });
    expect(Value.Check(PageInput, title('x'.repeat(200)))).toBe(true);
    expect(Value.Check(PageInput, title('x'.repeat(201)))).toBe(false);
    expect([...Value.Errors(PageInput, title('x'.repeat(201)))].map((error) => error.path)).toContain('/translations/en/content/pctTitle');
    // Only texts: an English address or colour is refused by the schema (and dropped by the HTTP edge).
    expect(Value.Check(PageInput, page({ en: { content: { ...title('Terms').translations!.en!.content, slug: 'terms' } } }))).toBe(false);
    expect(Value.Check(PageInput, page({ en: { imageIds: [3] } }))).toBe(false);
  });
});
