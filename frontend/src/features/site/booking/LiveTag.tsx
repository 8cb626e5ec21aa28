import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { LiveStatus } from '../../../api/live.ts';

/** "En direct" while the page's room is joined, "Hors ligne" while the connection is down. */
export function LiveTag({ live }: { live: LiveStatus }) {
  if (live !== 'live' && live !== 'offline') return null;
  return (
    <Tag round minimal intent={live === 'live' ? 'success' : 'warning'} icon={live === 'live' ? 'feed' : 'offline'}>
      <FormattedMessage id={live === 'live' ? 'booking.live.live' : 'booking.live.offline'} />
    </Tag>
  );
}
