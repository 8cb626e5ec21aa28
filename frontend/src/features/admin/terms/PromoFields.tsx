import { Button, HTMLSelect } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { NumberField } from '../../../ui/NumberField.tsx';
import { Field, TextInput } from '../kit/Field.tsx';
import { NEW_PROMO, type PromoDraft } from './termForm.ts';

interface PromoFieldsProps {
  promos: readonly PromoDraft[];
  onChange: (promos: PromoDraft[]) => void;
  errors: Readonly<Record<string, string>>;
}

/**
 * The term's promo codes (issue 43): each a code, a percent or an amount off, its days (either
 * open) and how many places it pays (empty: no limit). A row's error is shown under its code.
 */
export function PromoFields({ promos, onChange, errors }: PromoFieldsProps) {
  const intl = useIntl();
  const change = (index: number, patch: Partial<PromoDraft>) => onChange(promos.map((promo, at) => (at === index ? { ...promo, ...patch } : promo)));
  return (
    <fieldset className="plouf-term-moment plouf-term-promos">
      <legend><FormattedMessage id="adminTerms.field.promos" /></legend>
      <p className="plouf-muted plouf-term-moment-help"><FormattedMessage id="adminTerms.field.promosHelp" /></p>
      {promos.map((promo, index) => (
        <div key={index} className="plouf-term-promo" data-promo={index}>
          <div className="plouf-form-row plouf-form-row--keep">
            <TextInput id={`term-promo-code-${index}`} labelId="adminTerms.field.promoCode" required value={promo.code} onChange={(code) => change(index, { code: code.toUpperCase() })} error={errors[`promos.${index}`]} />
            <Field id={`term-promo-kind-${index}`} labelId="adminTerms.field.promoKind">
              <HTMLSelect fill value={promo.kind} onChange={(event) => change(index, { kind: event.currentTarget.value as PromoDraft['kind'], value: 0 })}>
                <option value="percent">{intl.formatMessage({ id: 'adminTerms.field.discountPercent' })}</option>
                <option value="amount">{intl.formatMessage({ id: 'adminTerms.field.discountAmount' })}</option>
              </HTMLSelect>
            </Field>
            <Field id={`term-promo-value-${index}`} labelId="adminTerms.field.promoValue" required>
              {promo.kind === 'percent' ? (
                <NumberField value={promo.value} onChange={(value) => change(index, { value })} positiveOnly decimals={0} suffix="%" />
              ) : (
                <NumberField value={promo.value} onChange={(value) => change(index, { value })} factor={100} positiveOnly suffix="€" />
              )}
            </Field>
          </div>
          <div className="plouf-form-row plouf-form-row--keep">
            <TextInput id={`term-promo-from-${index}`} type="date" labelId="adminTerms.field.promoFrom" value={promo.from} onChange={(from) => change(index, { from })} />
            <TextInput id={`term-promo-until-${index}`} type="date" labelId="adminTerms.field.promoUntil" value={promo.until} onChange={(until) => change(index, { until })} />
            <TextInput id={`term-promo-uses-${index}`} labelId="adminTerms.field.promoUses" value={promo.maxUses} onChange={(maxUses) => change(index, { maxUses })} />
            <Button
              variant="minimal"
              icon="trash"
              className="plouf-term-promo-remove"
              aria-label={intl.formatMessage({ id: 'adminTerms.field.promoRemove' }, { code: promo.code || String(index + 1) })}
              onClick={() => onChange(promos.filter((_, at) => at !== index))}
            />
          </div>
        </div>
      ))}
      <Button icon="add" variant="minimal" onClick={() => onChange([...promos, NEW_PROMO])}><FormattedMessage id="adminTerms.field.promoAdd" /></Button>
    </fieldset>
  );
}
