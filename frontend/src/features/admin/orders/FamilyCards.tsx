import { Button, Card, HTMLTable, NonIdealState, NonIdealStateIconSize, Tag, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CardView } from '../../../api/adminOrders.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { nameIn } from '../../../lib/localized.ts';
import { dayText, parisDate } from '../../../lib/parisTime.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { ADMIN_BASE } from '../shell/sections.ts';
import { CardDialog } from './CardDialog.tsx';
import { lastDayOf } from './cardForm.ts';
import { useFamilyCards } from './useFamilyCards.ts';
import './orders.css';

/** Spec §3 validity status (1 valide, 2 complet, 3 périmé); a subscription's full week is "Complet semaine". */
function cardStatus(card: CardView): { id: MessageId; intent: Intent } {
  if (card.revoked) return { id: 'adminOrders.cardStatus.revoked', intent: 'danger' };
  if (card.status === 1) return { id: 'adminOrders.cardStatus.valid', intent: 'success' };
  if (card.status === 2) return { id: card.fftIsAbo ? 'adminOrders.cardStatus.fullWeek' : 'adminOrders.cardStatus.full', intent: 'warning' };
  return { id: 'adminOrders.cardStatus.expired', intent: 'none' };
}


/** A family's cards, with "Donner une carte" and "Corriger"; live through the family's room. */
export function FamilyCards({ famId, onOrdersChanged }: { famId: number; onOrdersChanged: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const cards = useFamilyCards(famId, onOrdersChanged);
  const correctLabel = intl.formatMessage({ id: 'adminOrders.cards.correct' });
  const [dialog, setDialog] = useState<{ mode: 'give' } | { mode: 'correct'; card: CardView } | null>(null);

  return (
    <Card elevation={1} className="plouf-form-card plouf-family-cards">
      <div className="plouf-card-head">
        <h2 className="plouf-card-title"><FormattedMessage id="adminOrders.cards.title" /></h2>
        <Button icon="add" intent="primary" onClick={() => setDialog({ mode: 'give' })}><FormattedMessage id="adminOrders.cards.give" /></Button>
      </div>
      {cards.status === 'loading' && <Loading />}
      {cards.status === 'error' && (
        <NonIdealState
          icon="error"
          iconSize={NonIdealStateIconSize.SMALL}
          title={<FormattedMessage id="adminOrders.cards.loadError" />}
          action={<Button icon="refresh" onClick={cards.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {cards.status === 'done' && cards.cards.length === 0 && <p className="plouf-muted"><FormattedMessage id="adminOrders.cards.none" /></p>}
      {cards.status === 'done' && cards.cards.length > 0 && (
        <div className="plouf-table-wrap plouf-table-wrap--flat">
          <HTMLTable compact striped className="plouf-data-table">
            <thead>
              <tr>
                <th><FormattedMessage id="adminOrders.cards.pass" /></th>
                <th><FormattedMessage id="adminOrders.cards.entries" /></th>
                <th><FormattedMessage id="adminOrders.column.status" /></th>
                <th className="plouf-cell-action"><span className="plouf-sr-only"><FormattedMessage id="adminOrders.cards.correct" /></span></th>
              </tr>
            </thead>
            <tbody>
              {cards.cards.map((card) => {
                const status = cardStatus(card);
                return (
                  <tr key={card.id} data-card-id={card.id}>
                    <td>
                      <span className="plouf-break">{nameIn(card, locale)}</span>
                      <div className="plouf-muted">
                        {card.cmdId !== null ? (
                          <Link to={`${ADMIN_BASE}/commandes/${card.cmdId}`}><FormattedMessage id="adminOrders.cards.fromOrder" values={{ id: card.cmdId }} /></Link>
                        ) : (
                          <FormattedMessage id="adminOrders.cards.fromDesk" />
                        )}
                      </div>
                      {card.note && <div className="plouf-muted plouf-break">{card.note}</div>}
                    </td>
                    <td>
                      {card.fftIsAbo ? (
                        <FormattedMessage id="adminOrders.cards.weekly" values={{ total: card.fftNbEntree }} />
                      ) : (
                        <FormattedMessage id="adminOrders.cards.usage" values={{ count: card.used, left: card.left, total: card.fftNbEntree }} />
                      )}
                      <div className="plouf-muted">
                        <FormattedMessage id="adminOrders.cards.validity" values={{ from: parisDate(card.validFrom), until: dayText(lastDayOf(card)) }} />
                      </div>
                    </td>
                    <td><Tag minimal round intent={status.intent}><FormattedMessage id={status.id} /></Tag></td>
                    <td className="plouf-cell-action">
                      <Button size="small" icon="edit" aria-label={correctLabel} title={correctLabel} onClick={() => setDialog({ mode: 'correct', card })}>
                        <span className="plouf-hide-narrow">{correctLabel}</span>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {dialog?.mode === 'give' && <CardDialog mode="give" busy={cards.busy} onClose={() => setDialog(null)} onGive={cards.give} />}
      {dialog?.mode === 'correct' && <CardDialog mode="correct" card={dialog.card} busy={cards.busy} onClose={() => setDialog(null)} onCorrect={cards.correct} />}
    </Card>
  );
}
