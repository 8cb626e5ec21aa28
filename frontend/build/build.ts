import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildOnce, recordInputs } from './buildOnce.ts';

/**
 * `npm run build`: the browser bundle into `frontend/dist`, the server-rendering bundle into
 * `frontend/dist/.ssr`, only when the front end changed since the last build (`--force`: always).
 * See buildOnce.ts for the inputs, the lock and the swap.
 */
const frontend = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(frontend, '..');

await buildOnce(
  {
    repoRoot,
    outDir: 'frontend/dist',
    inputs: [
      'frontend/src',
      'frontend/build',
      'frontend/index.html',
      'frontend/vite.config.ts',
      'frontend/tsconfig.json',
      'frontend/package.json',
      'tsconfig.base.json',
      'package.json',
      'package-lock.json',
    ],
    async build(dir) {
      const read = new Set<string>();
      await build({ root: frontend, build: { outDir: dir }, plugins: [recordInputs(read)] });
      await build({ root: frontend, build: { outDir: join(dir, '.ssr'), ssr: 'src/entry-server.tsx' }, plugins: [recordInputs(read)] });
      return read;
    },
  },
  { force: process.argv.includes('--force') },
);
