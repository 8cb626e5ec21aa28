/**
 * What the instructor's deck service worker precaches (issue 26, docs/adr/0023): the files the
 * deck (`/profil/mes-cours`) needs to open with the network cut, and nothing else. Workbox lists
 * every file of the build; the deck needs the shell (index.html), the entry with its steps (the
 * application's frame, src/main.tsx), the deck page's chunk with what it imports, the screens'
 * messages, their stylesheets, the web manifest and its icons: about a fifth of the build, rather
 * than the back-office's editors and charts on an instructor's phone.
 *
 * One plugin reads the bundle when Vite writes it (`generateBundle`); the transform given to
 * vite-plugin-pwa's Workbox keeps the listed files (it runs after the bundle is written).
 */
import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';
import { stepChunks } from './stepPreloads.ts';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
  code?: string;
}

/** A chunk of stylesheets only (its code empty): Vite drops it from the build once written, its stylesheets stay. */
const cssOnly = (chunk: ChunkLike | undefined) => chunk?.code !== undefined && chunk.code.trim() === '' && (chunk.viteMetadata?.importedCss.size ?? 0) > 0;

/** The modules whose chunks the deck loads on demand: its page, the screens' messages, the icons' drawings. */
export const DECK_MODULES = [/\/features\/staff\/myCourses\/MyCoursesPage\.tsx$/, /\/i18n\/screenMessages\.ts$/, /\/ui\/iconPaths\.ts$/];

/** Files of the build the deck needs besides its chunks (copied from `public/`, and the shell). */
export const DECK_STATIC = ['index.html', 'deck.webmanifest', 'deck.en.webmanifest', 'deck-icon-192.png', 'deck-icon-512.png', 'deck-icon-maskable-512.png'];

/**
 * The deck's files in a bundle: the entry with its steps, each module of `modules` with what it
 * imports statically, and their stylesheets; `[]` when the bundle has no entry.
 */
export function deckFiles(bundle: Record<string, { type: string }>, modules: readonly RegExp[] = DECK_MODULES): string[] {
  const chunks = Object.values(bundle).filter((file): file is ChunkLike => file.type === 'chunk') as ChunkLike[];
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return [];
  const files = new Set<string>([entry.fileName, ...entry.imports, ...stepChunks(bundle, entry)]);
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const found = bundle[fileName] as ChunkLike | undefined;
    if (found?.type === 'chunk') found.imports.forEach(visit);
  };
  for (const chunk of chunks) {
    if (chunk.facadeModuleId && modules.some((module) => module.test(chunk.facadeModuleId!))) {
      files.delete(chunk.fileName);
      visit(chunk.fileName);
    }
  }
  const css = [...files].flatMap((fileName) => [...((bundle[fileName] as ChunkLike | undefined)?.viteMetadata?.importedCss ?? [])]);
  const kept = [...files].filter((fileName) => !cssOnly(bundle[fileName] as ChunkLike | undefined));
  return [...new Set([...kept, ...css])].sort();
}

/** The plugin that reads the bundle, and the Workbox manifest transform that keeps the deck's files. */
export function deckPrecache(): { plugin: Plugin; transform: ManifestTransform } {
  let keep: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'plouf-deck-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      keep = new Set([...deckFiles(bundle as Record<string, { type: string }>), ...DECK_STATIC]);
    },
  };
  const transform: ManifestTransform = (entries) => {
    if (!keep) throw new Error('deck precache: the bundle was not read (plouf-deck-precache must run in the same build)');
    const manifest = entries.filter((entry) => keep!.has(entry.url.replace(/^\//, '')));
    const missing = [...keep].filter((file) => !manifest.some((entry) => entry.url.replace(/^\//, '') === file));
    return { manifest, warnings: missing.map((file) => `deck precache: ${file} is not in the build`) };
  };
  return { plugin, transform };
}
