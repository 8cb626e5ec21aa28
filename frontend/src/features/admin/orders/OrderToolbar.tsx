import { HTMLSelect } from '@blueprintjs/core';
import { ORDER_STATUS, STATUS_LABELS } from '@plouf/command-api/order-status';
import { useIntl } from 'react-intl';
import type { LiveStatus } from '../../../api/live.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { ORDER_SORT_FIELDS, type OrderListState } from './orderListState.ts';

interface OrderToolbarProps {
  state: OrderListState;
  onChange: (patch: Partial<OrderListState>) => void;
  liveStatus: LiveStatus;
  onRefresh: () => void;
}

/** The list toolbar with the status filter and the live indicator. */
export function OrderToolbar({ state, onChange, liveStatus, onRefresh }: OrderToolbarProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const statuses = Object.entries(ORDER_STATUS).map(([name, value]) => ({ value, label: STATUS_LABELS[name as keyof typeof STATUS_LABELS][locale] }));
  return (
    <div className="plouf-order-toolbar">
      <ListToolbar
        state={state}
        onChange={onChange}
        onRefresh={onRefresh}
        searchPlaceholder={intl.formatMessage({ id: 'adminOrders.list.search' })}
        sortFields={ORDER_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminOrders.sort.${field}` }) }))}
      >
        <HTMLSelect
          className="plouf-order-status-filter"
          aria-label={intl.formatMessage({ id: 'adminOrders.filter.status' })}
          value={state.status ?? ''}
          onChange={(event) => onChange({ status: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
          options={[{ value: '', label: intl.formatMessage({ id: 'adminOrders.filter.allStatuses' }) }, ...statuses]}
        />
        <LiveTag status={liveStatus} />
      </ListToolbar>
    </div>
  );
}
