import { neverBooked, type CourseEvent } from '@plouf/command-api/events';
import { once, parisDay, weekday } from '@plouf/infra/days';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../database.ts';

type Counter = 'booked' | 'present' | 'no_show' | 'waiting' | 'waitlisted' | 'promoted' | 'offers_expired' | 'cancelled_early' | 'cancelled_late' | 'cancelled_by_school';
type PlaceState = 'seated' | 'present' | 'absent' | 'waiting' | 'gone';

const PARIS_HOUR = once(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }));

/** A lesson's place in the week: Paris day, weekday 1 (Monday) to 7, hour 0-23. */
export function when(start: string) {
  const moment = new Date(start);
  const day = parisDay(moment);
  return { day, weekday: weekday(day), hour: Number(PARIS_HOUR().format(moment)) % 24, start: moment };
}

const SEATED: readonly PlaceState[] = ['seated', 'present', 'absent'];
/** What a place in each state counts in its lesson's counters now. */
const counted = (state: PlaceState): Counter | null => (state === 'seated' ? 'booked' : state === 'waiting' ? 'waiting' : null);
const marks = (state: PlaceState): Counter[] => (state === 'present' ? ['booked', 'present'] : state === 'absent' ? ['booked', 'no_show'] : [counted(state)].filter((c): c is Counter => c !== null));

const COUNTERS: readonly Counter[] = ['booked', 'present', 'no_show', 'waiting', 'waitlisted', 'promoted', 'offers_expired', 'cancelled_early', 'cancelled_late', 'cancelled_by_school'];

/**
 * What the batch's events did to lessons, kept until the batch ends (issue 42): each lesson's day
 * and start read once, its counters' changes added up and written in one statement
 * (`writeLessonCounters`). Keyed by the batch's transaction: a batch that fails leaves nothing.
 */
interface BatchLessons {
  lessons: Map<number, { day: string; start: Date } | null>;
  counters: Map<number, Partial<Record<Counter, number>>>;
}
const batches = new WeakMap<Transaction<Database>, BatchLessons>();
const batchOf = (trx: Transaction<Database>) => {
  let kept = batches.get(trx);
  if (!kept) batches.set(trx, (kept = { lessons: new Map(), counters: new Map() }));
  return kept;
};

/** A lesson's day and start, read once per batch. */
async function lessonOf(trx: Transaction<Database>, crsId: number) {
  const { lessons } = batchOf(trx);
  if (lessons.has(crsId)) return lessons.get(crsId)!;
  const row = await trx.selectFrom('dashboard_lessons').select(['day', 'start']).where('crs_id', '=', crsId).executeTakeFirst();
  const lesson = row ? { day: row.day, start: new Date(row.start) } : null;
  lessons.set(crsId, lesson);
  return lesson;
}

/** Adds to a lesson's counters (written at the batch's end). */
function bump(trx: Transaction<Database>, crsId: number, change: Partial<Record<Counter, number>>) {
  const { counters } = batchOf(trx);
  const sum = counters.get(crsId) ?? {};
  for (const [column, by] of Object.entries(change) as [Counter, number][]) sum[column] = (sum[column] ?? 0) + by;
  counters.set(crsId, sum);
}

/** The counters the batch changed, every lesson in one statement. */
export async function writeLessonCounters(trx: Transaction<Database>) {
  const kept = batches.get(trx);
  if (!kept || kept.counters.size === 0) return;
  const rows = [...kept.counters].filter(([, sum]) => Object.values(sum).some((by) => by !== 0));
  kept.counters.clear();
  if (rows.length === 0) return;
  const column = (counter: Counter) => sql`${sql.ref(counter)} = l.${sql.ref(counter)} + u.${sql.ref(counter)}`;
  await sql`
    UPDATE dashboard_lessons AS l SET ${sql.join(COUNTERS.map(column))}
    FROM unnest(${rows.map(([crsId]) => crsId)}::int[], ${sql.join(COUNTERS.map((counter) => sql`${rows.map(([, sum]) => sum[counter] ?? 0)}::int[]`))})
      AS u(crs_id, ${sql.join(COUNTERS.map((counter) => sql.ref(counter)))})
    WHERE l.crs_id = u.crs_id`.execute(trx);
}

/** The counters a place moving between two states changes. */
function moved(from: PlaceState | null, to: PlaceState): Partial<Record<Counter, number>> {
  const change: Partial<Record<Counter, number>> = {};
  for (const counter of from ? marks(from) : []) change[counter] = (change[counter] ?? 0) - 1;
  for (const counter of marks(to)) change[counter] = (change[counter] ?? 0) + 1;
  return change;
}

/** The start of the last lesson a family holds a place on (booked, present or absent). */
export async function refreshLastLesson(trx: Transaction<Database>, famIds: number[]) {
  for (const famId of new Set(famIds)) {
    const last = await trx.selectFrom('dashboard_places').select((eb) => eb.fn.max('start').as('start')).where('fam_id', '=', famId).where('state', 'in', SEATED).executeTakeFirst();
    await trx.updateTable('dashboard_families').set({ last_lesson_at: last?.start ? new Date(last.start) : null }).where('fam_id', '=', famId).execute();
  }
}

/** A place taken: the family's last lesson is this one if it is later (a release recounts, `refreshLastLesson`). */
async function seatedOn(trx: Transaction<Database>, famId: number, start: Date) {
  await trx
    .updateTable('dashboard_families')
    .set({ last_lesson_at: sql<Date>`greatest(coalesce(last_lesson_at, ${start}), ${start})` })
    .where('fam_id', '=', famId)
    .execute();
}

