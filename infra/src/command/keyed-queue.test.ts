import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.ts';

const tick = (ms = 1) => new Promise((resolve) => setTimeout(resolve, ms));

describe('keyed queue', () => {
  it('runs the work of one key one at a time, in the order asked', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    let running = 0;
    const work = (name: string, ms: number) => async () => {
      running++;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await tick(ms);
      log.push(`end ${name}`);
      running--;
      return name;
    };
    const results = await Promise.all([queue.run('a', work('1', 5)), queue.run('a', work('2', 1)), queue.run('a', work('3', 0))]);
    expect(results).toEqual(['1', '2', '3']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('runs different keys side by side', async () => {
    const queue = createKeyedQueue();
    let release!: () => void;
    const held = queue.run('a', () => new Promise<void>((resolve) => (release = resolve)));
    await expect(queue.run('b', async () => 'b done')).resolves.toBe('b done');
    release();
    await held;
  });

  it('goes on with the next work when one fails, and gives the failure to its caller only', async () => {
    const queue = createKeyedQueue();
    const failing = queue.run('a', async () => {
      await tick();
      throw new Error('refused');
    });
    const thrownAtOnce = queue.run('a', () => {
      throw new Error('thrown before any await');
    });
    const next = queue.run('a', async () => 'next');
    await expect(failing).rejects.toThrow('refused');
    await expect(thrownAtOnce).rejects.toThrow('thrown before any await');
    await expect(next).resolves.toBe('next');
  });

  it('forgets a key once nothing runs or waits on it', async () => {
    const queue = createKeyedQueue();
    const runs = Array.from({ length: 20 }, (_, i) => queue.run(`k${i % 4}`, async () => tick()));
    expect(queue.size).toBe(4);
    await Promise.all(runs);
    await tick();
    expect(queue.size).toBe(0);
    await queue.run('k0', async () => Promise.reject(new Error('no'))).catch(() => undefined);
    await tick();
    expect(queue.size).toBe(0);
  });
});
