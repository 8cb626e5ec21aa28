import { Button, type IconName } from '@blueprintjs/core';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ListState } from '../../../lib/listState.ts';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { featureMessage, sortMessage, type CatalogueFeature, type SortField } from './catalogueFeature.ts';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import type { CatalogueList } from './useCatalogueList.ts';

interface ListFrameProps<Feature extends CatalogueFeature> {
  feature: Feature;
  icon: IconName;
  /** Where "Nouveau" leads: the detail page with id -1 (spec §2). */
  listPath: string;
  list: CatalogueList<unknown>;
  /** The search, sort field and direction the toolbar shows and changes. */
  state: ListState<SortField<Feature>>;
  onChange: (patch: Partial<ListState<SortField<Feature>>>) => void;
  sortFields: readonly SortField<Feature>[];
  /** The rows the search and filters keep. */
  shown: number;
  /** Above the toolbar: the pools' month picker. */
  beforeToolbar?: ReactNode;
  /** Below the toolbar: the activities' reorder hint. */
  afterToolbar?: ReactNode;
  /** The table, shown when some rows are kept. */
  children: ReactNode;
}

/** A catalogue list page: title and count, "Nouveau", filters and toolbar, then the table or why there is none. */
export function ListFrame<Feature extends CatalogueFeature>(props: ListFrameProps<Feature>) {
  const { feature, icon, listPath, list, state, onChange, sortFields, shown, beforeToolbar, afterToolbar, children } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  usePageTitle(featureMessage(feature, 'list.title'));
  const total = list.rows?.length;
  const loaded = total !== undefined;
  return (
    <section className="plouf-page plouf-page--flush">
      <div className="plouf-page-head plouf-catalogue-head">
        <h1 className="plouf-page-title"><FormattedMessage id={featureMessage(feature, 'list.title')} /></h1>
        {loaded && (
          <span className="plouf-muted">
            <FormattedMessage id={featureMessage(feature, 'list.count')} values={{ count: total }} />
            {shown !== total && <> <FormattedMessage id="adminCatalogue.list.shown" values={{ count: shown }} /></>}
          </span>
        )}
        <Button intent="primary" icon="plus" className="plouf-catalogue-new" onClick={() => navigate(`${listPath}/-1`)}>
          <FormattedMessage id={featureMessage(feature, 'list.new')} />
        </Button>
      </div>
      {beforeToolbar}
      <ListToolbar
        state={state}
        onChange={onChange}
        onRefresh={list.reload}
        searchPlaceholder={intl.formatMessage({ id: featureMessage(feature, 'list.search') })}
        sortFields={sortFields.map((field) => ({ value: field, label: intl.formatMessage({ id: sortMessage<Feature>(feature, field) }) }))}
      >
        <LiveTag status={list.liveStatus} />
      </ListToolbar>
      {afterToolbar}
      {list.status === 'loading' && !loaded && <Loading />}
      {list.status === 'error' && !loaded && (
        <EmptyState
          icon="error"
          title={<FormattedMessage id={featureMessage(feature, 'error.load')} />}
          action={<Button icon="refresh" onClick={list.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {loaded && shown === 0 && (
        <EmptyState icon={icon} title={<FormattedMessage id={featureMessage(feature, total === 0 ? 'empty.none' : 'empty.search')} />} />
      )}
      {loaded && shown > 0 && children}
    </section>
  );
}
