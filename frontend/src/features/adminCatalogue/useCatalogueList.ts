import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { CatalogueResource } from '../../api/catalogue.ts';
import { useCachedList } from '../../api/catalogueCache.ts';
import { useLiveRoom } from '../../api/live.ts';
import { useNotifier } from '../../ui/Notifier.tsx';
import { featureMessage, type CatalogueFeature } from './catalogueFeature.ts';

/**
 * A catalogue list for the back-office: the shared cached list (reloaded when another admin
 * saves), the live room's status for the indicator, and the spec's load error told once.
 */
export function useCatalogueList<View extends { id: number }, Input>(feature: CatalogueFeature, resource: CatalogueResource<View, Input>, room: string) {
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
