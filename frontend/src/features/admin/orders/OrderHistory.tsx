import { Button, Card, Collapse, NonIdealState, Tag } from '@blueprintjs/core';
import { statusLabel } from '@plouf/command-api/order-status';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getOrderHistory, type OrderHistoryEntry, type OrderView } from '../../../api/adminOrders.ts';
import { getUser } from '../../../api/users.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { formatPrice } from '../../../lib/money.ts';
import { fullName } from '../../../lib/people.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { describeEntry, type HistoryWords } from './historyEntry.ts';
import { OrderStatusTag } from './OrderStatusTag.tsx';
import { known, PAYMENT_STATUS_MESSAGES } from './paymentWords.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { shownName } from '../../../lib/erased.ts';

/**
 * The order's stream for auditors: each event in order, when and by whom, what it recorded (in
 * words, and raw), and the order as it stood just after. Read again whenever the order changes.
 */
export function OrderHistory({ order, revision }: { order: OrderView; revision: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const notify = useNotifier();
  const errorText = useServerError();
  const history = useAsync(() => getOrderHistory(order.id), `order-history:${order.id}:${revision}`);
  const words = useMemo<HistoryWords>(
    () => ({
      language: locale,
      message: (id, values) => intl.formatMessage({ id }, values),
      money: (cents) => formatPrice(cents, intl.locale),
      status: (status) => statusLabel(status, locale),
    }),
    [intl, locale],
  );
  useEffect(() => {
    if (history.state.status === 'error') notify.error(errorText(history.state.error, 'adminOrders.error.history'));
  }, [history.state, notify, errorText]);

  const entries = history.state.data;
  // The people who acted, other than the buyer (the order already names them): by name for the auditor.
  const actorIds = [...new Set((entries ?? []).map((entry) => entry.by).filter((by): by is number => by !== null && by !== order.buyer.userId))].sort((a, b) => a - b);
  const actors = useAsync(() => actorNames(actorIds), `order-actors:${actorIds.join(',')}`);
  if (!entries) {
    if (history.state.status === 'loading') return <Loading />;
    return (
      <NonIdealState
        icon="error"
        title={<FormattedMessage id="adminOrders.error.history" />}
        action={<Button icon="refresh" onClick={history.reload}><FormattedMessage id="common.action.retry" /></Button>}
      />
    );
  }
  const who = (by: number | null) => {
    if (by === null) return intl.formatMessage({ id: 'adminOrders.history.bySystem' });
    if (by === order.buyer.userId) return intl.formatMessage({ id: 'adminOrders.history.byBuyer' }, { name: shownName(order.buyer.name, intl), id: by });
    const name = actors.state.data?.get(by);
    return name ? intl.formatMessage({ id: 'adminOrders.history.byNamed' }, { name: shownName(name, intl), id: by }) : intl.formatMessage({ id: 'adminOrders.history.byUser' }, { id: by });
  };

  return (
    <Card elevation={1} className="plouf-form-card">
      {/* The tab's name as the panel's h2, for screen readers: its events are h3 under the page's h1 (axe's heading-order). */}
      <h2 className="plouf-sr-only"><FormattedMessage id="adminOrders.detail.tabHistory" /></h2>
      <p className="plouf-muted"><FormattedMessage id="adminOrders.history.intro" /></p>
      {entries.length === 0 ? (
        <p className="plouf-muted"><FormattedMessage id="adminOrders.history.empty" /></p>
      ) : (
        <ol className="plouf-timeline">
          {entries.map((entry) => (
            <HistoryItem key={`${entry.revision}-${entry.position}`} entry={entry} words={words} who={who(entry.by)} />
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Each user's name; one that cannot be read (deleted, refused) is left to its number. */
async function actorNames(ids: readonly number[]): Promise<Map<number, string>> {
  const users = await Promise.all(ids.map((id) => getUser(id).catch(() => null)));
  return new Map(users.flatMap((user, index) => (user && fullName(user) ? [[ids[index]!, fullName(user)] as const] : [])));
}

function HistoryItem({ entry, words, who }: { entry: OrderHistoryEntry; words: HistoryWords; who: string }) {
  const intl = useIntl();
  const [raw, setRaw] = useState(false);
  const description = describeEntry(entry, words);
  const state = entry.state;
  const paymentStatus = (status: string) => {
    const id = known(PAYMENT_STATUS_MESSAGES, status);
    return id ? intl.formatMessage({ id }) : status;
  };
  return (
    <li className={`plouf-timeline-item${entry.streamId.startsWith('cards-') ? ' plouf-timeline-item--card' : ''}`} data-event-type={entry.type}>
      <div className="plouf-timeline-head">
        <h3 className="plouf-timeline-title">
          {description.title}
          {entry.streamId.startsWith('cards-') && <Tag minimal round className="plouf-timeline-stream">{intl.formatMessage({ id: 'adminOrders.history.cardsStream' })}</Tag>}
          {description.change && <span className="plouf-timeline-change"> · {description.change}</span>}
        </h3>
        <time dateTime={entry.at} className="plouf-nowrap">{parisDateTime(entry.at)}</time>
      </div>
      <dl className="plouf-facts">
        <div>
          <dt><FormattedMessage id="adminOrders.history.by" /></dt>
          <dd>{who}</dd>
        </div>
        {entry.correlationId && (
          <div>
            {/* The request's X-Request-Id, the reqId of its line in the server's log. */}
            <dt><FormattedMessage id="adminOrders.history.request" /></dt>
            <dd className="plouf-code plouf-break">{entry.correlationId}</dd>
          </div>
        )}
        {description.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd className="plouf-break">{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt><FormattedMessage id="adminOrders.history.after" /></dt>
          <dd className="plouf-timeline-state">
            {state.cmdStatus > 0 && <OrderStatusTag status={state.cmdStatus} />}
            <Tag minimal round><FormattedMessage id="adminOrders.history.total" values={{ amount: formatPrice(state.cmdTotal, intl.locale) }} /></Tag>
            <Tag minimal round intent={state.paid > 0 ? 'success' : 'none'}>
              <FormattedMessage id="adminOrders.history.paid" values={{ amount: formatPrice(state.paid, intl.locale) }} />
            </Tag>
            <Tag minimal round intent={state.refunded > 0 ? 'warning' : 'none'}>
              <FormattedMessage id="adminOrders.history.refunded" values={{ amount: formatPrice(state.refunded, intl.locale) }} />
            </Tag>
            {state.overpaid > 0 && (
              <Tag minimal round intent="danger">
                <FormattedMessage id="adminOrders.history.overpaid" values={{ amount: formatPrice(state.overpaid, intl.locale) }} />
              </Tag>
            )}
          </dd>
        </div>
        {state.payments.length > 0 && (
          <div>
            <dt><FormattedMessage id="adminOrders.payments.title" /></dt>
            <dd>
              <ul className="plouf-timeline-payments">
                {state.payments.map((payment) => (
                  <li key={payment.paymentId}>
                    <span className="plouf-code">{payment.paymentId}</span> · {paymentStatus(payment.status)} · {formatPrice(payment.amount, intl.locale)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <div className="plouf-timeline-foot">
        <span className="plouf-muted plouf-code">
          <FormattedMessage id="adminOrders.history.revision" values={{ id: entry.revision }} />
          {' · '}
          <FormattedMessage id="adminOrders.history.position" values={{ id: entry.position }} />
        </span>
        <Button variant="minimal" size="small" icon="code" aria-expanded={raw} onClick={() => setRaw((shown) => !shown)}>
          <FormattedMessage id={raw ? 'adminOrders.history.hideRaw' : 'adminOrders.history.showRaw'} />
        </Button>
      </div>
      <Collapse isOpen={raw}>
        <pre className="plouf-raw-json">{JSON.stringify({ type: entry.type, data: entry.data, state: entry.state }, null, 2)}</pre>
      </Collapse>
    </li>
  );
}
