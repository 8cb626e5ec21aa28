import { Tag, type Intent } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { LiveStatus } from '../api/live.ts';
import type { MessageId } from '../i18n/catalogues.ts';

const LIVE_TAG: Record<LiveStatus, { intent: Intent; id: MessageId }> = {
  live: { intent: 'success', id: 'live.tag.live' },
  connecting: { intent: 'none', id: 'live.tag.connecting' },
  offline: { intent: 'warning', id: 'live.tag.offline' },
  refused: { intent: 'danger', id: 'live.tag.refused' },
};

/**
 * Whether the screen follows other people's changes right now. The back-office says every state;
 * a family's screen (`quiet`) says only "En direct" and "Hors ligne", and nothing while it connects
 * or where the room is not open to it.
 *
 * @example
 * <LiveTag status={list.liveStatus} />
 * <LiveTag status={week.live} quiet />
 */
export function LiveTag({ status, quiet = false }: { status: LiveStatus; quiet?: boolean }) {
  if (quiet && status !== 'live' && status !== 'offline') return null;
  const live = LIVE_TAG[status];
  return (
    <Tag round minimal intent={live.intent} icon={status === 'live' ? 'feed' : 'offline'} className="plouf-live-tag">
      <FormattedMessage id={live.id} />
    </Tag>
  );
}
