import { describe, expect, it } from 'vitest';
import type { ActivityDetailView, MediaView } from '../../../api/catalogue.ts';
import { activityDraft, activityInput, blankActivity, validateActivity } from './activityForm.ts';

const image = (id: number) => ({ id }) as MediaView;
const named = () => ({ ...blankActivity(), libelle: 'Aquagym', content: { ...blankActivity().content, pctTitle: 'Aquagym', slug: 'aquagym' } });

describe('activity form', () => {
  it('requires the name and the page content, and checks age, colour and length', () => {
    expect(validateActivity(blankActivity())).toMatchObject({ libelle: 'admin.validation.required', 'content.slug': 'admin.validation.required' });
    expect(validateActivity(named())).toEqual({});
    expect(validateActivity({ ...named(), acyAge: 120 })).toEqual({ acyAge: 'adminActivities.validation.age' });
    expect(validateActivity({ ...named(), configActivity: { couleur: 'bleu', dureeMin: 45, equipement: '' } })).toEqual({ 'configActivity.couleur': 'adminActivities.validation.colour' });
  });

  it('sends the images as their ids', () => {
    expect(activityInput({ ...named(), images: [image(4), image(2)] }).imageIds).toEqual([4, 2]);
  });

  it('edits the single image when the list is empty (spec §7)', () => {
    const view = { ...named(), id: 1, acyOrdre: 1, pagId: 1, image: image(9), images: [] } as unknown as ActivityDetailView;
    expect(activityDraft(view).images).toEqual([image(9)]);
  });
});
