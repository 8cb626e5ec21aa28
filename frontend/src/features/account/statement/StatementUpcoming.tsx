import { FormattedMessage, useIntl } from 'react-intl';
import type { StatementDue } from '../../../api/statement.ts';
import { formatPrice } from '../../../lib/money.ts';
import { longDate } from '../../../lib/parisTime.ts';

/** The plans' parts still to pay, soonest first: the day, the order and the part, the amount. */
export function StatementUpcoming({ upcoming, titleId }: { upcoming: readonly StatementDue[]; titleId: string }) {
  const intl = useIntl();
  return (
    <>
      <h3 id={titleId} className="statement-subheading"><FormattedMessage id="statement.upcoming.title" /></h3>
      <ul className="statement-upcoming" aria-labelledby={titleId}>
        {upcoming.map((due) => (
          <li key={`${due.orderId}-${due.part}`} className="statement-due">
            <span className="statement-due-day">{longDate(due.due, intl.locale)}</span>
            <span className="statement-due-what"><FormattedMessage id="statement.upcoming.what" values={{ id: due.orderId, part: due.part, parts: due.parts }} /></span>
            <strong className="statement-amount statement-due-amount">{formatPrice(due.cents, intl.locale)}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}
