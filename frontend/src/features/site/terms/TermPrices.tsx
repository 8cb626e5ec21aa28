import { Button, Callout, Collapse, Radio, RadioGroup } from '@blueprintjs/core';
import { CARD_STATUS } from '@plouf/command-api/constants';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PassView } from '../../../api/catalogue.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { formatPassPrice } from '../../../lib/money.ts';
import { parisShortDate } from '../../../lib/parisTime.ts';
import { Loading } from '../../../ui/Loading.tsx';
import type { TermCardChoice } from './useTermCards.ts';
import type { TermPassOffer } from './useTermPasses.ts';

interface CardsProps {
  choices: readonly TermCardChoice[] | undefined;
  failed: boolean;
  value: number | null;
  onChange: (cardId: number) => void;
}

/**
 * The family's cards for the term's lessons, best first, each with what enrolling costs with it
 * (the entries it spends, what they are worth at the price paid, what is left) or why it cannot
 * pay them all (issue 41).
 */
export function TermCardPrices({ choices, failed, value, onChange }: CardsProps) {
  const intl = useIntl();
  const name = useNameIn();
  const price = (cents: number) => formatPassPrice(cents, intl);
  if (failed && !choices) return <Callout intent="danger"><FormattedMessage id="terms.card.loadError" /></Callout>;
  if (!choices) return <Loading />;
  if (choices.length === 0) return <p className="plouf-muted terms-prices-none"><FormattedMessage id="terms.price.noCard" /></p>;
  return (
    <RadioGroup className="terms-prices" label={intl.formatMessage({ id: 'terms.price.cards' })} selectedValue={value ?? undefined} onChange={(event) => onChange(Number(event.currentTarget.value))}>
      {choices.map(({ card, cost, reason }) => (
        <Radio key={card.id} value={card.id} disabled={!cost.pays} className="booking-choice terms-price">
          <span className="booking-choice-name">{name(card)}</span>
          <span className="plouf-muted">
            {' · '}
            {card.fftIsAbo ? <FormattedMessage id="orders.cards.weekly" /> : <FormattedMessage id="orders.cards.entries" values={{ left: card.left, total: card.fftNbEntree }} />}
          </span>
          <span className={cost.pays ? 'terms-price-cost' : 'booking-choice-reason'}>
            {!cost.pays ? (
              (reason ?? intl.formatMessage({ id: card.status === CARD_STATUS.perime ? 'orders.cards.expired' : 'orders.cards.full' }))
            ) : card.fftIsAbo ? (
              <FormattedMessage id="terms.price.subscription" values={{ count: cost.spent }} />
            ) : cost.worth !== null && cost.perLesson !== null ? (
              <FormattedMessage id="terms.price.card" values={{ entries: cost.spent, amount: price(cost.worth), price: price(cost.perLesson), left: cost.leftAfter ?? 0 }} />
            ) : (
              <FormattedMessage id="terms.price.cardGiven" values={{ entries: cost.spent, left: cost.leftAfter ?? 0 }} />
            )}
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}

interface OffersProps {
  offers: readonly TermPassOffer[] | undefined;
  /** How many lessons the term's enrolment pays (from the first week chosen). */
  dates: readonly string[];
  /** A card of the family pays already: the passes are there to compare, folded. */
  folded: boolean;
  canBuy: boolean;
  onBuy: (pass: PassView) => void;
}

/**
 * The passes on sale for the slot, best first: what one card of each costs and does for these
 * lessons (a term is paid by one card: one that pays them all, or how many it would), with a
 * button that puts it in the cart and comes back here once paid.
 */
export function TermPassOffers({ offers, dates, folded, canBuy, onBuy }: OffersProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!offers) return null;
  const fitting = offers.filter(({ offer }) => offer.pays);
  const others = offers.filter(({ offer }) => !offer.pays);
  if (fitting.length === 0 && folded) return null;
  if (fitting.length === 0) {
    return (
      <Callout intent="warning" icon="info-sign" className="terms-rule">
        <FormattedMessage id="terms.offer.none" values={{ count: dates.length }} />
      </Callout>
    );
  }
  const list = (
    <div className="terms-offers" id={`${id}-offers`}>
      <ul className="terms-offer-list">
        {fitting.map(({ pass, offer }) => <PassOffer key={pass.id} pass={pass} offer={offer} count={dates.length} canBuy={canBuy} onBuy={onBuy} />)}
      </ul>
      {others.length > 0 && (
        <ul className="terms-offer-others plouf-muted">
          {others.map(({ pass, offer }) => (
            <li key={pass.id}>
              <OfferTooFew pass={pass} paid={offer.paid} dates={dates} paysFrom={offer.paysFrom} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <div className="terms-offers-block" role="group" aria-labelledby={`${id}-title`}>
      <p className="terms-offers-title" id={`${id}-title`}>
        <strong><FormattedMessage id={folded ? 'terms.offer.compare' : 'terms.offer.title'} /></strong>
      </p>
      {folded ? (
        <>
          <Button variant="minimal" size="small" icon={open ? 'chevron-up' : 'chevron-down'} aria-expanded={open} aria-controls={`${id}-offers`} onClick={() => setOpen(!open)}>
            <FormattedMessage id={open ? 'terms.offer.hide' : 'terms.offer.show'} values={{ count: fitting.length }} />
          </Button>
          <Collapse isOpen={open} keepChildrenMounted>{list}</Collapse>
        </>
      ) : (
        <>
          <p className="plouf-muted terms-offers-intro"><FormattedMessage id="terms.offer.intro" values={{ count: dates.length }} /></p>
          {list}
        </>
      )}
    </div>
  );
}

/** A pass one card of which pays every lesson: its price, a lesson's share, what is left, and the way to buy it. */
function PassOffer({ pass, offer, count, canBuy, onBuy }: { pass: PassView; offer: TermPassOffer['offer']; count: number; canBuy: boolean; onBuy: (pass: PassView) => void }) {
  const intl = useIntl();
  const nameId = useId();
  const price = (cents: number) => formatPassPrice(cents, intl);
  return (
    <li className="terms-offer" data-pass={pass.id}>
      <div className="terms-offer-what">
        <strong id={nameId}>{pass.libelle}</strong>
        <span className="terms-offer-price">{price(offer.price)}</span>
      </div>
      <p className="terms-offer-does">
        {pass.fftIsAbo || offer.perLesson === null ? (
          <FormattedMessage id="terms.offer.subscription" values={{ count }} />
        ) : (
          <FormattedMessage id="terms.offer.entries" values={{ count, price: price(offer.perLesson), left: offer.leftAfter ?? 0 }} />
        )}
      </p>
      <Button intent="primary" icon="shopping-cart" disabled={!canBuy} aria-describedby={nameId} onClick={() => onBuy(pass)}>
        <FormattedMessage id="terms.offer.buy" />
      </Button>
    </li>
  );
}

function OfferTooFew({ pass, paid, dates, paysFrom }: { pass: PassView; paid: number; dates: readonly string[]; paysFrom: number | null }) {
  const intl = useIntl();
  return (
    <>
      <FormattedMessage id="terms.offer.tooFew" values={{ name: pass.libelle, price: formatPassPrice(pass.fftTarif, intl), paid, count: dates.length }} />
      {paysFrom !== null && (
        <>
          {' '}
          <FormattedMessage id="terms.card.paysFrom" values={{ date: parisShortDate(dates[paysFrom]!), count: dates.length - paysFrom }} />
        </>
      )}
    </>
  );
}
