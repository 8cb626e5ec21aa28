import type { FillBreakdown, LessonFigures, MoneyFigures, PaymentMethodKey } from '@plouf/command-api/contracts';
import type { Database } from '@plouf/projections';
import { addDays } from '@plouf/infra/days';
import { sql, type Kysely } from 'kysely';

/** A period asked and the one just before it, of the same number of days. */
export interface Periods {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

/** Two periods' figures of one kind: the one asked (`current`) and the one before. */
export interface Both<T> {
  current: T;
  previous: T;
}

const n = (value: unknown) => Number(value ?? 0);
const METHODS: readonly PaymentMethodKey[] = ['card', 'cheque', 'transfer', 'ancv', 'couponSport', 'passSport', 'giftCard', 'directDebit', 'free'];
const rate = (booked: number, offered: number) => (offered > 0 ? booked / offered : 0);

/** Every day of `[from, to]`, in order. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day)) days.push(day);
  return days;
}

/** Splits rows dated by `day` between the two periods. */
const split = <T extends { day: string }>(rows: T[], periods: Periods): Both<T[]> => ({
  current: rows.filter((row) => row.day >= periods.from),
  previous: rows.filter((row) => row.day < periods.from),
});

/**
 * Money of both periods: two indexed range reads, one per table (per day × method, per day × pass).
 */
export async function moneyFigures(db: Kysely<Database>, periods: Periods): Promise<Both<MoneyFigures>> {
  const days = await db.selectFrom('dashboard_money').selectAll().where('day', '>=', periods.previousFrom).where('day', '<=', periods.to).execute();
  const { rows: passes } = await sql<{ cur: boolean; fft_id: number; libelle: string; qty: unknown; paid: unknown; refunded: unknown }>`
    SELECT cur, fft_id, max(libelle) AS libelle, sum(qty) AS qty, sum(paid) AS paid, sum(refunded) AS refunded
    FROM (SELECT *, day >= ${periods.from} AS cur FROM dashboard_passes WHERE day >= ${periods.previousFrom} AND day <= ${periods.to}) AS sold
    GROUP BY cur, fft_id`.execute(db);
  const figures = (rows: typeof days, from: string, to: string, current: boolean): MoneyFigures => {
    const byDay = new Map(daysOf(from, to).map((day) => [day, { day, paid: 0, refunded: 0 }]));
    const byMethod = new Map(METHODS.map((method) => [method, { method, paid: 0, refunded: 0, count: 0 }]));
    let ordersPaid = 0;
    for (const row of rows) {
      const day = byDay.get(row.day)!;
      const method = byMethod.get(row.method as PaymentMethodKey) ?? byMethod.get('card')!;
      // A gift card spent (or given back to its card) is no money in or out: its sale was (ADR 0029,
      // decision 44). Its own row shows it; the days and the totals count money only.
      if (row.method !== 'giftCard') {
        day.paid += n(row.paid);
        day.refunded += n(row.refunded);
      }
      method.paid += n(row.paid);
      method.refunded += n(row.refunded);
      method.count += n(row.payments);
      ordersPaid += n(row.orders_paid);
    }
    const byPass = passes
      .filter((row) => Boolean(row.cur) === current)
      .map((row) => ({ fftId: row.fft_id, libelle: row.libelle, qty: n(row.qty), paid: n(row.paid), refunded: n(row.refunded) }))
      .sort((a, b) => b.paid - a.paid || a.fftId - b.fftId);
    const list = [...byDay.values()];
    return { paid: list.reduce((s, d) => s + d.paid, 0), refunded: list.reduce((s, d) => s + d.refunded, 0), ordersPaid, byMethod: [...byMethod.values()], byPass, byDay: list };
  };
  const { current, previous } = split(days, periods);
  return { current: figures(current, periods.from, periods.to, true), previous: figures(previous, periods.previousFrom, periods.previousTo, false) };
}

interface LessonDay {
  day: string;
  lessons: unknown;
  offered: unknown;
  booked: unknown;
  present: unknown;
  no_show: unknown;
  waitlisted: unknown;
  promoted: unknown;
  offers_expired: unknown;
  waiting_now: unknown;
  cancelled_early: unknown;
  cancelled_late: unknown;
  cancelled_by_school: unknown;
}

interface Breakdown {
  cur: boolean;
  psn_id: number | null;
  acy_id: number | null;
  usr_id: number | null;
  weekday: number | null;
  hour: number | null;
  psn_name: string | null;
  acy_name: string | null;
  mns_name: string | null;
  lessons: unknown;
  offered: unknown;
  booked: unknown;
}

/**
 * Lessons of both periods: one read grouped by day (the totals and the daily series; cancelled
 * lessons count only for their cancelled places) and one read grouped by pool, activity, instructor
 * and weekday × hour at once (grouping sets: one pass over the range), over held lessons.
 */
export async function lessonFigures(db: Kysely<Database>, periods: Periods, now: Date): Promise<Both<LessonFigures>> {
  const held = sql`CASE WHEN cancelled THEN 0 ELSE 1 END`;
  const { rows: days } = await sql<LessonDay>`
    SELECT day, sum(${held}) AS lessons, sum(${held} * capacity) AS offered, sum(${held} * booked) AS booked,
      sum(present) AS present, sum(no_show) AS no_show, sum(waitlisted) AS waitlisted, sum(promoted) AS promoted,
      sum(offers_expired) AS offers_expired, sum(CASE WHEN start >= ${now} THEN ${held} * waiting ELSE 0 END) AS waiting_now,
      sum(cancelled_early) AS cancelled_early, sum(cancelled_late) AS cancelled_late, sum(cancelled_by_school) AS cancelled_by_school
    FROM dashboard_lessons WHERE day >= ${periods.previousFrom} AND day <= ${periods.to}
    GROUP BY day`.execute(db);
  const { rows: groups } = await sql<Breakdown>`
    SELECT cur, psn_id, acy_id, usr_id, weekday, hour,
      max(psn_name) AS psn_name, max(acy_name) AS acy_name, max(mns_name) AS mns_name,
      count(*) AS lessons, sum(capacity) AS offered, sum(booked) AS booked
    FROM (SELECT *, day >= ${periods.from} AS cur FROM dashboard_lessons WHERE day >= ${periods.previousFrom} AND day <= ${periods.to} AND NOT cancelled) AS held
    GROUP BY GROUPING SETS ((cur, psn_id), (cur, acy_id), (cur, usr_id), (cur, weekday, hour))`.execute(db);
  const figures = (rows: LessonDay[], from: string, to: string, current: boolean): LessonFigures => {
    const sum = (key: Exclude<keyof LessonDay, 'day'>) => rows.reduce((total, row) => total + n(row[key]), 0);
    const seen = new Map(rows.map((row) => [row.day, row]));
    const mine = groups.filter((row) => Boolean(row.cur) === current);
    const breakdown = (id: 'psn_id' | 'acy_id' | 'usr_id', name: 'psn_name' | 'acy_name' | 'mns_name'): FillBreakdown[] =>
      mine
        // Each grouping set leaves the columns it does not group by null (the table has no null ids).
        .filter((row) => row[id] !== null)
        .map((row) => ({ id: row[id]!, libelle: row[name] ?? '', lessons: n(row.lessons), offered: n(row.offered), booked: n(row.booked), fillRate: rate(n(row.booked), n(row.offered)) }))
        .sort((a, b) => b.offered - a.offered || a.id - b.id);
    const offered = sum('offered');
    const booked = sum('booked');
    return {
      lessons: sum('lessons'),
      offered,
      booked,
      fillRate: rate(booked, offered),
      present: sum('present'),
      noShow: sum('no_show'),
      waitlisted: sum('waitlisted'),
      promoted: sum('promoted'),
      offersExpired: sum('offers_expired'),
      waitingNow: sum('waiting_now'),
      cancelledEarly: sum('cancelled_early'),
      cancelledLate: sum('cancelled_late'),
      cancelledBySchool: sum('cancelled_by_school'),
      byPool: breakdown('psn_id', 'psn_name'),
      byActivity: breakdown('acy_id', 'acy_name'),
      byInstructor: breakdown('usr_id', 'mns_name'),
      heatmap: mine
        .filter((row) => row.weekday !== null && row.hour !== null)
        .map((row) => ({ weekday: row.weekday!, hour: row.hour!, lessons: n(row.lessons), offered: n(row.offered), booked: n(row.booked) }))
        .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
      byDay: daysOf(from, to).map((day) => {
        const row = seen.get(day);
        return { day, lessons: n(row?.lessons), offered: n(row?.offered), booked: n(row?.booked), present: n(row?.present) };
      }),
    };
  };
  const { current, previous } = split(days, periods);
  return { current: figures(current, periods.from, periods.to, true), previous: figures(previous, periods.previousFrom, periods.previousTo, false) };
}
