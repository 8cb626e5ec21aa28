import { Button, Callout, NonIdealState } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { listMyCards } from '../../../api/commerce.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { CalloutTitle } from '../../../ui/CalloutTitle.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { LinkButton } from '../../site/ui/LinkButton.tsx';
import { CartLines, CartTotals } from './CartSummary.tsx';
import { CartSteps } from './CartSteps.tsx';
import { isTuitionLine, overLimit } from './cartModel.ts';
import { storedCartReturn } from './cartReturn.ts';
import { HoldNote } from './HoldNote.tsx';
import { useCart } from './useCart.ts';
import './cart.css';

/** /profil/panier, step 1: the lines with their quantities, the totals, then billing. */
export default function CartPage() {
  const navigate = useNavigate();
  const cart = useCart();
  usePageTitle('cart.page.title');
  // A pass put here from a term's enrol dialog: the family is told where it goes back once paid.
  const [target] = useState(() => storedCartReturn());
  // Paying a term's price (issue 43): no pass in it, and paying it is the enrolment itself.
  const paysTerm = cart.items.some(isTuitionLine);
  const returning = target !== null && cart.items.some((line) => line.item.id === target.fftId) ? target : null;
  // The family's cards: a pass limited per family is told here, not only when paying.
  const { state: cards } = useAsync(() => listMyCards({ share: false }), 'cart:cards');
  const problems = useMemo(() => {
    if (cards.status !== 'done') return [];
    const held = new Map<number, number>();
    for (const card of cards.data) if (!card.revoked) held.set(card.fftId, (held.get(card.fftId) ?? 0) + 1);
    return overLimit(cart.items, held);
  }, [cards, cart.items]);
  return (
    <section className="plouf-page cart-page">
      <CartSteps current={0} />
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="cart.page.title" /></h1>
        {cart.count > 0 && <span className="plouf-muted"><FormattedMessage id={paysTerm ? 'cart.page.lines' : 'cart.page.count'} values={{ count: cart.count }} /></span>}
      </div>
      {cart.items.length === 0 ? (
        <NonIdealState
          icon="shopping-cart"
          // The title is an h2 of ours: Blueprint's own is an h4, two levels under the page's h1.
          description={
            <div>
              <h2 className="bp6-heading plouf-empty-title"><FormattedMessage id="cart.empty.title" /></h2>
              <FormattedMessage id="cart.empty.body" />
            </div>
          }
          action={
            <div className="cart-actions">
              <LinkButton to="/piscines" icon="map-marker"><FormattedMessage id="cart.empty.pools" /></LinkButton>
              <LinkButton to="/profil#buy" intent="primary" icon="shopping-cart"><FormattedMessage id="cart.empty.buy" /></LinkButton>
            </div>
          }
        />
      ) : (
        <div className="cart-layout">
          <div className="cart-main">
            <HoldNote />
            {returning && (
              <Callout intent="primary" icon="calendar" className="cart-callout cart-return">
                <p><FormattedMessage id={paysTerm ? 'cart.return.termNote' : 'cart.return.note'} values={{ label: <strong>{returning.label}</strong> }} /></p>
                <LinkButton to={returning.path} icon="arrow-left"><FormattedMessage id="cart.return.back" /></LinkButton>
              </Callout>
            )}
            {problems.length > 0 && (
              <Callout intent="warning" icon="warning-sign" role="alert" className="cart-callout">
                <CalloutTitle><FormattedMessage id="cart.limit.title" /></CalloutTitle>
                <ul>
                  {problems.map((problem) => (
                    <li key={problem.id}><FormattedMessage id="cart.limit.line" values={{ name: problem.libelle, limit: problem.limit, held: problem.held }} /></li>
                  ))}
                </ul>
              </Callout>
            )}
            <CartLines items={cart.items} onQuantity={cart.setQty} />
            <Button variant="minimal" intent="danger" icon="trash" onClick={cart.clear}><FormattedMessage id="cart.page.clear" /></Button>
          </div>
          <aside className="cart-aside">
            <CartTotals total={cart.total} vat={cart.vat} />
            <Button intent="primary" size="large" fill endIcon="arrow-right" disabled={problems.length > 0} onClick={() => navigate('/profil/facturation')}>
              <FormattedMessage id="cart.next.billing" />
            </Button>
          </aside>
        </div>
      )}
    </section>
  );
}
