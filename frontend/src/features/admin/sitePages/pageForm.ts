import type { MediaView, PageInput, PageTranslations, PageView } from '../../../api/catalogue.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { emptyPageContent, validatePageContent } from '../../../ui/pageContent/fieldErrors.ts';

/** A page as its form holds it: the images whole, so the card can show them. */
export interface PageDraft {
  libelle: string;
  content: PageInput['content'];
  images: MediaView[];
  translations: PageTranslations;
}

export const emptyPage = (): PageDraft => ({ libelle: '', content: emptyPageContent(), images: [], translations: {} });

export const pageDraft = (page: PageView): PageDraft => ({ libelle: page.libelle, content: page.content, images: page.images, translations: page.translations ?? {} });

/** PUT or POST /Page: the images by id, in the card's order. */
export function pageInput(draft: PageDraft): PageInput {
  return { libelle: draft.libelle.trim(), content: draft.content, imageIds: draft.images.map((media) => media.id), translations: draft.translations };
}

/** Spec §5 administration: a label, a title and a well-formed address are required. */
export function validatePage(draft: PageDraft): Partial<Record<string, MessageId>> {
  return { ...(draft.libelle.trim() ? {} : { libelle: 'admin.validation.required' }), ...validatePageContent(draft.content) };
}
