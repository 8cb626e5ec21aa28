import { ADMIN_CATALOGUE_ROOMS, PAGES } from '../../../api/catalogue.ts';
import { CatalogueListPage } from '../kit/CatalogueListPage.tsx';
import { PAGE_SORT_FIELDS, pageListStore, visiblePages } from './pageListState.ts';
import { PageTable } from './PageTable.tsx';
import { PAGE_LIST } from './usePageDetail.ts';

/** /profil/administration/pages: the site's own pages, searched and sorted; live. */
export default function PageListPage() {
  return (
    <CatalogueListPage
      feature="adminPages"
      icon="document"
      resource={PAGES}
      room={ADMIN_CATALOGUE_ROOMS.pages}
      listPath={PAGE_LIST}
      store={pageListStore}
      sortFields={PAGE_SORT_FIELDS}
      visible={visiblePages}
      table={(pages) => <PageTable pages={pages} />}
    />
  );
}
