import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { TermView } from '@plouf/command-api/contracts';
import { useIntl } from 'react-intl';
import { say } from './format.ts';
import { termName } from '../terms/termText.ts';
import { customRangeError, type DayRange, type PeriodChoice } from './period.ts';

const valueOf = (choice: PeriodChoice) => (choice.kind === 'term' ? `term:${choice.termId}` : choice.kind);

/**
 * The period the dashboard shows: this week (Monday to Sunday), this month, a term of the
 * back-office, or two dates of one's own (at most 400 days).
 */
export function PeriodPicker({ choice, onChoice, terms, range }: { choice: PeriodChoice; onChoice: (choice: PeriodChoice) => void; terms: readonly TermView[]; range: DayRange | null }) {
  const intl = useIntl();
  const t = say(intl);
  const pick = (value: string) => {
    if (value === 'week' || value === 'month') onChoice({ kind: value });
    else if (value === 'custom') onChoice({ kind: 'custom', from: range?.from ?? '', to: range?.to ?? '' });
    else onChoice({ kind: 'term', termId: Number(value.slice('term:'.length)) });
  };
  const error = choice.kind === 'custom' ? customRangeError(choice) : null;
  return (
    <div className="plouf-dash-period">
      <FormGroup label={t('adminDashboard.period.label')} labelFor="dash-period" className="plouf-dash-period-preset">
        <HTMLSelect id="dash-period" value={valueOf(choice)} onChange={(event) => pick(event.currentTarget.value)} fill>
          <option value="week">{t('adminDashboard.period.week')}</option>
          <option value="month">{t('adminDashboard.period.month')}</option>
          {terms.length > 0 && (
            <optgroup label={t('adminDashboard.period.termsGroup')}>
              {terms.map((term) => (
                <option key={term.id} value={`term:${term.id}`}>{termName(term, intl.locale)}</option>
              ))}
            </optgroup>
          )}
          <option value="custom">{t('adminDashboard.period.custom')}</option>
        </HTMLSelect>
      </FormGroup>
      {choice.kind === 'custom' && (
        <>
          <FormGroup label={t('adminDashboard.period.from')} labelFor="dash-from" intent={error && error !== 'missing' ? 'danger' : 'none'}>
            <InputGroup id="dash-from" type="date" value={choice.from} onValueChange={(from) => onChoice({ ...choice, from })} />
          </FormGroup>
          <FormGroup
            label={t('adminDashboard.period.to')}
            labelFor="dash-to"
            intent={error && error !== 'missing' ? 'danger' : 'none'}
            helperText={error ? t(`adminDashboard.period.${error}`) : undefined}
          >
            <InputGroup id="dash-to" type="date" value={choice.to} onValueChange={(to) => onChoice({ ...choice, to })} />
          </FormGroup>
        </>
      )}
    </div>
  );
}
