/**
 * `BENCH_ONLY=lighthouse npm run bench`: Lighthouse (mobile: its default simulated slow 4G and 4x
 * slower CPU) on every public page of the product as `npm start` serves it, with the demo data.
 * Beside each page, in the same run, the baseline: the home page's own HTML with no script and no
 * stylesheet, served as a plain file by a bare Node server, so the figures read as a multiple of
 * what this machine and these network conditions allow at best (a loaded machine slows both).
 * Each page is measured BENCH_LIGHTHOUSE_RUNS times (3 by default) and the run with the median
 * performance score is printed, with the spread of total blocking time beside it: on a shared
 * 2-core machine one run's TBT can be half or twice the next one's. BENCH_LIGHTHOUSE_PAGES=/,/piscines
 * limits the pages.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromiumPath, FRONTEND_DIR } from '../harness/browser.ts';
import { startTestApp } from '../harness/app.ts';

type Record = (group: string, measure: string, value: string) => void;

/** What is read of a Lighthouse report. */
interface Report {
  categories: { [name: string]: { score: number | null } };
  audits: { [id: string]: { numericValue?: number; errorMessage?: string } };
  runtimeError?: { code: string; message: string };
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

const score = (report: Report, name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
const value = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

function figures(report: Report): Figures {
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    fcp: value(report, 'first-contentful-paint'),
    lcp: value(report, 'largest-contentful-paint'),
    tbt: value(report, 'total-blocking-time'),
    cls: value(report, 'cumulative-layout-shift'),
    bytes: value(report, 'total-byte-weight'),
  };
}

/** Lighthouse's own advice for noisy machines: several runs, the median one kept. */
function medianRun(all: Figures[]): Figures & { tbtRange: [number, number]; counted: number; failed: number } {
  // A run Lighthouse could not measure (its trace lacked a paint, say) has no figures: left out, and counted.
  const runs = all.filter((run) => Number.isFinite(run.tbt) && Number.isFinite(run.lcp));
  const sorted = (runs.length > 0 ? runs : all).sort((a, b) => a.performance - b.performance || a.tbt - b.tbt);
  const tbts = runs.map((run) => run.tbt);
  const range: [number, number] = tbts.length > 0 ? [Math.min(...tbts), Math.max(...tbts)] : [Number.NaN, Number.NaN];
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, tbtRange: range, counted: runs.length, failed: all.length - runs.length };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const describe = (f: Figures) =>
  `perf ${f.performance}, a11y ${f.accessibility}, bp ${f.bestPractices}, seo ${f.seo}; FCP ${seconds(f.fcp)}, LCP ${seconds(f.lcp)}, TBT ${f.tbt.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}, ${(f.bytes / 1024).toFixed(0)} kB`;

/** A public page of each kind, its slug taken from the demo data. */
export async function publicPages(base: string): Promise<string[]> {
  const list = async (path: string) => ((await (await fetch(`${base}/webapi${path}`)).json()) as { data: Array<{ content: { slug: string }; psnEnable?: boolean; acyType?: unknown; blgDatpub?: string | null }> }).data;
  const pools = (await list('/Piscine')).filter((pool) => pool.psnEnable !== false);
  const activities = await list('/Activity');
  const posts = (await list('/Blog')).filter((post) => post.blgDatpub);
  // /reserver (its week rendered on the server, ADR 0011's amendment): this week, the first pool.
  const pages = ['/', '/activites-enfants', '/activites-adultes', '/piscines', '/reserver', '/blog', '/domicile', '/visio', '/mentions-legales', '/cgv', '/contact', '/login', '/?lang=en'];
  if (activities[0]) {
    // The detail page answers under either list; the children's list is the one the menu opens first.
    pages.splice(3, 0, `/activites-enfants/${activities[0].content.slug}`);
  }
  if (pools[0]) pages.splice(pages.indexOf('/piscines') + 1, 0, `/piscines/${pools[0].content.slug}`);
  if (posts[0]) pages.splice(pages.indexOf('/blog') + 1, 0, `/blog/${posts[0].content.slug}`);
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
  return only ? pages.filter((page) => only.includes(page)) : pages;
}

/** The baseline: one file, sent as it is by a bare Node server. */
function serveFile(html: string): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function lighthouseBench(record: Record) {
  const chrome = chromiumPath();
  if (!chrome) return console.log('lighthouse skipped: no Chromium');
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: (url: string, flags: object) => Promise<{ lhr: Report } | undefined> };
  const launcher = (await import('chrome-launcher')) as unknown as { launch: (options: object) => Promise<{ port: number; kill: () => Promise<void> | void }> };
  const app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR, postgresServer: null });
  const browser = await launcher.launch({ chromePath: chrome, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const run = async (url: string) => {
    const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!result) throw new Error(`Lighthouse gave no report for ${url}`);
    const measured = figures(result.lhr);
    if (!Number.isFinite(measured.tbt)) {
      const why = result.lhr.runtimeError?.message ?? result.lhr.audits['total-blocking-time']?.errorMessage ?? 'no reason given';
      console.log(`lighthouse: a run of ${url} gave no figures: ${why}`);
    }
    return measured;
  };
  let baselineServer: Server | undefined;
  try {
    // The baseline first: the home page's markup alone (no script, no stylesheet, no image).
    const home = await (await fetch(`${app.url}/`)).text();
    const bare = home.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*>/g, '').replace(/<img\b[^>]*>/g, '');
    baselineServer = await serveFile(bare);
    const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
    const measure = async (url: string) => {
      const all: Figures[] = [];
      // A run Lighthouse could not record (NO_NAVSTART, now and then) is made again, once per run asked for.
      for (let attempt = 0; attempt < runs * 2 && all.filter((f) => Number.isFinite(f.tbt)).length < runs; attempt++) all.push(await run(url));
      return medianRun(all);
    };
    const spread = (f: ReturnType<typeof medianRun>) =>
      (runs > 1 ? ` (median of ${f.counted}; TBT ${f.tbtRange[0].toFixed(0)}–${f.tbtRange[1].toFixed(0)} ms)` : '') +
      (f.failed > 0 ? ` (${f.failed} run${f.failed > 1 ? 's' : ''} not recorded, made again)` : '');
    const baseline = await measure(`http://127.0.0.1:${(baselineServer.address() as AddressInfo).port}/`);
    record('lighthouse', `baseline: home HTML alone (${(Buffer.byteLength(bare) / 1024).toFixed(0)} kB), bare server`, describe(baseline) + spread(baseline));
    for (const page of await publicPages(app.url)) {
      const measured = await measure(`${app.url}${page}`);
      record('lighthouse', page, describe(measured) + spread(measured));
      const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : 'n/a');
      record('lighthouse', `${page} vs baseline`, `FCP ${ratio(measured.fcp, baseline.fcp)}, LCP ${ratio(measured.lcp, baseline.lcp)}, bytes ${ratio(measured.bytes, baseline.bytes)}`);
    }
  } finally {
    await browser.kill();
    baselineServer?.close();
    await app.close();
  }
}
