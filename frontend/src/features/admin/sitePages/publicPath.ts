/**
 * Where the public site shows a page of the back-office (App.tsx routes the site's own pages by
 * these slugs); other pages are not shown on their own yet.
 */
const SITE_PAGES: ReadonlyMap<string, string> = new Map([
  ['accueil', '/'],
  ['domicile', '/domicile'],
  ['visio', '/visio'],
  ['mentions-legales', '/mentions-legales'],
  ['cgv', '/cgv'],
]);

export function publicPagePath(slug: string): string | undefined {
  return SITE_PAGES.get(slug);
}
