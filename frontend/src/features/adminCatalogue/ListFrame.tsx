import { Button, NonIdealState, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { LoadStatus } from '../../api/catalogueCache.ts';
import { Loading } from '../../ui/Loading.tsx';
import { featureMessage, type CatalogueFeature } from './catalogueFeature.ts';

interface ListFrameProps {
  feature: CatalogueFeature;
  icon: IconName;
  /** Where "Nouveau" leads: the detail page with id -1 (spec §2). */
  listPath: string;
  status: LoadStatus;
  /** Every row loaded, and those the search and filters keep. */
  total: number | undefined;
  shown: number;
  onRetry: () => void;
  /** The month picker, the toolbar. */
  filters: ReactNode;
  /** The table, shown when some rows are kept. */
  children: ReactNode;
}

/** A catalogue list page: title and count, "Nouveau", filters, then the table or why there is none. */
export function ListFrame({ feature, icon, listPath, status, total, shown, onRetry, filters, children }: ListFrameProps) {
  const navigate = useNavigate();
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
      {filters}
      {status === 'loading' && !loaded && <Loading />}
      {status === 'error' && !loaded && (
        <NonIdealState
          icon="error"
          title={<FormattedMessage id={featureMessage(feature, 'error.load')} />}
          action={<Button icon="refresh" onClick={onRetry}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {loaded && shown === 0 && (
        <NonIdealState icon={icon} title={<FormattedMessage id={featureMessage(feature, total === 0 ? 'empty.none' : 'empty.search')} />} />
      )}
      {loaded && shown > 0 && children}
    </section>
  );
}
