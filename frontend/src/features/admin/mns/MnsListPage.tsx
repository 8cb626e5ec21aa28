import { ADMIN_CATALOGUE_ROOMS, INSTRUCTORS } from '../../../api/catalogue.ts';
import { CatalogueListPage } from '../kit/CatalogueListPage.tsx';
import { MNS_SORT_FIELDS, mnsListStore, visibleMns } from './mnsListState.ts';
import { MnsTable } from './MnsTable.tsx';
import { MNS_LIST } from './useMnsDetail.ts';

/** /profil/administration/mns: every instructor, searched and sorted; live. */
export default function MnsListPage() {
  return (
    <CatalogueListPage
      feature="adminMns"
      icon="id-number"
      resource={INSTRUCTORS}
      room={ADMIN_CATALOGUE_ROOMS.mns}
      listPath={MNS_LIST}
      store={mnsListStore}
      sortFields={MNS_SORT_FIELDS}
      visible={visibleMns}
      table={(instructors) => <MnsTable instructors={instructors} />}
    />
  );
}
