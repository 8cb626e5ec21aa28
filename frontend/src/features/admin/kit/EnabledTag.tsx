import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';

/** Shown on the public site or not (a pool's `psnEnable`, a pass's `fftEnable`). */
export function EnabledTag({ enabled }: { enabled: boolean }) {
  return (
    <Tag minimal round intent={enabled ? 'success' : 'none'}>
      <FormattedMessage id={enabled ? 'adminCatalogue.field.enabled' : 'adminCatalogue.field.disabled'} />
    </Tag>
  );
}
