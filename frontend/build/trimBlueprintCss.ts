/**
 * A Vite plugin that drops from Blueprint's stylesheet what this application never shows, before
 * it is bundled: the dark theme (a third of the file: no screen uses `bp6-dark`) and the components
 * no screen imports. The rest stays whole and in its order, so what is shown looks as before; a
 * phone downloads and parses a much smaller stylesheet before the first paint.
 *
 * A selector is dropped when it names one of these classes; a rule, when none of its selectors is
 * left. Using one of these components later means taking its name off the list.
 *
 * The icon font's glyphs go too (`.bp6-icon-time::before{content:"\f…"}`, some 700 rules): the font
 * is never loaded (icons are drawn as SVG once their paths arrive), so before that, on a page
 * painted from the server, each icon showed a missing-glyph box where it now shows nothing.
 */
import type { Plugin } from 'vite';

/** Blueprint class names (without `bp6-`) of the theme and components the application does not use. */
export const UNUSED_BLUEPRINT = [
  'dark',
  'compound-tag',
  'editable-text',
  'file-input',
  'file-upload-input',
  'tag-input',
  'tree',
  'tree-node',
  'tree-root',
  'slider',
  'multistep-dialog',
  'panel-stack',
  'panel-stack2',
  'entity-title',
  'card-list',
  'breadcrumbs',
  'breadcrumb',
  'segmented-control',
  'overflow-list',
  'hotkey',
  'hotkey-column',
  'hotkey-dialog',
  'key',
  'key-combo',
  'context-menu',
  'context-menu-popover',
] as const;

/** `.bp6-name` as a whole class (not the start of a longer one: `tag` must not catch `tag-remove`). */
function namesUnused(selector: string, unused: ReadonlySet<string>): boolean {
  for (const match of selector.matchAll(/\.bp6-([a-z0-9]+(?:-[a-z0-9]+)*)/g)) {
    const name = match[1]!;
    if (unused.has(name)) return true;
    // Parts of an unused component (`tree-node-caret`, `slider-handle`) go with it.
    for (const component of unused) if (component !== 'dark' && component !== 'key' && name.startsWith(`${component}-`)) return true;
  }
  return false;
}

/** One icon's glyph in the icon font: `.bp6-icon-time:before`. */
const isFontGlyph = (selector: string) => /^\.bp6-icon-[a-z0-9]+(?:-[a-z0-9]+)*::?before$/.test(selector) && !/^\.bp6-icon-(standard|large)::?before$/.test(selector);

/** Splits a list of CSS rules at the top level (braces matched, comments removed). */
function topLevelBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1));
      start = i + 1;
    } else if (char === ';' && depth === 0) {
      // `@charset …;`, `@import …;`: statements outside any block.
      blocks.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return blocks;
}

/** Blueprint's CSS without the rules that only style unused classes. */
export function trimCss(css: string, unused: ReadonlySet<string> = new Set(UNUSED_BLUEPRINT)): string {
  const kept: string[] = [];
  for (const block of topLevelBlocks(css.replace(/\/\*[\s\S]*?\*\//g, ''))) {
    const open = block.indexOf('{');
    if (open < 0) {
      kept.push(block.trim());
      continue;
    }
    const prelude = block.slice(0, open).trim();
    const body = block.slice(open + 1, -1);
    if (prelude.startsWith('@media') || prelude.startsWith('@supports') || prelude.startsWith('@layer')) {
      const inner = trimCss(body, unused);
      if (inner.trim()) kept.push(`${prelude}{${inner}}`);
      continue;
    }
    if (prelude.startsWith('@')) {
      kept.push(block.trim());
      continue;
    }
    const selectors = prelude.split(',').map((selector) => selector.trim()).filter((selector) => !namesUnused(selector, unused) && !isFontGlyph(selector));
    if (selectors.length > 0) kept.push(`${selectors.join(',')}{${body}}`);
  }
  return kept.join('\n');
}

export function trimBlueprintCss(): Plugin {
  return {
    name: 'plouf-trim-blueprint-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/@blueprintjs[\\/]core[\\/]lib[\\/]css[\\/]blueprint\.css(\?|$)/.test(id)) return null;
      return { code: trimCss(code), map: null };
    },
  };
}
