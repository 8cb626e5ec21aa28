import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/harness/sequencer.ts';

/**
 * Three projects, each runnable alone (`npm run test:unit`, `test:integration`, `test:browser`);
 * `vitest run` runs all three (and, with `DATABASE_URL`, `integration-pglite`: PGLITE_PASS below).
 * - unit: pure code — deciders, rules, the front end's pure modules, infra units that open no
 *   database, start no process and need no build.
 * - integration: real engines — the event stores (PGlite, and PostgreSQL when a server is named),
 *   the read models, the mailer, whole products in-process (`tests/integration`), the build cache.
 * - browser: `tests/e2e`, Chromium against the built front end (`npm run build` first).
 */

/** Tests under the workspaces' `src/` that open a database, start a process or an SMTP peer: integration. */
const workspaceIntegration = [
  'infra/src/event-store/sql-append.test.ts',
  'infra/src/event-store/contract.test.ts',
  'infra/src/event-store/tail-pglite.test.ts',
  'infra/src/command/handle-command.test.ts',
  'infra/src/follower/follower.test.ts',
  'infra/src/follower/scheduler.test.ts',
  'infra/src/personal/protect.test.ts',
  'infra/src/db/pglite-maintain.test.ts',
  'infra/src/db/pglite-turns.test.ts',
  'infra/src/db/postgres-prepared.test.ts',
  'command-api/src/courses/booking/workflow.test.ts',
  'command-api/src/orders/checkout/workflow.test.ts',
  'projections/src/runner/runner.test.ts',
  'mailer/src/mailer.test.ts',
  'frontend/build/buildOnce.test.ts',
];

/**
 * The PGlite pass: where the integration project's product runs on PostgreSQL (`DATABASE_URL`, the
 * engine of several nodes, where requests really run at once, as CI runs it), these files run again
 * with the product on the embedded PGlite, `npm start`'s default, in the same run (the
 * `integration-pglite` project, beside the integration files: the two cores kept busy where a pass
 * of its own ran its slowest file alone at the end). PGlite is the same PostgreSQL in one process, so
 * what can differ is the platform around it: its pool (one request at a time), local notices instead
 * of LISTEN/NOTIFY, its upkeep and files (vacuums, the erasure's scrub), and what a whole product on
 * it answers. The browser project runs on PGlite; the backups, the erasures' restores, the event
 * store's contract and the store tools run both engines (or PGlite) by themselves.
 */
const PGLITE_PASS = [
  'tests/integration/contracts.test.ts',
  'tests/integration/web-contract.test.ts',
  'tests/integration/fuzz.test.ts',
  'tests/integration/health.test.ts',
  'tests/integration/projection-faults.test.ts',
  'tests/integration/erasure-read-models.test.ts',
  'tests/integration/personal-data.test.ts',
  'tests/integration/privacy-retention.test.ts',
  'tests/integration/booking.test.ts',
  'tests/integration/orders.test.ts',
  'tests/integration/term-enrolment.test.ts',
  'tests/integration/live.test.ts',
];

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // Each project's time printed at the end of the run (and in test-results/project-times.json).
    reporters: ['default', './tests/harness/project-times-reporter.ts'],
    // The slowest files first in their project, so none runs alone at the end (tests/harness/sequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure modules: one module cache for all files, which keeps the project well under two minutes.
          pool: 'threads',
          isolate: false,
          include: ['{infra,command-api,projections,query-api,mailer}/src/**/*.test.ts', 'frontend/src/**/*.test.{ts,tsx}', 'frontend/build/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...workspaceIntegration],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // One module cache per worker for its files, as the browser project: the product's modules were
          // imported again for each of the 88 files (about 170 s of the workers' time in CI).
          isolate: false,
          include: ['tests/integration/**/*.test.ts', ...workspaceIntegration],
          // A PostgreSQL for the PostgreSQL suites where none is named and Docker answers.
          // (and the run's seeded stores, made once and copied: tests/harness/images.ts)
          globalSetup: ['tests/harness/global-setup.ts', 'tests/harness/images-setup.ts'],
        },
      },
      // Only where the integration project's product runs on PostgreSQL (above, PGLITE_PASS).
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'integration-pglite',
                isolate: false,
                include: PGLITE_PASS,
                globalSetup: ['tests/harness/global-setup.ts', 'tests/harness/images-setup.ts'],
                // The product on PGlite; the PostgreSQL-only suites keep TEST_DATABASE_URL's server.
                env: { DATABASE_URL: '' },
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          // After the unit and integration projects, three files at once: a browser file waits on its
          // pages about half of its time (two files at once kept 1.1 of the 2 cores busy; three keep both).
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
          // One module cache per worker for its files (each starts its own product, browser and store):
          // the product's modules were imported again for each of the 39 files, 260 s of the workers' time
          // (issue 45; the span went from 1,148 s to 1,052 s on a 2-core machine).
          isolate: false,
          // The run's seeded stores, made once and copied (tests/harness/images.ts).
          globalSetup: ['tests/harness/images-setup.ts'],
          // The pages on the product as `npm start` runs it by default, the embedded PGlite, even when
          // DATABASE_URL puts the integration project's product on PostgreSQL (.ci/run's first pass).
          env: { DATABASE_URL: '', PLOUF_TEST_SHARED_IMAGE_CACHE: 'true' },
          // A page's state awaited (hydrated, a live figure arrived): over vitest's 1 s on a loaded machine
          // (a home page hydrates 0.3-2 s after its load beside other suites). Only a failing wait is slower.
          expect: { poll: { timeout: 15_000 } },
          // A scenario walks several pages in a real browser: 15-30 s alone on a loaded CI machine, so
          // 30 s failed passing scenarios there; a stuck one still fails, later.
          testTimeout: 90_000,
        },
      },
    ],
  },
});
