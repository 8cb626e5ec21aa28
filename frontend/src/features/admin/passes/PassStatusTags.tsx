import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { PassView } from '../../../api/catalogue.ts';
import { EnabledTag } from '../kit/EnabledTag.tsx';

/** Whether the pass is on sale, and whether it is a subscription: in its row and on its page. */
export function PassStatusTags({ pass }: { pass: Pick<PassView, 'fftEnable' | 'fftIsAbo' | 'fftGift'> }) {
  return (
    <>
      <EnabledTag enabled={pass.fftEnable} />
      {pass.fftIsAbo && <Tag minimal round intent="primary"><FormattedMessage id="adminPasses.value.subscription" /></Tag>}
      {pass.fftGift && <Tag minimal round intent="success"><FormattedMessage id="adminPasses.value.gift" /></Tag>}
    </>
  );
}
