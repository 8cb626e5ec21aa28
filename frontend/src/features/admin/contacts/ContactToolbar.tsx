import { useIntl } from 'react-intl';
import type { LiveStatus } from '../../../api/live.ts';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { CONTACT_SORT_FIELDS, type ContactListState } from './contactListState.ts';

interface ContactToolbarProps {
  state: ContactListState;
  onChange: (patch: Partial<ContactListState>) => void;
  liveStatus: LiveStatus;
  onRefresh: () => void;
}

/** The list toolbar, with the live indicator. */
export function ContactToolbar({ state, onChange, liveStatus, onRefresh }: ContactToolbarProps) {
  const intl = useIntl();
  return (
    <ListToolbar
      state={state}
      onChange={onChange}
      onRefresh={onRefresh}
      searchPlaceholder={intl.formatMessage({ id: 'adminContacts.list.search' })}
      sortFields={CONTACT_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminContacts.sort.${field}` }) }))}
    >
      <LiveTag status={liveStatus} />
    </ListToolbar>
  );
}
