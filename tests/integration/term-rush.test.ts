import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { checkRush, prepareRush, runRush, rushSummary, type RushSetup, type RushSize } from '../harness/term-rush.ts';

/**
 * Issue 22's rush, smaller (the bench runs 1,000 families on 40 slots with 200 open pages): at the
 * opening second the families enrol at once on slots of 8 places that already have their term's
 * courses (20 asking for each: 8 places, 12 waiting) while open pages watch the places left — 160
 * families on 8 slots and 40 pages on PostgreSQL, 40 on 2 and 10 pages on PGlite. Then: no slot over capacity, waiting
 * positions 1..n per slot, every Ok answer in the read model and on the slot's stream and nothing
 * else, each card's entries left its purchase minus its bookings (stream and read model), each
 * course seating exactly its slot's enrolled children, and every page showing the final places.
 * On the backend the suite runs on (PGlite by default, PostgreSQL with DATABASE_URL). Timings are
 * printed, never asserted.
 */
const sized = (database: TestApp['database']): RushSize =>
  database === 'postgres'
    ? { families: Number(process.env.RUSH_FAMILIES ?? 160), slots: Number(process.env.RUSH_SLOTS ?? 8), capacity: 8, watchers: Number(process.env.RUSH_WATCHERS ?? 40), courses: true }
    : // PGlite is one connection in this process, each page's read waits its turn with the enrolments: smaller.
      { families: Number(process.env.RUSH_FAMILIES ?? 40), slots: Number(process.env.RUSH_SLOTS ?? 2), capacity: 8, watchers: Number(process.env.RUSH_WATCHERS ?? 10), courses: true };

let SIZE: RushSize;
let app: TestApp;
let admin: string;
let setup: RushSetup;

beforeAll(async () => {
  // Each answer waits for the read model as long as it takes: it then says enrolled or waiting, which is checked against what is stored.
  app = await startTestApp({ seed: true, readModelWaitMs: 120_000 });
  admin = await app.login();
  SIZE = sized(app.database);
  setup = await prepareRush(app, admin, SIZE);
}, 180_000);

afterAll(async () => {
  app?.clock.reset();
  await app?.close();
});

describe('the rush at the opening second', () => {
  it('gives every slot its places and a gapless waiting list, answers exactly what is stored, pays each card right, and every open page shows the final places from the notices alone', async () => {
    const outcome = await runRush(app, setup, { settleMs: 30_000 });
    const { problems, facts } = await checkRush(app, admin, setup, outcome);
    console.log(rushSummary(setup, outcome, app.database));
    expect(problems).toEqual([]);
    // Each slot asked by families / slots of them: its places taken, the others waiting.
    const perSlot = SIZE.families / SIZE.slots;
    const waiting = SIZE.slots * Math.max(0, perSlot - SIZE.capacity);
    expect(facts.kinds).toEqual({ enrolled: SIZE.slots * Math.min(perSlot, SIZE.capacity), ...(waiting > 0 && { 'waiting (full)': waiting }) });
    expect([facts.enrolled, facts.waiting]).toEqual([SIZE.slots * Math.min(perSlot, SIZE.capacity), waiting]);
    expect(facts.seats).toBe(setup.courses.length * SIZE.capacity);
    expect(outcome.behind).toBe(0);
    // The pages showed the opening and every place from the notices alone: not one read behind the rush (issue 42).
    expect(outcome.pageReads).toBe(0);
  }, 180_000);
});
