/**
 * Issue 27's registration night (docs/adr/0024-performance.md): `families` families come to
 * `/reserver` in the evening — each reads the week, then books one of `courses` courses of 8
 * places (several at once, `arriving` at a time) — while `pages` other `/reserver` pages stay open
 * on that week and keep its places left live as the front end does (frontend/src/features/site/booking/useCourseWeek.ts:
 * a course that a notice names with its figures is updated from them; one re-read at a time of the
 * other courses a notice named, `GET /webapi/Cours?…&ids=`, tried again when it fails). The same night is run first with no page open, in the same run: its figures are the
 * baseline. Measures the families' requests per second, the booking call (p50/p99), the pages'
 * re-reads (and how many failed), and how long after the answer that took a course's last place
 * every open page showed it full (p95, max).
 */
import { MAX_CHANGED_COURSES } from '@plouf/command-api/constants';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { bookingCatalogue, bookingCourse, bookingFamily, bookOn, type BookingCatalogue, type BookingFamily } from '../harness/booking.ts';
import { connectLive, subscribe, type Change } from '../harness/socket.ts';
import { inBatches } from '../harness/term-rush.ts';

type Record = (database: string, measure: string, value: string) => void;
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
const RETRY_MS = [500, 1000, 2000, 4000, 8000];

export interface NightSize {
  families: number;
  courses: number;
  pages: number;
  /** Families booking at the same moment. */
  arriving: number;
}

interface NightOutcome {
  familyRequests: number;
  seconds: number;
  bookings: number[];
  refused: number;
  pageReads: number;
  failedReads: number;
  /** For each course filled and each page: how long after the filling answer the page showed it full. */
  fullShown: number[];
  /** Pages that never showed a full course full. */
  neverShown: number;
}

type Week = { id: number; placesLeft: number }[];

/** An open `/reserver` page, as useCourseWeek keeps it. */
function openPage(app: TestApp, query: string, counter: { reads: number; failed: number }, onShown: (page: number, week: Map<number, number>) => void, index: number) {
  const places = new Map<number, number>();
  let ids = new Set<number>();
  let all = false;
  let busy = false;
  let failures = 0;
  let stopped = false;
  let loaded = false;
  let received = 0;
  const noticed = new Map<number, { seq: number; position: bigint; placesLeft: number }>();
  const read = async (): Promise<void> => {
    if (busy || stopped || (!all && ids.size === 0)) return;
    const everything = all || ids.size > MAX_CHANGED_COURSES;
    const batch = ids;
    const askedAfter = received;
    busy = true;
    ids = new Set();
    all = false;
    counter.reads++;
    try {
      const response = await fetch(`${app.url}/webapi/Cours?${query}${everything ? '' : `&ids=${[...batch].join(',')}`}`);
      if (!response.ok) throw new Error(`${response.status}`);
      const week = ((await response.json()) as { data: Week }).data;
      if (everything) places.clear();
      for (const id of batch) if (!week.some((course) => course.id === id)) places.delete(id);
      for (const course of week) places.set(course.id, course.placesLeft);
      // Figures that came while the answer was on its way are newer than it may be.
      for (const [id, entry] of noticed) if (entry.seq > askedAfter && places.has(id)) places.set(id, entry.placesLeft);
      loaded ||= everything;
      failures = 0;
      busy = false;
      onShown(index, places);
    } catch {
      counter.failed++;
      for (const id of batch) ids.add(id);
      all ||= everything;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]));
      busy = false;
    }
    return read();
  };
  const add = (changed: number[], everything: boolean) => {
    for (const id of changed) ids.add(id);
    all ||= everything;
    void read();
  };
  return {
    async open() {
      const socket = await connectLive(app.url);
      socket.on('change', (change: Change & { truncated?: boolean }) => {
        if (change.readModel !== 'courses') return;
        if (change.truncated) return add([], true);
        const others: number[] = [];
        let shown = false;
        for (const id of change.ids) {
          const placesLeft = change.figures?.[id]?.placesLeft;
          if (placesLeft === undefined || !loaded) {
            others.push(id);
            continue;
          }
          const before = noticed.get(id);
          if (before && before.position > BigInt(change.position)) continue;
          noticed.set(id, { seq: ++received, position: BigInt(change.position), placesLeft });
          if (places.has(id)) {
            places.set(id, placesLeft);
            shown = true;
          }
        }
        if (shown) onShown(index, places);
        if (others.length > 0) add(others, false);
      });
      const joined = await subscribe(socket, 'courses');
      if (!joined.ok) throw new Error(`the courses room refused a visitor: ${joined.error}`);
      socket.on('connect', () => void subscribe(socket, 'courses').then(() => add([], true), () => undefined));
      add([], true);
      return () => {
        stopped = true;
        socket.disconnect();
      };
    },
  };
}

