import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { Period } from '../lib/dates.ts';
import { useIsMobile } from './useIsMobile.ts';

interface MonthPickerProps {
  /** The first year offered (from the resource's min date). */
  minYear: number;
  /** The last year offered, usually the current one. */
  maxYear: number;
  value: Period;
  onChange: (period: Period) => void;
  /** Offers 'Tous' (the whole year); off where only a month can be asked (the books). */
  wholeYear?: boolean;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const twoDigits = (month: number) => String(month).padStart(2, '0');

/** Spec "Shared screens": year buttons, months 01-12 and 'Tous'; two selects on a phone. */
export function MonthPicker({ minYear, maxYear, value, onChange, wholeYear = true }: MonthPickerProps) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const years = Array.from({ length: Math.max(1, maxYear - minYear + 1) }, (_, index) => maxYear - index);
  const all = intl.formatMessage({ id: 'common.monthPicker.all' });

  if (isMobile) {
    return (
      <div className="plouf-month-picker plouf-month-picker--compact">
        <HTMLSelect
          aria-label={intl.formatMessage({ id: 'common.monthPicker.year' })}
          value={value.year}
          onChange={(event) => onChange({ ...value, year: Number(event.currentTarget.value) })}
          options={years.map((year) => ({ value: year, label: String(year) }))}
        />
        <HTMLSelect
          aria-label={intl.formatMessage({ id: 'common.monthPicker.month' })}
          value={value.month ?? ''}
          onChange={(event) => {
            const month = event.currentTarget.value;
            onChange({ ...value, month: month === '' ? null : Number(month) });
          }}
          options={[...(wholeYear ? [{ value: '', label: all }] : []), ...MONTHS.map((month) => ({ value: month, label: twoDigits(month) }))]}
        />
      </div>
    );
  }

  return (
    <div className="plouf-month-picker">
      <ButtonGroup aria-label={intl.formatMessage({ id: 'common.monthPicker.year' })} className="plouf-month-picker-years">
        {years
          .slice()
          .reverse()
          .map((year) => (
            <Button
              key={year}
              text={String(year)}
              active={year === value.year}
              intent={year === value.year ? 'primary' : 'none'}
              onClick={() => onChange({ ...value, year })}
            />
          ))}
      </ButtonGroup>
      <ButtonGroup aria-label={intl.formatMessage({ id: 'common.monthPicker.month' })} className="plouf-month-picker-months">
        {MONTHS.map((month) => (
          <Button
            key={month}
            text={twoDigits(month)}
            active={month === value.month}
            intent={month === value.month ? 'primary' : 'none'}
            onClick={() => onChange({ ...value, month })}
          />
        ))}
        {wholeYear && (
          <Button
            text={all}
            active={value.month === null}
            intent={value.month === null ? 'primary' : 'none'}
            onClick={() => onChange({ ...value, month: null })}
          />
        )}
      </ButtonGroup>
    </div>
  );
}
