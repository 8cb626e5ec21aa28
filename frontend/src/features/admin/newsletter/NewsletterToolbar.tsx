import { useIntl } from 'react-intl';
import type { LiveStatus } from '../../../api/live.ts';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { NEWSLETTER_SORT_FIELDS, type NewsletterListState } from './newsletterListState.ts';

interface NewsletterToolbarProps {
  state: NewsletterListState;
  onChange: (patch: Partial<NewsletterListState>) => void;
  liveStatus: LiveStatus;
  onRefresh: () => void;
}

/** The list toolbar (search, sort, direction, refresh), with the live indicator. */
export function NewsletterToolbar({ state, onChange, liveStatus, onRefresh }: NewsletterToolbarProps) {
  const intl = useIntl();
  return (
    <ListToolbar
      state={state}
      onChange={onChange}
      onRefresh={onRefresh}
      searchPlaceholder={intl.formatMessage({ id: 'adminNewsletter.list.search' })}
      sortFields={NEWSLETTER_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminNewsletter.sort.${field}` }) }))}
    >
      <LiveTag status={liveStatus} />
    </ListToolbar>
  );
}
