import { Button } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TermView } from '../../../api/terms.ts';
import { dayText, parisDate, parisTime } from '../../../lib/parisTime.ts';
import { termName } from './termRules.ts';

interface Props {
  terms: readonly TermView[];
  /** The term whose slots are shown. */
  current: number;
  onChoose: (termId: number) => void;
}

/**
 * The terms a family may enrol for (issue 41): the one running and every one open or about to open,
 * each with its days and where its enrolment stands (when it opens), the one shown pressed. The
 * next term is found while the current one runs.
 */
export function TermChoice({ terms, current, onChoose }: Props) {
  const intl = useIntl();
  return (
    <div className="terms-choice" role="group" aria-label={intl.formatMessage({ id: 'terms.choice.label' })}>
      {terms.map((term) => {
        const opening = term.priorityOpensAt && term.phase === 'closed' ? term.priorityOpensAt : term.opensAt;
        return (
          <Button key={term.id} className="terms-choice-item" variant={term.id === current ? 'solid' : 'outlined'} intent="primary" aria-pressed={term.id === current} onClick={() => onChoose(term.id)} data-term-choice={term.id}>
            <span className="terms-choice-name">{termName(term, intl.locale)}</span>
            <span className="terms-choice-days"><FormattedMessage id="terms.choice.days" values={{ from: dayText(term.firstDay), until: dayText(term.lastDay) }} /></span>
            <span className="terms-choice-phase">
              {term.phase === 'open' ? (
                <FormattedMessage id="terms.choice.open" />
              ) : term.phase === 'priority' ? (
                <FormattedMessage id="terms.choice.priority" values={{ date: parisDate(term.opensAt), time: parisTime(term.opensAt) }} />
              ) : (
                <FormattedMessage id="terms.slot.opensOn" values={{ date: parisDate(opening), time: parisTime(opening) }} />
              )}
            </span>
          </Button>
        );
      })}
    </div>
  );
}
