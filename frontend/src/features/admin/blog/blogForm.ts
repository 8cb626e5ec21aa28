import type { BlogPostInput, BlogPostTranslations, BlogPostView, MediaView, PageContent } from '../../../api/catalogue.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { emptyPageContent, validatePageContent } from '../../../ui/pageContent/fieldErrors.ts';

/** A blog post as its form holds it; `blgDatpub` null keeps it a draft. */
export interface BlogDraft {
  libelle: string;
  blgAuteur: string;
  blgDatpub: string | null;
  content: PageContent;
  /** The image card's list: none or one. */
  images: MediaView[];
  translations: BlogPostTranslations;
}

/** YYYY-MM-DD of a day, in the browser's time zone. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const emptyBlogPost = (): BlogDraft => ({ libelle: '', blgAuteur: '', blgDatpub: null, content: emptyPageContent(), images: [], translations: {} });

export const blogDraft = (post: BlogPostView): BlogDraft => ({
  libelle: post.libelle,
  blgAuteur: post.blgAuteur,
  blgDatpub: post.blgDatpub,
  content: post.content,
  images: post.image ? [post.image] : [],
  translations: post.translations ?? {},
});

export function blogInput(draft: BlogDraft): BlogPostInput {
  return {
    libelle: draft.libelle.trim(),
    blgAuteur: draft.blgAuteur.trim(),
    blgDatpub: draft.blgDatpub,
    content: draft.content,
    imageId: draft.images[0]?.id ?? null,
    translations: draft.translations,
  };
}

/** Spec §5 administration: a label, a title and an address; a published post needs its date. */
export function validateBlogPost(draft: BlogDraft): Partial<Record<string, MessageId>> {
  const errors: Partial<Record<string, MessageId>> = validatePageContent(draft.content);
  if (!draft.libelle.trim()) errors.libelle = 'admin.validation.required';
  if (draft.blgDatpub !== null && !/^\d{4}-\d{2}-\d{2}$/.test(draft.blgDatpub)) errors.blgDatpub = 'admin.validation.required';
  return errors;
}

export type PublicationState = { kind: 'draft' } | { kind: 'scheduled'; day: string } | { kind: 'published'; day: string };

/** Where a post stands today: a draft, published, or waiting for its day (visitors see it from that day). */
export function publicationState(blgDatpub: string | null, today: string): PublicationState {
  if (!blgDatpub) return { kind: 'draft' };
  return blgDatpub > today ? { kind: 'scheduled', day: blgDatpub } : { kind: 'published', day: blgDatpub };
}

/** "2026-03-05" → "05/03/2026" (spec §9 date format, without the time a day has not). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}
