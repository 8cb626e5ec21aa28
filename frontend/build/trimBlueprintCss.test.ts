import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { trimCss } from './trimBlueprintCss.ts';

describe("Blueprint's stylesheet trimmed", () => {
  it('drops the selectors of unused classes, keeps the rest whole and in order', () => {
    const css = `@charset "UTF-8";
/* a comment */
.bp6-button{color:red}
.bp6-dark .bp6-button,.bp6-button.bp6-minimal{color:blue}
.bp6-tag-input .bp6-tag{margin:0}
.bp6-tag-remove{opacity:.5}
.bp6-icon-standard:before{font-family:blueprint-icons-16}
.bp6-icon-time:before{content:"x"}
.bp6-icon-add-row-top::before,.bp6-button:before{content:"y"}
.bp6-tree-node-caret{width:1px}
@media (forced-colors: active){.bp6-dark .bp6-card{border:0}.bp6-card{border:1px solid}}
@media (min-width: 1px){.bp6-dark{color:#000}}
:root{--x:1}`;
    expect(trimCss(css, new Set(['dark', 'tag-input', 'tree-node']))).toBe(
      ['@charset "UTF-8";', '.bp6-button{color:red}', '.bp6-button.bp6-minimal{color:blue}', '.bp6-tag-remove{opacity:.5}', '.bp6-icon-standard:before{font-family:blueprint-icons-16}', '.bp6-button:before{content:"y"}', '@media (forced-colors: active){.bp6-card{border:1px solid}}', ':root{--x:1}'].join('\n'),
    );
  });

  it("keeps what the application's components use in the real file", () => {
    const require = createRequire(import.meta.url);
    const full = readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');
    const trimmed = trimCss(full);
    expect(trimmed.length).toBeLessThan(full.length * 0.75);
    expect(trimmed).not.toMatch(/\.bp6-dark\b/);
    // No icon-font glyph: the font is never loaded, a glyph would be a missing-character box.
    expect(trimmed).not.toMatch(/\.bp6-icon-time:{1,2}before/);
    expect(full).toMatch(/\.bp6-icon-time:{1,2}before/);
    for (const kept of ['.bp6-button', '.bp6-navbar', '.bp6-drawer', '.bp6-menu-item', '.bp6-tag', '.bp6-input-group', '.bp6-spinner', '.bp6-toast', '.bp6-popover', '.bp6-dialog', '.bp6-html-table', '.bp6-progress-bar', '.bp6-numeric-input', '.bp6-tab']) {
      expect(trimmed, kept).toContain(kept);
    }
    // Braces still balance: nothing was cut in the middle of a rule.
    expect(trimmed.split('{').length).toBe(trimmed.split('}').length);
  });
});
