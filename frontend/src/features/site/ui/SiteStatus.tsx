import { Button, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { LoadStatus } from '../../../api/catalogueCache.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { Loading } from '../../../ui/Loading.tsx';

/**
 * What a public page shows while its content is not there: the spinner, the site's 404 for an
 * unknown address, or the failure with a retry.
 */
export function SiteStatus({ status, notFound = false, onRetry }: { status: LoadStatus; notFound?: boolean; onRetry: () => void }) {
  if (notFound) return <NotFoundPage />;
  if (status === 'loading') return <Loading />;
  return (
    <section className="plouf-page">
      <NonIdealState
        icon="offline"
        title={<FormattedMessage id="site.status.failedTitle" />}
        description={<FormattedMessage id="site.status.failedBody" />}
        action={<Button intent="primary" icon="refresh" onClick={onRetry}><FormattedMessage id="common.action.retry" /></Button>}
      />
    </section>
  );
}
