/**
 * The rush of issue 22 ("holding the rush"), shared by the bench (tests/load/term-rush.ts) and the
 * integration test (tests/integration/term-rush.test.ts): at the opening second, `families` families
 * (a child and a card each) enrol on `slots` weekly slots of `capacity` places while `watchers` open
 * pages watch the places left (a socket in the public `terms` room: the places and the opening from
 * the notices, a read of GET /webapi/Trimestre/slots when a notice says more), both in a process of
 * their own (tests/harness/rush-clients.ts). Then the consistency checks: no slot over capacity,
 * waiting positions distinct and gapless per slot, every Ok answer in the data and nothing else
 * (read model and slot streams), each card's entries left equal to its purchase minus its bookings,
 * and every page showing the final places.
 *
 * @example
 * const setup = await prepareRush(app, admin, { families: 300, slots: 10, capacity: 8, watchers: 50, courses: true });
 * const outcome = await runRush(app, setup);
 * const { problems } = await checkRush(app, admin, setup, outcome);
 */
import { generateCourses } from '@plouf/command-api';
import { cardsStream, termSlotStream } from '@plouf/command-api/events';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestApp } from './app.ts';
import { epochNow, placesOf, type ClientAnswer, type FromClients, type SlotsAnswer, type ToClients } from './rush-clients.ts';
import { dayIn, termFamily, type TermFamily } from './terms.ts';

export interface RushSize {
  families: number;
  slots: number;
  /** Places of each slot. */
  capacity: number;
  /** Open pages watching the places left. */
  watchers: number;
  /** true: the term's courses are generated before the rush, so each enrolment also seats its child on them. */
  courses: boolean;
  /** The term's price of the rush's activity (cents), when the families pay it rather than a card (issue 43). */
  tariffCents?: number;
}

export interface RushSlot {
  psnId: number;
  tcsId: number;
  capacity: number;
}

export interface RushFamily extends TermFamily {
  slot: RushSlot;
  entries: number;
}

export interface RushSetup {
  size: RushSize;
  termId: number;
  opensAt: string;
  slots: RushSlot[];
  families: RushFamily[];
  /** The term's courses of the rush slots (empty when `size.courses` is false). */
  courses: Array<{ crsId: number; tcsId: number }>;
}

/** One enrolment's answer (`ClientAnswer`), with its family. */
export interface RushAnswer extends Omit<ClientAnswer, 'famId'> {
  family: RushFamily;
}

export interface RushOutcome {
  answers: RushAnswer[];
  /** From the first request sent to the last answer. */
  seconds: number;
  /** When the last answer came (epoch ms). */
  lastAnswerAt: number;
  /** The places as GET /Trimestre/slots serves them once every answer came. */
  finalPlaces: string;
  /** Longest time after the last answer until a page showed the final places (0: before it); null when some page never did. */
  convergenceMs: number | null;
  /** Pages still not showing the final places when the wait ended. */
  behind: number;
  /** GET /Trimestre/slots made by the pages from the opening on. */
  pageReads: number;
  /** Pages' sockets that lost their connection and made it again (the server dropped them). */
  reconnections: number;
  /** Pages' reads that got no answer (the page stays as it was until the next notice). */
  failedReads: number;
  /** From the clock set to the opening until every page showed the term open (the TermOpened notice, then a read). */
  openSeenMs: number | null;
  /** CPU seconds of the clients' process, from the pages' opening to their settling. */
  clientCpu: number;
}

const CHILD_PASS = 'Carte 10 séances enfants';
const LEARN = 'Apprentissage de la natation';
const ENTRIES = 10;

/** Runs `work` on every item, `width` at a time. */
export async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

const percentileOf = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
export const percentile = percentileOf;

let keys = 0;
const key = (what: string) => ({ 'idempotency-key': `rush-${what}-${Date.now()}-${keys++}` });

/**
 * A setup call's data, or what failed. Sent again once when no answer came (a kept-alive connection
 * the server closed while PGlite held the event loop): the Idempotency-Key makes that safe.
 */
