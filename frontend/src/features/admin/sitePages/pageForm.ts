import type { MediaView, PageInput, PageView } from '../../../api/catalogue.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { emptyPageContent, validatePageContent } from '../../../ui/pageContent/fieldErrors.ts';

/** A page as its form holds it: the images whole, so the card can show them. */
export interface PageDraft {
  libelle: string;
  content: PageInput['content'];
  images: MediaView[];
}

export const emptyPage = (): PageDraft => ({ libelle: '', content: emptyPageContent(), images: [] });

export const pageDraft = (page: PageView): PageDraft => ({ libelle: page.libelle, content: page.content, images: page.images });

/** PUT or POST /Page: the images by id, in the card's order. */
export function pageInput(draft: PageDraft): PageInput {
  return { libelle: draft.libelle.trim(), content: draft.content, imageIds: draft.images.map((media) => media.id) };
}

/** Spec §5 administration: a label, a title and a well-formed address are required. */
export function validatePage(draft: PageDraft): Partial<Record<string, MessageId>> {
  return { ...(draft.libelle.trim() ? {} : { libelle: 'admin.validation.required' }), ...validatePageContent(draft.content) };
}
