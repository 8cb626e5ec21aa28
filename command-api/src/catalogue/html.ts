import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor may produce, and nothing else: no scripts, styles, frames, forms or
 * event attributes; links to http(s), mail and phone; images from http(s) or the site's /images.
 * The public pages render this HTML as is, so it is cleaned when written, not when shown.
 *
 * @example
 * cleanHtml('<p onclick="x()">Bonjour<script>alert(1)</script></p>'); // '<p>Bonjour</p>'
 */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'hr', 'code', 'pre'],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https?:\/\/|\/images\/)/.test(frame.attribs.src ?? ''),
  }).trim();
}
