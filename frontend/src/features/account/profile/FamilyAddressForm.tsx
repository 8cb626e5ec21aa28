import { Button, Callout } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { saveFamily } from '../../../api/families.ts';
import type { Address } from '../../../api/types.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { AddressFields } from '../cart/AddressFields.tsx';
import { addressProblems, cleanAddress } from '../cart/cartModel.ts';
import '../cart/cart.css';

/** The family's address, edited on its own page with checkout's fields and checks (PUT /Family/{id}). */
export function FamilyAddressForm({ famId, initial, onSaved, onCancel }: { famId: number; initial: Address | null; onSaved: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const notify = useNotifier();
  const [values, setValues] = useState<Partial<Address>>(initial ?? {});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const problems = addressProblems(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      await saveFamily(famId, { address: cleanAddress(values) });
      notify.success(intl.formatMessage({ id: 'account.family.addressSaved' }));
      onSaved();
    } catch (error) {
      setSaveError(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'account.family.addressFailed' }));
      setSaving(false);
    }
  };

  return (
    <form className="plouf-family-address-form" onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'account.family.addressForm' })}>
      <AddressFields values={values} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} problems={submitted ? problems : {}} />
      {saveError && (
        <Callout intent="danger" icon="error" role="alert" className="plouf-gap">
          {saveError}
        </Callout>
      )}
      <div className="plouf-family-actions">
        <Button type="submit" intent="primary" icon="floppy-disk" loading={saving}>
          <FormattedMessage id="account.family.saveAddress" />
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          <FormattedMessage id="common.action.cancel" />
        </Button>
      </div>
    </form>
  );
}
