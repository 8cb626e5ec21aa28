import { Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { parisTime } from '../../../lib/parisTime.ts';
import { LinkButton } from '../../site/ui/LinkButton.tsx';
import { holdLeft, storedCartReturn } from './cartReturn.ts';
import { useCart } from './useCart.ts';

/**
 * A place held while its term's price is paid (issue 43), on each step of the cart: until when,
 * how many minutes are left (counted down as the family fills the steps), and once past, that the
 * place is freed and the way back to the slot. Nothing for a cart without that order's line.
 */
export function HoldNote() {
  const cart = useCart();
  const [target] = useState(() => storedCartReturn());
  const [now, setNow] = useState(() => new Date());
  // That very order, and not a plan's later part of it (paid from the orders, the hold long over).
  const laterPart = (cart.order?.part?.n ?? 1) > 1;
  const held = target?.heldUntil && target.orderId === cart.payingOrderId && !laterPart ? target : null;
  useEffect(() => {
    if (!held) return;
    const timer = setInterval(() => setNow(new Date()), 10_000);
    return () => clearInterval(timer);
  }, [held]);
  if (!held?.heldUntil) return null;
  const left = holdLeft(held.heldUntil, now);
  const values = { member: held.member ?? '', until: parisTime(held.heldUntil) };
  if (left === 'expired') {
    return (
      <Callout intent="danger" icon="time" className="cart-callout cart-hold" role="alert">
        <p><FormattedMessage id="cart.hold.expired" values={values} /></p>
        <LinkButton to={held.path} icon="arrow-left"><FormattedMessage id="cart.hold.back" /></LinkButton>
      </Callout>
    );
  }
  return (
    <Callout intent="warning" icon="time" className="cart-callout cart-hold">
      <p>
        <FormattedMessage id={held.member ? 'cart.hold.until' : 'cart.hold.untilPlace'} values={values} />{' '}
        <strong><FormattedMessage id="cart.hold.left" values={{ minutes: left.minutes }} /></strong>
      </p>
    </Callout>
  );
}
