import { Button, HTMLSelect, InputGroup, Tag, Tooltip, type Intent } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveStatus } from '../../api/live.ts';
import type { MessageId } from '../../i18n/catalogues.ts';
import { CONTACT_SORT_FIELDS, type ContactListState } from './contactListState.ts';

const LIVE_TAG: Record<LiveStatus, { intent: Intent; id: MessageId }> = {
  live: { intent: 'success', id: 'adminContacts.live.live' },
  connecting: { intent: 'none', id: 'adminContacts.live.connecting' },
  offline: { intent: 'warning', id: 'adminContacts.live.offline' },
  refused: { intent: 'danger', id: 'adminContacts.live.refused' },
};

interface ContactToolbarProps {
  state: ContactListState;
  onChange: (patch: Partial<ContactListState>) => void;
  liveStatus: LiveStatus;
  onRefresh: () => void;
}

/** Search text, sort field, direction, the live indicator and a manual refresh. */
export function ContactToolbar({ state, onChange, liveStatus, onRefresh }: ContactToolbarProps) {
  const intl = useIntl();
  const live = LIVE_TAG[liveStatus];
  const directionLabel = intl.formatMessage({ id: state.descending ? 'adminContacts.list.descending' : 'adminContacts.list.ascending' });
  return (
    <div className="plouf-toolbar">
      <InputGroup
        className="plouf-toolbar-search"
        type="search"
        leftIcon="search"
        placeholder={intl.formatMessage({ id: 'adminContacts.list.search' })}
        aria-label={intl.formatMessage({ id: 'adminContacts.list.search' })}
        value={state.search}
        onValueChange={(search) => onChange({ search })}
      />
      <div className="plouf-toolbar-group">
        <HTMLSelect
          aria-label={intl.formatMessage({ id: 'adminContacts.list.sortBy' })}
          value={state.sortField}
          onChange={(event) => onChange({ sortField: event.currentTarget.value as ContactListState['sortField'] })}
          options={CONTACT_SORT_FIELDS.map((field) => ({
            value: field,
            label: intl.formatMessage({ id: `adminContacts.sort.${field}` }),
          }))}
        />
        <Tooltip content={directionLabel}>
          <Button
            icon={state.descending ? 'sort-desc' : 'sort-asc'}
            aria-label={directionLabel}
            aria-pressed={state.descending}
            onClick={() => onChange({ descending: !state.descending })}
          />
        </Tooltip>
        <Tooltip content={intl.formatMessage({ id: 'adminContacts.action.refresh' })}>
          <Button icon="refresh" aria-label={intl.formatMessage({ id: 'adminContacts.action.refresh' })} onClick={onRefresh} />
        </Tooltip>
        <Tag round minimal intent={live.intent} icon={liveStatus === 'live' ? 'feed' : 'offline'} className="plouf-live-tag">
          <FormattedMessage id={live.id} />
        </Tag>
      </div>
    </div>
  );
}
