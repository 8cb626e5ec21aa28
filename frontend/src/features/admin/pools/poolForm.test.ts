import { describe, expect, it } from 'vitest';
import { newLessonTemplate, type MediaView, type PoolView } from '../../../api/catalogue.ts';
import { placedErrors } from '../kit/fieldErrors.ts';
import { blankPool, poolDraft, poolInput, validatePool } from './poolForm.ts';
import { minuteOptions } from './useLessonTemplates.ts';

const image = (id: number) => ({ id, url: `/images/0${id}/photo-${id}.png` }) as MediaView;

const complete = () => ({
  ...blankPool(),
  libelle: 'Piscine des Tourelles',
  address: { adrNumberWay: '148 avenue Gambetta', adrPostalCode: '75020', libelle: 'Paris', gpsLat: null, gpsLon: null },
  content: { ...blankPool().content, pctTitle: 'Piscine des Tourelles', slug: 'piscine-des-tourelles' },
});

describe('pool form', () => {
  it('starts a new pool enabled, with no lesson and no lesson window', () => {
    const draft = blankPool();
    expect(draft.psnEnable).toBe(true);
    expect(draft.templateCours).toEqual([]);
    expect([draft.datMinCours, draft.datMaxCours]).toEqual([null, null]);
  });

  it("requires the name, the address and the page's title and address (spec §5)", () => {
    expect(validatePool(blankPool())).toMatchObject({
      libelle: 'admin.validation.required',
      'address.adrNumberWay': 'admin.validation.required',
      'address.adrPostalCode': 'admin.validation.required',
      'address.libelle': 'admin.validation.required',
      'content.pctTitle': 'admin.validation.required',
      'content.slug': 'admin.validation.required',
    });
    expect(validatePool(complete())).toEqual({});
  });

  it('checks the postal code, the depths and the lesson window like the server', () => {
    const draft = complete();
    expect(validatePool({ ...draft, address: { ...draft.address, adrPostalCode: '7502' } })['address.adrPostalCode']).toBe('adminCatalogue.validation.postalCode');
    expect(validatePool({ ...draft, psnDepthMinCm: 200, psnDepthMaxCm: 120 }).psnDepthMinCm).toBe('adminPools.validation.depthOrder');
    expect(validatePool({ ...draft, datMinCours: '2027-01-01', datMaxCours: '2026-09-01' }).datMinCours).toBe('adminPools.validation.dayOrder');
    expect(validatePool({ ...draft, datMinCours: '2026-09-01', datMaxCours: null })).toEqual({});
  });

  it('checks each weekly lesson by its row', () => {
    const lesson = { ...newLessonTemplate(), tcsDureeMin: 2, tcsCapaciteMax: 0 };
    expect(validatePool({ ...complete(), templateCours: [newLessonTemplate(), lesson] })).toEqual({
      'templateCours.1.tcsDureeMin': 'adminPools.validation.duration',
      'templateCours.1.tcsCapaciteMax': 'adminPools.validation.capacity',
    });
  });

  it('sends the images as their ids, the MNS as theirs, trimmed texts and empty days as no bound', () => {
    const input = poolInput({ ...complete(), libelle: '  Tourelles ', images: [image(7), image(3)], mnsIds: [2], datMinCours: '' as unknown as null });
    expect(input.imageIds).toEqual([7, 3]);
    expect(input.mnsIds).toEqual([2]);
    expect(input.libelle).toBe('Tourelles');
    expect(input.datMinCours).toBeNull();
    expect(input).not.toHaveProperty('images');
  });

  it('sends a missing GPS coordinate as null and keeps a given one, 0 included', () => {
    const draft = complete();
    expect(poolInput(draft).address).toMatchObject({ gpsLat: null, gpsLon: null });
    expect(poolInput({ ...draft, address: { ...draft.address, gpsLat: undefined, gpsLon: undefined } }).address).toMatchObject({ gpsLat: null, gpsLon: null });
    expect(poolInput({ ...draft, address: { ...draft.address, gpsLat: 48.85, gpsLon: 0 } }).address).toMatchObject({ gpsLat: 48.85, gpsLon: 0 });
  });

  it('sends the English beside the French, none for a new pool, and never requires it', () => {
    expect(poolInput(complete()).translations).toEqual({});
    const english = { en: { libelle: 'Tourelles pool', content: { pctTitle: '', pctBaseline: '', pctSubTitle: '', pctHat: '', pctMetaTitle: '', pctMetaDesc: '', pctBody: '<p>A 50 m pool</p>' } } };
    expect(poolInput({ ...complete(), translations: english }).translations).toEqual(english);
    expect(validatePool({ ...complete(), translations: english })).toEqual({});
  });

  it('edits a saved pool as its input', () => {
    const view = {
      ...complete(),
      id: 4,
      adrId: 4,
      image: image(7),
      images: [image(7)],
      fftIds: [1],
      mns: [{ id: 2, usrNom: 'Benali', usrPrenom: 'Karim' }],
      templateCours: [{ ...newLessonTemplate(), tcsId: 9, acyIdCplt: null }],
      createdAt: '2026-01-01T00:00:00Z',
    } as unknown as PoolView;
    const draft = poolDraft(view);
    expect(draft.mnsIds).toEqual([2]);
    expect(draft.images).toEqual([image(7)]);
    expect(poolInput(draft).templateCours[0]).toMatchObject({ tcsId: 9, thrJour: 3, thrHeure: 14 });
  });
});

describe('lesson editor helpers', () => {
  it('offers minutes every five, keeping an odd one', () => {
    expect(minuteOptions(15)).toHaveLength(12);
    expect(minuteOptions(17)).toContain(17);
    expect(minuteOptions(17)).toHaveLength(13);
  });
});

describe('server errors', () => {
  it('are shown next to their field or listed above the form', () => {
    const split = placedErrors({ libelle: 'Requis', 'content.slug': 'Déjà pris', 'templateCours.usrId': 'Inconnu' }, ['libelle', 'content']);
    expect(split.shown).toEqual({ libelle: 'Requis', 'content.slug': 'Déjà pris' });
    expect(split.others).toEqual({ 'templateCours.usrId': 'Inconnu' });
  });
});
