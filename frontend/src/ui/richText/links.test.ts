import { describe, expect, it } from 'vitest';
import { isSafeHref, normalizeLink } from './links.ts';

describe('normalizeLink', () => {
  it('keeps http(s) addresses and site paths', () => {
    expect(normalizeLink('https://www.plouf.fr/piscines')).toBe('https://www.plouf.fr/piscines');
    expect(normalizeLink('http://example.com')).toBe('http://example.com');
    expect(normalizeLink(' /contact ')).toBe('/contact');
  });

  it('adds https:// to a bare domain', () => {
    expect(normalizeLink('plouf.fr/piscines')).toBe('https://plouf.fr/piscines');
    expect(normalizeLink('www.ffn.fr')).toBe('https://www.ffn.fr');
  });

  it('refuses other schemes, protocol-relative addresses and text that is no address', () => {
    for (const input of ['javascript:alert(1)', 'mailto:a@b.fr', 'data:text/html,x', '//evil.com', 'bonjour', 'deux mots.fr', '']) {
      expect(normalizeLink(input), input).toBeNull();
    }
  });
});

describe('isSafeHref', () => {
  it('says which links the server keeps', () => {
    expect(isSafeHref('https://plouf.fr')).toBe(true);
    expect(isSafeHref('/blog/rentree')).toBe(true);
    expect(isSafeHref('ftp://plouf.fr')).toBe(false);
    expect(isSafeHref('//plouf.fr')).toBe(false);
  });
});
