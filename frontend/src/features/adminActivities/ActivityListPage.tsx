import { Callout } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACTIVITIES, CATALOGUE_ROOMS } from '../../api/catalogue.ts';
import { useStore } from '../../lib/persistedStore.ts';
import { ListToolbar } from '../../ui/ListToolbar.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { ListFrame } from '../adminCatalogue/ListFrame.tsx';
import { LiveTag } from '../adminCatalogue/LiveTag.tsx';
import { useCatalogueList } from '../adminCatalogue/useCatalogueList.ts';
import { ActivityGroupTable } from './ActivityGroupTable.tsx';
import { ACTIVITY_SORT_FIELDS, activityGroups, activityListStore, canReorder } from './activityListState.ts';
import { ACTIVITY_LIST } from './useActivityDetail.ts';
import { useActivityOrder } from './useActivityOrder.ts';

/** /profil/administration/activites: children's and adults' activities, reordered in place; live. */
export default function ActivityListPage() {
  const intl = useIntl();
  usePageTitle('adminActivities.list.title');
  const [state, setState] = useStore(activityListStore);
  const list = useCatalogueList('adminActivities', ACTIVITIES, CATALOGUE_ROOMS.activities);
  const order = useActivityOrder(list.rows, list.reload);
  const groups = activityGroups(list.rows ?? [], state, order.pending);
  const reorder = canReorder(state);

  return (
    <ListFrame
      feature="adminActivities"
      icon="heart"
      listPath={ACTIVITY_LIST}
      status={list.status}
      total={list.rows?.length}
      shown={groups.children.length + groups.adults.length}
      onRetry={list.reload}
      filters={
        <>
          <ListToolbar
            state={state}
            onChange={setState}
            onRefresh={list.reload}
            searchPlaceholder={intl.formatMessage({ id: 'adminActivities.list.search' })}
            sortFields={ACTIVITY_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminActivities.sort.${field}` }) }))}
          >
            <LiveTag status={list.liveStatus} />
          </ListToolbar>
          {!reorder && (list.rows?.length ?? 0) > 1 && (
            <Callout compact icon="info-sign" className="plouf-gap"><FormattedMessage id="adminActivities.list.reorderHint" /></Callout>
          )}
        </>
      }
    >
      <ActivityGroupTable titleId="adminActivities.group.children" activities={groups.children} reorder={reorder} onMove={order.move} />
      <ActivityGroupTable titleId="adminActivities.group.adults" activities={groups.adults} reorder={reorder} onMove={order.move} />
      <span className="plouf-sr-only" aria-live="polite">{order.announce}</span>
    </ListFrame>
  );
}
