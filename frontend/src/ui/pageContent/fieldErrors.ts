import type { PageContent } from '../../api/catalogue.ts';
import type { MessageId } from '../../i18n/catalogues.ts';
import { isSlug } from '../../lib/slug.ts';

/**
 * A page content field's error among those a form holds. The server names a nested field
 * `content.slug`; a form may also say `slug`: both are found.
 *
 * @example
 * contentFieldError({ 'content.slug': 'Adresse déjà utilisée' }, 'slug') // 'Adresse déjà utilisée'
 */
export function contentFieldError(errors: Readonly<Record<string, string>> | undefined, field: keyof PageContent): string | undefined {
  return errors?.[`content.${field}`] ?? errors?.[field];
}

/**
 * Spec §5 administration, for a page's content: a title and a well-formed address are required.
 * Keys are the server's (`content.…`), so client and server errors are shown the same way.
 */
export function validatePageContent(content: PageContent): Partial<Record<`content.${keyof PageContent}`, MessageId>> {
  const errors: Partial<Record<`content.${keyof PageContent}`, MessageId>> = {};
  if (!content.pctTitle.trim()) errors['content.pctTitle'] = 'admin.validation.required';
  if (!content.slug.trim()) errors['content.slug'] = 'admin.validation.required';
  else if (!isSlug(content.slug)) errors['content.slug'] = 'pageContent.slug.invalid';
  return errors;
}

/** A page content with nothing written yet. */
export function emptyPageContent(): PageContent {
  return { slug: '', pctTitle: '', pctBaseline: '', pctSubTitle: '', pctHat: '', pctMetaTitle: '', pctMetaDesc: '', pctBody: '' };
}
