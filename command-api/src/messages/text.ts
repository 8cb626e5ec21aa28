/**
 * The plain-text version of the rich-text editor's HTML (already cleaned): paragraphs and lines
 * kept, list items dashed, links written out, entities read.
 *
 * @example
 * htmlToText('<p>Bonjour <a href="https://plouf.fr">ici</a></p><ul><li>un</li></ul>'); // 'Bonjour ici (https://plouf.fr)\n\n- un'
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_all, href: string, label: string) => (label.replace(/<[^>]+>/g, '').trim() === href ? href : `${label} (${href})`))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|ul|ol)>/gi, '\n\n')
    .replace(/<hr[^>]*>/gi, '\n----\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/(- [^\n]*)\n\n(?=- )/g, '$1\n')
    .trim();
}
