import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CATALOGUE_ROOMS, INSTRUCTORS } from '../../api/catalogue.ts';
import { useStore } from '../../lib/persistedStore.ts';
import { ListToolbar } from '../../ui/ListToolbar.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { ListFrame } from '../adminCatalogue/ListFrame.tsx';
import { LiveTag } from '../adminCatalogue/LiveTag.tsx';
import { useCatalogueList } from '../adminCatalogue/useCatalogueList.ts';
import { MNS_SORT_FIELDS, mnsListStore, visibleMns } from './mnsListState.ts';
import { MnsTable } from './MnsTable.tsx';
import { MNS_LIST } from './useMnsDetail.ts';

/** /profil/administration/mns: every instructor, searched and sorted; live. */
export default function MnsListPage() {
  const intl = useIntl();
  usePageTitle('adminMns.list.title');
  const [state, setState] = useStore(mnsListStore);
  const list = useCatalogueList('adminMns', INSTRUCTORS, CATALOGUE_ROOMS.mns);
  const rows = useMemo(() => visibleMns(list.rows ?? [], state), [list.rows, state]);

  return (
    <ListFrame
      feature="adminMns"
      icon="id-number"
      listPath={MNS_LIST}
      status={list.status}
      total={list.rows?.length}
      shown={rows.length}
      onRetry={list.reload}
      filters={
        <ListToolbar
          state={state}
          onChange={setState}
          onRefresh={list.reload}
          searchPlaceholder={intl.formatMessage({ id: 'adminMns.list.search' })}
          sortFields={MNS_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminMns.sort.${field}` }) }))}
        >
          <LiveTag status={list.liveStatus} />
        </ListToolbar>
      }
    >
      <MnsTable instructors={rows} />
    </ListFrame>
  );
}
