import { Button, NonIdealState } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { listFamilies } from '../../../api/families.ts';
import { useLiveRoom } from '../../../api/live.ts';
import { ADMIN_ROOMS } from '@plouf/command-api/read-models';
import { useAsync } from '../../../lib/useAsync.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { useStore } from '../../../lib/persistedStore.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { FAMILY_PAGE_SIZE, FAMILY_SORT_FIELDS, familyListStore, familyQuery, type FamilyListState } from './familyListState.ts';
import { FamilyTable } from './FamilyTable.tsx';

/** /profil/administration/familles: the families, a page at a time, searched and sorted on the server. */
export default function FamilyListPage() {
  const intl = useIntl();
  const notify = useNotifier();
  usePageTitle('adminFamilies.list.title');
  const [state, setState] = useStore(familyListStore);
  const [offset, setOffset] = useState(0);
  const search = useDebounced(state.search, 300);
  const query = familyQuery(state, search, offset);
  const list = useAsync(() => listFamilies(query, { share: false }), `admin:families:${JSON.stringify(query)}`);
  const page = list.state.data;
  // A sign-up, a new member or a renamed family reloads the page shown.
  useLiveRoom(ADMIN_ROOMS.families, () => list.reload());
  const rows = page?.items ?? [];
  // Another search or order starts again from the first page.
  const change = (patch: Partial<FamilyListState>) => {
    setOffset(0);
    setState(patch);
  };

  useEffect(() => {
    if (list.state.status !== 'error') return;
    const { error } = list.state;
    notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'adminFamilies.error.load' }));
  }, [list.state, notify, intl]);

  return (
    <section className="plouf-page plouf-page--flush">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminFamilies.list.title" /></h1>
        {page && <span className="plouf-muted"><FormattedMessage id="adminFamilies.list.count" values={{ count: page.total }} /></span>}
      </div>
      <ListToolbar
        state={state}
        onChange={change}
        onRefresh={list.reload}
        searchPlaceholder={intl.formatMessage({ id: 'adminFamilies.list.search' })}
        sortFields={FAMILY_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminFamilies.sort.${field}` }) }))}
      />
      {list.state.status === 'loading' && !page && <Loading />}
      {list.state.status === 'error' && !page && (
        <NonIdealState
          icon="error"
          title={<FormattedMessage id="adminFamilies.error.load" />}
          action={<Button icon="refresh" onClick={list.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {page && rows.length === 0 && (
        <NonIdealState icon="people" title={<FormattedMessage id={search.trim() ? 'adminFamilies.empty.search' : 'adminFamilies.empty.none'} />} />
      )}
      {rows.length > 0 && <FamilyTable families={rows} />}
      {page && <Pager offset={offset} limit={FAMILY_PAGE_SIZE} total={page.total} onChange={setOffset} />}
    </section>
  );
}
