import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CATALOGUE_ROOMS, POOLS } from '../../api/catalogue.ts';
import { useStore } from '../../lib/persistedStore.ts';
import { ListToolbar } from '../../ui/ListToolbar.tsx';
import { MonthPicker } from '../../ui/MonthPicker.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { ListFrame } from '../adminCatalogue/ListFrame.tsx';
import { LiveTag } from '../adminCatalogue/LiveTag.tsx';
import { useCatalogueList } from '../adminCatalogue/useCatalogueList.ts';
import { pickerYears, POOL_SORT_FIELDS, poolListStore, visiblePools } from './poolListState.ts';
import { PoolTable } from './PoolTable.tsx';
import { POOL_LIST } from './usePoolDetail.ts';

/** /profil/administration/piscines: every pool, by month of lessons, searched and sorted; live. */
export default function PoolListPage() {
  const intl = useIntl();
  usePageTitle('adminPools.list.title');
  const [state, setState] = useStore(poolListStore);
  const list = useCatalogueList('adminPools', POOLS, CATALOGUE_ROOMS.pools);
  const rows = useMemo(() => visiblePools(list.rows ?? [], state), [list.rows, state]);
  const years = pickerYears(list.rows ?? [], state.period, new Date());

  return (
    <ListFrame
      feature="adminPools"
      icon="map-marker"
      listPath={POOL_LIST}
      status={list.status}
      total={list.rows?.length}
      shown={rows.length}
      onRetry={list.reload}
      filters={
        <>
          <MonthPicker minYear={years.minYear} maxYear={years.maxYear} value={state.period} onChange={(period) => setState({ period })} />
          <ListToolbar
            state={state}
            onChange={setState}
            onRefresh={list.reload}
            searchPlaceholder={intl.formatMessage({ id: 'adminPools.list.search' })}
            sortFields={POOL_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminPools.sort.${field}` }) }))}
          >
            <LiveTag status={list.liveStatus} />
          </ListToolbar>
        </>
      }
    >
      <PoolTable pools={rows} />
    </ListFrame>
  );
}
