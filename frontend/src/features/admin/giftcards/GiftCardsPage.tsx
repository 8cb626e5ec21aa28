import { Button, Callout, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../api/client.ts';
import { listGiftCards, type GiftCardView } from '../../../api/commerce.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { formatPrice } from '../../../lib/money.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import './giftcards.css';

/** A code as typed in the search: the letters and digits only, so that "k7qm 3xrt" finds K7QM-3XRT-9WPA. */
const bare = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * /profil/administration/cartes-cadeaux (issue 43): every gift card sold, newest first: its code,
 * value and what is left, the order that bought it and the family, and the orders it paid. A gift
 * card is sold as a pass marked as one (Tarifs); the desk finds a card by its code here.
 */
export default function GiftCardsPage() {
  const intl = useIntl();
  usePageTitle('adminGiftCards.list.title');
  const { state, reload } = useAsync(() => listGiftCards(), 'admin-gift-cards');
  const [search, setSearch] = useState('');
  const cards = state.data?.cards;
  const shown = useMemo(() => (cards ?? []).filter((card) => !search.trim() || bare(card.code).includes(bare(search)) || String(card.orderId) === search.trim()), [cards, search]);
  const totals = useMemo(() => (cards ?? []).reduce((sum, card) => ({ sold: sum.sold + card.cents, left: sum.left + (card.voided ? 0 : card.balance) }), { sold: 0, left: 0 }), [cards]);
  return (
    <section className="plouf-page plouf-page--flush gift-cards-page">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminGiftCards.list.title" /></h1>
        {cards && (
          <span className="plouf-muted">
            <FormattedMessage id="adminGiftCards.list.count" values={{ count: cards.length, sold: formatPrice(totals.sold, intl.locale), left: formatPrice(totals.left, intl.locale) }} />
          </span>
        )}
      </div>
      <p className="plouf-muted gift-cards-intro">
        <FormattedMessage id="adminGiftCards.list.intro" values={{ passes: (text) => <Link to="/profil/administration/forfaits">{text}</Link> }} />
      </p>
      <div className="gift-cards-toolbar">
        <InputGroup type="search" leftIcon="search" aria-label={intl.formatMessage({ id: 'adminGiftCards.list.search' })} placeholder={intl.formatMessage({ id: 'adminGiftCards.list.search' })} value={search} onValueChange={setSearch} />
        <Button icon="refresh" onClick={reload}><FormattedMessage id="adminGiftCards.list.refresh" /></Button>
      </div>
      {state.status === 'error' && !cards ? (
        <Callout intent="danger" icon="error">{state.error instanceof ApiError ? state.error.serverMessage : null}</Callout>
      ) : !cards ? (
        <Loading />
      ) : cards.length === 0 ? (
        <EmptyState icon="gift-box" title={intl.formatMessage({ id: 'adminGiftCards.list.none' })} />
      ) : (
        <div className="gift-cards-table">
          <HTMLTable compact className="plouf-data-table">
            <thead>
              <tr>
                <th><FormattedMessage id="adminGiftCards.list.code" /></th>
                <th className="gift-cards-num"><FormattedMessage id="adminGiftCards.list.value" /></th>
                <th className="gift-cards-num"><FormattedMessage id="adminGiftCards.list.left" /></th>
                <th><FormattedMessage id="adminGiftCards.list.bought" /></th>
                <th><FormattedMessage id="adminGiftCards.list.spent" /></th>
              </tr>
            </thead>
            <tbody>
              {shown.map((card) => (
                <GiftCardRow key={card.code} card={card} />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </section>
  );
}

function GiftCardRow({ card }: { card: GiftCardView }) {
  const intl = useIntl();
  const spends = card.spends.filter((spend) => !spend.restored);
  return (
    <tr>
      <td><code className="gift-cards-code">{card.code}</code>{card.voided && <> <Tag minimal intent="danger" round><FormattedMessage id="adminGiftCards.list.voided" /></Tag></>}</td>
      <td className="gift-cards-num">{formatPrice(card.cents, intl.locale)}</td>
      <td className="gift-cards-num">{formatPrice(card.voided ? 0 : card.balance, intl.locale)}</td>
      <td>
        <Link to={`/profil/administration/commandes/${card.orderId}`}><FormattedMessage id="adminGiftCards.list.order" values={{ id: card.orderId }} /></Link>
        {' · '}
        <Link to={`/profil/administration/familles/${card.famId}`}><FormattedMessage id="adminGiftCards.list.family" /></Link>
        <div className="plouf-muted">{parisDateTime(card.issuedAt)}</div>
      </td>
      <td>
        {spends.length === 0 ? (
          <span className="plouf-muted"><FormattedMessage id="adminGiftCards.list.unused" /></span>
        ) : (
          <ul className="gift-cards-spends">
            {spends.map((spend) => (
              <li key={`${spend.orderId}:${spend.at}`}>
                <Link to={`/profil/administration/commandes/${spend.orderId}`}><FormattedMessage id="adminGiftCards.list.order" values={{ id: spend.orderId }} /></Link> : {formatPrice(spend.cents, intl.locale)}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
