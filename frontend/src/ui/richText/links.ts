/**
 * The server keeps links to http(s) addresses and to the site's own paths only
 * (docs/api-catalogue.md, `pctBody` sanitizing): the editor offers nothing else.
 */
export function isSafeHref(href: string): boolean {
  return /^https?:\/\/(?:[^\s/?#]+\.[^\s/?#]+|localhost(?::\d+)?)(?:[/?#]\S*)?$/i.test(href) || /^\/(?!\/)\S*$/.test(href);
}

/**
 * What a person typed in the link prompt, as the link to set; `null` when it cannot be one.
 * A bare domain gets `https://`.
 *
 * @example
 * normalizeLink('plouf.fr/piscines') // 'https://plouf.fr/piscines'
 * normalizeLink('/contact') // '/contact'
 * normalizeLink('javascript:alert(1)') // null
 */
export function normalizeLink(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^https?:/i.test(text)) return null;
  const href = text.startsWith('/') || /^https?:\/\//i.test(text) ? text : `https://${text}`;
  return isSafeHref(href) ? href : null;
}
