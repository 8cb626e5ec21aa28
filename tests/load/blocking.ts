/**
 * `BENCH_ONLY=blocking npm run bench`: what the pages' scripts cost a phone's main thread, over a
 * fixed window (issue 27). Each public page is loaded in Chromium with its CPU slowed 4× (as
 * Lighthouse's mobile profile does) and traced for 12 s from the navigation: the blocking time is the
 * sum, over the main thread's tasks in the window, of what each lasts beyond 50 ms (Lighthouse's
 * definition of TBT, but over a window that cannot end early: work pushed after "the page is
 * interactive" is counted). Beside it, the same page with its scripts not fetched: its floor (parsing
 * the HTML, styles, layout, images), so the difference is what the scripts add. The median of 3 runs
 * each (`BENCH_BLOCKING_RUNS`); `BENCH_LIGHTHOUSE_PAGES=/,/reserver` limits the pages. With it, the
 * JavaScript the page fetched in the window with nothing clicked, gzipped (issue 45).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { chromiumPath, FRONTEND_DIR, launchBrowser } from '../harness/browser.ts';
import { startTestApp } from '../harness/app.ts';
import { publicPages } from './lighthouse.ts';

type Record = (group: string, measure: string, value: string) => void;

const WINDOW_MS = 12_000;
const CPU_SLOWDOWN = 4;
/** A task's time beyond this blocks input (the RAIL model; Lighthouse's TBT). */
const BLOCKING_AFTER_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; isOutermostMainFrame?: boolean; documentLoaderURL?: string } };
}

/**
 * The blocking time of a trace's renderer main threads within `WINDOW_MS` of the main frame's
 * navigation, and how long they were busy at all, in ms.
 */
export function blockingTime(events: TraceEvent[]): { blocking: number; busy: number } {
  const main = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  // The page's own navigation: the first that names a document (the later ones, with no address, are
  // the page's frames and the renderer's blank documents; taking the last one started the window up
  // to 1.6 s late and missed the page's first tasks).
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && main.has(`${event.pid}:${event.tid}`) && event.args?.data?.isLoadingMainFrame !== false && !!event.args?.data?.documentLoaderURL)
    .map((event) => event.ts);
  const start = navigation.length > 0 ? Math.min(...navigation) : Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts));
  const end = start + WINDOW_MS * 1000;
  let blocking = 0;
  let busy = 0;
  for (const event of events) {
    if (event.ph !== 'X' || (event.name !== 'RunTask' && event.name !== 'ThreadControllerImpl::RunTask') || !main.has(`${event.pid}:${event.tid}`)) continue;
    if (event.ts < start || event.ts >= end) continue;
    const ms = Math.min(event.dur ?? 0, end - event.ts) / 1000;
    blocking += Math.max(0, ms - BLOCKING_AFTER_MS);
    busy += ms;
  }
  return { blocking, busy };
}

async function traced(browser: Browser, url: string, javaScriptEnabled: boolean): Promise<{ blocking: number; busy: number; scriptKb: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  // The floor is the page with its scripts not fetched, not with JavaScript switched off: Chromium
  // loads every `loading="lazy"` image at once when JavaScript is off, which made the floor of the
  // pages with pictures heavier than the page itself.
  if (!javaScriptEnabled) await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  try {
    const page = await context.newPage();
    // A warm renderer: the site's process started on a small file of the same origin first, so the
    // window holds the page's own work and not a new renderer's start-up (which falls on every page,
    // with or without scripts, and made the floor swing by hundreds of ms from run to run).
    await page.goto(new URL('/robots.txt', url).href, { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The scripts the page fetches in the window (nothing is clicked: what it loads to be interactive), gzipped here as the build reports them.
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length, () => 0));
    });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink.user_timing', 'loading'] });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(WINDOW_MS + 500);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const scriptKb = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0) / 1024;
    return { ...blockingTime(trace.traceEvents), scriptKb };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

export async function blockingBench(record: Record) {
  if (!chromiumPath()) return console.log('blocking skipped: no Chromium');
  const app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR, postgresServer: null });
  const browser = await launchBrowser();
  const runs = Math.max(1, Number(process.env.BENCH_BLOCKING_RUNS ?? 3));
  try {
    for (const path of await publicPages(app.url)) {
      const url = `${app.url}${path}`;
      const withScripts: { blocking: number; busy: number; scriptKb: number }[] = [];
      const floor: { blocking: number; busy: number }[] = [];
      // Alternated, so that a slow moment of the machine falls on both.
      for (let run = 0; run < runs; run++) {
        floor.push(await traced(browser, url, false));
        withScripts.push(await traced(browser, url, true));
      }
      const blocked = withScripts.map((run) => run.blocking);
      const [scripted, bare] = [median(blocked), median(floor.map((run) => run.blocking))];
      const [busy, bareBusy] = [median(withScripts.map((run) => run.busy)), median(floor.map((run) => run.busy))];
      const scriptKb = median(withScripts.map((run) => run.scriptKb));
      record(
        'blocking',
        `${path}: main thread blocked in ${WINDOW_MS / 1000} s at ${CPU_SLOWDOWN}× CPU`,
        `${scripted.toFixed(0)} ms with its scripts, ${bare.toFixed(0)} ms without (the floor): the scripts add ${(scripted - bare).toFixed(0)} ms; busy ${busy.toFixed(0)} ms against ${bareBusy.toFixed(0)} ms (median of ${runs}; blocked with scripts ${Math.min(...blocked).toFixed(0)}–${Math.max(...blocked).toFixed(0)} ms)`,
      );
      record('blocking', `${path}: JavaScript loaded with nothing clicked, gzip`, `${scriptKb.toFixed(1)} kB`);
    }
  } finally {
    await browser.close();
    await app.close();
  }
}