async function night(app: TestApp, catalogue: BookingCatalogue, courses: number[], families: BookingFamily[], size: NightSize, week: string): Promise<NightOutcome> {
  const counter = { reads: 0, failed: 0 };
  // When each page first showed each course with no place left.
  const shownFull = Array.from({ length: size.pages }, () => new Map<number, number>());
  const pages = Array.from({ length: size.pages }, (_, index) =>
    openPage(app, week, counter, (page, places) => {
      for (const [id, left] of places) if (left === 0 && !shownFull[page]!.has(id)) shownFull[page]!.set(id, performance.now());
    }, index),
  );
  const closers = await inBatches(pages, 10, (page) => page.open());
  await new Promise((resolve) => setTimeout(resolve, 500));
  const seated = new Map<number, number>();
  const filledAt = new Map<number, number>();
  const bookings: number[] = [];
  let familyRequests = 0;
  let refused = 0;
  const started = performance.now();
  await inBatches(families, size.arriving, async (family, n) => {
    // The family opens the week, then books.
    familyRequests++;
    await fetch(`${app.url}/webapi/Cours?${week}`, { headers: { cookie: family.cookie } });
    const crsId = courses[n % courses.length]!;
    const begun = performance.now();
    familyRequests++;
    const answer = await bookOn(app, family, crsId);
    const at = performance.now();
    bookings.push(at - begun);
    if (answer.body.resultCode !== 'Ok') return void refused++;
    if ((answer.body.data as { insStatus: number }).insStatus === ENROLMENT_STATUS.inscrit) {
      const count = (seated.get(crsId) ?? 0) + 1;
      seated.set(crsId, count);
      if (count === 8) filledAt.set(crsId, at);
    }
  });
  const seconds = (performance.now() - started) / 1000;
  // Every page has until 10 s after the last answer to show every full course full.
  const deadline = performance.now() + 10_000;
  const allShown = () => shownFull.every((page) => [...filledAt.keys()].every((id) => page.has(id)));
  while (!allShown() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const fullShown: number[] = [];
  let neverShown = 0;
  for (const page of shownFull) {
    for (const [id, at] of filledAt) {
      const shown = page.get(id);
      if (shown === undefined) neverShown++;
      // A page may read the course full before the filling answer reached its family: no delay then.
      else fullShown.push(Math.max(0, shown - at));
    }
  }
  for (const close of closers) close();
  return { familyRequests, seconds, bookings, refused, pageReads: counter.reads, failedReads: counter.failed, fullShown, neverShown };
}

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** A warming night, the night with no page open, then with `size.pages` pages, each on a fresh app and database (BENCH_NIGHT_FAMILIES, _COURSES, _PAGES, _ARRIVING change the size). */
export async function nightBench(
  record: Record,
  database: 'pglite' | 'postgres',
  serverUrl?: string,
  size: NightSize = { families: env('BENCH_NIGHT_FAMILIES', 300), courses: env('BENCH_NIGHT_COURSES', 20), pages: env('BENCH_NIGHT_PAGES', 50), arriving: env('BENCH_NIGHT_ARRIVING', 30) },
) {
  const outcomes: NightOutcome[] = [];
  // A first night, not recorded, warms the process (its code compiled, the JIT's work done): the
  // night with no page, measured next, was otherwise the cold one, and the pages looked free.
  for (const pages of [0, 0, size.pages]) {
    const app = await startTestApp({ seed: true, postgresServer: serverUrl ?? null });
    try {
      const admin = await app.login();
      const catalogue = await bookingCatalogue(app);
      const courses: number[] = [];
      for (let n = 0; n < size.courses; n++) courses.push(await bookingCourse(app, admin, catalogue, 8, 10));
      const day = ((await app.call('GET', `/webapi/Cours/${courses[0]}`)).body.data as { crsDatdebut: string }).crsDatdebut.slice(0, 10);
      const monday = new Date(`${day}T12:00:00Z`);
      monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
      const from = monday.toISOString().slice(0, 10);
      const to = new Date(monday.getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
      const week = `psnId=${catalogue.pool}&acyId=${catalogue.aquagym}&from=${from}&to=${to}`;
      const families = await inBatches(Array.from({ length: size.families }, (_, n) => n), 8, (n) => bookingFamily(app, catalogue, 5000 + n));
      outcomes.push(await night(app, catalogue, courses, families, { ...size, pages }, week));
    } finally {
      await app.close();
    }
  }
  const [, bare, watched] = outcomes as [NightOutcome, NightOutcome, NightOutcome];
  const label = `night ${size.families} families × ${size.courses} courses`;
  const rate = (outcome: NightOutcome) => outcome.familyRequests / outcome.seconds;
  record(database, `${label}, no page open (baseline): family req/s, booking p50 / p99`, `${rate(bare).toFixed(0)} req/s, ${ms(percentile(bare.bookings, 50))} / ${ms(percentile(bare.bookings, 99))}, ${bare.refused} refused`);
  record(
    database,
    `${label}, ${size.pages} /reserver pages open: family req/s, booking p50 / p99`,
    `${rate(watched).toFixed(0)} req/s (${(rate(watched) / rate(bare)).toFixed(2)} of the night with no page: open pages cost ${(100 * (1 - rate(watched) / rate(bare))).toFixed(0)} %), ${ms(percentile(watched.bookings, 50))} / ${ms(percentile(watched.bookings, 99))} (${(percentile(watched.bookings, 99) / percentile(bare.bookings, 99)).toFixed(2)}× the p99 with no page), ${watched.refused} refused`,
  );
  record(database, `${label}, ${size.pages} pages: page re-reads (failed)`, `${watched.pageReads} (${watched.failedReads} failed), ${(watched.pageReads / watched.familyRequests).toFixed(2)} per family request`);
  record(
    database,
    `${label}, ${size.pages} pages: a full course shown full, p50 / p95 / max`,
    `${ms(percentile(watched.fullShown, 50))} / ${ms(percentile(watched.fullShown, 95))} / ${ms(Math.max(...watched.fullShown))} after the answer that filled it (${watched.fullShown.length} course×page pairs${watched.neverShown ? `, ${watched.neverShown} NEVER shown full` : ''})`,
  );
}