/**
 * Lesson facts from a course's events; returns the Paris days whose figures moved. Cancellations:
 * by the school when the course was cancelled (or closed); otherwise early or late as the release
 * says (`late`: after the cut-off, the entry stays spent). A place that could not be paid (`noEntry`)
 * was never a booking, and a place left on the waiting list is not a cancelled place.
 */
export async function applyCourseEvent(trx: Transaction<Database>, event: CourseEvent): Promise<string[]> {
  switch (event.type) {
    case 'CourseScheduled': {
      const d = event.data;
      const at = when(d.start);
      await trx
        .insertInto('dashboard_lessons')
        .values({ crs_id: d.crsId, ...at, psn_id: d.psnId, psn_name: d.psnName, acy_id: d.acyId, acy_name: d.acyName, usr_id: d.usrId, mns_name: d.mnsName, capacity: d.capacity })
        .onConflict((oc) => oc.column('crs_id').doNothing())
        .execute();
      batchOf(trx).lessons.delete(d.crsId);
      return [at.day];
    }
    case 'CourseChanged': {
      const { crsId, usrId, mnsName, start, capacity } = event.data;
      const before = await trx.selectFrom('dashboard_lessons').select('day').where('crs_id', '=', crsId).executeTakeFirst();
      if (!before) return [];
      const at = start === undefined ? null : when(start);
      const changes = { ...(usrId !== undefined && { usr_id: usrId, mns_name: mnsName ?? '' }), ...(capacity !== undefined && { capacity }), ...(at ?? {}) };
      // A change the dashboard does not show (a duration, a second activity, a level) writes nothing: an empty SET is not SQL.
      if (Object.keys(changes).length === 0) return [];
      await trx.updateTable('dashboard_lessons').set(changes).where('crs_id', '=', crsId).execute();
      batchOf(trx).lessons.delete(crsId);
      if (!at) return [before.day];
      await trx.updateTable('dashboard_places').set({ day: at.day, start: at.start }).where('crs_id', '=', crsId).execute();
      const families = await trx.selectFrom('dashboard_places').select('fam_id').where('crs_id', '=', crsId).execute();
      await refreshLastLesson(trx, families.map((row) => row.fam_id));
      return [before.day, at.day];
    }
    case 'CourseCancelled': {
      const row = await trx.updateTable('dashboard_lessons').set({ cancelled: true }).where('crs_id', '=', event.data.crsId).returning('day').executeTakeFirst();
      return row ? [row.day] : [];
    }
    case 'SeatTaken':
    case 'WaitlistJoined': {
      const d = event.data;
      const lesson = await lessonOf(trx, d.crsId);
      if (!lesson) return [];
      const state: PlaceState = event.type === 'SeatTaken' ? 'seated' : 'waiting';
      const inserted = await trx
        .insertInto('dashboard_places')
        .values({ ins_id: d.insId, crs_id: d.crsId, fam_id: d.famId, day: lesson.day, start: lesson.start, state })
        .onConflict((oc) => oc.column('ins_id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return [];
      bump(trx, d.crsId, { ...moved(null, state), ...(state === 'waiting' && { waitlisted: 1 }) });
      if (state === 'seated') await seatedOn(trx, d.famId, lesson.start);
      return [lesson.day];
    }
    case 'WaitlistPromoted':
    case 'SeatReleased':
    case 'PresenceMarked': {
      const place = await trx.selectFrom('dashboard_places').selectAll().where('ins_id', '=', event.data.insId).executeTakeFirst();
      if (!place || place.state === 'gone') return [];
      const from = place.state as PlaceState;
      let to: PlaceState;
      const extra: Partial<Record<Counter, number>> = {};
      if (event.type === 'WaitlistPromoted') {
        to = 'seated';
        extra.promoted = 1;
      } else if (event.type === 'PresenceMarked') {
        if (from === 'waiting') return [];
        to = event.data.present ? 'present' : 'absent';
      } else {
        to = 'gone';
        const d = event.data;
        if (neverBooked(d, place.promoted)) {
          // Taken and let go at once (no card could pay it, or its request was refused after all): never a booking, nor a wait.
          await trx.deleteFrom('dashboard_places').where('ins_id', '=', place.ins_id).execute();
          bump(trx, place.crs_id, { ...moved(from, 'gone'), ...(from === 'waiting' && { waitlisted: -1 }) });
          await refreshLastLesson(trx, [place.fam_id]);
          return [place.day];
        }
        if (from === 'waiting') {
          if (d.reason === 'offerExpired') extra.offers_expired = 1;
        } else if (d.reason === 'courseCancelled') extra.cancelled_by_school = 1;
        else if (d.late) extra.cancelled_late = 1;
        else extra.cancelled_early = 1;
      }
      const change = moved(from, to);
      for (const [counter, by] of Object.entries(extra) as [Counter, number][]) change[counter] = (change[counter] ?? 0) + by;
      await trx.updateTable('dashboard_places').set({ state: to, ...(event.type === 'WaitlistPromoted' && { promoted: true }) }).where('ins_id', '=', place.ins_id).execute();
      bump(trx, place.crs_id, change);
      if (!SEATED.includes(from) && SEATED.includes(to)) await seatedOn(trx, place.fam_id, place.start);
      else if (SEATED.includes(from) && !SEATED.includes(to)) await refreshLastLesson(trx, [place.fam_id]);
      return [place.day];
    }
    case 'PlaceOffered':
    case 'LessonReminded':
      return [];
  }
}
