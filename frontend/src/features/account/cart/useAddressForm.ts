import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/client.ts';
import { addressProblems, cleanAddress, type Address } from './cartModel.ts';

/**
 * An address being typed with checkout's checks (the billing step and the family's profile): the
 * values, their problems once the form was sent, and a submit that saves a cleaned address through
 * `save`. A refusal shows the server's message, else `failedText`.
 */
export function useAddressForm(initial: Address | null, save: (address: Address) => Promise<void>, failedText: () => string) {
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
      await save(cleanAddress(values));
    } catch (error) {
      setSaveError(error instanceof ApiError && error.serverMessage ? error.serverMessage : failedText());
      setSaving(false);
    }
  };

  return {
    values,
    change: (patch: Partial<Address>) => setValues((current) => ({ ...current, ...patch })),
    problems: submitted ? problems : {},
    saving,
    saveError,
    submit,
  };
}
