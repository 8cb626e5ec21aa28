import type { Localized } from '@plouf/infra';
import { activityDecider } from '../activities/decider.ts';
import { cleanHtml } from '../html.ts';
import { ActivityInput, ActivityView } from '../activities/contract.ts';
import { BlogPostInput, BlogPostView } from '../blog/contract.ts';
import type { PageContent, PageContentEnglish } from '../contract.ts';
import { MnsInput, MnsView } from '../mns/contract.ts';
import { PageInput, PageView } from '../pages/contract.ts';
import { PassInput, PassView } from '../passes/contract.ts';
import { PoolInput, PoolView, type LessonTemplate } from '../pools/contract.ts';
import { documentReferences } from '../references.ts';
import type { DocumentKindSpec } from './routes.ts';

const withCleanBody = <C extends PageContent | PageContentEnglish>(content: C): C => ({ ...content, pctBody: cleanHtml(content.pctBody) });

/** A document's translations as stored: `{}` when none, the English body sanitized like the French one. */
function cleanTranslations<T extends { en?: { content?: PageContentEnglish } }>(translations: T | undefined): T {
  const english = translations?.en;
  if (!english?.content) return translations ?? ({} as T);
  // The spread keeps T's other fields; TypeScript cannot see that an object spread stays a T.
  return { ...translations, en: { ...english, content: withCleanBody(english.content) } } as T;
}

/** The French and English page texts cleaned. */
const withCleanTexts = <F extends { content: PageContent; translations?: { en?: { content?: PageContentEnglish } } }>(fields: F): F => ({
  ...fields,
  content: withCleanBody(fields.content),
  translations: cleanTranslations(fields.translations),
});

/**
 * Lesson templates keep their ids; a new one (no `tcsId`, or one this pool does not have) is
 * given the next id. An absent second activity is none (spec §3 cleanup).
 */
async function numberTemplates(templates: PoolInput['templateCours'], current: LessonTemplate[], newId: (name: string) => Promise<number>): Promise<LessonTemplate[]> {
  const known = new Set(current.map((template) => template.tcsId));
  const numbered: LessonTemplate[] = [];
  for (const { tcsId, acyIdCplt, ...template } of templates) {
    const id = tcsId !== undefined && known.has(tcsId) ? tcsId : await newId('lessonTemplate');
    known.delete(id);
    numbered.push({ tcsId: id, ...template, acyIdCplt: acyIdCplt ?? null });
  }
  return numbered;
}

const notAfter = (field: string, low: Localized, high: Localized): Record<string, Localized> => ({
  [field]: { fr: `${low.fr} doit être inférieure ou égale à ${high.fr}`, en: `The ${low.en} must not exceed the ${high.en}` },
});

export const POOLS: DocumentKindSpec<'Pool', typeof PoolInput, typeof PoolView> = {
  kind: 'Pool',
  path: '/Piscine',
  idName: 'pool',
  input: PoolInput,
  view: PoolView,
  async toFields(body, current, newId) {
    return { ...withCleanTexts(body), templateCours: await numberTemplates(body.templateCours, current?.templateCours ?? [], newId) };
  },
  rules(fields) {
    return {
      ...(fields.psnDepthMinCm > fields.psnDepthMaxCm ? notAfter('psnDepthMinCm', { fr: 'La profondeur minimale', en: 'minimum depth' }, { fr: 'la profondeur maximale', en: 'maximum depth' }) : {}),
      ...(fields.datMinCours && fields.datMaxCours && fields.datMinCours > fields.datMaxCours ? notAfter('datMinCours', { fr: 'La date de début des cours', en: 'first lesson date' }, { fr: 'la date de fin', en: 'last lesson date' }) : {}),
    };
  },
  references: (fields) => documentReferences('pools', fields),

  slug: (fields) => fields.content.slug,
};

export const ACTIVITIES: DocumentKindSpec<'Activity', typeof ActivityInput, typeof ActivityView> = {
  kind: 'Activity',
  path: '/Activity',
  idName: 'activity',
  input: ActivityInput,
  view: ActivityView,
  referencedAs: 'activities',
  decider: activityDecider as DocumentKindSpec<'Activity', typeof ActivityInput, typeof ActivityView>['decider'],
  toFields: async (body) => withCleanTexts(body),
  references: (fields) => documentReferences('activities', fields),
  slug: (fields) => fields.content.slug,
};

export const PASSES: DocumentKindSpec<'Pass', typeof PassInput, typeof PassView> = {
  kind: 'Pass',
  path: '/Forfait',
  idName: 'pass',
  input: PassInput,
  view: PassView,
  toFields: async (body) => ({ ...body, translations: body.translations ?? {} }),
  references: (fields) => documentReferences('passes', fields),

};

export const INSTRUCTORS: DocumentKindSpec<'Mns', typeof MnsInput, typeof MnsView> = {
  kind: 'Mns',
  path: '/Mns',
  idName: 'mns',
  input: MnsInput,
  view: MnsView,
  referencedAs: 'mns',
  toFields: async (body) => ({ ...body, imageId: body.imageId ?? null, translations: body.translations ?? {} }),
  references: (fields) => documentReferences('mns', fields),
};

export const PAGES: DocumentKindSpec<'Page', typeof PageInput, typeof PageView> = {
  kind: 'Page',
  path: '/Page',
  idName: 'page',
  input: PageInput,
  view: PageView,
  toFields: async (body) => withCleanTexts(body),
  references: (fields) => documentReferences('pages', fields),
  slug: (fields) => fields.content.slug,
};

export const BLOG_POSTS: DocumentKindSpec<'BlogPost', typeof BlogPostInput, typeof BlogPostView> = {
  kind: 'BlogPost',
  path: '/Blog',
  idName: 'blogPost',
  input: BlogPostInput,
  view: BlogPostView,
  toFields: async (body) => ({ ...withCleanTexts(body), imageId: body.imageId ?? null }),
  references: (fields) => documentReferences('blog', fields),
  slug: (fields) => fields.content.slug,
};
