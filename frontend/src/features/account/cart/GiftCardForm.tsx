import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { payWithGiftCard, type CartView } from '../../../api/commerce.ts';
import { ApiError, newActionKey } from '../../../api/client.ts';
import { formatPrice } from '../../../lib/money.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

/** A code as typed, as the server reads it: twelve letters and digits, spaces and hyphens aside. */
const looksLikeCode = (typed: string) => /^[A-Z0-9]{12}$/.test(typed.toUpperCase().replace(/[\s-]/g, ''));

/**
 * "Une carte cadeau ?": the family types a gift card's code and it pays the order, or part of it
 * (issue 43, ADR 0029 decision 44). The server answers the order: paid, or the card payment asked
 * for the rest. The same code sent twice (a double click) is one spending: the action key is kept
 * for the code until it is answered.
 */
export function GiftCardForm({ order, onSpent, disabled }: { order: CartView; onSpent: (order: CartView) => void; disabled: boolean }) {
  const intl = useIntl();
  const notify = useNotifier();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<{ code: string; key: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || disabled) return;
    if (!looksLikeCode(code)) {
      setProblem(intl.formatMessage({ id: 'cart.gift.badCode' }));
      return;
    }
    if (key.current?.code !== code) key.current = { code, key: newActionKey() };
    setSending(true);
    setProblem(null);
    try {
      const answer = await payWithGiftCard(order.orderId, code, key.current.key);
      key.current = null;
      setCode('');
      setOpen(false);
      const card = answer.gift?.card;
      if (card) notify.success(intl.formatMessage({ id: 'cart.gift.cardLeft' }, { code: card.code, left: formatPrice(card.balance, intl.locale) }));
      onSpent(answer);
    } catch (error) {
      // A refusal is kept as that key's answer: the next try is a new action.
      key.current = null;
      setProblem(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'cart.gift.failed' }));
    } finally {
      setSending(false);
    }
  };

  if (!open) {
    return (
      <div className="cart-gift">
        <Button variant="minimal" icon="gift-box" onClick={() => setOpen(true)} disabled={disabled}><FormattedMessage id={order.gift ? 'cart.gift.another' : 'cart.gift.open'} /></Button>
      </div>
    );
  }
  return (
    <form className="cart-gift cart-gift--open" onSubmit={submit} noValidate>
      <FormGroup label={intl.formatMessage({ id: 'cart.gift.label' })} labelFor="gift-code" helperText={problem ? <span role="alert">{problem}</span> : intl.formatMessage({ id: 'cart.gift.help' })} intent={problem ? 'danger' : 'none'}>
        <div className="cart-gift-row">
          <InputGroup id="gift-code" leftIcon="gift-box" value={code} onValueChange={setCode} placeholder="K7QM-3XRT-9WPA" autoComplete="off" spellCheck={false} maxLength={40} />
          <Button type="submit" intent="success" loading={sending} disabled={disabled}><FormattedMessage id="cart.gift.apply" /></Button>
        </div>
      </FormGroup>
    </form>
  );
}
