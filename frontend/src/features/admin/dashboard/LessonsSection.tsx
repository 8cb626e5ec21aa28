import { HTMLTable } from '@blueprintjs/core';
import type { DashboardView } from '@plouf/command-api/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { dayText } from '../../../lib/parisTime.ts';
import { rate } from './compare.ts';
import { DayBars } from './DayBars.tsx';
import { exports, type Breakdown } from './exports.ts';
import { Figure, NowFigure } from './Figure.tsx';
import { FillTable } from './FillTable.tsx';
import { formats, say } from './format.ts';
import { Heatmap, weekdayNames } from './Heatmap.tsx';
import { Panel, ScrollTable } from './Panel.tsx';

/** Lessons: given, fill rate (by day, by pool, activity, instructor, by weekday and hour), waiting lists, cancellations, presence. */
export function LessonsSection({ view }: { view: DashboardView }) {
  const intl = useIntl();
  const t = say(intl);
  const f = formats(intl);
  const [by, setBy] = useState<Breakdown>('byPool');
  const now = view.current.lessons;
  const before = view.previous.lessons;
  const best = now.byDay.reduce<(typeof now.byDay)[number] | null>((top, day) => (day.offered > 0 && (!top || rate(day.booked, day.offered) > rate(top.booked, top.offered)) ? day : top), null);
  const period = { from: dayText(view.current.from), to: dayText(view.current.to) };
  const summary = best
    ? t('adminDashboard.lessons.byDaySummary', { ...period, lessons: now.lessons, booked: f.count(now.booked), offered: f.count(now.offered), rate: f.percent(now.fillRate), best: dayText(best.day), bestRate: f.percent(rate(best.booked, best.offered)) })
    : t('adminDashboard.lessons.byDayNone', period);
  const long = weekdayNames(intl.locale, 'long');
  return (
    <section className="plouf-dash-section" aria-labelledby="dash-lessons">
      <h2 id="dash-lessons" className="plouf-dash-section-title">{t('adminDashboard.lessons.title')}</h2>
      <div className="plouf-dash-figures">
        <Figure label="adminDashboard.lessons.given" value={now.lessons} previous={before.lessons} format={f.count} better="neither" />
        <Figure label="adminDashboard.lessons.fillRate" value={now.fillRate} previous={before.fillRate} format={f.percent} points />
        <Figure label="adminDashboard.lessons.booked" value={now.booked} previous={before.booked} format={f.count} />
        <Figure label="adminDashboard.lessons.present" value={now.present} previous={before.present} format={f.count} />
        <Figure label="adminDashboard.lessons.noShow" value={now.noShow} previous={before.noShow} format={f.count} better="down" />
      </div>
      <div className="plouf-dash-panels">
        <Panel title={t('adminDashboard.lessons.byDay')} csv={() => exports.lessonsByDay(view, intl)} className="plouf-dash-panel--wide">
          <DayBars
            days={now.byDay.map((day) => day.day)}
            series={[
              { label: t('adminDashboard.lessons.offered'), color: 'var(--plouf-dash-offered)', values: now.byDay.map((day) => day.offered) },
              { label: t('adminDashboard.lessons.booked'), color: 'var(--plouf-dash-booked)', values: now.byDay.map((day) => day.booked) },
            ]}
            format={f.count}
            minTop={10}
            summary={summary}
            table={
              <ScrollTable label={t('adminDashboard.lessons.byDay')}>
                <HTMLTable compact striped className="plouf-dash-table">
                  <thead>
                    <tr>
                      {(['adminDashboard.page.day', 'adminDashboard.lessons.given', 'adminDashboard.lessons.offered', 'adminDashboard.lessons.booked', 'adminDashboard.lessons.present'] as const).map((id, index) => (
                        <th key={id} scope="col" className={index > 0 ? 'plouf-num' : undefined}>{t(id)}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {now.byDay.map((day) => (
                      <tr key={day.day}>
                        <td>{dayText(day.day)}</td>
                        <td className="plouf-num">{day.lessons}</td>
                        <td className="plouf-num">{day.offered}</td>
                        <td className="plouf-num">{day.booked}</td>
                        <td className="plouf-num">{day.present}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </ScrollTable>
            }
          />
        </Panel>
        <Panel title={t('adminDashboard.lessons.fillBy')} csv={() => exports.fill(view, intl, by)}>
          <FillTable lessons={now} by={by} onBy={setBy} f={f} />
        </Panel>
        <Panel title={t('adminDashboard.lessons.heatmap')} csv={() => exports.heatmap(view, intl, (weekday) => long[weekday - 1]!)}>
          <Heatmap heatmap={now.heatmap} f={f} />
        </Panel>
        <Panel title={t('adminDashboard.lessons.waiting')}>
          <div className="plouf-dash-figures plouf-dash-figures--small">
            <Figure label="adminDashboard.lessons.waitlisted" value={now.waitlisted} previous={before.waitlisted} format={f.count} better="neither" />
            <Figure label="adminDashboard.lessons.promoted" value={now.promoted} previous={before.promoted} format={f.count} />
            <Figure label="adminDashboard.lessons.offersExpired" value={now.offersExpired} previous={before.offersExpired} format={f.count} better="down" />
            {/* Waiting now, on the period's lessons still to come: a period over has none, so no comparison. */}
            <NowFigure label="adminDashboard.lessons.waitingNow" value={f.count(now.waitingNow)} detail={<span className="plouf-dash-previous">{t('adminDashboard.page.now')}</span>} />
          </div>
        </Panel>
        <Panel title={t('adminDashboard.lessons.cancellations')}>
          <div className="plouf-dash-figures plouf-dash-figures--small">
            <Figure label="adminDashboard.lessons.cancelledEarly" value={now.cancelledEarly} previous={before.cancelledEarly} format={f.count} better="down" />
            <Figure label="adminDashboard.lessons.cancelledLate" value={now.cancelledLate} previous={before.cancelledLate} format={f.count} better="down" />
            <Figure label="adminDashboard.lessons.cancelledBySchool" value={now.cancelledBySchool} previous={before.cancelledBySchool} format={f.count} better="down" />
          </div>
        </Panel>
      </div>
    </section>
  );
}
