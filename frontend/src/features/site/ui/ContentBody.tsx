/**
 * A page's body as written in the back-office's editor. The server sanitizes it on every write
 * (no scripts, no event attributes, links and images to http(s) or site paths only), so it is
 * shown as it comes.
 */
export function ContentBody({ html, className = '' }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <div className={`rich-text ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
