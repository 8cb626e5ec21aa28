import { createHash } from 'node:crypto';
import { existsSync, linkSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds the front end only when what it is made from changed, and never lets two builds (two
 * `npm start` on two data folders, a start beside `npm test`) write the same folder at once:
 *
 * - **Inputs.** The hash covers the files named by the plan (sources, config, lockfile), the files
 *   the last build actually read from outside them (another workspace's contracts, found in the
 *   bundler's module graph), and the `VITE_*` variables. It is written beside the build, in
 *   `<outDir>/.build-inputs.json`; a dotfile, so the static server never sends it.
 * - **One build at a time.** A lock file beside the output holds the builder's process id; another
 *   process waits for it, then finds the build current and skips. A lock whose process is gone (a
 *   killed build) is taken over.
 * - **Whole or nothing.** The build goes to a folder of its own, which replaces the output by
 *   rename once complete: a failed or killed build leaves the previous one in place.
 *
 * @example
 * const outcome = await buildOnce({ repoRoot, outDir: 'frontend/dist', inputs: ['frontend/src', 'package-lock.json'], build: (dir) => viteBuild(dir) });
 * // → 'built' the first time, 'current' while nothing changed
 */
export interface BuildPlan {
  /** The folder paths are relative to, and written relative to in the stamp. */
  repoRoot: string;
  /** Where the build lands, relative to `repoRoot`. */
  outDir: string;
  /** Files and folders (walked, without node_modules) whose content decides the build. */
  inputs: readonly string[];
  /** Builds into `dir` (empty or absent) and answers the files it read. */
  build(dir: string): Promise<Iterable<string>>;
}

export type BuildOutcome = 'built' | 'current';

interface Stamp {
  hash: string;
  /** The files the build read besides the plan's inputs, relative to the repository. */
  read: string[];
}

const STAMP = '.build-inputs.json';

export async function buildOnce(plan: BuildPlan, options: { force?: boolean; log?: (line: string) => void; env?: NodeJS.ProcessEnv } = {}): Promise<BuildOutcome> {
  const log = options.log ?? ((line: string) => console.log(line));
  const env = options.env ?? process.env;
  const outDir = resolve(plan.repoRoot, plan.outDir);
  const release = await lock(`${outDir}.lock`, log);
  try {
    removeLeftovers(outDir);
    const stamp = readStamp(outDir);
    const hash = stamp && inputsHash(plan, stamp.read, env);
    if (!options.force && stamp && hash === stamp.hash) {
      log(`The front end is up to date (${plan.outDir}): not rebuilt.`);
      return 'current';
    }
    log(stamp ? 'The front end changed since its last build: building it.' : 'Building the front end.');
    const fresh = `${outDir}.build-${process.pid}`;
    try {
      const fixed = new Set(listFiles(plan.repoRoot, plan.inputs));
      const read = [...new Set([...(await plan.build(fresh))].map((file) => relative(plan.repoRoot, file)))]
        .filter((file) => !fixed.has(file) && !file.startsWith('..') && !file.split('/').includes('node_modules'))
        .sort();
      const built: Stamp = { hash: inputsHash(plan, read, env), read };
      writeFileSync(join(fresh, STAMP), JSON.stringify(built, null, 1));
      swapIn(fresh, outDir);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
    return 'built';
  } finally {
    release();
  }
}

/**
 * A Vite plugin that adds to `read` every file the build loaded (virtual modules and queries
 * left out): the part of the inputs a list of folders would miss.
 */
export function recordInputs(read: Set<string>): Plugin {
  return {
    name: 'plouf-record-inputs',
    apply: 'build',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const file = id.split('?')[0]!;
        if (isAbsolute(file) && !file.includes('\0') && existsSync(file)) read.add(file);
      }
    },
  };
}

/** The hash of the plan's inputs, the files the last build read besides them, and `VITE_*` variables. */
export function inputsHash(plan: Pick<BuildPlan, 'repoRoot' | 'inputs'>, read: readonly string[], env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  for (const file of [...new Set([...listFiles(plan.repoRoot, plan.inputs), ...read])].sort()) {
    const path = join(plan.repoRoot, file);
    hash.update(`${file}\0${existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : 'missing'}\n`);
  }
  for (const name of Object.keys(env).filter((key) => key.startsWith('VITE_')).sort()) hash.update(`${name}=${env[name]}\n`);
  return hash.digest('hex');
}

/** Every file under the inputs (folders walked, node_modules skipped), relative to `repoRoot`. */
function listFiles(repoRoot: string, inputs: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    if (!statSync(path).isDirectory()) {
      files.push(relative(repoRoot, path));
      return;
    }
    for (const entry of readdirSync(path)) if (entry !== 'node_modules') walk(join(path, entry));
  };
  for (const input of inputs) walk(resolve(repoRoot, input));
  return files;
}

function readStamp(outDir: string): Stamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(join(outDir, STAMP), 'utf8')) as Partial<Stamp>;
    return typeof stamp.hash === 'string' && Array.isArray(stamp.read) ? { hash: stamp.hash, read: stamp.read } : undefined;
  } catch {
    return undefined;
  }
}

/** Puts the complete build in place: the previous one moves aside and goes. */
function swapIn(fresh: string, outDir: string): void {
  const previous = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) renameSync(outDir, previous);
  renameSync(fresh, outDir);
  rmSync(previous, { recursive: true, force: true });
}

/** What a killed build (or a killed wait) left beside the output; only called while holding the lock. */
function removeLeftovers(outDir: string): void {
  const name = basename(outDir);
  if (!existsSync(dirname(outDir))) return;
  for (const entry of readdirSync(dirname(outDir))) {
    const waiter = new RegExp(`^${name}\\.lock\\.(?:dead-)?(\\d+)$`).exec(entry);
    const gone = waiter ? !isAlive(Number(waiter[1])) : entry.startsWith(`${name}.build-`) || entry.startsWith(`${name}.old-`);
    if (gone) rmSync(join(dirname(outDir), entry), { recursive: true, force: true });
  }
}

/**
 * Takes the lock file `path` (its content: the holder's process id), waiting while a live process
 * holds it. The file is made whole, then linked into place: `link` fails if the lock exists, so two
 * processes never both take it.
 */
async function lock(path: string, log: (line: string) => void): Promise<() => void> {
  const mine = `${path}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  let told = false;
  try {
    for (;;) {
      try {
        linkSync(mine, path);
        return () => rmSync(path, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(path);
      if (holder === undefined) continue;
      if (holder && !isAlive(holder)) {
        takeOver(path, holder);
        continue;
      }
      if (!told) {
        log(`Waiting for the front-end build of process ${holder}…`);
        told = true;
      }
      await new Promise((done) => setTimeout(done, 200));
    }
  } finally {
    rmSync(mine, { force: true });
  }
}

/**
 * Removes a dead process's lock. It is first moved aside (one process wins the rename); if what
 * was moved is not the dead one's any more (another process took the lock meanwhile), it is put back.
 */
function takeOver(path: string, dead: number): void {
  const aside = `${path}.dead-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (Number(readFileSync(aside, 'utf8').trim()) !== dead) {
    try {
      linkSync(aside, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  unlinkSync(aside);
}

/** The process id in a lock file; undefined when the file went away meanwhile. */
function holderOf(path: string): number | undefined {
  try {
    return Number(readFileSync(path, 'utf8').trim()) || 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
