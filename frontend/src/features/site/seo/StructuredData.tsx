import type { JsonLd } from './structuredData.ts';
import { jsonLdText } from './structuredData.ts';

/**
 * The page's schema.org description, as a JSON-LD script in the page itself (search engines read
 * it wherever it stands, and a server-rendered page carries it in its HTML).
 */
export function StructuredData({ data }: { data: JsonLd | null }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** The site's address for absolute links: the page's own, or the server's while it renders. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? (globalThis as { ploufOrigin?: string }).ploufOrigin ?? '' : window.location.origin;
}
