import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { CalloutTitle } from './CalloutTitle.tsx';
import { TEST_CARDS } from '@plouf/command-api/constants';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentRequest } from './cartMachine.ts';

/** 4242424242424242 → 4242 4242 4242 4242. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The offline adapter's card form, labelled as a test: the server accepts only its test cards and
 * no card is charged. Stripe's own form replaces it when Stripe takes payments.
 */
export function TestCardForm({ amount, paying, disabled, onPay, keepsCard = false }: { amount: string; paying: boolean; disabled: boolean; onPay: (payment: PaymentRequest) => void; keepsCard?: boolean }) {
  const intl = useIntl();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const digits = cardNumber.replace(/\s/g, '');
  const cardProblem = /^\d{12,19}$/.test(digits) ? undefined : intl.formatMessage({ id: 'cart.payment.badCard' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (cardProblem || disabled) return;
    onPay({ provider: 'offline', card: { cardNumber: grouped(digits), expiry: expiry.trim(), cvc: cvc.trim() } });
  };

  return (
    <form className="cart-card-form" onSubmit={submit} noValidate>
      {/* Under the payment section's h2. */}
      <Callout intent="warning" icon="lab-test" className="cart-callout">
        <CalloutTitle level={3}>{intl.formatMessage({ id: 'cart.payment.testTitle' })}</CalloutTitle>
        <FormattedMessage
          id="cart.payment.testCards"
          values={{ succeeds: <code>{grouped(TEST_CARDS.succeeds)}</code>, declined: <code>{grouped(TEST_CARDS.declined)}</code> }}
        />
        {keepsCard && (
          <>
            {' '}
            <FormattedMessage id="cart.payment.testLater" values={{ later: <code>{grouped(TEST_CARDS.declinesLater)}</code> }} />
          </>
        )}
      </Callout>
      <FormGroup
        label={intl.formatMessage({ id: 'cart.payment.cardNumber' })}
        labelFor="card-number"
        helperText={submitted ? cardProblem : undefined}
        intent={submitted && cardProblem ? 'danger' : 'none'}
      >
        <InputGroup id="card-number" inputMode="numeric" autoComplete="cc-number" leftIcon="credit-card" value={cardNumber} onValueChange={setCardNumber} placeholder="4242 4242 4242 4242" size="large" />
      </FormGroup>
      <div className="cart-card-row">
        <FormGroup label={intl.formatMessage({ id: 'cart.payment.expiry' })} labelFor="card-expiry">
          <InputGroup id="card-expiry" autoComplete="cc-exp" value={expiry} onValueChange={setExpiry} placeholder="12/30" maxLength={7} />
        </FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'cart.payment.cvc' })} labelFor="card-cvc">
          <InputGroup id="card-cvc" inputMode="numeric" autoComplete="cc-csc" value={cvc} onValueChange={setCvc} placeholder="123" maxLength={4} />
        </FormGroup>
      </div>
      <Button type="submit" intent="primary" size="large" fill icon="lock" loading={paying} disabled={disabled}>
        {intl.formatMessage({ id: paying ? 'cart.payment.paying' : 'cart.payment.pay' }, { amount })}
      </Button>
    </form>
  );
}
