import { describe, expect, it } from 'vitest';
import type { MediaView, MnsView } from '../../../api/catalogue.ts';
import { blankMns, mnsDraft, mnsInput, validateMns } from './mnsForm.ts';

const photo = { id: 12, url: '/images/12/sophie-12.png' } as MediaView;

describe('MNS form', () => {
  it('requires the first and last names (spec §5)', () => {
    expect(validateMns(blankMns())).toEqual({ usrPrenom: 'admin.validation.required', usrNom: 'admin.validation.required' });
    expect(validateMns({ ...blankMns(), usrPrenom: 'Sophie', usrNom: 'Lemaire' })).toEqual({});
  });

  it("sends the photo as the first image's id, or null", () => {
    expect(mnsInput({ ...blankMns(), images: [photo] }).imageId).toBe(12);
    expect(mnsInput(blankMns()).imageId).toBeNull();
  });

  it('keeps the login account linked, or none', () => {
    const view = { id: 1, usrPrenom: 'Sophie', usrNom: 'Lemaire', ctyName: '', mnsInfos: '', image: null, loginUserId: 7 } as MnsView;
    expect(mnsInput(mnsDraft(view)).loginUserId).toBe(7);
    expect(mnsInput(blankMns()).loginUserId).toBeNull();
  });

  it('edits the photo as an image list of one', () => {
    const view = { id: 1, usrPrenom: 'Sophie', usrNom: 'Lemaire', ctyName: 'Montreuil', mnsInfos: '', image: photo } as MnsView;
    expect(mnsDraft(view).images).toEqual([photo]);
    expect(mnsDraft({ ...view, image: null }).images).toEqual([]);
  });
});
