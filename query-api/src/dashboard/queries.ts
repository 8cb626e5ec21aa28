import type { DashboardView } from '@plouf/command-api/contracts';
import type { Database } from '@plouf/projections';
import { addDays } from '@plouf/infra/days';
import type { Kysely } from 'kysely';
import { daysOf, lessonFigures, moneyFigures, type Periods } from './figures.ts';
import { awaiting, dashboardPosition, familyFigures, inbox, toCall } from './now.ts';

/** The period asked and the one of the same length just before it. */
export function periodsOf(from: string, to: string): Periods {
  const length = daysOf(from, to).length;
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) };
}

/**
 * GET /Dashboard's answer from the dashboard's read models (docs/adr/0021-dashboard-and-books.md):
 * the period's figures beside the previous period's, and what stands now. The position is read
 * first: the figures are at least as new as `asOf`.
 *
 * @example
 * const view = await dashboardQueries(db).view({ from: '2026-11-01', to: '2026-11-30' }, new Date());
 */
export function dashboardQueries(db: Kysely<Database>) {
  return {
    async view(period: { from: string; to: string }, now: Date): Promise<DashboardView> {
      const periods = periodsOf(period.from, period.to);
      const asOf = await dashboardPosition(db);
      const money = await moneyFigures(db, periods);
      const lessons = await lessonFigures(db, periods, now);
      const families = await familyFigures(db, periods);
      const figures = (which: 'current' | 'previous', from: string, to: string) => ({ from, to, money: money[which], lessons: lessons[which], families: families[which] });
      return {
        current: figures('current', periods.from, periods.to),
        previous: figures('previous', periods.previousFrom, periods.previousTo),
        awaiting: await awaiting(db, now),
        toCall: await toCall(db, now),
        inbox: await inbox(db),
        asOf,
      };
    },
  };
}

export type DashboardQueries = ReturnType<typeof dashboardQueries>;
