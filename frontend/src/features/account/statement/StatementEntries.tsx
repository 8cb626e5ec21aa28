import { HTMLTable } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StatementEntry } from '../../../api/statement.ts';
import { formatPrice } from '../../../lib/money.ts';
import { parisDate } from '../../../lib/parisTime.ts';
import { entryText, movements, signedAmount } from './statementText.ts';

interface Props {
  entries: readonly StatementEntry[];
  /** A phone: a card a line rather than a table four columns wide. */
  stacked: boolean;
  /** The heading these entries are under (the table's name). */
  labelledBy: string;
}

/** The ledger's entries, oldest first, each with its amount (signed as it moves the balance) and the balance after it. */
export function StatementEntries({ entries, stacked, labelledBy }: Props) {
  const intl = useIntl();
  const moves = movements(entries);
  const amountClass = (cents: number) => (cents < 0 ? 'statement-amount statement-amount--down' : 'statement-amount');
  if (stacked) {
    return (
      <ul className="statement-list" aria-labelledby={labelledBy}>
        {entries.map((entry, index) => (
          <li key={entry.key} className="statement-item">
            <div className="statement-item-head">
              <span className="plouf-muted">{parisDate(entry.at)}</span>
              <strong className={amountClass(moves[index]!)}>{signedAmount(moves[index]!, intl.locale)}</strong>
            </div>
            <div className="statement-item-what">{entryText(entry, intl)}</div>
            <div className="plouf-muted statement-item-balance">
              <FormattedMessage id="statement.entry.balanceAfter" values={{ amount: formatPrice(entry.balance, intl.locale) }} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="plouf-table-wrap" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <HTMLTable compact striped className="plouf-data-table statement-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th><FormattedMessage id="statement.column.date" /></th>
            <th><FormattedMessage id="statement.column.what" /></th>
            <th className="plouf-num"><FormattedMessage id="statement.column.amount" /></th>
            <th className="plouf-num"><FormattedMessage id="statement.column.balance" /></th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={entry.key}>
              <td className="plouf-nowrap">{parisDate(entry.at)}</td>
              <td className="statement-table-what">{entryText(entry, intl)}</td>
              <td className="plouf-num plouf-nowrap"><span className={amountClass(moves[index]!)}>{signedAmount(moves[index]!, intl.locale)}</span></td>
              <td className="plouf-num plouf-nowrap statement-amount">{formatPrice(entry.balance, intl.locale)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
