import { Card, Tag, type Intent } from '@blueprintjs/core';
import { CARD_STATUS } from '@plouf/command-api/constants';
import { FormattedMessage } from 'react-intl';
import type { CardView } from '../../../api/commerce.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { parisDate } from '../../../lib/parisTime.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';

function statusOf(card: CardView): { id: MessageId; intent: Intent } {
  if (card.revoked) return { id: 'orders.cards.revoked', intent: 'danger' };
  if (card.status === CARD_STATUS.valide) return { id: 'orders.cards.valid', intent: 'success' };
  // Spec §4: a subscription is full for the week, not for good.
  if (card.status === CARD_STATUS.complet) return { id: card.fftIsAbo ? 'orders.cards.fullWeek' : 'orders.cards.full', intent: 'warning' };
  return { id: 'orders.cards.expired', intent: 'none' };
}

/** The family's cards: what each gives, what is left, until when, and its status. */
export function CardList({ cards }: { cards: readonly CardView[] }) {
  // Spec §9's DD/MM/YYYY in both languages, as the orders above show their dates.
  const name = useNameIn();
  if (cards.length === 0) return <p className="plouf-muted"><FormattedMessage id="orders.cards.empty" /></p>;
  return (
    <ul className="orders-cards">
      {cards.map((card) => {
        const status = statusOf(card);
        return (
          <li key={card.id}>
            <Card elevation={1} className="orders-pass">
              <div className="orders-pass-head">
                <strong>{name(card)}</strong>
                <Tag round intent={status.intent}><FormattedMessage id={status.id} /></Tag>
              </div>
              <span>
                {card.fftIsAbo ? (
                  <FormattedMessage id="orders.cards.weekly" />
                ) : (
                  <FormattedMessage id="orders.cards.entries" values={{ left: card.left, total: card.fftNbEntree }} />
                )}
              </span>
              <span className="plouf-muted"><FormattedMessage id="orders.cards.validity" values={{ from: parisDate(card.validFrom), until: parisDate(card.validUntil) }} /></span>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
