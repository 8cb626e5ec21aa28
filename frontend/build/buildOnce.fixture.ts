import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildOnce, recordInputs, type BuildPlan } from './buildOnce.ts';

/**
 * A small front end for buildOnce's tests: a page, its script, and a module outside the plan's
 * inputs that the script imports. Run as a script (`node --import tsx buildOnce.fixture.ts <root>
 * [gate]`), it builds `<root>` as `npm run build` builds the real one, once `gate` exists if named,
 * and prints the outcome last.
 */
export function writeFixture(root: string): void {
  mkdirSync(join(root, 'src'), { recursive: true });
  mkdirSync(join(root, 'shared'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><main id="root"></main><script type="module" src="/src/main.js"></script></body></html>');
  writeFileSync(join(root, 'src/main.js'), "import { greeting } from '../shared/words.js';\ndocument.getElementById('root').textContent = greeting;\n");
  writeFileSync(join(root, 'shared/words.js'), "export const greeting = 'Bonjour';\n");
}

/** The plan: `src` and the page are the inputs; `shared/words.js` counts only through the module graph. */
export function fixturePlan(root: string, gate?: string): BuildPlan & { builds: number } {
  const plan = {
    repoRoot: root,
    outDir: 'dist',
    inputs: ['src', 'index.html'],
    builds: 0,
    async build(dir: string) {
      plan.builds++;
      while (gate && !existsSync(gate)) await new Promise((done) => setTimeout(done, 50));
      const read = new Set<string>();
      await build({ root, configFile: false, logLevel: 'silent', build: { outDir: dir, emptyOutDir: true }, plugins: [recordInputs(read)] });
      return read;
    },
  };
  return plan;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [root, gate] = process.argv.slice(2);
  console.log(await buildOnce(fixturePlan(root!, gate)));
}
