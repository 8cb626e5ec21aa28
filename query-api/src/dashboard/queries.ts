import type { DashboardView, FillBreakdown, PeriodFigures } from '@plouf/command-api/contracts';
import type { Database } from '@plouf/projections';
import { addDays } from '@plouf/infra/days';
import type { Kysely } from 'kysely';
import { catalogueNames, type CatalogueNames } from '../catalogue/names.ts';
import { daysOf, lessonFigures, moneyFigures, type Periods } from './figures.ts';
import { awaiting, balances, dashboardPosition, familyFigures, inbox, toCall } from './now.ts';

/** The period asked and the one of the same length just before it. */
export function periodsOf(from: string, to: string): Periods {
  const length = daysOf(from, to).length;
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) };
}

/** A breakdown's lines under the catalogue's names today, French and English (ADR 0017); as recorded when the document is gone. */
function namedLines(names: CatalogueNames, model: 'pools' | 'activities', lines: FillBreakdown[]): FillBreakdown[] {
  return lines.map((line) => {
    const name = names.of(model, line.id);
    return name ? { ...line, libelle: name.libelle, translations: name.translations } : line;
  });
}

/** A period's pools, activities and passes named as the catalogue names them today. */
function namedFigures(names: CatalogueNames, figures: PeriodFigures): PeriodFigures {
  const { money, lessons } = figures;
  return {
    ...figures,
    money: {
      ...money,
      byPass: money.byPass.map((line) => {
        const name = names.of('passes', line.fftId);
        return name ? { ...line, libelle: name.libelle, translations: name.translations } : line;
      }),
    },
    lessons: { ...lessons, byPool: namedLines(names, 'pools', lessons.byPool), byActivity: namedLines(names, 'activities', lessons.byActivity) },
  };
}

/**
 * GET /Dashboard's answer from the dashboard's read models (docs/adr/0021-dashboard-and-books.md):
 * the period's figures beside the previous period's, and what stands now. The position is read
 * first: the figures are at least as new as `asOf`. Pools, activities and passes are named as the
 * catalogue names them today, with their English (docs/adr/0017-names-in-the-readers-language.md).
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
      const names = await catalogueNames(db);
      const figures = (which: 'current' | 'previous', from: string, to: string) => namedFigures(names, { from, to, money: money[which], lessons: lessons[which], families: families[which] });
      return {
        current: figures('current', periods.from, periods.to),
        previous: figures('previous', periods.previousFrom, periods.previousTo),
        awaiting: await awaiting(db, now),
        balances: await balances(db),
        toCall: await toCall(db, now, names),
        inbox: await inbox(db),
        asOf,
      };
    },
  };
}

export type DashboardQueries = ReturnType<typeof dashboardQueries>;
