/**
 * Issue 23's two figures in the bench (`BENCH_ONLY=term-life`), on a real SMTP peer:
 *
 * 1. Closing a week with 200 bookings: 25 aquagym courses of 8 in one week, every place booked
 *    through the API by a family made directly (tests/harness/booking.ts), then
 *    `POST /webapi/Fermeture` with make-up credits: the request's time, and from its start the time
 *    until every `CreditGiven` is stored, the credits read model has them, every `FermetureCours`
 *    mail (kind 20) is in the outbox and the SMTP peer received them. Checked: the closure names
 *    those 25 courses and no other, 200 credits for the closure, no seat left taken, one mail each.
 *    Beside it, in the same run and app: 200 `POST /webapi/Contact` at once, and the same 25 courses'
 *    worth of bookings (another week) cancelled one `DELETE /webapi/Cours/{id}?compensation=credit`
 *    at a time, as the desk would without a closure.
 * 2. Due items: 1,000 places (125 courses × 8, one family each) whose lessons start 30 h ahead of the
 *    test clock; the timers process leaves 1,000 reminders due; the clock moves to the last one's
 *    moment and the time is measured until all 1,000 `LessonReminded` are stored, all 1,000
 *    `RappelCours` mails (kind 16) are in the outbox, and the SMTP peer received them. Beside it, on
 *    the same database: the scheduler (ADR 0015) firing 1,000 items whose handler does nothing, and
 *    1,000 single-event appends one after the other.
 *
 * Each is the median of BENCH_TERMLIFE_RUNS runs (3) in one app (new courses each run; the clock only
 * goes forward). Sizes: BENCH_TERMLIFE_CLOSURE_PLACES (200), BENCH_TERMLIFE_REMINDERS (1000),
 * BENCH_TERMLIFE_CAPACITY (8 places a course), BENCH_TERMLIFE_PGLITE_* for PGlite alone;
 * BENCH_TERMLIFE_PARTS=closure or reminders runs one; BENCH_TERMLIFE_PROFILE=1 prints the profiles.
 */
import { loadavg } from 'node:os';
import { createScheduler } from '@plouf/infra';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';
import { bookingCatalogue, bookingFamily, bookOn, type BookingCatalogue, type BookingFamily } from '../harness/booking.ts';
import { profilePlatform } from './term-rush.ts';

type Record = (database: string, measure: string, value: string) => void;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const KIND = { FermetureCours: 20, RappelCours: 16 } as const;
const ms = (value: number | null) => (value === null ? 'never' : value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
};
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const setting = (pglite: boolean, name: string, fallback: number) => Number((pglite && process.env[`BENCH_TERMLIFE_PGLITE_${name}`]) || process.env[`BENCH_TERMLIFE_${name}`] || fallback);

const parisDay = (moment: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(moment));

async function scalar(app: TestApp, text: string, params: unknown[] = []): Promise<number> {
  const { rows } = await app.platform.pool.query<{ n: string | number | null }>(text, params);
  return Number(rows[0]?.n ?? 0);
}
const head = (app: TestApp) => scalar(app, 'SELECT coalesce(max(position), 0) AS n FROM es_events');
const lastMail = (app: TestApp) => scalar(app, 'SELECT coalesce(max(id), 0) AS n FROM mail_outbox');

/** Runs `work` over `items`, `limit` at a time. */
async function inWaves<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/**
 * Polls (every `everyMs`) until each target holds, from `started`: when each first held, or null
 * if it did not within `timeoutMs`. The polls are cheap counts on the app's own pool (on PGlite
 * they share its one connection with what is measured: 10 a second at most).
 */
