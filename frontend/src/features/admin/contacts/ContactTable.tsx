import { Checkbox, HTMLTable, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Contact } from '../../../api/types.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { LinkRow, RowLink } from '../../../ui/LinkRow.tsx';
import type { Highlight } from '../../../lib/useLivePagedList.ts';

interface ContactTableProps {
  contacts: readonly Contact[];
  selected: ReadonlySet<number>;
  highlighted: ReadonlyMap<number, Highlight>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
}

/** Unread rows in bold; rows that just arrived live are highlighted for a moment. */
export function ContactTable({ contacts, selected, highlighted, onToggle, onToggleAll }: ContactTableProps) {
  const intl = useIntl();
  const allSelected = contacts.length > 0 && contacts.every((contact) => selected.has(contact.id));
  const someSelected = !allSelected && contacts.some((contact) => selected.has(contact.id));

  return (
    <div className="plouf-table-wrap">
      <HTMLTable interactive striped className="plouf-contact-table">
        <thead>
          <tr>
            <th className="plouf-col-check">
              <Checkbox
                checked={allSelected}
                indeterminate={someSelected}
                onChange={onToggleAll}
                aria-label={intl.formatMessage({ id: 'adminContacts.list.selectAll' })}
              />
            </th>
            <th><FormattedMessage id="adminContacts.column.date" /></th>
            <th><FormattedMessage id="adminContacts.column.email" /></th>
            <th className="plouf-col-message"><FormattedMessage id="adminContacts.column.message" /></th>
            <th><FormattedMessage id="adminContacts.column.status" /></th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => {
            const to = `${ADMIN_BASE}/contacts/${contact.id}`;
            const classes = [contact.ctcLu ? '' : 'plouf-row-unread', highlighted.has(contact.id) ? 'plouf-row-new' : '']
              .filter(Boolean)
              .join(' ');
            return (
              <LinkRow key={contact.id} to={to} className={classes}>
                <td className="plouf-col-check" onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    checked={selected.has(contact.id)}
                    onChange={() => onToggle(contact.id)}
                    aria-label={intl.formatMessage({ id: 'adminContacts.list.selectRow' }, { email: contact.ctcMail })}
                  />
                </td>
                <td className="plouf-nowrap">{parisDateTime(contact.ctcDatadd)}</td>
                <td className="plouf-col-email">
                  <RowLink to={to}>{contact.ctcMail}</RowLink>
                  {highlighted.has(contact.id) && (
                    <Tag intent="success" round minimal className="plouf-new-tag">
                      <FormattedMessage id="adminContacts.list.new" />
                    </Tag>
                  )}
                </td>
                <td className="plouf-col-message"><span className="plouf-ellipsis">{contact.ctcMessage}</span></td>
                <td>
                  <Tag minimal round intent={contact.ctcLu ? 'none' : 'primary'}>
                    <FormattedMessage id={contact.ctcLu ? 'adminContacts.status.read' : 'adminContacts.status.unread'} />
                  </Tag>
                </td>
              </LinkRow>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
