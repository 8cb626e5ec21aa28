import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** One kind of bar, drawn over the days in the order given (a later series over an earlier one). */
export interface BarSeries {
  label: string;
  /** The bar's colour (a `--plouf-dash-*` colour of dashboard.css). */
  color: string;
  /** One value per day; a negative value is drawn below the axis. */
  values: number[];
}

const MARGIN = { top: 8, right: 8, bottom: 26, left: 56 };
const HEIGHT = 200;
/** Room for one day's label ("24/11") on the axis. */
const LABEL_WIDTH = 48;

/** The width the chart may take: its box's, followed as the window turns or resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A bar a day, drawn in SVG with visx at the pixel width of its box (text stays its size on a
 * phone). The chart itself is hidden from screen readers: `summary` says what it shows in words
 * and `table` holds its numbers (docs/adr/0021-dashboard-and-books.md).
 */
export function DayBars({ days, series, format, minTop, summary, table }: { days: string[]; series: BarSeries[]; format: (value: number) => string; minTop: number; summary: string; table: ReactNode }) {
  const intl = useIntl();
  const { ref, width } = useWidth();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const all = series.flatMap((line) => line.values);
  const x = scaleBand({ domain: days, range: [0, innerWidth], padding: days.length > 40 ? 0.1 : 0.25 });
  // `minTop`: the axis of a period with nothing to draw still reads as an axis (0 to 100 €, 0 to 10 places).
  const y = scaleLinear({ domain: [Math.min(0, ...all), Math.max(minTop, ...all)], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(4).filter((tick) => Number.isInteger(tick));
  const every = Math.max(1, Math.ceil((days.length * LABEL_WIDTH) / Math.max(innerWidth, 1)));
  const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  return (
    <figure className="plouf-dash-chart">
      <div ref={ref} className="plouf-dash-chart-box" aria-hidden="true">
        {width > 0 && (
          <svg width={width} height={HEIGHT} focusable="false">
            <Group left={MARGIN.left} top={MARGIN.top}>
              {ticks.map((tick) => (
                <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className="plouf-dash-grid" />
              ))}
              {series.map((line) =>
                line.values.map((value, index) => {
                  const day = days[index]!;
                  const top = y(Math.max(0, value));
                  return <Bar key={`${line.label}-${day}`} x={x(day)} y={top} width={x.bandwidth()} height={Math.abs(y(value) - y(0))} fill={line.color} rx={x.bandwidth() > 6 ? 2 : 0} />;
                }),
              )}
              <AxisLeft scale={y} tickValues={ticks} tickFormat={(value) => format(Number(value))} hideAxisLine hideTicks tickLabelProps={{ className: 'plouf-dash-tick', textAnchor: 'end', dx: -4, dy: 3 }} />
              <line x1={0} x2={innerWidth} y1={y(0)} y2={y(0)} className="plouf-dash-zero" />
              <AxisBottom top={innerHeight} scale={x} tickValues={days.filter((_, index) => index % every === 0)} tickFormat={shortDay} hideAxisLine hideTicks tickLabelProps={{ className: 'plouf-dash-tick', textAnchor: 'middle' }} />
            </Group>
          </svg>
        )}
      </div>
      <ul className="plouf-dash-legend" aria-hidden="true">
        {series.map((line) => (
          <li key={line.label}>
            <span className="plouf-dash-swatch" style={{ background: line.color }} />
            {line.label}
          </li>
        ))}
      </ul>
      <figcaption className="plouf-dash-summary">{summary}</figcaption>
      <details className="plouf-dash-data">
        <summary>{intl.formatMessage({ id: 'adminDashboard.data.show' })}</summary>
        {table}
      </details>
    </figure>
  );
}
