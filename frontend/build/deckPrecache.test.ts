import { describe, expect, it } from 'vitest';
import { deckFiles, deckPrecache } from './deckPrecache.ts';

const chunk = (fileName: string, options: { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; facadeModuleId?: string; css?: string[]; code?: string } = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: options.isEntry ?? false,
  facadeModuleId: options.facadeModuleId ?? null,
  imports: options.imports ?? [],
  dynamicImports: options.dynamicImports ?? [],
  viteMetadata: { importedCss: new Set(options.css ?? []) },
  code: options.code ?? 'export {};',
});

const bundle = {
  'index.js': chunk('index.js', { isEntry: true, imports: ['runtime.js'], dynamicImports: ['react.js', 'app.js'], css: ['index.css'] }),
  'runtime.js': chunk('runtime.js'),
  'react.js': chunk('react.js', { imports: ['runtime.js'] }),
  'app.js': chunk('app.js', { imports: ['react.js'], dynamicImports: ['deck.js', 'editor.js', 'messages.js'] }),
  'deck.js': chunk('deck.js', { facadeModuleId: '/src/features/staff/myCourses/MyCoursesPage.tsx', imports: ['roster.js', 'react.js'], css: ['deck.css'] }),
  'roster.js': chunk('roster.js', { css: ['roster.css'], imports: ['cart.js'] }),
  // Stylesheets only: Vite drops the chunk once written, its stylesheet stays.
  'cart.js': chunk('cart.js', { css: ['cart.css'], code: '\n' }),
  'messages.js': chunk('messages.js', { facadeModuleId: '/src/i18n/screenMessages.ts' }),
  // The back-office's editor: loaded on demand by another screen, not the deck's.
  'editor.js': chunk('editor.js', { facadeModuleId: '/src/features/admin/mails/RichTextEditor.tsx', imports: ['prosemirror.js'], css: ['editor.css'] }),
  'prosemirror.js': chunk('prosemirror.js'),
  'index.css': { type: 'asset' },
};

describe('the deck’s precache', () => {
  it('keeps the entry with its steps, the deck’s page and messages with what they import, and their stylesheets; not the other screens', () => {
    expect(deckFiles(bundle)).toEqual(['app.js', 'cart.css', 'deck.css', 'deck.js', 'index.css', 'index.js', 'messages.js', 'react.js', 'roster.css', 'roster.js', 'runtime.js']);
    expect(deckFiles({})).toEqual([]);
  });

  it('filters Workbox’s list to those files and the shell, and says which it did not find', async () => {
    const { plugin, transform } = deckPrecache();
    await expect(async () => transform([])).rejects.toThrow(/bundle was not read/);
    (plugin.generateBundle as unknown as (options: unknown, files: typeof bundle) => void)({}, bundle);
    const entry = (url: string) => ({ url, revision: null, size: 1 });
    const { manifest, warnings } = await transform([entry('index.html'), entry('deck.js'), entry('editor.js'), entry('deck.webmanifest'), entry('deck-icon-192.png')]);
    expect(manifest.map((file) => file.url)).toEqual(['index.html', 'deck.js', 'deck.webmanifest', 'deck-icon-192.png']);
    expect(warnings).toContain('deck precache: roster.js is not in the build');
  });
});
