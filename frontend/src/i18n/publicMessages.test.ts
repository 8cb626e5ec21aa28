import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues.ts';
import { screenCatalogues } from './screenMessages.ts';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The modules a page loads before any screen on demand: main.tsx, the steps it imports
 * (`import('./…')`, its own only: a screen's import elsewhere is on demand), and their static
 * imports, followed.
 */
function publicModules(): string[] {
  const seen = new Set<string>();
  const main = resolve(src, 'main.tsx');
  const steps = [...readFileSync(main, 'utf8').matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((match) => resolve(src, match[1]!));
  const pending = [main, ...steps];
  const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\bfrom\s+)?['"](\.[^'"]+)['"]/gm;
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const target = resolve(dirname(file), match[1]!);
      if (existsSync(target)) pending.push(target);
    }
  }
  return [...seen].filter((file) => /\.tsx?$/.test(file));
}

/** Every id declared with defineMessages anywhere in the sources, whichever catalogue holds it. */
function declaredIds(): Set<string> {
  const ids = new Set<string>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /essages\.ts$/.test(file));
  for (const file of files) {
    for (const match of readFileSync(resolve(src, file), 'utf8').matchAll(/^\s*'([a-z][\w.]*)':\s*\{/gm)) ids.add(match[1]!);
  }
  return ids;
}

describe('the public catalogue', () => {
  it('holds every message the code of the public pages names', () => {
    const modules = publicModules();
    // The walk reaches the pages and the layout, and stops at the screens loaded on demand.
    expect(modules.map((file) => relative(src, file))).toEqual(expect.arrayContaining(['start.tsx', 'App.tsx', 'layout/Header.tsx', 'features/site/home/HomePage.tsx']));
    expect(modules.some((file) => file.includes('/features/admin/orders/'))).toBe(false);
    const declared = declaredIds();
    expect(declared.size).toBeGreaterThan(1000);
    const missing: string[] = [];
    for (const file of modules) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([a-z][a-zA-Z]*\.[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*)['"`]/g)) {
        const id = match[1]!;
        if (declared.has(id) && !(id in catalogues.fr)) missing.push(`${id} (${relative(src, file)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('shares no id with the screens’ messages', () => {
    expect(Object.keys(catalogues.fr).filter((id) => id in screenCatalogues.fr)).toEqual([]);
  });
});
