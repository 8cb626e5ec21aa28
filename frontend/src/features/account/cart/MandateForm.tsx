import { Button, Callout, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TEST_IBANS } from '@plouf/command-api/constants';
import { isSepaIban, normalIban } from '@plouf/command-api/iban';
import type { CartView } from '../../../api/commerce.ts';
import { formatPrice } from '../../../lib/money.ts';
import { dayHeading } from '../../../lib/parisTime.ts';
import { CalloutTitle } from './CalloutTitle.tsx';
import type { PaymentRequest } from './cartMachine.ts';

/** FR1420041010050500013M02606 → FR14 2004 1010 0505 0001 3M02 606. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The SEPA direct debit mandate of an order paid by monthly debit (issue 43, ADR 0029 decision 50):
 * the debits and their days, the account holder and the IBAN (checked here as the server checks it),
 * the mandate's text and the family's consent. Offline, only the test IBANs sign one.
 */
export function MandateForm({ order, paying, disabled, onSign, refusal = null }: { order: CartView; paying: boolean; disabled: boolean; onSign: (payment: PaymentRequest) => void; refusal?: string | null }) {
  const intl = useIntl();
  const parts = order.debit?.parts ?? [];
  const [holder, setHolder] = useState('');
  const [iban, setIban] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const normal = normalIban(iban);
  const holderProblem = holder.trim().length >= 2 ? undefined : intl.formatMessage({ id: 'cart.mandate.holderMissing' });
  const ibanProblem = normal === '' ? intl.formatMessage({ id: 'cart.mandate.ibanMissing' }) : isSepaIban(normal) ? undefined : intl.formatMessage({ id: 'cart.mandate.badIban' });
  const acceptProblem = accepted ? undefined : intl.formatMessage({ id: 'cart.mandate.acceptMissing' });
  const price = (cents: number) => formatPrice(cents, intl.locale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (holderProblem || ibanProblem || acceptProblem || disabled) return;
    onSign({ provider: 'mandate', mandate: { holder: holder.trim(), iban: normal } });
  };

  return (
    <form className="cart-card-form cart-mandate" onSubmit={submit} noValidate aria-labelledby="cart-mandate-title">
      <h2 className="plouf-section-heading" id="cart-mandate-title"><FormattedMessage id="cart.mandate.title" /></h2>
      <p><FormattedMessage id="cart.mandate.intro" values={{ count: parts.length, total: price(order.total) }} /></p>
      <ol className="terms-pay-parts cart-mandate-parts" aria-label={intl.formatMessage({ id: 'cart.mandate.partsLabel' })}>
        {parts.map((part) => (
          <li key={part.n}>
            <FormattedMessage id="cart.mandate.partLine" values={{ n: part.n, date: dayHeading(part.due, intl.locale, 'long'), price: price(part.cents), first: part.n === 1 ? 'yes' : 'no' }} />
          </li>
        ))}
      </ol>
      {order.provider === 'offline' && (
        <Callout intent="warning" icon="lab-test" className="cart-callout">
          <CalloutTitle level={3}>{intl.formatMessage({ id: 'cart.mandate.testTitle' })}</CalloutTitle>
          <FormattedMessage id="cart.mandate.testIbans" values={{ succeeds: <code>{grouped(TEST_IBANS.succeeds)}</code>, fails: <code>{grouped(TEST_IBANS.fails)}</code> }} />
        </Callout>
      )}
      <FormGroup label={intl.formatMessage({ id: 'cart.mandate.holder' })} labelFor="mandate-holder" helperText={submitted ? holderProblem : undefined} intent={submitted && holderProblem ? 'danger' : 'none'}>
        <InputGroup id="mandate-holder" autoComplete="name" value={holder} onValueChange={setHolder} maxLength={70} size="large" />
      </FormGroup>
      <FormGroup label={intl.formatMessage({ id: 'cart.mandate.iban' })} labelFor="mandate-iban" helperText={submitted ? ibanProblem : intl.formatMessage({ id: 'cart.mandate.ibanHelp' })} intent={submitted && ibanProblem ? 'danger' : 'none'}>
        <InputGroup id="mandate-iban" autoComplete="off" spellCheck={false} leftIcon="bank-account" value={iban} onValueChange={setIban} placeholder="FR76 3000 6000 0112 3456 7890 189" maxLength={42} size="large" />
      </FormGroup>
      <p className="cart-mandate-text"><FormattedMessage id="cart.mandate.text" values={{ creditor: 'Plouf' }} /></p>
      <FormGroup helperText={submitted ? acceptProblem : undefined} intent={submitted && acceptProblem ? 'danger' : 'none'}>
        <Checkbox checked={accepted} onChange={(event) => setAccepted(event.currentTarget.checked)} label={intl.formatMessage({ id: 'cart.mandate.accept' })} />
      </FormGroup>
      {/* The server's refusal beside the button the family just pressed (on a phone the page's top is far above). */}
      {refusal !== null && (
        <Callout intent="danger" icon="error" role="alert" className="cart-callout">
          <CalloutTitle level={3}>{intl.formatMessage({ id: 'cart.mandate.error' })}</CalloutTitle>
          {refusal}
        </Callout>
      )}
      <Button type="submit" intent="primary" size="large" fill icon="draw" loading={paying} disabled={disabled}>
        {intl.formatMessage({ id: paying ? 'cart.mandate.signing' : 'cart.mandate.sign' }, { amount: price(parts[0]?.cents ?? order.total) })}
      </Button>
    </form>
  );
}
