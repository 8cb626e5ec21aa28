import { ADMIN_CATALOGUE_ROOMS, POOLS } from '../../../api/catalogue.ts';
import { MonthPicker } from '../../../ui/MonthPicker.tsx';
import { CatalogueListPage } from '../kit/CatalogueListPage.tsx';
import { pickerYears, POOL_SORT_FIELDS, poolListStore, visiblePools } from './poolListState.ts';
import { PoolTable } from './PoolTable.tsx';
import { POOL_LIST } from './usePoolDetail.ts';

/** /profil/administration/piscines: every pool, by month of lessons, searched and sorted; live. */
export default function PoolListPage() {
  return (
    <CatalogueListPage
      feature="adminPools"
      icon="map-marker"
      resource={POOLS}
      room={ADMIN_CATALOGUE_ROOMS.pools}
      listPath={POOL_LIST}
      store={poolListStore}
      sortFields={POOL_SORT_FIELDS}
      visible={visiblePools}
      table={(pools) => <PoolTable pools={pools} />}
      filters={(pools, state, setState) => {
        const years = pickerYears(pools, state.period, new Date());
        return <MonthPicker minYear={years.minYear} maxYear={years.maxYear} value={state.period} onChange={(period) => setState({ period })} />;
      }}
    />
  );
}
