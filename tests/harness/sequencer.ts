import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files measured slowest (each run prints and writes them: `test-results/project-times.json`),
 * started first in their group, so that none is left running alone at the end of it while the
 * other workers wait. Without it a fresh clone (no timings cached) starts the largest files first,
 * which are not the slowest: the accessibility walk is short to read and long to run.
 */
const SLOW_FIRST = [
  'tests/e2e/accessibility-account.e2e.test.ts',
  'tests/e2e/mail-admin.e2e.test.ts',
  'tests/e2e/accessibility-public.e2e.test.ts',
  'tests/e2e/term-enrolment.e2e.test.ts',
  'tests/e2e/public-site.e2e.test.ts',
  'tests/e2e/family-profile.e2e.test.ts',
  'tests/e2e/fields.e2e.test.ts',
  'tests/e2e/admin-orders.e2e.test.ts',
  'tests/e2e/terms-admin.e2e.test.ts',
  'tests/e2e/deck.e2e.test.ts',
  'tests/integration/topology.test.ts',
  'tests/integration/erasure-restore.test.ts',
  'tests/integration/backup.test.ts',
  'tests/integration/fuzz.test.ts',
  'tests/integration/reminders-crash.test.ts',
  'tests/integration/checkout-replace.test.ts',
  'tests/integration/booking-burst.test.ts',
  'tests/integration/term-enrolment.test.ts',
];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = SLOW_FIRST.findIndex((path) => spec.moduleId.endsWith(path));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    const order = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => order(a.spec) - order(b.spec) || rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
