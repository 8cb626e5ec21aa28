import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap.ts';

describe('sitemap', () => {
  it('escapes what it writes and names each page in both languages', () => {
    const xml = sitemapXml('https://plouf.example/', { pools: [{ content: { slug: 'a&b' }, createdAt: '2026-11-02T10:00:00Z' }], activities: [{ content: { slug: 'bebes' }, acyEnfant: true }], posts: [] });
    expect(xml).toContain('<loc>https://plouf.example/piscines/a&amp;b</loc>');
    expect(xml).toContain('<lastmod>2026-11-02</lastmod>');
    expect(xml).toContain('hreflang="en" href="https://plouf.example/activites-enfants/bebes?lang=en"');
    expect(xml).not.toContain('plouf.example//');
  });

  it('points robots at the sitemap', () => {
    expect(robotsTxt('https://plouf.example')).toMatch(/Sitemap: https:\/\/plouf\.example\/sitemap\.xml\n$/);
  });
});