async function ok(send: () => Promise<{ status: number; body: { resultCode: string; data: any } }>, what: string) {
  const { status, body } = await send().catch(async (error: unknown) => {
    if (!(error instanceof TypeError)) throw error;
    return send();
  });
  if (status !== 200 || body.resultCode !== 'Ok') throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * The rush's slots (new weekly lessons of the children's learning activity, `capacity` places,
 * spread over the pools that teach it, through PUT /webapi/Piscine/{id}), its families, its term
 * (opening ten minutes ahead on the clock) and, when asked, the term's courses of those slots.
 */
export async function prepareRush(app: TestApp, admin: string, size: RushSize): Promise<RushSetup> {
  const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
  const learn = activities.find((activity) => activity.libelle === LEARN)!.id;
  const pass = ((await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[]).find((candidate) => candidate.libelle === CHILD_PASS)!;
  type PoolDetail = { id: number; templateCours: Array<{ tcsId: number; acyId: number; usrId: number; libelle: string }>; images: { id: number }[]; mns: { id: number }[] } & Record<string, unknown>;
  const listed = (await app.call('GET', '/webapi/Piscine', { cookie: admin })).body.data as PoolDetail[];
  const pools = listed.filter((pool) => pool.templateCours.some((template) => template.acyId === learn));
  if (pools.length === 0) throw new Error('no pool teaches the learning activity');
  const rushLabel = (n: number) => `Ruée ${n + 1}`;
  const wanted = new Map<number, number[]>();
  for (let n = 0; n < size.slots; n++) wanted.set(pools[n % pools.length]!.id, [...(wanted.get(pools[n % pools.length]!.id) ?? []), n]);
  for (const pool of pools) {
    const mine = wanted.get(pool.id) ?? [];
    if (mine.length === 0) continue;
    const detail = (await app.call('GET', `/webapi/Piscine/${pool.id}`, { cookie: admin })).body.data as PoolDetail;
    const instructor = detail.templateCours.find((template) => template.acyId === learn)!.usrId;
    // A quarter past the hour, Monday to Saturday from 8:15: never on an existing lesson of the pool.
    const added = mine.map((n, j) => ({ libelle: rushLabel(n), acyId: learn, usrId: instructor, thrJour: 1 + (j % 6), thrHeure: 8 + Math.floor(j / 6), thrMinute: 15, tcsDureeMin: 45, tcsCapaciteMax: size.capacity, acyIdCplt: null }));
    const body = { ...detail, templateCours: [...detail.templateCours, ...added], imageIds: detail.images.map((image) => image.id), mnsIds: detail.mns.map((mns) => mns.id) };
    const headers = key('pool');
    await ok(() => app.call('PUT', `/webapi/Piscine/${pool.id}`, { cookie: admin, headers, body }), `pool ${pool.id} with the rush's slots`);
  }
  const labels = new Map(Array.from({ length: size.slots }, (_, n) => [rushLabel(n), n]));
  const slots: RushSlot[] = new Array(size.slots);
  const details: PoolDetail[] = [];
  for (const pool of pools) {
    const detail = (await app.call('GET', `/webapi/Piscine/${pool.id}`, { cookie: admin })).body.data as PoolDetail;
    details.push(detail);
    for (const template of detail.templateCours) {
      const n = labels.get(template.libelle);
      if (n !== undefined) slots[n] = { psnId: pool.id, tcsId: template.tcsId, capacity: size.capacity };
    }
  }
  if (slots.some((slot) => slot === undefined)) throw new Error('a rush slot was not saved');

  // A thousand families take a while: made eight at a time, each with a child of 8 and a 10-entry card.
  const families = await inBatches(Array.from({ length: size.families }, (_, n) => n), 8, async (n) => ({
    ...(await termFamily(app, n, { fftId: pass.id, libelle: pass.libelle, entries: ENTRIES })),
    slot: slots[n % slots.length]!,
    entries: ENTRIES,
  }));

  // Four weeks of lessons, from three weeks on: every card pays them all.
  const firstDay = dayIn(21);
  const lastDay = dayIn(48);
  const courses: RushSetup['courses'] = [];
  if (size.courses) {
    const rushIds = new Set(slots.map((slot) => slot.tcsId));
    for (const detail of details) {
      const generated = generateCourses(detail as unknown as Parameters<typeof generateCourses>[0], { from: firstDay, to: lastDay }, new Date()).filter((course) => course.tcsId !== null && rushIds.has(course.tcsId));
      if (generated.length === 0) continue;
      const headers = key('courses');
      const made = (await ok(() => app.call('POST', '/webapi/Cours/addRange', { cookie: admin, headers, body: generated }), 'the term’s courses')) as { ids: number[] };
      made.ids.forEach((crsId, index) => courses.push({ crsId, tcsId: generated[index]!.tcsId! }));
    }
  }

  // The public opening ten minutes ahead of the clock (the pages open meanwhile), on the second.
  const opens = new Date(Date.now() + 600_000);
  opens.setUTCMilliseconds(0);
  const termKey = key('term');
  const term = (await ok(
    () =>
      app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: termKey, body: {
          libelle: 'Trimestre de la ruée',
          englishName: 'Rush term',
          firstDay,
          lastDay,
          psnId: null,
          priorityOpensAt: null,
          opensAt: opens.toISOString(),
          ...(size.tariffCents !== undefined && { tariff: { activities: [{ acyId: learn, cents: size.tariffCents }], slots: [] } }),
        },
      }),
    'the term',
  )) as { id: number; phase: string };
  if (term.phase !== 'closed') throw new Error(`the term is ${term.phase} before its opening`);
  return { size, termId: term.id, opensAt: opens.toISOString(), slots, families, courses };
}

