import { Button, NumericInput } from '@blueprintjs/core';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../../ssr/firstPaint.ts';
import { useKeepTypedText } from '../../../ssr/typedBeforeHydration.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { maxQty, type CartPass } from './cartModel.ts';
import { useCart } from './useCart.ts';
import './cart.css';

/** "Ajouter au panier" with its quantity (at least 1): a visitor may fill the cart before logging in. */
export function AddToCart({ pass, psnId }: { pass: CartPass; psnId: number | null }) {
  const intl = useIntl();
  const cart = useCart();
  const notify = useNotifier();
  // The text as typed, so the field can be emptied and retyped; the machine keeps within the limit.
  const [text, setText] = useState('1');
  // A quantity typed before the page's script took over is kept; the button waits for the script
  // (a click before it would do nothing).
  const field = useRef<HTMLInputElement>(null);
  useKeepTypedText(field, text, setText);
  const hydrated = useHydrated();
  // Blueprint numbers its fields from a counter, which differs between the server and the browser: React's id does not.
  const id = useId();
  const qty = Number.parseInt(text, 10);
  const max = maxQty(pass);
  const add = () => {
    cart.add(pass, Math.min(qty, max), psnId);
    notify.success(intl.formatMessage({ id: 'cart.add.done' }, { name: pass.libelle }));
    setText('1');
  };
  return (
    <div className="cart-add">
      <NumericInput
        id={id}
        inputRef={field}
        aria-label={intl.formatMessage({ id: 'cart.add.quantity' }, { name: pass.libelle })}
        min={1}
        max={max}
        clampValueOnBlur
        value={text}
        onValueChange={(_, typed) => setText(typed)}
        buttonPosition="none"
        className="cart-add-qty"
      />
      <Button intent="primary" icon="shopping-cart" className="cart-add-button" onClick={add} disabled={!hydrated || !cart.canAdd || !(qty > 0)}>
        {intl.formatMessage({ id: 'cart.add.submit' })}
      </Button>
    </div>
  );
}
