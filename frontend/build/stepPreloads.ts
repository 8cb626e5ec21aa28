/**
 * A Vite plugin that lists in index.html every chunk the entry's steps load (src/main.tsx imports
 * the application in steps, each evaluated in a task of its own). Without the list each step's
 * code would be fetched only when the step before had run: one round trip per step on a slow line.
 * The entry preloads them all when it starts, so they are fetched and compiled at once and only
 * evaluated in turn; listed as data, not as preload links, they do not compete with the stylesheet
 * and the hero image before the page is painted. Their stylesheets are linked as the entry's own:
 * the page the server rendered is painted with all of its styles, not restyled by a step.
 */
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The chunks the entry imports dynamically, with everything they import statically, in load order. */
export function stepChunks(bundle: Record<string, { type: string }>, entry: ChunkLike): string[] {
  const chunk = (fileName: string) => bundle[fileName] as ChunkLike | undefined;
  const listed = new Set<string>([entry.fileName, ...entry.imports]);
  const order: string[] = [];
  const visit = (fileName: string) => {
    if (listed.has(fileName)) return;
    listed.add(fileName);
    const found = chunk(fileName);
    if (found?.type !== 'chunk') return;
    for (const imported of found.imports) visit(imported);
    order.push(fileName);
  };
  for (const step of entry.dynamicImports) visit(step);
  return order;
}

/** The id of the element that lists the steps' chunks (read by src/main.tsx). */
export const STEP_CHUNKS_ID = 'plouf-step-chunks';

export function stepPreloads(): Plugin {
  return {
    name: 'plouf-step-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle, chunk } = context;
        if (!bundle || !chunk || chunk.type !== 'chunk') return html;
        const chunks = stepChunks(bundle, chunk as unknown as ChunkLike);
        const entryCss = new Set((chunk as unknown as ChunkLike).viteMetadata?.importedCss ?? []);
        const css = [...new Set(chunks.flatMap((fileName) => [...((bundle[fileName] as ChunkLike).viteMetadata?.importedCss ?? [])]))].filter((file) => !entryCss.has(file));
        const links = [
          ...css.map((fileName) => `<link rel="stylesheet" crossorigin href="/${fileName}">`),
          `<script type="application/json" id="${STEP_CHUNKS_ID}">${JSON.stringify(chunks.map((fileName) => `/${fileName}`))}</script>`,
        ];
        return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
