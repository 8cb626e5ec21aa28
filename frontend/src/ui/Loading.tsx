import { Spinner, SpinnerSize } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

/** The shared loading spinner. */
export function Loading({ size = SpinnerSize.STANDARD }: { size?: number }) {
  const intl = useIntl();
  return (
    <div className="plouf-loading" role="status" aria-live="polite">
      <Spinner size={size} aria-label={intl.formatMessage({ id: 'common.status.loading' })} />
    </div>
  );
}
