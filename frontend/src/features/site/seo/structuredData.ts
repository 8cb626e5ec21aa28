/**
 * schema.org descriptions of the school, its pools, its activities and its posts, as JSON-LD
 * (issue 11: found by search engines). Pure: each takes the view the page shows (already in the
 * visitor's language) and the site's origin, and names every address absolutely.
 */
import type { ActivityDetailView, BlogPostView, MediaView, PoolView } from '../../../api/catalogue.ts';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
/** The school as every other description names it. */
export const SCHOOL_NAME = 'Plouf';

const absolute = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`;
const imageOf = (origin: string, image: MediaView | null | undefined) => (image ? absolute(origin, image.url) : undefined);
/** The first words of a text without its markup, for a description. */
const plain = (html: string, max = 300) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);

const school = (origin: string) => ({ '@type': 'SportsOrganization', name: SCHOOL_NAME, url: absolute(origin, '/') });

/** The school (home page), with its pools as its places. */
export function schoolLd(origin: string, { description, pools }: { description: string; pools: readonly PoolView[] }): JsonLd {
  return {
    '@context': CONTEXT,
    ...school(origin),
    sport: 'Swimming',
    ...(description && { description }),
    location: pools.filter((pool) => !pool.psnDomicile).map((pool) => ({ '@type': 'PublicSwimmingPool', name: pool.content.pctTitle || pool.libelle, url: absolute(origin, `/piscines/${pool.content.slug}`) })),
  };
}

/** A pool: a public swimming pool with its address and position; lessons at home are a service of the school. */
export function poolLd(origin: string, pool: PoolView): JsonLd {
  const name = pool.content.pctTitle || pool.libelle;
  const url = absolute(origin, `/piscines/${pool.content.slug}`);
  const description = pool.content.pctMetaDesc || pool.content.pctHat || plain(pool.content.pctBody);
  const { address } = pool;
  const postal = {
    '@type': 'PostalAddress',
    streetAddress: address.adrNumberWay,
    postalCode: address.adrPostalCode,
    addressLocality: address.libelle,
    addressCountry: 'FR',
  };
  if (pool.psnDomicile) {
    return { '@context': CONTEXT, '@type': 'Service', name, url, ...(description && { description }), provider: school(origin), areaServed: address.libelle || undefined, image: imageOf(origin, pool.image) };
  }
  return {
    '@context': CONTEXT,
    '@type': 'PublicSwimmingPool',
    name,
    url,
    ...(description && { description }),
    image: imageOf(origin, pool.image),
    address: postal,
    ...(address.gpsLat != null && address.gpsLon != null && { geo: { '@type': 'GeoCoordinates', latitude: address.gpsLat, longitude: address.gpsLon } }),
    parentOrganization: school(origin),
  };
}

/** An activity: a course the school gives, with the age it is open from. */
export function activityLd(origin: string, activity: ActivityDetailView, path: string): JsonLd {
  const description = activity.content.pctMetaDesc || activity.content.pctHat || plain(activity.content.pctBody) || activity.libelle;
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: activity.content.pctTitle || activity.libelle,
    url: absolute(origin, path),
    description,
    image: imageOf(origin, activity.image),
    provider: school(origin),
    // acyAge 0 means from six months (spec §3); schema.org takes years.
    typicalAgeRange: activity.acyAge > 0 ? `${activity.acyAge}-` : '0-',
  };
}

/** A blog post. */
export function postLd(origin: string, post: BlogPostView): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.content.pctTitle || post.libelle,
    url: absolute(origin, `/blog/${post.content.slug}`),
    description: post.content.pctMetaDesc || post.content.pctHat || undefined,
    image: imageOf(origin, post.image),
    ...(post.blgDatpub && { datePublished: post.blgDatpub }),
    ...(post.blgAuteur && { author: { '@type': 'Person', name: post.blgAuteur } }),
    publisher: school(origin),
  };
}

/**
 * The JSON text of a description, safe inside a `<script>`: `<` is escaped so that no text of the
 * catalogue can close the script (`</script>`) or open a comment.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
