import { Callout, HTMLTable, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getRefundPlan, type RefundPlanView } from '../../../api/adminOrders.ts';
import { formatPrice } from '../../../lib/money.ts';

interface RefundChoiceProps {
  orderId: number;
  value: 'full' | 'unused';
  onChange: (value: 'full' | 'unused') => void;
}

/**
 * Before a refund: what each card of the order was used for, and the two amounts the desk may
 * give back (all, or the part not used), as the server computes them now. The cards are taken
 * back either way, and their coming lessons released.
 */
export function RefundChoice({ orderId, value, onChange }: RefundChoiceProps) {
  const intl = useIntl();
  const [plan, setPlan] = useState<RefundPlanView | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    getRefundPlan(orderId).then(
      (loaded) => live && setPlan(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  if (failed) return <Callout intent="danger"><FormattedMessage id="adminOrders.refund.failed" /></Callout>;
  if (!plan) return <Spinner size={20} aria-label={intl.formatMessage({ id: 'adminOrders.refund.loading' })} />;
  const euros = (cents: number) => formatPrice(cents, intl.locale);
  const coming = plan.cards.reduce((sum, card) => sum + card.coming, 0);
  return (
    <div className="plouf-refund-choice">
      <Callout intent="warning" icon="undo" className="plouf-move-help">
        <FormattedMessage id="adminOrders.refund.cards" values={{ count: plan.cards.length, coming }} />
      </Callout>
      {plan.cards.length > 0 && (
        <HTMLTable compact className="plouf-refund-cards">
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="adminOrders.refund.card" /></th>
              <th scope="col"><FormattedMessage id="adminOrders.refund.used" /></th>
              <th scope="col"><FormattedMessage id="adminOrders.refund.unusedValue" /></th>
            </tr>
          </thead>
          <tbody>
            {plan.cards.map((card) => (
              <tr key={card.cardId}>
                <td>{card.libelle} <span className="bp5-text-muted">#{card.cardId}</span></td>
                <td>
                  {card.fftIsAbo ? (
                    <FormattedMessage id="adminOrders.refund.usedSubscription" values={{ taken: card.taken }} />
                  ) : (
                    <FormattedMessage id="adminOrders.refund.usedEntries" values={{ taken: card.taken, entries: card.entries }} />
                  )}
                  {card.coming > 0 && (
                    <>
                      {' · '}
                      <FormattedMessage id="adminOrders.refund.coming" values={{ coming: card.coming }} />
                    </>
                  )}
                </td>
                <td>{euros(card.unused)} / {euros(card.price)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <RadioGroup label={intl.formatMessage({ id: 'adminOrders.refund.amount' })} selectedValue={value} onChange={(event) => onChange(event.currentTarget.value === 'unused' ? 'unused' : 'full')}>
        <Radio value="full" label={intl.formatMessage({ id: 'adminOrders.refund.full' }, { amount: euros(plan.full) })} />
        <Radio value="unused" label={intl.formatMessage({ id: 'adminOrders.refund.unused' }, { amount: euros(plan.unused) })} />
      </RadioGroup>
      {plan.excess > 0 && (
        <p className="bp5-text-muted">
          <FormattedMessage id="adminOrders.refund.excess" values={{ amount: euros(plan.excess) }} />
        </p>
      )}
    </div>
  );
}
