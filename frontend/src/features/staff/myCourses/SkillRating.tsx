import { Button } from '@blueprintjs/core';
import { nameIn, type ScaleStep } from '@plouf/command-api/levels';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReportCardView } from '../../../api/progress.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { parisDate } from '../../../lib/parisTime.ts';
import { labelIn } from '../../account/progress/reportCard.ts';

type Skill = NonNullable<ReportCardView['current']>['skills'][number];

interface SkillRatingProps {
  /** Names the radio group: unique on the page. */
  name: string;
  skill: Skill;
  scale: readonly ScaleStep[];
  rating: number | undefined;
  disabled: boolean;
  onRate: (rating: number) => void;
  onClear: () => void;
}

/** One skill: the scale's steps as a segmented choice (one tap), the last rating as a reminder. */
export function SkillRating({ name, skill, scale, rating, disabled, onRate, onClear }: SkillRatingProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const skillName = nameIn(skill, locale);
  const last = labelIn(skill, locale);
  return (
    <fieldset className="plouf-eval-skill" data-skill={skill.sklId}>
      <legend className="plouf-eval-skill-name">{skillName}</legend>
      {last && skill.at && (
        <p className="plouf-muted plouf-small plouf-eval-last">
          <FormattedMessage id="evaluation.skill.last" values={{ label: last, date: parisDate(skill.at) }} />
        </p>
      )}
      <div className="plouf-eval-steps">
        {scale.map((step, index) => {
          const id = `${name}-${index}`;
          return (
            <span key={index} className="plouf-eval-step">
              <input type="radio" id={id} name={name} value={index} checked={rating === index} disabled={disabled} onChange={() => onRate(index)} />
              <label htmlFor={id}>{labelIn({ label: step.fr, englishLabel: step.en }, locale)}</label>
            </span>
          );
        })}
        {rating !== undefined && (
          <Button variant="minimal" size="small" icon="cross" disabled={disabled} onClick={onClear} aria-label={intl.formatMessage({ id: 'evaluation.skill.clearLabel' }, { name: skillName })}>
            <FormattedMessage id="evaluation.skill.clear" />
          </Button>
        )}
      </div>
    </fieldset>
  );
}
