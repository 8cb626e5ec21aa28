import { HTMLSelect } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { levelOptions, useActivityLevels } from './useActivityLevels.ts';

interface LevelSelectProps {
  id: string;
  /** The activity whose levels are offered; none: only "any level". */
  acyId: number | null;
  value: number | null | undefined;
  onChange: (lvlId: number | null) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The level a course (or a weekly lesson) is for (issue 26): "Tous niveaux", or one of its
 * activity's levels; a child who has not reached it cannot book.
 */
export function LevelSelect({ id, acyId, value, onChange, disabled, ...aria }: LevelSelectProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { levels, status } = useActivityLevels(acyId);
  const options = levelOptions(levels, value, locale, intl.formatMessage({ id: 'adminLevels.select.any' }), (lvlId) => intl.formatMessage({ id: 'adminLevels.select.unknown' }, { id: lvlId }));
  return (
    <HTMLSelect
      id={id}
      fill
      disabled={disabled || (levels.length === 0 && value == null)}
      value={value ?? ''}
      aria-busy={status === 'loading' || undefined}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
      options={options}
      {...aria}
    />
  );
}