async function watch(started: number, targets: { [name: string]: () => Promise<boolean> }, timeoutMs: number, everyMs = 100) {
  const reached: { [name: string]: number | null } = Object.fromEntries(Object.keys(targets).map((name) => [name, null]));
  const deadline = started + timeoutMs;
  for (;;) {
    for (const [name, check] of Object.entries(targets)) if (reached[name] === null && (await check())) reached[name] = performance.now() - started;
    if (Object.values(reached).every((value) => value !== null) || performance.now() > deadline) return reached;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Waits until the app has nothing left to do from what came before: every read model and the
 * mailer's subscriber at the store's head, no mail waiting to be sent, and no new event for 1.5 s
 * (the processes act only on events and append what they do; their checkpoints move at most once a
 * second past events they ignore, so they are not compared with the head).
 */
async function quiesce(app: TestApp, timeoutMs = Number(process.env.BENCH_TERMLIFE_QUIET_MS ?? 300_000)) {
  const deadline = Date.now() + timeoutMs;
  let stable = { at: -1, since: Date.now() };
  for (;;) {
    await app.platform.caughtUp(Math.max(1000, deadline - Date.now()));
    const at = await head(app);
    if (at !== stable.at) stable = { at, since: Date.now() };
    const behind = await scalar(app, `SELECT (SELECT count(*) FROM mailer_checkpoint WHERE position < $1) + (SELECT count(*) FROM mail_outbox WHERE status = 'pending') AS n`, [at]);
    if (behind === 0 && Date.now() - stable.since >= 1500) return true;
    if (Date.now() > deadline) {
      const { rows } = await app.platform.pool.query(
        `SELECT 'mailer' AS what, position::text AS at FROM mailer_checkpoint WHERE position < $1 UNION ALL SELECT 'pending mail ' || kind || ' ' || coalesce(last_error, ''), attempts::text FROM mail_outbox WHERE status = 'pending'`,
        [at],
      );
      console.log(`           still busy at ${at}: ${JSON.stringify(rows.slice(0, 5))}`);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An aquagym course at `start`, `capacity` places, made by the desk through the API. */
async function course(app: TestApp, admin: string, cat: BookingCatalogue, start: number, capacity: number) {
  const answer = await app.call('POST', '/webapi/Cours', {
    cookie: admin,
    headers: { 'idempotency-key': `term-life-course-${start}-${Math.random()}` },
    body: { psnId: cat.pool, acyId: cat.aquagym, usrId: cat.mns, crsDatdebut: new Date(start).toISOString(), crsDureeMin: 45, crsCapaciteMax: capacity },
  });
  if (answer.body.resultCode !== 'Ok') throw new Error(`course not made: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id as number;
}

/** Books family `j` on course `crsIds[floor(j / capacity)]`, 8 requests at a time; the answers that were not Ok. */
async function bookAll(app: TestApp, families: BookingFamily[], crsIds: number[], capacity: number) {
  const answers = await inWaves(families, 8, (family, j) => bookOn(app, family, crsIds[Math.floor(j / capacity)]!));
  return answers.filter((answer) => answer.body.resultCode !== 'Ok' || answer.body.data?.insStatus !== 1).map((answer) => JSON.stringify(answer.body).slice(0, 160));
}

async function makeFamilies(app: TestApp, cat: BookingCatalogue, count: number, entries: number) {
  const families: BookingFamily[] = [];
  for (let n = 0; n < count; n++) families.push(await bookingFamily(app, cat, n, entries));
  return families;
}

/** Summed time by what was called (term-rush's profile), its top rows per unit of work. */
function topSpent(rows: ReturnType<ReturnType<typeof profilePlatform>['stop']>['rows'], units: number, unit: string, top = 8) {
  return rows
    .filter((row) => !row.what.startsWith('sql ') && !row.what.startsWith('db '))
    .slice(0, top)
    .map((row) => `${row.what}: ${(row.calls / units).toFixed(1)}/${unit}, mean ${row.totalMs / row.calls >= 1 ? (row.totalMs / row.calls).toFixed(1) : (row.totalMs / row.calls).toFixed(2)} ms`)
    .join('; ');
}
function sqlSpent(rows: ReturnType<ReturnType<typeof profilePlatform>['stop']>['rows'], units: number, unit: string) {
  const sql = rows.filter((row) => row.what.startsWith('sql ') || row.what.startsWith('db '));
  const calls = sql.reduce((sum, row) => sum + row.calls, 0);
  const total = sql.reduce((sum, row) => sum + row.totalMs, 0);
  const heaviest = sql.slice(0, 3).map((row) => `"${row.what.slice(0, 70)}" ${(row.calls / units).toFixed(1)}/${unit} mean ${(row.totalMs / row.calls).toFixed(1)} ms`);
  return `${(calls / units).toFixed(1)} statements/${unit}, mean ${(total / Math.max(calls, 1)).toFixed(1)} ms; heaviest: ${heaviest.join(', ')}`;
}
const printProfile = (rows: ReturnType<ReturnType<typeof profilePlatform>['stop']>['rows']) => {
  if (process.env.BENCH_TERMLIFE_PROFILE) for (const row of rows.slice(0, 40)) console.log(`   ${row.what.padEnd(80)} ${String(row.calls).padStart(6)} calls ${(row.totalMs / 1000).toFixed(2).padStart(8)} s  max ${row.maxMs.toFixed(0)} ms`);
};

/** "median (run 1 / run 2 / run 3)" of a measure taken in each run. */
const runs = (values: Array<number | null>) => {
  const known = values.filter((value): value is number => value !== null);
  return `${ms(known.length === values.length ? median(known) : null)} (${values.map(ms).join(' / ')})`;
};

async function closureBench(record: Record, database: 'pglite' | 'postgres', serverUrl: string | undefined, peer: SmtpPeer, repeat: number) {
  const pglite = database === 'pglite';
  const capacity = setting(pglite, 'CAPACITY', 8);
  const places = setting(pglite, 'CLOSURE_PLACES', 200);
  const courses = Math.ceil(places / capacity);
  const label = `closing a week, ${places} booked (${courses} courses × ${capacity})`;
  const app = await startTestApp({ seed: true, postgresServer: serverUrl ?? null, mailer: smtpMailer(peer.url) });
  try {
    const admin = await app.login();
    const cat = await bookingCatalogue(app);
    const settingUp = performance.now();
    const families = await makeFamilies(app, cat, places, 2 * repeat + 2);
    const emails = new Set(families.map((_, n) => `burst-${n}@plouf.test`));
    console.log(`${database.padEnd(10)} ${label}: ${places} families made in ${ms(performance.now() - settingUp)}`);
    const measures = { contactsP50: [] as number[], contactsP99: [] as number[], contactsAll: [] as number[], deletes: [] as number[], deleteCredits: [] as Array<number | null>, deleteMails: [] as Array<number | null>, deleteSent: [] as Array<number | null>, request: [] as number[], credits: [] as Array<number | null>, creditsRead: [] as Array<number | null>, mails: [] as Array<number | null>, sent: [] as Array<number | null> };
    const problems: string[] = [];
    const facts: string[] = [];
    let profiled: ReturnType<ReturnType<typeof profilePlatform>['stop']>['rows'] = [];
    const loads: string[] = [];
    for (let run = 0; run < repeat; run++) {
      // Two weeks of their own, far past the demo's four weeks of lessons: the closure's, then the desk's cancellations'.
      const today = new Date(app.platform.clock());
      const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + (56 + 14 * run) * DAY;
      const startOf = (week: number, i: number) => monday + week * 7 * DAY + (i % 7) * DAY + (9 + Math.floor(i / 7)) * HOUR;
      const closed: number[] = [];
      const cancelled: number[] = [];
      for (let i = 0; i < courses; i++) closed.push(await course(app, admin, cat, startOf(0, i), capacity));
      for (let i = 0; i < courses; i++) cancelled.push(await course(app, admin, cat, startOf(1, i), capacity));
      const refused = [...(await bookAll(app, families, closed, capacity)), ...(await bookAll(app, families, cancelled, capacity))];
      if (refused.length > 0) problems.push(`run ${run + 1}: ${refused.length} bookings not seated: ${refused.slice(0, 2).join(' | ')}`);
      if (!(await quiesce(app))) problems.push(`run ${run + 1}: the app was still busy after the bookings`);

      // Baseline 1: as many of the simplest command at once.
      const contacts: number[] = [];
      const burstStart = performance.now();
      await Promise.all(
        families.map(async (_, i) => {
          const begun = performance.now();
          const response = await fetch(`${app.url}/webapi/Contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.5.${Math.floor(i / 250)}.${i % 250}`, 'idempotency-key': `term-life-contact-${run}-${i}-${Date.now()}` },
            body: JSON.stringify({ ctcMail: `life${i}@example.fr`, ctcMessage: 'Mesure', acyIds: [] }),
          });
          await response.arrayBuffer();
          if (!response.ok) problems.push(`run ${run + 1}: contact answered ${response.status}`);
          contacts.push(performance.now() - begun);
        }),
      );
      measures.contactsAll.push(performance.now() - burstStart);
      measures.contactsP50.push(percentile(contacts, 50));
      measures.contactsP99.push(percentile(contacts, 99));
      await quiesce(app);

      // Baseline 2: the other week's courses cancelled by the desk, one at a time, with make-up credits.
      let position = await head(app);
      let mailId = await lastMail(app);
      let received = peer.received.length;
      const creditsSince = (from: number, reason: string) => scalar(app, `SELECT count(*) AS n FROM es_events WHERE position > $1 AND type = 'CreditGiven' AND data->'credit'->>'reason' = $2`, [from, reason]);
      const deleting = performance.now();
      const deleteWatch = (async () => {
        const from = position;
        const fromMail = mailId;
        const fromReceived = received;
        return watch(deleting, {
          credits: async () => (await creditsSince(from, 'courseCancelled')) >= places,
          mails: async () => (await scalar(app, `SELECT count(*) AS n FROM mail_outbox WHERE id > $1 AND recipient LIKE 'burst-%'`, [fromMail])) >= places,
          sent: async () => peer.received.length - fromReceived >= places,
        }, 600_000);
      })();
      for (const crsId of cancelled) {
        const answer = await app.call('DELETE', `/webapi/Cours/${crsId}?reason=Bench&compensation=credit`, { cookie: admin, headers: { 'idempotency-key': `term-life-delete-${crsId}` } });
        if (answer.body.resultCode !== 'Ok') problems.push(`run ${run + 1}: DELETE /Cours/${crsId}: ${JSON.stringify(answer.body).slice(0, 160)}`);
      }
      measures.deletes.push(performance.now() - deleting);
      const deleted = await deleteWatch;
      measures.deleteCredits.push(deleted.credits!);
      measures.deleteMails.push(deleted.mails!);
      measures.deleteSent.push(deleted.sent!);
      const deleteKinds = await app.platform.pool.query<{ kind: number; n: string }>(`SELECT kind, count(*) AS n FROM mail_outbox WHERE id > $1 AND recipient LIKE 'burst-%' GROUP BY kind ORDER BY kind`, [mailId]);
      if (run === 0) facts.push(`the desk's cancellations mailed kinds ${deleteKinds.rows.map((row) => `${row.kind}×${row.n}`).join(', ')}`);
      if (!(await quiesce(app))) problems.push(`run ${run + 1}: the app was still busy after the cancellations`);

      // The closure.
      position = await head(app);
      mailId = await lastMail(app);
      received = peer.received.length;
      const creditRows = await scalar(app, 'SELECT count(*) AS n FROM credits');
      loads.push(load());
      const profile = profilePlatform(app);
      const closing = performance.now();
      const closureWatch = watch(closing, {
        credits: async () => (await creditsSince(position, 'closure')) >= places,
        creditsRead: async () => (await scalar(app, 'SELECT count(*) AS n FROM credits')) - creditRows >= places,
        mails: async () => (await scalar(app, `SELECT count(*) AS n FROM mail_outbox WHERE id > $1 AND kind = $2`, [mailId, KIND.FermetureCours])) >= places,
        sent: async () => peer.received.length - received >= places,
      }, 600_000);
      const answer = await app.call('POST', '/webapi/Fermeture', {
        cookie: admin,
        headers: { 'idempotency-key': `term-life-closure-${run}-${Date.now()}` },
        body: { psnId: cat.pool, acyId: null, from: parisDay(startOf(0, 0)), to: parisDay(startOf(0, 6)), reason: 'Vidange (mesure)', englishReason: 'Draining (bench)', compensation: 'credit' },
      });
      measures.request.push(performance.now() - closing);
      const reached = await closureWatch;
      const spent = profile.stop().rows;
      if (run === repeat - 1) profiled = spent;
      measures.credits.push(reached.credits!);
      measures.creditsRead.push(reached.creditsRead!);
      measures.mails.push(reached.mails!);
      measures.sent.push(reached.sent!);

      // Consistency: the closure named those courses and none other, each cancelled with nobody on it, a credit and one mail per place.
      if (answer.body.resultCode !== 'Ok') problems.push(`run ${run + 1}: POST /Fermeture: ${JSON.stringify(answer.body).slice(0, 200)}`);
      const named = [...((answer.body.data?.crsIds as number[] | undefined) ?? [])].sort((a, b) => a - b);
      if (JSON.stringify(named) !== JSON.stringify([...closed].sort((a, b) => a - b))) problems.push(`run ${run + 1}: the closure named ${named.length} courses, not the week's ${closed.length}`);
      const credits = await creditsSince(position, 'closure');
      let seatsTaken = 0;
      let notCancelled = 0;
      for (const crsId of closed) {
        const view = (await app.call('GET', `/webapi/Cours/${crsId}`, { cookie: admin })).body.data as { booked: number; cancelled: boolean };
        seatsTaken += view.booked;
        if (!view.cancelled) notCancelled++;
      }
      const perRecipient = await app.platform.pool.query<{ recipient: string; n: string }>(`SELECT recipient, count(*) AS n FROM mail_outbox WHERE id > $1 AND kind = $2 GROUP BY recipient`, [mailId, KIND.FermetureCours]);
      const mailedOnce = perRecipient.rows.filter((row) => Number(row.n) === 1 && emails.has(row.recipient)).length;
      const others = perRecipient.rows.filter((row) => !emails.has(row.recipient) || Number(row.n) !== 1).length;
      if (credits !== places) problems.push(`run ${run + 1}: ${credits} closure credits, not ${places}`);
      if (seatsTaken !== 0 || notCancelled !== 0) problems.push(`run ${run + 1}: ${seatsTaken} seats still taken, ${notCancelled} courses not cancelled`);
      if (mailedOnce !== places || others !== 0) problems.push(`run ${run + 1}: ${mailedOnce} families mailed once (of ${places}), ${others} other recipients or repeats`);
      if (run === 0) facts.push(`${credits} credits (reason closure), ${seatsTaken} seats taken on ${closed.length} cancelled courses, ${mailedOnce} families with one FermetureCours mail`);
      if (!(await quiesce(app))) problems.push(`run ${run + 1}: the app was still busy after the closure`);
    }
    const n = `median of ${repeat}`;
    record(database, `${label}: ${places} POST /Contact at once p50 / p99 / all (baseline, ${n})`, `${ms(median(measures.contactsP50))} / ${ms(median(measures.contactsP99))} / ${runs(measures.contactsAll)}`);
    record(database, `${label}: ${courses} DELETE /Cours?compensation=credit one at a time (baseline, ${n})`, `requests ${runs(measures.deletes)}; all credits stored ${runs(measures.deleteCredits)}; mails in the outbox ${runs(measures.deleteMails)}; received by SMTP ${runs(measures.deleteSent)}`);
    record(database, `${label}: POST /Fermeture (credit) request (${n})`, `${runs(measures.request)} (${(median(measures.request) / median(measures.deletes)).toFixed(2)}× the ${courses} DELETEs, ${(median(measures.request) / median(measures.contactsAll)).toFixed(1)}× the ${places} contacts at once)`);
    record(
      database,
      `${label}: from the request, until (${n})`,
      `${places} CreditGiven stored ${runs(measures.credits)}; in the credits read model ${runs(measures.creditsRead)}; ${places} FermetureCours (20) in the outbox ${runs(measures.mails)} (${(median(measures.mails.map((v) => v ?? NaN)) / median(measures.deleteMails.map((v) => v ?? NaN))).toFixed(2)}× the DELETEs'); received by the SMTP peer ${runs(measures.sent)}`,
    );
    record(database, `${label}: consistency`, problems.length === 0 ? `ok (${facts.join('; ')})` : `${problems.length} PROBLEM(S): ${problems.slice(0, 5).join(' | ')}`);
    record(database, `${label}: where the time goes (last run, summed)`, `${topSpent(profiled, places, 'place')}; SQL ${sqlSpent(profiled, places, 'place')}; load average at each closure ${loads.join(' | ')}`);
    printProfile(profiled);
  } finally {
    await app.close();
  }
}

async function remindersBench(record: Record, database: 'pglite' | 'postgres', serverUrl: string | undefined, peer: SmtpPeer, repeat: number) {
  const pglite = database === 'pglite';
  const capacity = setting(pglite, 'CAPACITY', 8);
  const places = setting(pglite, 'REMINDERS', 1000);
  const courses = Math.ceil(places / capacity);
  const label = `${places} reminders due at once (${courses} courses × ${capacity})`;
  const app = await startTestApp({ seed: true, postgresServer: serverUrl ?? null, mailer: smtpMailer(peer.url) });
  try {
    const admin = await app.login();
    const cat = await bookingCatalogue(app);
    const settingUp = performance.now();
    const families = await makeFamilies(app, cat, places, repeat + 2);
    const emails = new Set(families.map((_, n) => `burst-${n}@plouf.test`));
    console.log(`${database.padEnd(10)} ${label}: ${places} families made in ${ms(performance.now() - settingUp)}`);
    const measures = { reminded: [] as Array<number | null>, mails: [] as Array<number | null>, sent: [] as Array<number | null>, noop: [] as number[], appends: [] as number[], booking: [] as number[] };
    const problems: string[] = [];
    const facts: string[] = [];
    const loads: string[] = [];
    let profiled: ReturnType<ReturnType<typeof profilePlatform>['stop']>['rows'] = [];
    for (let run = 0; run < repeat; run++) {
      // Lessons 30 h ahead of the clock, a minute apart: each reminder due 6 h from now (the bookings take less), at most `courses` minutes apart.
      const base = Math.floor((app.platform.clock().getTime() + 30 * HOUR) / 60_000) * 60_000;
      const crsIds: number[] = [];
      for (let i = 0; i < courses; i++) crsIds.push(await course(app, admin, cat, base + i * 60_000, capacity));
      const booking = performance.now();
      const refused = await bookAll(app, families, crsIds, capacity);
      measures.booking.push(performance.now() - booking);
      if (refused.length > 0) problems.push(`run ${run + 1}: ${refused.length} bookings not seated: ${refused.slice(0, 2).join(' | ')}`);
      // The timers process has left every reminder, and nothing else is going on.
      const waiting = () => scalar(app, `SELECT count(*) AS n FROM due_items WHERE kind = 'lesson-reminder' AND status = 'waiting'`);
      const deadline = Date.now() + 300_000;
      while ((await waiting()) < places && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      const due = await waiting();
      if (due !== places) problems.push(`run ${run + 1}: ${due} reminders waiting, not ${places}`);
      if (!(await quiesce(app))) problems.push(`run ${run + 1}: the app was still busy after the bookings`);

      const position = await head(app);
      const mailId = await lastMail(app);
      const received = peer.received.length;
      const streams = crsIds.map((crsId) => `course-${crsId}`);
      const reminded = () => scalar(app, `SELECT count(*) AS n FROM es_events WHERE position > $1 AND type = 'LessonReminded' AND stream_id = ANY($2::text[])`, [position, streams]);
      loads.push(load());
      const profile = profilePlatform(app);
      const started = performance.now();
      // The last lesson's reminder moment: every one is due.
      app.clock.set(new Date(base + (courses - 1) * 60_000 - 24 * HOUR).toISOString());
      const reached = await watch(started, {
        reminded: async () => (await reminded()) >= places,
        mails: async () => (await scalar(app, `SELECT count(*) AS n FROM mail_outbox WHERE id > $1 AND kind = $2`, [mailId, KIND.RappelCours])) >= places,
        sent: async () => peer.received.length - received >= places,
      }, Number(process.env.BENCH_TERMLIFE_TIMEOUT_MS ?? 900_000));
      const spent = profile.stop().rows;
      if (run === repeat - 1) profiled = spent;
      measures.reminded.push(reached.reminded!);
      measures.mails.push(reached.mails!);
      measures.sent.push(reached.sent!);

      // Consistency: one reminder per place, one mail per family, every item done.
      const events = await scalar(app, `SELECT count(DISTINCT data->>'insId') AS n FROM es_events WHERE position > $1 AND type = 'LessonReminded' AND stream_id = ANY($2::text[])`, [position, streams]);
      const total = await reminded();
      const perRecipient = await app.platform.pool.query<{ recipient: string; n: string }>(`SELECT recipient, count(*) AS n FROM mail_outbox WHERE id > $1 AND kind = $2 GROUP BY recipient`, [mailId, KIND.RappelCours]);
      const mailedOnce = perRecipient.rows.filter((row) => Number(row.n) === 1 && emails.has(row.recipient)).length;
      const left = await waiting();
      if (events !== places || total !== places) problems.push(`run ${run + 1}: ${total} LessonReminded for ${events} places, not ${places}`);
      if (mailedOnce !== places || perRecipient.rows.length !== places) problems.push(`run ${run + 1}: ${mailedOnce} families mailed once (of ${places}), ${perRecipient.rows.length} recipients`);
      if (left !== 0) problems.push(`run ${run + 1}: ${left} reminders still waiting`);
      if (run === 0) facts.push(`${total} LessonReminded on ${events} places, ${mailedOnce} families with one RappelCours mail, ${left} left waiting`);
      if (!(await quiesce(app))) problems.push(`run ${run + 1}: the app was still busy after the reminders`);

      // Baseline 1: the scheduler (a second one, on the same pool) firing as many items whose handler does nothing.
      const kind = `bench-noop-${run}`;
      await app.platform.pool.query(`INSERT INTO due_items (kind, key, due_at, payload) SELECT $1, g::text, $2::timestamptz, '{}'::jsonb FROM generate_series(1, $3::int) AS g`, [kind, new Date(app.platform.clock().getTime() - 1000).toISOString(), places]);
      const scheduler = createScheduler({ pool: app.platform.pool, clock: app.platform.clock });
      scheduler.onDue(kind, async () => undefined);
      const firing = performance.now();
      const fired = await scheduler.runDue();
      measures.noop.push(performance.now() - firing);
      if (fired !== places) problems.push(`run ${run + 1}: the no-op scheduler fired ${fired}, not ${places}`);
      // Baseline 2: as many single-event appends, one after the other.
      const appending = performance.now();
      for (let i = 0; i < places; i++) await app.platform.store.appendToStream(`bench-life-${run}-${i}`, [{ type: 'BenchAppended', data: { run, i } }]);
      measures.appends.push(performance.now() - appending);
      await quiesce(app);
    }
    const n = `median of ${repeat}`;
    const perSecond = (values: Array<number | null>) => (values.every((v) => v !== null) ? `${(places / (median(values as number[]) / 1000)).toFixed(0)}/s` : '-');
    record(database, `${label}: the scheduler firing ${places} no-op items (baseline, ${n})`, `${runs(measures.noop)}, ${perSecond(measures.noop)}`);
    record(database, `${label}: ${places} single-event appends one after the other (baseline, ${n})`, `${runs(measures.appends)}, ${perSecond(measures.appends)}`);
    record(
      database,
      `${label}: from the clock's move, until (${n})`,
      `all LessonReminded stored ${runs(measures.reminded)}, ${perSecond(measures.reminded)} (${(median(measures.reminded.map((v) => v ?? NaN)) / median(measures.noop)).toFixed(1)}× the no-op firings, ${(median(measures.reminded.map((v) => v ?? NaN)) / median(measures.appends)).toFixed(1)}× the appends); all RappelCours (16) in the outbox ${runs(measures.mails)}; received by the SMTP peer ${runs(measures.sent)}, ${perSecond(measures.sent)}`,
    );
    record(database, `${label}: consistency`, problems.length === 0 ? `ok (${facts.join('; ')})` : `${problems.length} PROBLEM(S): ${problems.slice(0, 5).join(' | ')}`);
    record(database, `${label}: where the time goes (last run, summed)`, `${topSpent(profiled, places, 'reminder')}; SQL ${sqlSpent(profiled, places, 'reminder')}; ${places} bookings took ${runs(measures.booking)}; load average at each move ${loads.join(' | ')}`);
    printProfile(profiled);
  } finally {
    app.clock.reset();
    await app.close();
  }
}

export async function termLifeBench(record: Record, database: 'pglite' | 'postgres', serverUrl?: string) {
  const repeat = Number(process.env.BENCH_TERMLIFE_RUNS ?? 3);
  const parts = process.env.BENCH_TERMLIFE_PARTS ?? 'closure,reminders';
  const peer = await startSmtpPeer();
  try {
    if (parts.includes('closure')) await closureBench(record, database, serverUrl, peer, repeat);
    if (parts.includes('reminders')) await remindersBench(record, database, serverUrl, peer, repeat);
  } finally {
    await peer.close();
  }
}
