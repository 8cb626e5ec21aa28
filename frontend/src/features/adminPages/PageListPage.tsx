import { Button, NonIdealState } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CATALOGUE_ROOMS, PAGES } from '../../api/catalogue.ts';
import { useCachedList } from '../../api/catalogueCache.ts';
import { useStore } from '../../lib/persistedStore.ts';
import { ListToolbar } from '../../ui/ListToolbar.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { ADMIN_BASE } from '../admin/sections.ts';
import { PAGE_SORT_FIELDS, pageListStore, visiblePages } from './pageListState.ts';
import { PageTable } from './PageTable.tsx';
import { useLoadErrorNotice } from './useLoadErrorNotice.ts';

/** /profil/administration/pages: the site's own pages, kept up to date live. */
export default function PageListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  usePageTitle('adminPages.list.title');
  const [state, setState] = useStore(pageListStore);
  const list = useCachedList(PAGES, CATALOGUE_ROOMS.pages);
  const pages = list.data;
  const rows = useMemo(() => visiblePages(pages ?? [], state), [pages, state]);
  useLoadErrorNotice(list.status === 'error' ? list.error : undefined, 'adminPages.error.load');

  return (
    <section className="plouf-page plouf-page--flush">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminPages.list.title" /></h1>
        {pages && <span className="plouf-muted"><FormattedMessage id="adminPages.list.count" values={{ count: pages.length }} /></span>}
        <Button className="plouf-head-action" intent="primary" icon="plus" onClick={() => navigate(`${ADMIN_BASE}/pages/-1`)}>
          <FormattedMessage id="adminPages.list.new" />
        </Button>
      </div>
      <ListToolbar
        state={state}
        onChange={setState}
        onRefresh={() => void list.reload()}
        searchPlaceholder={intl.formatMessage({ id: 'adminPages.list.search' })}
        sortFields={PAGE_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminPages.sort.${field}` }) }))}
      />
      {list.status === 'loading' && !pages && <Loading />}
      {list.status === 'error' && !pages && (
        <NonIdealState
          icon="error"
          title={<FormattedMessage id="adminPages.error.load" />}
          action={<Button icon="refresh" onClick={() => void list.reload()}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {pages && rows.length === 0 && (
        <NonIdealState icon="document" title={<FormattedMessage id={pages.length === 0 ? 'adminPages.empty.none' : 'adminPages.empty.search'} />} />
      )}
      {rows.length > 0 && <PageTable pages={rows} />}
    </section>
  );
}
