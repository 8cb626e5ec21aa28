import type { LessonTemplateInput, MediaView, PoolInput, PoolView } from '../../../api/catalogue.ts';
import { emptyPageContent, validatePageContent } from '../../../ui/pageContent/fieldErrors.ts';
import { compact, required, type ClientErrors } from '../kit/fieldErrors.ts';
import { FRENCH_POSTCODE } from '@plouf/infra/text';

/** What the pool form edits: the input, with the images themselves (the image card shows them). */
export type PoolDraft = Omit<PoolInput, 'imageIds'> & { images: MediaView[] };

export function blankPool(): PoolDraft {
  return {
    libelle: '',
    psnEnable: true,
    psnDomicile: false,
    psnLargeurCm: 0,
    psnLongueurCm: 0,
    psnDepthMinCm: 0,
    psnDepthMaxCm: 0,
    address: { adrNumberWay: '', adrPostalCode: '', libelle: '', gpsLat: null, gpsLon: null },
    acyIds: [],
    mnsIds: [],
    images: [],
    content: emptyPageContent(),
    templateCours: [],
    configPiscine: { infosFermeture: '', horaires: '', acces: '' },
    datMinCours: null,
    datMaxCours: null,
    translations: {},
  };
}

export function poolDraft(view: PoolView): PoolDraft {
  return {
    libelle: view.libelle,
    psnEnable: view.psnEnable,
    psnDomicile: view.psnDomicile,
    psnLargeurCm: view.psnLargeurCm,
    psnLongueurCm: view.psnLongueurCm,
    psnDepthMinCm: view.psnDepthMinCm,
    psnDepthMaxCm: view.psnDepthMaxCm,
    address: { ...view.address },
    acyIds: [...view.acyIds],
    mnsIds: view.mns.map((instructor) => instructor.id),
    images: view.images,
    content: { ...emptyPageContent(), ...view.content },
    templateCours: view.templateCours.map((template): LessonTemplateInput => ({ ...template })),
    configPiscine: { ...blankPool().configPiscine, ...view.configPiscine },
    datMinCours: view.datMinCours,
    datMaxCours: view.datMaxCours,
    translations: view.translations ?? {},
  };
}

/** The body of POST / PUT /Piscine: images become their ids; texts are trimmed; an empty day or coordinate is null. */
export function poolInput({ images, ...draft }: PoolDraft): PoolInput {
  const { address } = draft;
  return {
    ...draft,
    libelle: draft.libelle.trim(),
    address: {
      ...address,
      adrNumberWay: address.adrNumberWay.trim(),
      adrPostalCode: address.adrPostalCode.trim(),
      libelle: address.libelle.trim(),
      gpsLat: address.gpsLat ?? null,
      gpsLon: address.gpsLon ?? null,
    },
    content: { ...draft.content, slug: draft.content.slug.trim() },
    templateCours: draft.templateCours.map((template) => ({ ...template, libelle: template.libelle.trim(), translations: { en: { libelle: template.translations?.en?.libelle?.trim() ?? '' } } })),
    datMinCours: draft.datMinCours || null,
    datMaxCours: draft.datMaxCours || null,
    imageIds: images.map((image) => image.id),
  };
}

/** Spec §5: required fields; the rules the server checks, told before sending. */
export function validatePool(draft: PoolDraft): ClientErrors {
  const { address } = draft;
  return compact({
    libelle: required(draft.libelle),
    'address.adrNumberWay': required(address.adrNumberWay),
    'address.adrPostalCode': required(address.adrPostalCode) ?? (FRENCH_POSTCODE.test(address.adrPostalCode.trim()) ? undefined : 'adminCatalogue.validation.postalCode'),
    'address.libelle': required(address.libelle),
    psnDepthMinCm: draft.psnDepthMinCm > draft.psnDepthMaxCm ? 'adminPools.validation.depthOrder' : undefined,
    datMinCours: draft.datMinCours && draft.datMaxCours && draft.datMinCours > draft.datMaxCours ? 'adminPools.validation.dayOrder' : undefined,
    ...validatePageContent(draft.content),
    ...templateErrors(draft.templateCours),
  });
}

/** Per lesson: `templateCours.{index}.{field}`. */
export function templateErrors(templates: readonly LessonTemplateInput[]): ClientErrors {
  return compact(
    Object.fromEntries(
      templates.flatMap((template, index) => [
        [`templateCours.${index}.acyId`, template.acyId > 0 ? undefined : 'admin.validation.required'],
        [`templateCours.${index}.usrId`, template.usrId > 0 ? undefined : 'admin.validation.required'],
        [`templateCours.${index}.tcsDureeMin`, template.tcsDureeMin >= 5 && template.tcsDureeMin <= 480 ? undefined : 'adminPools.validation.duration'],
        [`templateCours.${index}.tcsCapaciteMax`, template.tcsCapaciteMax >= 1 && template.tcsCapaciteMax <= 100 ? undefined : 'adminPools.validation.capacity'],
      ]),
    ),
  );
}
