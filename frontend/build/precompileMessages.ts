/**
 * A Vite plugin that compiles the screens' messages at build time (issue 45): each
 * `defineMessages({ id: { fr: '…', en: '…' } })` of the client bundle has its texts replaced by
 * their ICU syntax tree (formatjs's `MessageFormatElement[]`), which react-intl formats without
 * parsing; the client build then resolves the parser to formatjs's `no-parser` entry, so no parser
 * is shipped or run on a phone (about 90 ms of a public page's first formatting, ADR 0024). A text
 * that is not a plain string literal fails the build: it would reach the browser unparsed.
 * The server-rendering bundle and the unit tests keep the texts as written.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The literal texts of every `defineMessages({...})` call in a module's syntax tree: their places and values. */
export function messageLiterals(program: Node): { start: number; end: number; text: string; id: string }[] {
  const found: { start: number; end: number; text: string; id: string }[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const current = node as Node;
    if (current.type === 'CallExpression' && (current.callee as Node | undefined)?.type === 'Identifier' && (current.callee as { name: string }).name === 'defineMessages') {
      const [argument] = current.arguments as Node[];
      if (argument?.type !== 'ObjectExpression') throw new Error('defineMessages takes an object literal');
      for (const property of argument.properties as Node[]) {
        if (property.type !== 'Property') throw new Error('defineMessages: a message must be written out, not spread');
        const key = property.key as Node & { value?: unknown; name?: string };
        const id = String(key.value ?? key.name);
        const value = property.value as Node;
        if (value.type !== 'ObjectExpression') throw new Error(`defineMessages: ${id} is not { fr, en }`);
        for (const language of value.properties as Node[]) {
          const text = language.value as Node & { value?: unknown };
          if (text.type !== 'Literal' || typeof text.value !== 'string') throw new Error(`defineMessages: ${id} must be a string literal in each language`);
          found.push({ start: text.start, end: text.end, text: text.value, id });
        }
      }
      return;
    }
    for (const [key, child] of Object.entries(current)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(child);
  };
  visit(program);
  return found;
}

/** The module's code with each message text replaced by its syntax tree (as JSON, on the same line). */
export function compileMessages(code: string, program: Node): string {
  const literals = messageLiterals(program).sort((a, b) => b.start - a.start);
  let out = code;
  for (const literal of literals) {
    let tree: unknown;
    try {
      tree = parse(literal.text);
    } catch (error) {
      throw new Error(`message ${literal.id}: ${(error as Error).message}`);
    }
    out = out.slice(0, literal.start) + JSON.stringify(tree) + out.slice(literal.end);
  }
  return out;
}

export function precompileMessages(): Plugin {
  let client = true;
  return {
    name: 'plouf-precompile-messages',
    configResolved(config) {
      client = !config.build.ssr;
    },
    transform(code, id) {
      if (!client || id.includes('/node_modules/') || !/\.tsx?$/.test(id.split('?')[0]!) || !code.includes('defineMessages(')) return null;
      if (id.endsWith('/i18n/define.ts')) return null;
      const program = this.parse(code) as unknown as Node;
      return { code: compileMessages(code, program), map: null };
    },
  };
}
