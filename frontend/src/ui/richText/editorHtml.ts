/**
 * The HTML to store from the editor's: empty paragraphs at the end (the editor keeps one after a
 * final list or title so the cursor can leave it) are dropped, and an empty document is ''.
 *
 * @example
 * editorHtml('<ul><li><p>a</p></li></ul><p></p>') // '<ul><li><p>a</p></li></ul>'
 */
export function editorHtml(html: string): string {
  return html.replace(/(?:<p><\/p>)+$/, '');
}
