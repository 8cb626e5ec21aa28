import { ADMIN_CATALOGUE_ROOMS, PASSES } from '../../../api/catalogue.ts';
import { CatalogueListPage } from '../kit/CatalogueListPage.tsx';
import { PASS_SORT_FIELDS, passListStore, visiblePasses } from './passListState.ts';
import { PassTable } from './PassTable.tsx';
import { PASS_LIST } from './usePassDetail.ts';

/** /profil/administration/forfaits ("Tarifs"): every pass, searched and sorted; live. */
export default function PassListPage() {
  return (
    <CatalogueListPage
      feature="adminPasses"
      icon="euro"
      resource={PASSES}
      room={ADMIN_CATALOGUE_ROOMS.passes}
      listPath={PASS_LIST}
      store={passListStore}
      sortFields={PASS_SORT_FIELDS}
      visible={visiblePasses}
      table={(passes) => <PassTable passes={passes} />}
    />
  );
}
