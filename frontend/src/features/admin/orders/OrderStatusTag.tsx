import { Tag } from '@blueprintjs/core';
import { PLAN_UNDER_WAY_LABEL, statusColour, statusLabel } from '@plouf/command-api/order-status';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';

/** An order's status in the spec's words and colours (grey for those the spec gives none); a plan under way says so (issue 43). */
export function OrderStatusTag({ status, large, planUnderWay = false }: { status: number; large?: boolean; planUnderWay?: boolean }) {
  const { locale } = useLocale();
  return (
    <Tag round size={large ? 'large' : undefined} className="plouf-order-status" style={{ backgroundColor: statusColour(status), color: '#ffffff' }}>
      {planUnderWay ? PLAN_UNDER_WAY_LABEL[locale] : statusLabel(status, locale)}
    </Tag>
  );
}
