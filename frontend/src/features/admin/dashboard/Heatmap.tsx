import type { LessonFigures } from '@plouf/command-api/contracts';
import { useIntl } from 'react-intl';
import { rate } from './compare.ts';
import type { Formats } from './format.ts';
import { ScrollTable } from './Panel.tsx';

/** Five shades, light to dark; from the fourth, the text turns white to stay readable. */
const SHADES = 5;
export const shadeOf = (fill: number) => Math.min(SHADES - 1, Math.floor(Math.max(0, fill) * SHADES));

/** A Monday of reference to name weekdays in the screen's language (2026-11-23 is a Monday). */
export function weekdayNames(locale: string, width: 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2026, 10, 23 + index, 12))));
}

/**
 * Week by hour: a row per hour that has lessons, a column per weekday, each cell the fill rate of
 * the lessons starting then, shaded. A table, so the chart is also its own accessible alternative:
 * a screen reader reads each cell with its weekday and hour.
 */
export function Heatmap({ heatmap, f }: { heatmap: LessonFigures['heatmap']; f: Formats }) {
  const intl = useIntl();
  const short = weekdayNames(intl.locale, 'short');
  const long = weekdayNames(intl.locale, 'long');
  const hours = [...new Set(heatmap.map((cell) => cell.hour))].sort((a, b) => a - b);
  const cells = new Map(heatmap.map((cell) => [`${cell.weekday}-${cell.hour}`, cell]));
  if (hours.length === 0) return <p className="plouf-muted">{intl.formatMessage({ id: 'adminDashboard.page.empty' })}</p>;
  return (
    <>
      <p className="plouf-dash-help">{intl.formatMessage({ id: 'adminDashboard.lessons.heatmapHelp' })}</p>
      <ScrollTable label={intl.formatMessage({ id: 'adminDashboard.lessons.heatmap' })}>
        <table className="plouf-dash-heatmap">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'adminDashboard.lessons.hour' })}</th>
              {short.map((name, index) => (
                <th key={name} scope="col">
                  <abbr title={long[index]}>{name}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((hour) => (
              <tr key={hour}>
                <th scope="row">{`${String(hour).padStart(2, '0')} h`}</th>
                {short.map((_, index) => {
                  const cell = cells.get(`${index + 1}-${hour}`);
                  if (!cell) return <td key={index} className="plouf-dash-heat-none" />;
                  const fill = rate(cell.booked, cell.offered);
                  return (
                    <td key={index} className={`plouf-dash-heat plouf-dash-heat-${shadeOf(fill)}`} title={intl.formatMessage({ id: 'adminDashboard.lessons.cell' }, { rate: f.percent(fill), booked: cell.booked, offered: cell.offered, lessons: cell.lessons })}>
                      {f.percent(fill)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <div className="plouf-dash-heat-legend" aria-hidden="true">
        <span>0 %</span>
        {Array.from({ length: SHADES }, (_, shade) => <span key={shade} className={`plouf-dash-heat plouf-dash-heat-${shade}`} />)}
        <span>100 %</span>
      </div>
    </>
  );
}
