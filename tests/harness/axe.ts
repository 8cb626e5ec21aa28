import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core in the browser tests (issue 11): every rule axe runs by default — WCAG 2.0/2.1/2.2 A and
 * AA plus its best practices — all impacts, minor ones too, and label-in-name (WCAG 2.5.3, issue 41):
 * a control's accessible name holds the text it shows, so a speech user can say what they see
 * (`label-content-name-mismatch`, which axe leaves out by default as experimental). Nothing is
 * disabled: a page that needs an exception should be fixed instead.
 */

/** The rules axe does not run by default that every page must pass too. */
export const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } } as const;

/** One violation as a reader of a failed test wants it: what, how bad, where. */
export interface AxeFinding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  count: number;
}

const watched = new WeakMap<Page, Set<{ method(): string; url(): string }>>();

/** The requests of `page` (its frames' too) started and not yet finished, from the first call on. */
function watchRequests(page: Page): Set<{ method(): string; url(): string }> {
  let open = watched.get(page);
  if (!open) {
    const seen = new Set<{ method(): string; url(): string }>();
    page.on('request', (request) => seen.add(request));
    page.on('requestfinished', (request) => seen.delete(request));
    page.on('requestfailed', (request) => seen.delete(request));
    watched.set(page, seen);
    open = seen;
  }
  return open;
}

/** Waits for `open` to stay empty for half a second; names what is still open after `timeoutMs`. */
async function quiet(open: Set<{ method(): string; url(): string }>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let idleSince = Date.now();
  for (;;) {
    if (open.size > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= 500) return;
    if (Date.now() > deadline) throw new Error(`the network stayed busy: ${[...open].map((request) => `${request.method()} ${request.url().slice(0, 120)}`).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the page shows content rather than a promise of it: the network quiet, no
 * Blueprint spinner or skeleton, no overlay still fading in or out (axe would measure the
 * contrast of half-transparent text), the web fonts loaded.
 */
export async function settle(page: Page): Promise<void> {
  const pending = watchRequests(page);
  // Playwright's idle counts each frame's own report, and the mail preview's sandboxed frame, drawn
  // in its own process, often never reports (CI, mail-admin.e2e) while nothing is loading: a page
  // with a frame waited the whole 10 s each time. What matters is that no request is open: with a
  // frame, that is what is waited for (the page's own load first), and named if one stays open.
  if (page.frames().length > 1) {
    await page.waitForLoadState('load');
    await quiet(pending, 20_000);
  } else {
    try {
      await page.waitForLoadState('networkidle', { timeout: 10_000 });
    } catch {
      await quiet(pending, 20_000);
    }
  }
  // Run in the page (the tests are compiled without the DOM's types, hence the cast).
  // A transition's first frame has `-exit` (or `-enter`) before `-exit-active`: a toast fading out
  // was once scanned there, its text half transparent (CI, mail-admin.e2e).
  const busy = '.bp6-spinner, .bp6-skeleton, [class*="-enter-active"], [class*="-exit-active"], [class*="-appear-active"], .bp6-toast-enter, .bp6-toast-exit, .bp6-overlay-enter, .bp6-overlay-exit';
  await page.waitForFunction(
    (selector) => {
      const { document } = globalThis as unknown as { document: { querySelector(s: string): unknown; fonts: { status: string } } };
      return document.querySelector(selector) === null && document.fonts.status === 'loaded';
    },
    busy,
    { timeout: 15_000 },
  );
}

/** Runs axe on the page as it is now (settled first) and returns its violations, `label` naming the page. */
export async function axeFindings(page: Page, label: string): Promise<AxeFinding[]> {
  // A toast's own timer can start its exit while axe is scanning (CI, mail-admin.e2e: a toast
  // measured half transparent). A scan during which something began to fade is not a measure of
  // the page: it is taken again once the page has settled, up to three times.
  for (let attempt = 1; ; attempt += 1) {
    await settle(page);
    await page.evaluate(watchTransitions);
    // A page without frames is scanned by axe.run in the page itself: the same rules and results
    // (checked on the public pages) at half the cost of the frame-by-frame mode, which opens a blank
    // page per scan to merge its results. A page with a frame (the mail preview's sandboxed one,
    // whose opaque origin the plain mode's messages cannot reach) keeps the frame-by-frame mode.
    const framed = page.frames().length > 1;
    const results = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).setLegacyMode(!framed).analyze();
    const moved = await page.evaluate(transitionsSeen);
    if (!moved || attempt === 3) return findingsOf(results.violations, label);
  }
}

/** In the page: notes any element that starts a transition (enter/exit/appear class) from now on. */
function watchTransitions(): void {
  const scope = globalThis as unknown as {
    __ploufMoved?: boolean;
    __ploufWatch?: { disconnect(): void };
    MutationObserver: new (callback: (records: { target: { className?: unknown } }[]) => void) => { observe(node: unknown, options: unknown): void; disconnect(): void };
    document: { body: unknown };
  };
  scope.__ploufWatch?.disconnect();
  scope.__ploufMoved = false;
  const observer = new scope.MutationObserver((records) => {
    for (const record of records) {
      const name = record.target.className;
      if (typeof name === 'string' && /-(enter|exit|appear)/.test(name)) scope.__ploufMoved = true;
    }
  });
  observer.observe(scope.document.body, { attributes: true, attributeFilter: ['class'], subtree: true, childList: true });
  scope.__ploufWatch = observer;
}

/** In the page: whether a transition started since `watchTransitions`, and stops watching. */
function transitionsSeen(): boolean {
  const scope = globalThis as unknown as { __ploufMoved?: boolean; __ploufWatch?: { disconnect(): void } };
  scope.__ploufWatch?.disconnect();
  return scope.__ploufMoved === true;
}

function findingsOf(violations: readonly Result[], label: string): AxeFinding[] {
  return violations.map((violation) => ({
    page: label,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    count: violation.nodes.length,
  }));
}

/** The findings as lines: `page | rule (impact) help — n elements: first targets`. */
export function formatFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map((f) => `${f.page} | ${f.rule} (${f.impact}) ${f.help} — ${f.count} element(s): ${f.targets.join(' ; ')}`)
    .join('\n');
}

/** Throws, with the readable list, when `findings` is not empty. */
export function assertNoFindings(findings: readonly AxeFinding[]): void {
  if (findings.length === 0) return;
  throw new Error(`axe found ${findings.length} violation(s):\n${formatFindings(findings)}`);
}

/** axe on one page; fails with the list of violations. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  assertNoFindings(await axeFindings(page, label));
}
