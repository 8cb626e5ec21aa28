import { Button, NonIdealState } from '@blueprintjs/core';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { listFamilies } from '../../../api/families.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useStore } from '../../../lib/persistedStore.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { FAMILY_SORT_FIELDS, familyListStore, visibleFamilies } from './familyListState.ts';
import { FamilyTable } from './FamilyTable.tsx';

/** /profil/administration/familles: every family, searched and sorted in the browser. */
export default function FamilyListPage() {
  const intl = useIntl();
  const notify = useNotifier();
  usePageTitle('adminFamilies.list.title');
  const [state, setState] = useStore(familyListStore);
  const list = useAsync(() => listFamilies({ share: false }), 'admin:families');
  const families = list.state.data;
  const rows = useMemo(() => visibleFamilies(families ?? [], state), [families, state]);

  useEffect(() => {
    if (list.state.status !== 'error') return;
    const { error } = list.state;
    notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'adminFamilies.error.load' }));
  }, [list.state, notify, intl]);

  return (
    <section className="plouf-page plouf-page--flush">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminFamilies.list.title" /></h1>
        {families && <span className="plouf-muted"><FormattedMessage id="adminFamilies.list.count" values={{ count: families.length }} /></span>}
      </div>
      <ListToolbar
        state={state}
        onChange={setState}
        onRefresh={list.reload}
        searchPlaceholder={intl.formatMessage({ id: 'adminFamilies.list.search' })}
        sortFields={FAMILY_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminFamilies.sort.${field}` }) }))}
      />
      {list.state.status === 'loading' && !families && <Loading />}
      {list.state.status === 'error' && !families && (
        <NonIdealState
          icon="error"
          title={<FormattedMessage id="adminFamilies.error.load" />}
          action={<Button icon="refresh" onClick={list.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {families && rows.length === 0 && (
        <NonIdealState icon="people" title={<FormattedMessage id={families.length === 0 ? 'adminFamilies.empty.none' : 'adminFamilies.empty.search'} />} />
      )}
      {rows.length > 0 && <FamilyTable families={rows} />}
    </section>
  );
}
