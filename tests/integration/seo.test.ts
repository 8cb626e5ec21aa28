import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';

/** robots.txt and sitemap.xml from the demo catalogue, as a crawler reads them. */
describe('robots.txt and sitemap.xml', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp({ seed: true });
    admin = await app.login();
  }, 120_000);
  afterAll(async () => app?.close());

  const text = async (path: string) => {
    const response = await fetch(`${app.url}${path}`);
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  };
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

  it('lets crawlers in, keeps them out of accounts, the back-office and the API, and names the sitemap', async () => {
    const robots = await text('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toMatch(/^Disallow: \/profil\/$/m);
    expect(robots.body).toMatch(/^Disallow: \/webapi\/$/m);
    expect(robots.body).toContain(`Sitemap: ${app.url}/sitemap.xml`);
  });

  it('lists every public page and every pool, activity and published post a visitor sees, each with its English twin', async () => {
    const sitemap = await text('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toMatch(/^application\/xml/);
    const paths = locs(sitemap.body);
    expect(paths).toEqual(expect.arrayContaining(['/', '/piscines', '/activites-enfants', '/activites-adultes', '/blog', '/contact', '/mentions-legales', '/cgv', '/domicile', '/visio']));
    expect(new Set(paths).size).toBe(paths.length);

    const pools = (await app.call('GET', '/webapi/Piscine')).body.data as Array<{ content: { slug: string } }>;
    const activities = (await app.call('GET', '/webapi/Activity')).body.data as Array<{ acyEnfant: boolean; content: { slug: string } }>;
    const visiblePosts = (await app.call('GET', '/webapi/Blog')).body.data as Array<{ content: { slug: string } }>;
    const allPosts = (await app.call('GET', '/webapi/Blog', { cookie: admin })).body.data as Array<{ content: { slug: string } }>;
    expect(pools.length).toBeGreaterThan(0);
    for (const pool of pools) expect(paths).toContain(`/piscines/${pool.content.slug}`);
    for (const activity of activities) expect(paths).toContain(`/${activity.acyEnfant ? 'activites-enfants' : 'activites-adultes'}/${activity.content.slug}`);
    for (const post of visiblePosts) expect(paths).toContain(`/blog/${post.content.slug}`);
    // The demo's draft is the back-office's alone.
    const drafts = allPosts.filter((post) => !visiblePosts.some((visible) => visible.content.slug === post.content.slug));
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect(paths).not.toContain(`/blog/${draft.content.slug}`);

    const pool = pools[0]!.content.slug;
    expect(sitemap.body).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${app.url}/piscines/${pool}?lang=en"/>`);
    expect(sitemap.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${app.url}/piscines/${pool}"/>`);
    expect(sitemap.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
