/**
 * Benchmarks of the public site: the JavaScript a phone downloads for the home page (gzip), and
 * the time to serve a cached resized image against a plain static file of the same bytes.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { chromiumPath, FRONTEND_DIR, launchBrowser } from '../harness/browser.ts';
import { startTestApp } from '../harness/app.ts';

type Record = (group: string, measure: string, value: string) => void;

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

/** Every script the home page loads in Chromium at phone size, gzipped as a server would send it. */
export async function homeJavaScript(record: Record) {
  if (!chromiumPath()) return console.log('site       home JS skipped: no Chromium');
  const app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR, postgresServer: null });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => undefined);
      if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).byteLength);
    });
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    record('site', `home page JavaScript, gzip (${scripts.size} files)`, kB(total));
    const raw = [...scripts.keys()].reduce((sum, path) => sum + readFileSync(join(FRONTEND_DIR, path)).byteLength, 0);
    record('site', 'home page JavaScript, uncompressed', kB(raw));
    const admin = [...scripts.keys()].filter((path) => /admin|richText|tiptap|imageUpload/i.test(path));
    record('site', 'admin chunks loaded by the home page', String(admin.length));
  } finally {
    await browser.close();
    await app.close();
  }
}

/** A 400x300 WebP made from a 1600x900 photo-like JPEG, served from the cache, against the same bytes as a static file. */
export async function cachedImage(record: Record, samples: number) {
  const folder = mkdtempSync(join(tmpdir(), 'plouf-bench-static-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>bench</title>');
  const app = await startTestApp({ frontendDir: folder, postgresServer: null });
  try {
    const noise = Buffer.alloc(1600 * 900 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width: 1600, height: 900, channels: 3 } }).blur(3).jpeg({ quality: 85 }).toBuffer();
    const cookie = await app.login();
    const { body } = await app.upload(cookie, { bytes: photo, fileName: 'bench.jpg', type: 'image/jpeg' }, 'Bench');
    const resized = `${app.url}${body.data.url}?w=400&h=300&mode=crop&format=webp`;
    let started = performance.now();
    const first = Buffer.from(await (await fetch(resized)).arrayBuffer());
    record('images', 'first request: resize 1600x900 JPEG -> 400x300 WebP', `${(performance.now() - started).toFixed(1)} ms`);
    writeFileSync(join(folder, 'static.webp'), first);
    const time = async (url: string) => {
      const latencies: number[] = [];
      for (let i = 0; i < samples; i++) {
        started = performance.now();
        await (await fetch(url)).arrayBuffer();
        latencies.push(performance.now() - started);
      }
      return latencies;
    };
    await time(`${app.url}/static.webp`);
    const cached = await time(resized);
    const plain = await time(`${app.url}/static.webp`);
    record('images', `cached resized image (${kB(first.byteLength)}) p50 / p99 (${samples} requests)`, `${percentile(cached, 50).toFixed(2)} / ${percentile(cached, 99).toFixed(2)} ms`);
    record('images', `same bytes as a static file p50 / p99 (${samples} requests)`, `${percentile(plain, 50).toFixed(2)} / ${percentile(plain, 99).toFixed(2)} ms`);
  } finally {
    await app.close();
  }
}
