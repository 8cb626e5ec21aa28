import type { ActivityDetailView, ActivityInput, MediaView } from '../../../api/catalogue.ts';
import { emptyPageContent, validatePageContent } from '../../../ui/pageContent/fieldErrors.ts';
import { compact, required, type ClientErrors } from '../kit/fieldErrors.ts';

/** What the activity form edits: the input, with the images themselves (the image card shows them). */
export type ActivityDraft = Omit<ActivityInput, 'imageIds'> & { images: MediaView[] };

/** The server's defaults for an activity's config. */
const BLANK_CONFIG: ActivityInput['configActivity'] = { couleur: '#1c6ea4', dureeMin: 45, equipement: '' };

export function blankActivity(): ActivityDraft {
  return { libelle: '', acyEnfant: true, acyAge: 0, acyInfos: '', images: [], content: emptyPageContent(), configActivity: { ...BLANK_CONFIG }, translations: {} };
}

export function activityDraft(view: ActivityDetailView): ActivityDraft {
  return {
    libelle: view.libelle,
    acyEnfant: view.acyEnfant,
    acyAge: view.acyAge,
    acyInfos: view.acyInfos,
    images: view.images.length > 0 ? view.images : view.image ? [view.image] : [],
    content: { ...emptyPageContent(), ...view.content },
    configActivity: { ...BLANK_CONFIG, ...view.configActivity },
    translations: view.translations ?? {},
  };
}

/** The body of POST / PUT /Activity: images become their ids, texts are trimmed. */
export function activityInput({ images, ...draft }: ActivityDraft): ActivityInput {
  return { ...draft, libelle: draft.libelle.trim(), content: { ...draft.content, slug: draft.content.slug.trim() }, imageIds: images.map((image) => image.id) };
}

/** Spec §5: required fields; the server's ranges, told before sending. */
export function validateActivity(draft: ActivityDraft): ClientErrors {
  return compact({
    libelle: required(draft.libelle),
    acyAge: draft.acyAge >= 0 && draft.acyAge <= 99 ? undefined : 'adminActivities.validation.age',
    'configActivity.couleur': /^#[0-9a-fA-F]{6}$/.test(draft.configActivity.couleur) ? undefined : 'adminActivities.validation.colour',
    'configActivity.dureeMin': draft.configActivity.dureeMin <= 480 ? undefined : 'adminActivities.validation.duration',
    ...validatePageContent(draft.content),
  });
}
