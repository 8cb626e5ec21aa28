import { Tag } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { orderGiftCards } from '../../../api/commerce.ts';
import { formatPrice } from '../../../lib/money.ts';
import { useAsync } from '../../../lib/useAsync.ts';

/**
 * The gift cards a paid order bought (issue 43): each code with its value and what it has left, to
 * give or to spend. Read from the cards' own streams once the order is paid; while they are being
 * issued (the instant after payment) the list is empty and the mail brings them too.
 */
export function OrderGiftCards({ orderId, version }: { orderId: number; version: string }) {
  const intl = useIntl();
  const { state, reload } = useAsync(() => orderGiftCards(orderId), `gift-cards:${orderId}:${version}`);
  const cards = state.data?.cards ?? [];
  // Issued by the order's process an instant after the payment: read again a few times until they are there.
  const tries = useRef(0);
  const waiting = state.status !== 'loading' && cards.length === 0 && tries.current < 8;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      tries.current += 1;
      reload();
    }, 1500);
    return () => clearTimeout(timer);
  }, [waiting, state.data, reload]);
  if (cards.length === 0) return null;
  return (
    <div className="orders-gift">
      <p className="orders-gift-title"><strong><FormattedMessage id="orders.gift.title" /></strong></p>
      <ul className="orders-gift-cards">
        {cards.map((card) => (
          <li key={card.code}>
            <Tag minimal round intent={card.voided ? 'none' : card.balance > 0 ? 'success' : 'none'} className="orders-gift-code">{card.code}</Tag>{' '}
            {card.voided ? (
              <FormattedMessage id="orders.gift.voided" />
            ) : (
              <FormattedMessage id="orders.gift.card" values={{ value: formatPrice(card.cents, intl.locale), left: formatPrice(card.balance, intl.locale) }} />
            )}
          </li>
        ))}
      </ul>
      <p className="plouf-muted orders-gift-note"><FormattedMessage id="orders.gift.note" /></p>
    </div>
  );
}
