import { Tag } from '@blueprintjs/core';
import { statusColour, statusLabel } from '@plouf/command-api/order-status';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';

/** An order's status in the spec's words and colours (grey for those the spec gives none). */
export function OrderStatusTag({ status, large }: { status: number; large?: boolean }) {
  const { locale } = useLocale();
  return (
    <Tag round size={large ? 'large' : undefined} className="plouf-order-status" style={{ backgroundColor: statusColour(status), color: '#ffffff' }}>
      {statusLabel(status, locale)}
    </Tag>
  );
}
