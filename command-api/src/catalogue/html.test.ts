import { describe, expect, it } from 'vitest';
import { cleanHtml } from './html.ts';
import { slugify } from './slug.ts';

describe('cleanHtml', () => {
  it('keeps what the editor makes', () => {
    const html = '<h2>Titre</h2><p>Un <strong>bassin</strong> de <em>25 m</em></p><ul><li>un</li></ul><p><a href="https://plouf.fr">lien</a></p>';
    expect(cleanHtml(html)).toBe(html);
  });

  it('drops scripts, event attributes, styles and javascript: links', () => {
    expect(cleanHtml('<p onclick="steal()" style="color:red">Bonjour<script>alert(1)</script></p>')).toBe('<p>Bonjour</p>');
    expect(cleanHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(cleanHtml('<iframe src="https://evil"></iframe><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('keeps images from the site or http(s) only', () => {
    expect(cleanHtml('<img src="/images/07/bassin-7.jpg" alt="Bassin">')).toBe('<img src="/images/07/bassin-7.jpg" alt="Bassin" />');
    expect(cleanHtml('<img src="data:image/png;base64,AAAA"><p>x</p>')).toBe('<p>x</p>');
  });

  it('makes links that open a new tab safe', () => {
    expect(cleanHtml('<a href="https://x.fr" target="_blank">x</a>')).toBe('<a href="https://x.fr" target="_blank" rel="noopener noreferrer">x</a>');
  });
});

describe('slugify', () => {
  it('drops accents, case and punctuation', () => {
    expect(slugify('Piscine Jean-Bouin (Paris 16e)')).toBe('piscine-jean-bouin-paris-16e');
    expect(slugify('  Bébés nageurs !  ')).toBe('bebes-nageurs');
    expect(slugify('')).toBe('');
  });
});
