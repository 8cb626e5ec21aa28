import { describe, expect, it } from 'vitest';
import { editorHtml } from './editorHtml.ts';

describe('editorHtml', () => {
  it('drops empty paragraphs at the end only', () => {
    expect(editorHtml('<ul><li><p>a</p></li></ul><p></p><p></p>')).toBe('<ul><li><p>a</p></li></ul>');
    expect(editorHtml('<p>a</p><p></p><p>b</p>')).toBe('<p>a</p><p></p><p>b</p>');
  });

  it('gives an empty string for an empty document', () => {
    expect(editorHtml('<p></p>')).toBe('');
  });
});
