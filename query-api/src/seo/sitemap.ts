/**
 * What search engines read first: `robots.txt` (everything public may be crawled; the account, the
 * back-office and the API may not) and `sitemap.xml` (every public page of the spec, with each
 * pool, activity and published post of the catalogue as visitors see it, and its English twin).
 * Pure functions over the catalogue's visitor lists, so that they are tested without a server.
 */

/** A catalogue document as the visitor lists give it: only what the sitemap needs. */
export interface SitemapDocument {
  content: { slug: string };
  acyEnfant?: boolean;
  updatedAt?: string;
  createdAt?: string;
  blgDatpub?: string | null;
}

export interface SitemapInput {
  pools: SitemapDocument[];
  activities: SitemapDocument[];
  posts: SitemapDocument[];
}

/** The public pages that are not catalogue documents (spec §2 menu, footer and pages). */
export const STATIC_PATHS = ['/', '/activites-enfants', '/activites-adultes', '/piscines', '/reserver', '/domicile', '/visio', '/blog', '/contact', '/mentions-legales', '/cgv'] as const;

/** Paths a crawler should leave alone: personal pages, the back-office and the API. */
export const PRIVATE_PATHS = ['/profil/', '/webapi/', '/create-password'] as const;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** The day (YYYY-MM-DD) a document last changed, when its view says. */
function lastModified(document: SitemapDocument): string | undefined {
  const at = document.updatedAt ?? document.blgDatpub ?? document.createdAt;
  return at && /^\d{4}-\d{2}-\d{2}/.test(at) ? at.slice(0, 10) : undefined;
}

/** The site's base address without its trailing slash. */
const baseOf = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${baseOf(publicUrl)}/sitemap.xml`, ''].join('\n');
}

/**
 * The sitemap: each page once, in French (the default, at its plain address) with its English
 * version (`?lang=en`) named as an alternate, as the pages' own `hreflang` links do.
 *
 * @example
 * sitemapXml('https://plouf.fr', { pools, activities, posts });
 */
export function sitemapXml(publicUrl: string, { pools, activities, posts }: SitemapInput): string {
  const base = baseOf(publicUrl);
  const pages: Array<{ path: string; lastmod?: string | undefined }> = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...pools.map((pool) => ({ path: `/piscines/${pool.content.slug}`, lastmod: lastModified(pool) })),
    ...activities.map((activity) => ({ path: `/${activity.acyEnfant ? 'activites-enfants' : 'activites-adultes'}/${activity.content.slug}`, lastmod: lastModified(activity) })),
    ...posts.map((post) => ({ path: `/blog/${post.content.slug}`, lastmod: lastModified(post) })),
  ];
  const entries = pages.map(({ path, lastmod }) => {
    const fr = escapeXml(`${base}${path}`);
    const en = escapeXml(`${base}${path}?lang=en`);
    return [
      '  <url>',
      `    <loc>${fr}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      `    <xhtml:link rel="alternate" hreflang="fr" href="${fr}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${fr}"/>`,
      '  </url>',
    ].join('\n');
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">', ...entries, '</urlset>', ''].join('\n');
}
