import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileMessages } from './precompileMessages.ts';

const compiled = (code: string) => compileMessages(code, parseAst(code) as never);

describe('the messages compiled at build time (issue 45)', () => {
  it('replaces each text by its syntax tree, on the same line', () => {
    const code = `import { defineMessages } from './define.ts';\nexport const m = defineMessages({\n  'a.b': { fr: 'Bonjour {name}', en: 'Hello {name}' },\n  "c.d": { fr: '{count, plural, one {# place} other {# places}}', en: 'x' },\n});\n`;
    const out = compiled(code);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    const module = new Function(`const defineMessages = (m) => m; let m; ${out.replace("import { defineMessages } from './define.ts';", '').replace('export const m =', 'm =')} return m;`)() as Record<string, { fr: unknown; en: unknown }>;
    expect(module['a.b']!.fr).toEqual([{ type: 0, value: 'Bonjour ' }, { type: 1, value: 'name' }]);
    expect(module['c.d']!.fr).toEqual([expect.objectContaining({ type: 6, value: 'count' })]);
    expect(module['c.d']!.en).toEqual([{ type: 0, value: 'x' }]);
  });

  it('leaves a module without messages as it is', () => {
    const code = `export const x = 'defineMessages(';\n`;
    expect(compiled(code)).toBe(code);
  });

  it('fails the build on a text it cannot compile or that is not written out', () => {
    expect(() => compiled(`defineMessages({ 'a': { fr: '{oops', en: 'x' } });`)).toThrow(/message a/);
    expect(() => compiled('const t = `x`; defineMessages({ a: { fr: t, en: "x" } });')).toThrow(/string literal/);
    expect(() => compiled(`defineMessages({ ...other });`)).toThrow(/spread/);
  });
});
