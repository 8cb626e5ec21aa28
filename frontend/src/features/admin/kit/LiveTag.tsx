import { Tag, type Intent } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { LiveStatus } from '../../../api/live.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';

const LIVE_TAG: Record<LiveStatus, { intent: Intent; id: MessageId }> = {
  live: { intent: 'success', id: 'adminCatalogue.live.live' },
  connecting: { intent: 'none', id: 'adminCatalogue.live.connecting' },
  offline: { intent: 'warning', id: 'adminCatalogue.live.offline' },
  refused: { intent: 'danger', id: 'adminCatalogue.live.refused' },
};

/** Whether the list follows other admins' saves right now. */
export function LiveTag({ status }: { status: LiveStatus }) {
  const live = LIVE_TAG[status];
  return (
    <Tag round minimal intent={live.intent} icon={status === 'live' ? 'feed' : 'offline'} className="plouf-live-tag">
      <FormattedMessage id={live.id} />
    </Tag>
  );
}
