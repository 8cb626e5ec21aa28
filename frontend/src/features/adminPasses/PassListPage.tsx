import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CATALOGUE_ROOMS, PASSES } from '../../api/catalogue.ts';
import { useStore } from '../../lib/persistedStore.ts';
import { ListToolbar } from '../../ui/ListToolbar.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { ListFrame } from '../adminCatalogue/ListFrame.tsx';
import { LiveTag } from '../adminCatalogue/LiveTag.tsx';
import { useCatalogueList } from '../adminCatalogue/useCatalogueList.ts';
import { PASS_SORT_FIELDS, passListStore, visiblePasses } from './passListState.ts';
import { PassTable } from './PassTable.tsx';
import { PASS_LIST } from './usePassDetail.ts';

/** /profil/administration/forfaits ("Tarifs"): every pass, searched and sorted; live. */
export default function PassListPage() {
  const intl = useIntl();
  usePageTitle('adminPasses.list.title');
  const [state, setState] = useStore(passListStore);
  const list = useCatalogueList('adminPasses', PASSES, CATALOGUE_ROOMS.passes);
  const rows = useMemo(() => visiblePasses(list.rows ?? [], state), [list.rows, state]);

  return (
    <ListFrame
      feature="adminPasses"
      icon="euro"
      listPath={PASS_LIST}
      status={list.status}
      total={list.rows?.length}
      shown={rows.length}
      onRetry={list.reload}
      filters={
        <ListToolbar
          state={state}
          onChange={setState}
          onRefresh={list.reload}
          searchPlaceholder={intl.formatMessage({ id: 'adminPasses.list.search' })}
          sortFields={PASS_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminPasses.sort.${field}` }) }))}
        >
          <LiveTag status={list.liveStatus} />
        </ListToolbar>
      }
    >
      <PassTable passes={rows} />
    </ListFrame>
  );
}
