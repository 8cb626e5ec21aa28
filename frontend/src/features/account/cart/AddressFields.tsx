import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { TextField } from '../../../ui/TextField.tsx';
import type { Address, AddressField, AddressProblem } from './cartModel.ts';

const FIELDS: readonly { field: AddressField; labelId: MessageId; autoComplete: string; required?: boolean; wide?: boolean }[] = [
  { field: 'adrNumberWay', labelId: 'cart.billing.numberWay', autoComplete: 'address-line1', required: true, wide: true },
  { field: 'adrOutsideInfos', labelId: 'cart.billing.outside', autoComplete: 'address-line2', wide: true },
  { field: 'adrIndoorInfos', labelId: 'cart.billing.indoor', autoComplete: 'address-line3', wide: true },
  { field: 'adrPostalCode', labelId: 'cart.billing.postalCode', autoComplete: 'postal-code', required: true },
  { field: 'libelle', labelId: 'cart.billing.city', autoComplete: 'address-level2', required: true },
  { field: 'adrPostBox', labelId: 'cart.billing.postBox', autoComplete: 'off' },
];

const PROBLEM_TEXT: Record<AddressProblem, MessageId> = { required: 'common.form.required', postalCode: 'cart.billing.badPostalCode', tooLong: 'cart.billing.tooLong' };

/** Spec §3 Address: number and way, the two complements, postal code (5 digits), city, PO box. */
export function AddressFields({ values, onChange, problems }: { values: Partial<Address>; onChange: (patch: Partial<Address>) => void; problems: Partial<Record<AddressField, AddressProblem>> }) {
  const intl = useIntl();
  return (
    <div className="cart-address">
      {FIELDS.map(({ field, labelId, autoComplete, required, wide }) => {
        const problem = problems[field];
        return (
          <div key={field} className={wide ? 'cart-address-wide' : undefined}>
            <TextField
              id={`billing-${field}`}
              labelId={labelId}
              value={values[field] ?? ''}
              onChange={(value) => onChange({ [field]: value })}
              autoComplete={autoComplete}
              required={required}
              error={problem ? intl.formatMessage({ id: PROBLEM_TEXT[problem] }) : undefined}
            />
          </div>
        );
      })}
    </div>
  );
}
