import { Button, NumericInput } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { inRateOrder, ratePercent } from '@plouf/command-api/vat';
import { formatPassPrice, formatPrice } from '../../../lib/money.ts';
import { nameIn } from '../../../lib/localized.ts';
import { usePasses, usePools } from '../../site/data/lists.ts';
import { MEMBERSHIP_LINE_ID } from '@plouf/command-api/term-pricing';
import { isTuitionLine, maxQty, validAt, type CartLine, type VatLine } from './cartModel.ts';

interface LinesProps {
  items: readonly CartLine[];
  /** With these, each line has its quantity buttons and a remove button. */
  onQuantity?: (line: CartLine, qty: number) => void;
  /** A term paid in parts (issue 43): its line says so, not that a place is kept while paying. */
  inParts?: boolean;
}

/**
 * The cart's lines: the pass, where the card it gives is valid (its pools, not the page it was
 * chosen on: issue 41), its unit price, quantity and line total.
 */
export function CartLines({ items, onQuantity, inParts = false }: LinesProps) {
  const intl = useIntl();
  const pools = usePools();
  // The line keeps the name it was added with; the pass as served now gives it in the visitor's language.
  const passes = usePasses();
  const price = (cents: number) => formatPassPrice(cents, intl);
  const list = (names: string[]) => new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(names);
  return (
    <ul className="cart-lines">
      {items.map((line) => {
        const pass = passes.data?.find((candidate) => candidate.id === line.item.id);
        // A term's price (issue 43) is no pass: its line carries its own English.
        const name = pass?.libelle ?? nameIn(line.item, intl.locale === 'en' ? 'en' : 'fr');
        const valid = pass && pools.data ? validAt(pass.psnIds, pools.data) : null;
        const tuition = isTuitionLine(line);
        // The school year's membership fee (issue 43) rides with a term's price: a line of the order's, not a pass.
        const membership = line.item.id === MEMBERSHIP_LINE_ID;
        return (
          <li key={`${line.item.id}:${line.psnId ?? ''}`} className="cart-line">
            <div className="cart-line-what">
              <strong className="cart-line-name">{name}</strong>
              {valid === 'everywhere' && <span className="plouf-muted"><FormattedMessage id="cart.line.validEverywhere" /></span>}
              {Array.isArray(valid) && valid.length > 0 && <span className="plouf-muted"><FormattedMessage id="cart.line.validAt" values={{ label: list(valid) }} /></span>}
              {membership ? (
                <span className="plouf-muted"><FormattedMessage id="cart.line.membership" /></span>
              ) : tuition ? (
                <span className="plouf-muted"><FormattedMessage id={inParts ? 'cart.line.termInParts' : 'cart.line.termPrice'} /></span>
              ) : (
                <span className="plouf-muted">{line.item.fftTarif === 0 ? price(0) : <FormattedMessage id="cart.line.unit" values={{ price: price(line.item.fftTarif) }} />}</span>
              )}
            </div>
            {onQuantity && !tuition ? (
              <div className="cart-line-qty">
                <Button icon="minus" aria-label={intl.formatMessage({ id: 'cart.line.decrease' }, { name })} onClick={() => onQuantity(line, line.qty - 1)} />
                <QuantityInput label={intl.formatMessage({ id: 'cart.line.quantity' }, { name })} qty={line.qty} max={maxQty(line.item)} onCommit={(qty) => onQuantity(line, qty)} />
                <Button icon="plus" aria-label={intl.formatMessage({ id: 'cart.line.increase' }, { name })} disabled={line.qty >= maxQty(line.item)} onClick={() => onQuantity(line, line.qty + 1)} />
              </div>
            ) : (
              <span className="cart-line-qty">× {line.qty}</span>
            )}
            <span className="cart-line-total">{price(line.item.fftTarif * line.qty)}</span>
            {onQuantity && (
              <Button variant="minimal" intent="danger" icon="trash" aria-label={intl.formatMessage({ id: 'cart.line.remove' }, { name })} onClick={() => onQuantity(line, 0)} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Total including VAT, and the VAT of each rate (spec §3: VAT computed per rate), lowest rate first wherever they come from. */
export function CartTotals({ total, vat }: { total: number; vat: readonly VatLine[] }) {
  const intl = useIntl();
  const price = (cents: number) => formatPrice(cents, intl.locale);
  const rate = (tva: number) => intl.formatNumber(ratePercent(tva), { maximumFractionDigits: 2 });
  return (
    <dl className="cart-totals">
      {inRateOrder(vat).map((line) => (
        <div key={line.tva} className="cart-totals-row plouf-muted">
          <dt><FormattedMessage id="cart.vat.rate" values={{ rate: rate(line.tva) }} /></dt>
          <dd>{price(line.amount)}</dd>
        </div>
      ))}
      {vat.length > 0 && (
        <div className="cart-totals-row plouf-muted">
          <dt><FormattedMessage id="cart.vat.base" /></dt>
          <dd>{price(vat.reduce((sum, line) => sum + line.base, 0))}</dd>
        </div>
      )}
      <div className="cart-totals-row cart-totals-total">
        <dt><FormattedMessage id="cart.totals.total" /></dt>
        <dd>{formatPassPrice(total, intl)}</dd>
      </div>
    </dl>
  );
}

/**
 * A line's quantity as the family types it: a number of 1 or more counts at once; an empty field
 * waits for the next digit (clearing "1" to type "5" must not drop the line); 0 typed on purpose
 * removes the line when the field is left, as the spec says.
 */
function QuantityInput({ label, qty, max, onCommit }: { label: string; qty: number; max: number; onCommit: (qty: number) => void }) {
  const [draft, setDraft] = useState(String(qty));
  useEffect(() => setDraft(String(qty)), [qty]);
  const settle = () => {
    const value = Number(draft);
    if (draft.trim() === '' || !Number.isInteger(value)) setDraft(String(qty));
    else if (value !== qty) onCommit(value);
  };
  return (
    <NumericInput
      aria-label={label}
      value={draft}
      min={0}
      max={max}
      buttonPosition="none"
      className="cart-line-input"
      onValueChange={(value, text) => {
        setDraft(text);
        if (Number.isInteger(value) && value >= 1 && value !== qty) onCommit(value);
      }}
      onBlur={settle}
      onKeyDown={(event) => event.key === 'Enter' && settle()}
    />
  );
}
