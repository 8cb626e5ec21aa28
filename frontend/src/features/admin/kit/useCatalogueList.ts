import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { CatalogueResource } from '../../../api/catalogue.ts';
import { useCachedList, type LoadStatus } from '../../../api/catalogueCache.ts';
import { useLiveRoom, type LiveStatus } from '../../../api/live.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { featureMessage, type CatalogueFeature } from './catalogueFeature.ts';

export interface CatalogueList<View> {
  /** Every row, once loaded. */
  rows: View[] | undefined;
  status: LoadStatus;
  reload: () => void;
  /** Whether other admins' saves reach this list right now. */
  liveStatus: LiveStatus;
}

/**
 * A catalogue list for the back-office: the shared cached list (reloaded when another admin
 * saves), the live room's status for the indicator, and the spec's load error told once.
 */
export function useCatalogueList<View extends { id: number }, Input>(feature: CatalogueFeature, resource: CatalogueResource<View, Input>, room: string): CatalogueList<View> {
  const intl = useIntl();
  const notify = useNotifier();
  const list = useCachedList(resource, room);
  // The cache already reloads on notices; this listener only reads the room's status.
  const liveStatus = useLiveRoom(room, () => undefined);

  useEffect(() => {
    if (list.status === 'error') notify.error(intl.formatMessage({ id: featureMessage(feature, 'error.load') }));
  }, [list.status, feature, intl, notify]);

  return { rows: list.data, status: list.status, reload: () => void list.reload(), liveStatus };
}
