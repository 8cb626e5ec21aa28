import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core in the browser tests (issue 11): every rule axe runs by default — WCAG 2.0/2.1/2.2 A and
 * AA plus its best practices — all impacts, minor ones too. Nothing is disabled: a page that
 * needs an exception should be fixed instead.
 */

/** One violation as a reader of a failed test wants it: what, how bad, where. */
export interface AxeFinding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  count: number;
}

/**
 * Waits until the page shows content rather than a promise of it: the network quiet, no
 * Blueprint spinner or skeleton, no overlay still fading in or out (axe would measure the
 * contrast of half-transparent text), the web fonts loaded.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Run in the page (the tests are compiled without the DOM's types, hence the cast).
  const busy = '.bp6-spinner, .bp6-skeleton, [class*="-enter-active"], [class*="-exit-active"], [class*="-appear-active"]';
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
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation: Result) => ({
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
