import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { PoolView } from '../../../api/catalogue.ts';
import { EnabledTag } from '../kit/EnabledTag.tsx';

/** Whether the pool shows on the site, and whether it is for lessons at home: in its row and on its page. */
export function PoolStatusTags({ pool }: { pool: Pick<PoolView, 'psnEnable' | 'psnDomicile'> }) {
  return (
    <>
      <EnabledTag enabled={pool.psnEnable} />
      {pool.psnDomicile && <Tag minimal round intent="primary"><FormattedMessage id="adminPools.status.home" /></Tag>}
    </>
  );
}
