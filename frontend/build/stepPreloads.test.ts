import { describe, expect, it } from 'vitest';
import { stepChunks } from './stepPreloads.ts';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) => ({ type: 'chunk' as const, fileName, imports, dynamicImports });

describe("the entry's steps, listed for preloading", () => {
  it('lists each step with what it imports, dependencies first, each chunk once, not the entry nor what it loads itself', () => {
    const entry = chunk('index.js', ['runtime.js'], ['react.js', 'locale.js', 'app.js']);
    const bundle = {
      'index.js': entry,
      'runtime.js': chunk('runtime.js'),
      'react.js': chunk('react.js', ['runtime.js']),
      'intl.js': chunk('intl.js', ['react.js']),
      'locale.js': chunk('locale.js', ['intl.js', 'react.js']),
      // Loaded on demand by a screen: not a step, not preloaded.
      'admin.js': chunk('admin.js', ['intl.js']),
      'app.js': chunk('app.js', ['locale.js', 'layout.js'], ['admin.js']),
      'layout.js': chunk('layout.js', ['intl.js']),
      'style.css': { type: 'asset' },
    };
    expect(stepChunks(bundle, entry)).toEqual(['react.js', 'intl.js', 'locale.js', 'layout.js', 'app.js']);
  });
});
