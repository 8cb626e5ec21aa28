import { Icon, Tag, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { compare } from './compare.ts';

/** Whether a rise is good news (money paid), bad news (no-shows) or neither (refunds asked). */
export type Better = 'up' | 'down' | 'neither';

/**
 * One figure of the period, beside the period before: the value, what it was, and the change as
 * +/- and as a percentage (none when there was nothing before). Read in that order, it says itself.
 */
export function Figure({ label, value, previous, format, better = 'up', points = false }: { label: MessageId; value: number; previous: number; format: (value: number) => string; better?: Better; points?: boolean }) {
  const intl = useIntl();
  const comparison = compare(value, previous);
  const sign = comparison.change > 0 ? '+' : comparison.change < 0 ? '−' : '';
  // A rate's change is said in points (82 % after 75 %: +7 points), not as a percentage of a percentage.
  const changeText =
    comparison.trend === 'flat'
      ? intl.formatMessage({ id: 'adminDashboard.compare.flat' })
      : points
        ? `${sign}${intl.formatNumber(Math.abs(comparison.change) * 100, { maximumFractionDigits: 1 })} pts`
        : `${sign}${format(Math.abs(comparison.change))}${comparison.ratio === null ? '' : ` (${sign}${intl.formatNumber(Math.abs(comparison.ratio), { style: 'percent', maximumFractionDigits: 0 })})`}`;
  const good = comparison.trend === 'flat' || better === 'neither' ? null : (comparison.trend === better);
  const intent: Intent = good === null ? 'none' : good ? 'success' : 'danger';
  return (
    <div className="plouf-dash-figure" data-figure={label}>
      <div className="plouf-dash-figure-label">{intl.formatMessage({ id: label })}</div>
      <div className="plouf-dash-figure-value">{format(value)}</div>
      <div className="plouf-dash-figure-compare">
        <Tag minimal intent={intent} icon={comparison.trend === 'flat' ? undefined : <Icon icon={comparison.trend === 'up' ? 'arrow-up' : 'arrow-down'} size={12} />}>
          {changeText}
        </Tag>
        <span className="plouf-dash-previous">{intl.formatMessage({ id: 'adminDashboard.compare.previous' }, { value: format(previous) })}</span>
      </div>
    </div>
  );
}

/** A figure of now (no period before it): a value and what it means. */
export function NowFigure({ label, value, detail }: { label: MessageId; value: string; detail?: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="plouf-dash-figure" data-figure={label}>
      <div className="plouf-dash-figure-label">{intl.formatMessage({ id: label })}</div>
      <div className="plouf-dash-figure-value">{value}</div>
      {detail && <div className="plouf-dash-figure-compare">{detail}</div>}
    </div>
  );
}