/** The clients' process (tests/harness/rush-clients.ts), asked one step at a time. */
function startClients() {
  const child = fork(fileURLToPath(new URL('./rush-clients.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, PLOUF_RUSH_CLIENTS: '1' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting: Array<{ resolve(message: FromClients): void; reject(error: Error): void }> = [];
  const fail = (error: Error) => {
    for (const next of waiting.splice(0)) next.reject(error);
  };
  child.on('message', (message: FromClients) => {
    const next = waiting.shift();
    if (message.type === 'failed') next?.reject(new Error(`the rush's clients failed: ${message.message}`));
    else next?.resolve(message);
  });
  child.on('exit', (code) => fail(new Error(`the rush's clients stopped (exit ${code})`)));
  child.on('error', fail);
  return {
    ask<Type extends FromClients['type']>(message: ToClients, type: Type): Promise<Extract<FromClients, { type: Type }>> {
      return new Promise((resolve, reject) => {
        waiting.push({ resolve: (answer) => (answer.type === type ? resolve(answer as Extract<FromClients, { type: Type }>) : reject(new Error(`the rush's clients answered ${answer.type}, not ${type}`))), reject });
        child.send(message);
      });
    },
    stop: () => void child.kill(),
  };
}

/**
 * Opens the pages, sets the clock to the opening, fires every enrolment at once (an Idempotency-Key
 * each), then waits (at most `settleMs`) for every page to show the final places. The families and
 * the pages are another process (tests/harness/rush-clients.ts): the server's process serves only.
 */
export async function runRush(app: TestApp, setup: RushSetup, { settleMs = 15_000, pay = 'card' }: { settleMs?: number; pay?: 'card' | 'tuition' } = {}): Promise<RushOutcome> {
  const clients = startClients();
  try {
    const { shown } = await clients.ask({ type: 'open', url: app.url, termId: setup.termId, watchers: setup.size.watchers }, 'opened');
    const notClosed = shown.find((places) => !places?.startsWith('closed|'));
    if (notClosed !== undefined) throw new Error(`a page does not show the term closed before the opening: ${notClosed}`);
    const opened = epochNow();
    app.clock.set(setup.opensAt);
    const requests = setup.families.map((family) => ({
      famId: family.famId,
      cookie: family.cookie,
      // Paying the term's price: no card, and never the waiting list (a full slot refuses).
      body:
        pay === 'tuition'
          ? { termId: setup.termId, psnId: family.slot.psnId, tcsId: family.slot.tcsId, usrId: family.childId, cardId: 0, fromDate: null, waitingList: false, pay }
          : { termId: setup.termId, psnId: family.slot.psnId, tcsId: family.slot.tcsId, usrId: family.childId, cardId: family.cardId, fromDate: null, waitingList: true },
    }));
    const { answers: got, startedAt } = await clients.ask({ type: 'go', requests }, 'answered');
    const byFamily = new Map(setup.families.map((family) => [family.famId, family]));
    const answers: RushAnswer[] = got.map(({ famId, ...answer }) => ({ ...answer, family: byFamily.get(famId)! }));
    const lastAnswerAt = Math.max(...answers.map((answer) => answer.endedAt));
    // The final places: once the read model has every enrolment (an answer may have been late, 202).
    await app.platform.waiter.waitFor('terms', await app.platform.store.headPosition(), 120_000);
    const finalAnswer = (await app.call('GET', `/webapi/Trimestre/slots?termId=${setup.termId}`)).body.data as SlotsAnswer;
    const finalPlaces = placesOf(finalAnswer);
    const settled = await clients.ask({ type: 'settle', finalPlaces, settleMs }, 'settled');
    const behind = settled.shown.filter((places) => places !== finalPlaces).length;
    const convergenceMs = behind > 0 ? null : Math.max(0, ...settled.changedAt.map((at) => at - lastAnswerAt));
    const openSeenMs = settled.openAt.some((at) => at === null) ? null : Math.max(...settled.openAt.map((at) => at! - opened));
    return { answers, seconds: (lastAnswerAt - startedAt) / 1000, lastAnswerAt, finalPlaces, convergenceMs, behind, pageReads: settled.reads, reconnections: settled.reconnections, failedReads: settled.failedReads, openSeenMs, clientCpu: settled.cpu };
  } finally {
    clients.stop();
  }
}

export interface RushFacts {
  /** Answers by kind ('enrolled', 'waiting (full)'; 'late (202)': stored, but the read model had not shown it within the wait; anything else is an error). */
  kinds: Record<string, number>;
  enrolled: number;
  waiting: number;
  /** Children seated on the term's courses. */
  seats: number;
}

type RosterRow = { id: number; tcsId: number; famId: number; usrId: number; cardId: number; status: string; position: number | null; weeksPaid: number; weeks: Array<{ state: string; crsId: number | null }> };

/**
 * Every check of the rush: what it found wrong in the data and on the pages (empty when all holds;
 * the answers' kinds are counted in `facts`, for the caller to judge), and what it counted. Reads
 * the roster (read model), each slot's stream, each family's cards stream and cards read model,
 * and each course of the rush.
 */
export async function checkRush(app: TestApp, admin: string, setup: RushSetup, outcome: RushOutcome): Promise<{ problems: string[]; facts: RushFacts }> {
  const problems: string[] = [];
  const kinds: Record<string, number> = {};
  for (const answer of outcome.answers) kinds[answer.kind] = (kinds[answer.kind] ?? 0) + 1;

  // Ok answers: one enrolment each, none named twice.
  const answered = new Map<number, RushAnswer>();
  for (const answer of outcome.answers) {
    if (answer.enrId === null) continue;
    if (answered.has(answer.enrId)) problems.push(`enrolment ${answer.enrId} answered to two families (${answered.get(answer.enrId)!.family.famId}, ${answer.family.famId})`);
    answered.set(answer.enrId, answer);
  }

  // The read models have taken in every event stored so far (an answer may have been late: 202).
  const head = await app.platform.store.headPosition();
  for (const readModel of ['terms', 'orders', 'courses']) await app.platform.waiter.waitFor(readModel, head, 120_000);

  // The read model: the term's roster.
  const roster = (await ok(() => app.call('GET', `/webapi/Trimestre/${setup.termId}/roster`, { cookie: admin }), 'the roster')) as RosterRow[];
  const rushSlots = new Map(setup.slots.map((slot) => [slot.tcsId, slot]));
  const rows = roster.filter((row) => rushSlots.has(row.tcsId));
  if (rows.length !== roster.length) problems.push(`${roster.length - rows.length} enrolment(s) on slots outside the rush`);
  const inRoster = new Map(rows.map((row) => [row.id, row]));
  if (inRoster.size !== rows.length) problems.push('an enrolment shows twice in the roster');
  for (const [enrId, answer] of answered) {
    const row = inRoster.get(enrId);
    if (!row) problems.push(`Ok enrolment ${enrId} (family ${answer.family.famId}) missing from the read model`);
    else if (row.famId !== answer.family.famId || row.usrId !== answer.family.childId || row.tcsId !== answer.family.slot.tcsId) problems.push(`enrolment ${enrId}: read model has family ${row.famId}, child ${row.usrId}, slot ${row.tcsId}; answered to family ${answer.family.famId}, child ${answer.family.childId}, slot ${answer.family.slot.tcsId}`);
    else if (answer.status !== null && row.status !== answer.status) problems.push(`enrolment ${enrId}: answered ${answer.status}, read model ${row.status}`);
  }
  for (const row of rows) if (!answered.has(row.id)) problems.push(`enrolment ${row.id} (family ${row.famId}, ${row.status}) in the read model but answered to nobody`);

  // Per slot: capacity, waiting positions 1..n, and the slot's stream against the answers.
  let enrolled = 0;
  let waiting = 0;
  for (const slot of setup.slots) {
    const mine = rows.filter((row) => row.tcsId === slot.tcsId);
    const seated = mine.filter((row) => row.status === 'enrolled');
    const queue = mine.filter((row) => row.status === 'waiting');
    const asked = setup.families.filter((family) => family.slot.tcsId === slot.tcsId).length;
    enrolled += seated.length;
    waiting += queue.length;
    if (seated.length > slot.capacity) problems.push(`slot ${slot.tcsId}: ${seated.length} enrolled for ${slot.capacity} places`);
    if (seated.length !== Math.min(asked, slot.capacity)) problems.push(`slot ${slot.tcsId}: ${seated.length} enrolled, ${Math.min(asked, slot.capacity)} expected (${asked} asked)`);
    const positions = queue.map((row) => row.position ?? -1).sort((a, b) => a - b);
    if (positions.some((position, index) => position !== index + 1)) problems.push(`slot ${slot.tcsId}: waiting positions ${positions.join(',')}`);
    if (mine.some((row) => row.status !== 'enrolled' && row.status !== 'waiting')) problems.push(`slot ${slot.tcsId}: statuses ${mine.map((row) => row.status).join(',')}`);

    const events = await app.platform.store.readStream(termSlotStream(setup.termId, slot.tcsId));
    const onStream = new Map<number, string>();
    // Decided in the order the requests arrived at the server (issue 42): the places, then the waiting list.
    const arrivals = events.map((event) => Number(event.metadata.arrival));
    if (arrivals.some((arrival, index) => !Number.isFinite(arrival) || (index > 0 && arrival < arrivals[index - 1]!))) problems.push(`slot ${slot.tcsId}: decided out of the order of arrival (${arrivals.join(',')})`);
    for (const event of events) {
      const data = event.data as { enrId: number; position?: number };
      if (event.type === 'TermEnrolled' || event.type === 'TermWaitlistJoined') {
        if (onStream.has(data.enrId)) problems.push(`slot ${slot.tcsId}: enrolment ${data.enrId} appended twice`);
        onStream.set(data.enrId, event.type === 'TermEnrolled' ? 'enrolled' : 'waiting');
      } else problems.push(`slot ${slot.tcsId}: unexpected ${event.type} of enrolment ${data.enrId}`);
    }
    const streamSeated = [...onStream.values()].filter((status) => status === 'enrolled').length;
    if (streamSeated > slot.capacity) problems.push(`slot ${slot.tcsId}: ${streamSeated} TermEnrolled on the stream for ${slot.capacity} places`);
    for (const [enrId, status] of onStream) {
      const answer = answered.get(enrId);
      if (!answer) problems.push(`slot ${slot.tcsId}: enrolment ${enrId} on the stream but answered to nobody`);
      else if (answer.family.slot.tcsId !== slot.tcsId || (answer.status !== null && answer.status !== status)) problems.push(`slot ${slot.tcsId}: enrolment ${enrId} ${status} on the stream, answered ${answer.status} on slot ${answer.family.slot.tcsId}`);
    }
    for (const [enrId, answer] of answered) if (answer.family.slot.tcsId === slot.tcsId && !onStream.has(enrId)) problems.push(`slot ${slot.tcsId}: Ok enrolment ${enrId} not on the slot's stream`);
  }

  // Cards: entries left = purchase − bookings, on the stream and in the read model.
  const byFamily = new Map(rows.map((row) => [row.famId, row]));
  await inBatches(setup.families, 16, async (family) => {
    const row = byFamily.get(family.famId);
    const expected = row?.status === 'enrolled' ? row.weeksPaid : 0;
    let used = 0;
    for (const event of await app.platform.store.readStream(cardsStream(family.famId))) {
      const data = event.data as { cardId?: number; dates?: string[] };
      if (event.type === 'WeeksReserved' && data.cardId === family.cardId) used += data.dates!.length;
      else if (event.type === 'WeeksReturned' && data.cardId === family.cardId) used -= data.dates!.length;
      else if (event.type === 'EntrySpent' && data.cardId === family.cardId) used++;
      else if (event.type === 'EntryReturned' && data.cardId === family.cardId) used--;
    }
    const cards = (await ok(() => app.call('GET', `/webapi/Family/forfaits?famId=${family.famId}`, { cookie: admin }), `family ${family.famId}'s cards`)) as { id: number; used: number; left: number; fftNbEntree: number }[];
    const card = cards.find((candidate) => candidate.id === family.cardId);
    if (!card) return void problems.push(`family ${family.famId}: card ${family.cardId} missing from the read model`);
    if (used !== expected || card.used !== expected || card.left !== family.entries - expected)
      problems.push(`family ${family.famId} (${row?.status ?? 'no enrolment'}, ${expected} lesson(s) paid): ${used} used on the cards stream, read model used ${card.used} and ${card.left} left of ${family.entries}`);
  });

  // The term's courses: each seats exactly the slot's enrolled children. The request seats them before
  // it answers "enrolled" (issue 42), so the read models, having reached every event stored so far,
  // show them all: no wait for the term process.
  let seats = 0;
  if (setup.courses.length > 0) {
    await inBatches(setup.courses, 16, async ({ crsId, tcsId }) => {
      const course = (await ok(() => app.call('GET', `/webapi/Cours/${crsId}`, { cookie: admin }), `course ${crsId}`)) as { booked: number; placesLeft: number; inscriptions: Array<{ famId: number; insStatus: number }> };
      const families = new Set(rows.filter((row) => row.tcsId === tcsId && row.status === 'enrolled').map((row) => row.famId));
      const booked = course.inscriptions.filter((ins) => ins.insStatus === 1);
      seats += booked.length;
      if (course.booked > rushSlots.get(tcsId)!.capacity) problems.push(`course ${crsId}: ${course.booked} booked for ${rushSlots.get(tcsId)!.capacity} places`);
      if (booked.length !== families.size || booked.some((ins) => !families.has(ins.famId))) problems.push(`course ${crsId} (slot ${tcsId}): seats for families ${booked.map((ins) => ins.famId).join(',')}, enrolled ${[...families].join(',')}`);
    });
  }
  const weekState = setup.courses.length > 0 ? 'coming' : 'unscheduled';
  for (const row of rows.filter((candidate) => candidate.status === 'enrolled')) {
    if (row.weeks.length !== row.weeksPaid || row.weeks.some((week) => week.state !== weekState)) problems.push(`enrolment ${row.id}: ${row.weeksPaid} paid, weeks ${row.weeks.map((week) => week.state).join(',')}`);
  }

  // The open pages.
  if (outcome.behind > 0) problems.push(`${outcome.behind} open page(s) not showing the final places ${outcome.finalPlaces}`);
  if (outcome.openSeenMs === null) problems.push('an open page never showed the term open');
  return { problems, facts: { kinds, enrolled, waiting, seats } };
}

/** One line of timings, for a test's output (never asserted). */
export function rushSummary(setup: RushSetup, outcome: RushOutcome, database: string): string {
  const latencies = outcome.answers.map((answer) => answer.ms);
  const f = (value: number) => `${value.toFixed(0)} ms`;
  return `${database}: ${setup.size.families} families on ${setup.size.slots} slots (${setup.size.courses ? 'courses generated' : 'no course yet'}), ${setup.size.watchers} pages: enrol p50 ${f(percentileOf(latencies, 50))}, p99 ${f(percentileOf(latencies, 99))}, max ${f(Math.max(...latencies))}, ${(setup.size.families / outcome.seconds).toFixed(0)}/s; pages converged ${outcome.convergenceMs === null ? 'never' : f(outcome.convergenceMs)} after the last answer (${outcome.pageReads} reads, ${outcome.failedReads} failed, ${outcome.reconnections} reconnections); opening seen by all pages in ${outcome.openSeenMs === null ? 'never' : f(outcome.openSeenMs)}`;
}
