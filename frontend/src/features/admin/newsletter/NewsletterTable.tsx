import { Checkbox, HTMLTable, Switch, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NewsletterSubscriber } from '../../../api/types.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { mayValidate } from './newsletterListState.ts';
import { NewsletterStatusTag } from './NewsletterStatusTag.tsx';
import type { Highlight } from '../../../lib/useLivePagedList.ts';

interface NewsletterTableProps {
  subscribers: readonly NewsletterSubscriber[];
  selected: ReadonlySet<number>;
  highlighted: ReadonlyMap<number, Highlight>;
  /** Rows whose switch is on its way to the server. */
  switching: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onReceives: (subscriber: NewsletterSubscriber, receives: boolean) => void;
}

/**
 * The subscribers of a page. On a phone the status, the date and the language go under the
 * address, so that the selection box, the address and the switch fit the width.
 */
export function NewsletterTable({ subscribers, selected, highlighted, switching, onToggle, onToggleAll, onReceives }: NewsletterTableProps) {
  const intl = useIntl();
  const allSelected = subscribers.length > 0 && subscribers.every((row) => selected.has(row.id));
  const someSelected = !allSelected && subscribers.some((row) => selected.has(row.id));

  return (
    <div className="plouf-table-wrap">
      <HTMLTable striped className="plouf-newsletter-table">
        <thead>
          <tr>
            <th className="plouf-col-check">
              <Checkbox
                checked={allSelected}
                indeterminate={someSelected}
                onChange={onToggleAll}
                aria-label={intl.formatMessage({ id: 'adminNewsletter.list.selectAll' })}
              />
            </th>
            <th><FormattedMessage id="adminNewsletter.column.email" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminNewsletter.column.status" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminNewsletter.column.added" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminNewsletter.column.validated" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminNewsletter.column.language" /></th>
            <th className="plouf-col-switch"><FormattedMessage id="adminNewsletter.column.receives" /></th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((row) => {
            const mark = highlighted.get(row.id);
            const language = intl.formatMessage({ id: `adminNewsletter.language.${row.lg}` });
            return (
              <tr key={row.id} className={mark ? 'plouf-row-new' : undefined} data-subscriber-id={row.id}>
                <td className="plouf-col-check">
                  <Checkbox
                    checked={selected.has(row.id)}
                    onChange={() => onToggle(row.id)}
                    aria-label={intl.formatMessage({ id: 'adminNewsletter.list.selectRow' }, { email: row.libelle })}
                  />
                </td>
                <td className="plouf-col-email">
                  <span className="plouf-newsletter-address">{row.libelle}</span>
                  {mark === 'new' && (
                    <Tag intent="success" round minimal className="plouf-new-tag">
                      <FormattedMessage id="adminNewsletter.list.new" />
                    </Tag>
                  )}
                  <div className="plouf-newsletter-narrow">
                    <NewsletterStatusTag status={row.nwlStatus} />
                    <span className="plouf-muted">
                      <FormattedMessage id="adminNewsletter.date.added" values={{ date: parisDateTime(row.nwlDatadd) }} /> · {row.lg.toUpperCase()}
                    </span>
                  </div>
                </td>
                <td className="plouf-hide-narrow">
                  <NewsletterStatusTag status={row.nwlStatus} />
                  {row.nwlStatus === 'unsubscribed' && row.nwlDatdel && (
                    <div className="plouf-muted plouf-nowrap">
                      <FormattedMessage id="adminNewsletter.date.unsubscribed" values={{ date: parisDateTime(row.nwlDatdel) }} />
                    </div>
                  )}
                </td>
                <td className="plouf-nowrap plouf-hide-narrow">{parisDateTime(row.nwlDatadd)}</td>
                <td className="plouf-nowrap plouf-hide-narrow">{row.nwlDatvalid ? parisDateTime(row.nwlDatvalid) : '—'}</td>
                <td className="plouf-hide-narrow">{language}</td>
                <td className="plouf-col-switch" title={mayValidate(row) ? undefined : intl.formatMessage({ id: 'adminNewsletter.toggle.unsubscribed' })}>
                  <Switch
                    checked={row.nwlStatus === 'active'}
                    disabled={switching.has(row.id) || !mayValidate(row)}
                    onChange={(event) => onReceives(row, event.currentTarget.checked)}
                    aria-label={intl.formatMessage({ id: 'adminNewsletter.toggle.label' }, { email: row.libelle })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
