import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createResizeGate, openImageCache } from './cache.ts';
import { makeVariant, normalizeVariant, variantKey } from './variants.ts';

const photo = () => sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a9fd6' } }).jpeg().toBuffer();

describe('variants', () => {
  it('keeps one key for requests that give the same bytes', () => {
    const base = { w: 400, h: 300, mode: 'crop' as const, webp: false, quality: 80 };
    expect(variantKey('s', '.png', normalizeVariant({ ...base, quality: 10 }, '.png'))).toBe(variantKey('s', '.png', normalizeVariant({ ...base, quality: 90 }, '.png')));
    expect(variantKey('s', '.jpg', normalizeVariant({ ...base, quality: 79 }, '.jpg'))).toBe(variantKey('s', '.jpg', normalizeVariant({ ...base, quality: 81 }, '.jpg')));
    expect(variantKey('s', '.jpg', normalizeVariant({ mode: 'crop', webp: false, quality: 50 }, '.jpg'))).toBe('s.jpg');
  });

  it('fits, covers, stretches and carves the box', async () => {
    const original = await photo();
    const size = async (mode: 'max' | 'crop' | 'stretch' | 'carve', w?: number, h?: number) => {
      const { width, height } = await sharp(await makeVariant(original, { w, h, mode, webp: true, quality: 80 })).metadata();
      return [width, height];
    };
    expect(await size('max', 400, 400)).toEqual([400, 225]);
    expect(await size('max', 3000)).toEqual([1600, 900]);
    expect(await size('crop', 300, 300)).toEqual([300, 300]);
    expect(await size('carve', 300, 300)).toEqual([300, 300]);
    expect(await size('stretch', 300, 100)).toEqual([300, 100]);
  });
});

describe('image cache', () => {
  it('drops the files used longest ago when over its budget', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plouf-cache-test-'));
    const cache = await openImageCache(dir, 1000);
    await cache.write('a', Buffer.alloc(400));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cache.write('b', Buffer.alloc(400));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cache.write('c', Buffer.alloc(400));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(dir).sort()).toEqual(['b', 'c']);
    expect(cache.size()).toBe(800);
    expect(await cache.read('a')).toBeNull();
  });
  it('takes the same file written by two requests at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plouf-cache-test-'));
    const cache = await openImageCache(dir, 10_000);
    await Promise.all([cache.write('same', Buffer.alloc(100, 1)), cache.write('same', Buffer.alloc(100, 1)), cache.write('same', Buffer.alloc(100, 1))]);
    expect(readdirSync(dir)).toEqual(['same']);
  });
  it('reads a variant another process wrote in the shared folder after it opened, and counts it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plouf-cache-test-'));
    const first = await openImageCache(dir, 10_000);
    const second = await openImageCache(dir, 10_000);
    await first.write('shared', Buffer.alloc(100, 7));
    expect(await second.read('shared')).toEqual(Buffer.alloc(100, 7));
    expect(second.size()).toBe(100);
    expect(await second.read('missing')).toBeNull();
  });
});

describe('resize gate', () => {
  it('runs two at a time and turns away what the queue cannot hold', async () => {
    const gate = createResizeGate(2, 1);
    let running = 0;
    let most = 0;
    const work = () =>
      gate.run(async () => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
        return 'done';
      });
    const results = await Promise.all([work(), work(), work(), work()]);
    expect(most).toBe(2);
    expect(results.filter((result) => result === undefined)).toHaveLength(1);
  });
});
