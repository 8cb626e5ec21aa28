import { HTMLSelect } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { NumberField } from '../../../ui/NumberField.tsx';
import { Field } from '../kit/Field.tsx';
import type { DiscountDraft, DiscountsDraft } from './termForm.ts';

interface DiscountFieldsProps {
  discounts: DiscountsDraft;
  onChange: (discounts: DiscountsDraft) => void;
  errors: Readonly<Record<string, string>>;
}

const KINDS = ['sibling', 'secondClass'] as const;

/**
 * The term's discounts (issue 43): for a second child, for a child's second weekly class, each none,
 * a percentage or an amount; when both are set, which is taken off first (the other comes off what
 * is left).
 */
export function DiscountFields({ discounts, onChange, errors }: DiscountFieldsProps) {
  const intl = useIntl();
  const change = (kind: (typeof KINDS)[number], patch: Partial<DiscountDraft>) => onChange({ ...discounts, [kind]: { ...discounts[kind], ...patch } });
  const both = discounts.sibling.kind !== 'none' && discounts.secondClass.kind !== 'none';
  return (
    <fieldset className="plouf-term-moment plouf-term-discounts">
      <legend><FormattedMessage id="adminTerms.field.discounts" /></legend>
      <p className="plouf-muted plouf-term-moment-help"><FormattedMessage id="adminTerms.field.discountsHelp" /></p>
      {KINDS.map((kind) => {
        const discount = discounts[kind];
        return (
          <div key={kind} className="plouf-form-row plouf-form-row--keep plouf-term-discount" data-discount={kind}>
            <Field id={`term-discount-kind-${kind}`} labelId={kind === 'sibling' ? 'adminTerms.field.sibling' : 'adminTerms.field.secondClass'}>
              <HTMLSelect fill value={discount.kind} onChange={(event) => change(kind, { kind: event.currentTarget.value as DiscountDraft['kind'], value: 0 })}>
                <option value="none">{intl.formatMessage({ id: 'adminTerms.field.discountNone' })}</option>
                <option value="percent">{intl.formatMessage({ id: 'adminTerms.field.discountPercent' })}</option>
                <option value="amount">{intl.formatMessage({ id: 'adminTerms.field.discountAmount' })}</option>
              </HTMLSelect>
            </Field>
            {discount.kind !== 'none' && (
              <Field id={`term-discount-value-${kind}`} labelId={kind === 'sibling' ? 'adminTerms.field.siblingValue' : 'adminTerms.field.secondClassValue'} required error={errors[`discounts.${kind}`]}>
                {discount.kind === 'percent' ? (
                  <NumberField value={discount.value} onChange={(value) => change(kind, { value })} positiveOnly decimals={0} suffix="%" />
                ) : (
                  <NumberField value={discount.value} onChange={(value) => change(kind, { value })} factor={100} positiveOnly suffix="€" />
                )}
              </Field>
            )}
          </div>
        );
      })}
      {both && (
        <Field id="term-discount-first" labelId="adminTerms.field.discountFirst">
          <HTMLSelect fill value={discounts.first} onChange={(event) => onChange({ ...discounts, first: event.currentTarget.value as DiscountsDraft['first'] })}>
            <option value="sibling">{intl.formatMessage({ id: 'adminTerms.field.sibling' })}</option>
            <option value="secondClass">{intl.formatMessage({ id: 'adminTerms.field.secondClass' })}</option>
          </HTMLSelect>
        </Field>
      )}
    </fieldset>
  );
}
