import { Button, ButtonGroup } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';

interface PagerProps {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}

/** "51–100 of 2,214" with previous and next: a long list is paged on the server. Hidden when all fits on one page. */
export function Pager({ offset, limit, total, onChange }: PagerProps) {
  const intl = useIntl();
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav className="plouf-pager" aria-label={intl.formatMessage({ id: 'common.list.range' }, { first, last, total })}>
      <span className="plouf-muted" aria-live="polite">
        <FormattedMessage id="common.list.range" values={{ first: intl.formatNumber(first), last: intl.formatNumber(last), total: intl.formatNumber(total) }} />
      </span>
      <ButtonGroup>
        <Button icon="chevron-left" aria-label={intl.formatMessage({ id: 'common.list.previous' })} disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))} />
        <Button icon="chevron-right" aria-label={intl.formatMessage({ id: 'common.list.next' })} disabled={last >= total} onClick={() => onChange(offset + limit)} />
      </ButtonGroup>
    </nav>
  );
}
