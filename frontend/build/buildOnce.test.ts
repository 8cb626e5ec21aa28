import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOnce } from './buildOnce.ts';
import { fixturePlan, writeFixture } from './buildOnce.fixture.ts';

const here = dirname(fileURLToPath(import.meta.url));
const quiet = () => undefined;

/** A build a browser can load: the page's script is there, and the stamp beside it. */
function expectWholeBuild(root: string, text: string): void {
  const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
  const script = /src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  expect(readFileSync(join(root, 'dist', script!), 'utf8')).toContain(text);
  expect(existsSync(join(root, 'dist/.build-inputs.json'))).toBe(true);
}

/** What a build leaves beside its output once done: only the output. */
const besideOutput = (root: string) => readdirSync(root).filter((entry) => entry.startsWith('dist')).sort();

describe('the front end is built only when its inputs changed, one build at a time (npm start, npm test)', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const fresh = () => {
    root = mkdtempSync(join(tmpdir(), 'plouf-build-'));
    writeFixture(root);
    return root;
  };

  it('skips a second build with unchanged inputs, and builds again when a source, a module read from elsewhere or a VITE_ variable changes', async () => {
    fresh();
    const plan = fixturePlan(root);
    expect(await buildOnce(plan, { log: quiet, env: {} })).toBe('built');
    expectWholeBuild(root, 'Bonjour');
    expect(await buildOnce(plan, { log: quiet, env: {} })).toBe('current');
    expect(plan.builds).toBe(1);

    writeFileSync(join(root, 'src/main.js'), "import { greeting } from '../shared/words.js';\ndocument.body.textContent = greeting + '!';\n");
    expect(await buildOnce(plan, { log: quiet, env: {} })).toBe('built');
    // Outside the plan's inputs: counted because the last build read it.
    writeFileSync(join(root, 'shared/words.js'), "export const greeting = 'Salut';\n");
    expect(await buildOnce(plan, { log: quiet, env: {} })).toBe('built');
    expectWholeBuild(root, 'Salut');
    expect(await buildOnce(plan, { log: quiet, env: { VITE_SOCIAL_FACEBOOK: 'https://example.org/' } })).toBe('built');
    expect(await buildOnce(plan, { log: quiet, env: { VITE_SOCIAL_FACEBOOK: 'https://example.org/' } })).toBe('current');
    expect(await buildOnce(plan, { log: quiet, env: { VITE_SOCIAL_FACEBOOK: 'https://example.org/' }, force: true })).toBe('built');
    expect(plan.builds).toBe(5);
    expect(besideOutput(root)).toEqual(['dist']);
  }, 60_000);

  it('leaves the previous build whole when a build fails', async () => {
    fresh();
    expect(await buildOnce(fixturePlan(root), { log: quiet, env: {} })).toBe('built');
    writeFileSync(join(root, 'src/main.js'), 'this is not JavaScript (');
    await expect(buildOnce(fixturePlan(root), { log: quiet, env: {} })).rejects.toThrow();
    expectWholeBuild(root, 'Bonjour');
    expect(besideOutput(root)).toEqual(['dist']);
  }, 60_000);

  it('lets two processes started at once share one build: the second waits for the first, then finds it current', async () => {
    fresh();
    const gate = join(root, 'go');
    const start = (...args: string[]) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'buildOnce.fixture.ts'), root, ...args], { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const done = new Promise<string>((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve(output.trim().split('\n').at(-1)!) : reject(new Error(`exit ${code}: ${output}`)))));
      return { child, done, output: () => output };
    };
    const first = start(gate);
    // The first holds the lock and waits at the gate, its build not begun.
    await expect.poll(() => existsSync(join(root, 'dist.lock')), { timeout: 20_000 }).toBe(true);
    const second = start();
    await expect.poll(() => second.output(), { timeout: 20_000 }).toContain(`Waiting for the front-end build of process ${first.child.pid}`);
    writeFileSync(gate, '');
    expect(await first.done).toBe('built');
    expect(await second.done).toBe('current');
    expectWholeBuild(root, 'Bonjour');
    expect(besideOutput(root)).toEqual(['dist']);
  }, 90_000);

  it('takes over the lock of a build whose process is gone', async () => {
    fresh();
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    writeFileSync(join(root, 'dist.lock'), String(gone));
    // What it left too: its half-made build, and a waiter's own copy of the lock.
    writeFileSync(join(root, `dist.lock.${gone}`), String(gone));
    mkdirSync(join(root, `dist.build-${gone}`));
    expect(await buildOnce(fixturePlan(root), { log: quiet, env: {} })).toBe('built');
    expectWholeBuild(root, 'Bonjour');
    expect(besideOutput(root)).toEqual(['dist']);
  }, 60_000);
});
