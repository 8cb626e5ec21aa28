import { FormattedMessage, useIntl } from 'react-intl';
import type { TermSlotView, TermView } from '../../../api/terms.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { longDate, weekdayName } from '../../../lib/parisTime.ts';
import { dayOfWeekday, slotTime, termName } from './termRules.ts';

/** What an enrolment is for: the slot (every week, when, what, where, with whom) and the term. */
export function TermSlotSummary({ term, slot }: { term: TermView; slot: TermSlotView }) {
  const intl = useIntl();
  const name = useNameIn();
  return (
    <div className="terms-summary">
      <strong>
        <FormattedMessage id="terms.slot.when" values={{ weekday: weekdayName(dayOfWeekday(slot.day), intl.locale), time: slotTime(slot) }} />
        {' · '}
        {name(slot.activite)}
      </strong>
      <span>
        {name(slot.piscine)} · <FormattedMessage id="terms.slot.instructor" values={{ name: slot.professeur.libelle }} />
      </span>
      <span className="plouf-muted">
        {termName(term, intl.locale)} · <FormattedMessage id="terms.section.days" values={{ from: longDate(term.firstDay, intl.locale), until: longDate(term.lastDay, intl.locale) }} />
      </span>
    </div>
  );
}
