import { Button, Callout } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveFamily } from '../../../api/families.ts';
import type { Address } from '../../../api/types.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { AddressFields } from '../cart/AddressFields.tsx';
import { useAddressForm } from '../cart/useAddressForm.ts';
import '../cart/cart.css';

/** The family's address, edited on its own page with checkout's fields and checks (PUT /Family/{id}). */
export function FamilyAddressForm({ famId, initial, onSaved, onCancel }: { famId: number; initial: Address | null; onSaved: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const notify = useNotifier();
  const form = useAddressForm(
    initial,
    async (address) => {
      await saveFamily(famId, { address });
      notify.success(intl.formatMessage({ id: 'account.family.addressSaved' }));
      onSaved();
    },
    () => intl.formatMessage({ id: 'account.family.addressFailed' }),
  );

  return (
    <form className="plouf-family-address-form" onSubmit={form.submit} noValidate aria-label={intl.formatMessage({ id: 'account.family.addressForm' })}>
      <AddressFields values={form.values} onChange={form.change} problems={form.problems} />
      {form.saveError && (
        <Callout intent="danger" icon="error" role="alert" className="plouf-gap">
          {form.saveError}
        </Callout>
      )}
      <div className="plouf-family-actions">
        <Button type="submit" intent="primary" icon="floppy-disk" loading={form.saving}>
          <FormattedMessage id="account.family.saveAddress" />
        </Button>
        <Button onClick={onCancel} disabled={form.saving}>
          <FormattedMessage id="common.action.cancel" />
        </Button>
      </div>
    </form>
  );
}
