import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The folder of resized images, kept under a byte budget: when a write takes it over, the files
 * used longest ago (by modification time, refreshed on every read) go until it is back under 80 %.
 * Anything here can be made again from the blob store, so losing a file only costs a resize.
 *
 * @example
 * const cache = await openImageCache('/data/image-cache', 2 * 1024 ** 3);
 * await cache.write('abc-400x300-crop-q80.webp', bytes);
 */
export async function openImageCache(dir: string, maxBytes: number) {
  await mkdir(dir, { recursive: true });
  const sizes = new Map<string, number>();
  for (const name of await readdir(dir)) {
    if (name.endsWith('.tmp')) {
      await unlink(join(dir, name)).catch(() => undefined);
      continue;
    }
    sizes.set(name, (await stat(join(dir, name))).size);
  }
  let total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  let pruning: Promise<void> | undefined;

  async function prune() {
    const entries = await Promise.all([...sizes.keys()].map(async (name) => ({ name, at: (await stat(join(dir, name)).catch(() => undefined))?.mtimeMs ?? 0 })));
    for (const { name } of entries.sort((a, b) => a.at - b.at)) {
      if (total <= maxBytes * 0.8) break;
      await unlink(join(dir, name)).catch(() => undefined);
      total -= sizes.get(name) ?? 0;
      sizes.delete(name);
    }
  }

  return {
    async read(name: string): Promise<Buffer | null> {
      // A variant not written by this process may still be there: the folder can be shared (nodes
      // on one volume, the test products of one run), and its names are the content's.
      const bytes = await readFile(join(dir, name)).catch(() => null);
      if (!bytes) {
        total -= sizes.get(name) ?? 0;
        sizes.delete(name);
        return null;
      }
      if (!sizes.has(name)) {
        total += bytes.byteLength;
        sizes.set(name, bytes.byteLength);
      }
      const now = new Date();
      void utimes(join(dir, name), now, now).catch(() => undefined);
      return bytes;
    },
    async write(name: string, bytes: Buffer): Promise<void> {
      // A file of its own per write: two requests for one new variant may write it at once.
      const temporary = join(dir, `${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(dir, name));
      total += bytes.byteLength - (sizes.get(name) ?? 0);
      sizes.set(name, bytes.byteLength);
      if (total > maxBytes && !pruning) pruning = prune().finally(() => (pruning = undefined));
    },
    /** Bytes kept now. */
    size: () => total,
  };
}

export type ImageCache = Awaited<ReturnType<typeof openImageCache>>;

/**
 * At most `concurrency` resizes at once, at most `queue` waiting: beyond that the caller is told
 * to come back later, so a flood of new sizes cannot take all the memory and CPU.
 */
export function createResizeGate(concurrency: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    /** Runs `work` when a slot frees, or returns undefined at once when the queue is full. */
    async run<T>(work: () => Promise<T>): Promise<T | undefined> {
      if (running >= concurrency) {
        if (waiting.length >= queue) return undefined;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      running++;
      try {
        return await work();
      } finally {
        running--;
        waiting.shift()?.();
      }
    },
  };
}
