import { Callout } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { ACTIVITIES, ADMIN_CATALOGUE_ROOMS } from '../../../api/catalogue.ts';
import { useStore } from '../../../lib/persistedStore.ts';
import { ListFrame } from '../kit/ListFrame.tsx';
import { useCatalogueList } from '../kit/useCatalogueList.ts';
import { ActivityGroupTable } from './ActivityGroupTable.tsx';
import { ACTIVITY_SORT_FIELDS, activityGroups, activityListStore, canReorder } from './activityListState.ts';
import { ACTIVITY_LIST } from './useActivityDetail.ts';
import { useActivityOrder } from './useActivityOrder.ts';

/** /profil/administration/activites: children's and adults' activities, reordered in place; live. */
export default function ActivityListPage() {
  const [state, setState] = useStore(activityListStore);
  const list = useCatalogueList('adminActivities', ACTIVITIES, ADMIN_CATALOGUE_ROOMS.activities);
  const order = useActivityOrder(list.rows, list.reload);
  const groups = activityGroups(list.rows ?? [], state, order.pending);
  const reorder = canReorder(state);

  return (
    <ListFrame
      feature="adminActivities"
      icon="heart"
      listPath={ACTIVITY_LIST}
      list={list}
      state={state}
      onChange={setState}
      sortFields={ACTIVITY_SORT_FIELDS}
      shown={groups.children.length + groups.adults.length}
      afterToolbar={
        !reorder && (list.rows?.length ?? 0) > 1 && (
          <Callout compact icon="info-sign" className="plouf-gap"><FormattedMessage id="adminActivities.list.reorderHint" /></Callout>
        )
      }
    >
      <ActivityGroupTable titleId="adminActivities.group.children" activities={groups.children} reorder={reorder} onMove={order.move} />
      <ActivityGroupTable titleId="adminActivities.group.adults" activities={groups.adults} reorder={reorder} onMove={order.move} />
      <span className="plouf-sr-only" aria-live="polite">{order.announce}</span>
    </ListFrame>
  );
}
