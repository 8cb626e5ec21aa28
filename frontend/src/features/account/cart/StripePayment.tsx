/**
 * Stripe's card form. Loaded on demand, only when the server says Stripe takes the payment: the
 * offline path and the public pages never fetch js.stripe.com.
 */
import { Button } from '@blueprintjs/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentRequest } from './cartMachine.ts';

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  if (!loaded.has(publishableKey)) loaded.set(publishableKey, loadStripe(publishableKey));
  return loaded.get(publishableKey)!;
};

interface Props {
  publishableKey: string;
  clientSecret: string;
  amount: string;
  paying: boolean;
  disabled: boolean;
  onPay: (payment: PaymentRequest) => void;
  /** A plan's first part: Stripe keeps the card for the later parts (the intent says so; nothing to do here). */
  keepsCard?: boolean;
}

export default function StripePayment({ publishableKey, clientSecret, ...form }: Props) {
  const intl = useIntl();
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: intl.locale === 'en' ? 'en' : 'fr' }}>
      <StripeForm {...form} />
    </Elements>
  );
}

function StripeForm({ amount, paying, disabled, onPay }: Omit<Props, 'publishableKey' | 'clientSecret'>) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || disabled) return;
    onPay({
      provider: 'stripe',
      confirm: async () => {
        const { error } = await stripe.confirmPayment({ elements, redirect: 'if_required' });
        return error ? (error.message ?? intl.formatMessage({ id: 'cart.payment.declined' })) : null;
      },
    });
  };

  return (
    <form className="cart-card-form" onSubmit={submit}>
      {!ready && <p className="plouf-muted">{intl.formatMessage({ id: 'cart.payment.stripeLoading' })}</p>}
      <PaymentElement onReady={() => setReady(true)} />
      <Button type="submit" intent="primary" size="large" fill icon="lock" loading={paying} disabled={disabled || !stripe || !ready}>
        {intl.formatMessage({ id: paying ? 'cart.payment.paying' : 'cart.payment.pay' }, { amount })}
      </Button>
    </form>
  );
}
