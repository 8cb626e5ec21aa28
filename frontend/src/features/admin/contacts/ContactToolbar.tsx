import { Tag, type Intent } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveStatus } from '../../../api/live.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
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

/** The list toolbar, with the live indicator. */
export function ContactToolbar({ state, onChange, liveStatus, onRefresh }: ContactToolbarProps) {
  const intl = useIntl();
  const live = LIVE_TAG[liveStatus];
  return (
    <ListToolbar
      state={state}
      onChange={onChange}
      onRefresh={onRefresh}
      searchPlaceholder={intl.formatMessage({ id: 'adminContacts.list.search' })}
      sortFields={CONTACT_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminContacts.sort.${field}` }) }))}
    >
      <Tag round minimal intent={live.intent} icon={liveStatus === 'live' ? 'feed' : 'offline'} className="plouf-live-tag">
        <FormattedMessage id={live.id} />
      </Tag>
    </ListToolbar>
  );
}
