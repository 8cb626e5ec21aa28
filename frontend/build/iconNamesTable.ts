/**
 * A Vite plugin that replaces Blueprint's `iconNames.js` with the table it computes. That module
 * builds its 1,400 names at load time, running `pascalCase` and `snakeCase` over every icon: a
 * tenth of the script work a phone does before the page can hydrate. The table is the same
 * every time, so it is computed once here, from the package's own CommonJS build, and bundled as
 * a literal.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const MODULE = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

/** The module's source with its table computed: what `iconNames.js` exports, as literals. */
export function iconNamesSource(): string {
  const { IconNames } = require('@blueprintjs/icons/lib/cjs/iconNames.js') as { IconNames: Record<string, string> };
  return [
    '// Computed at build time by frontend/build/iconNamesTable.ts from @blueprintjs/icons.',
    `export const IconNames = ${JSON.stringify(IconNames)};`,
    'export const IconNamesSet = new Set(Object.values(IconNames));',
    '',
  ].join('\n');
}

export function iconNamesTable(): Plugin {
  let source: string | undefined;
  return {
    name: 'plouf-icon-names-table',
    enforce: 'pre',
    load(id) {
      if (!MODULE.test(id.split('?')[0] ?? '')) return null;
      source ??= iconNamesSource();
      return source;
    },
  };
}
