import { useState, type FormEvent } from 'react';

/**
 * A form's values and its client-side errors, shown from the first submit on and updated as the
 * person types.
 *
 * @example
 * const form = useFormState({ userEmail: '' }, validateEmailOnly);
 * <form onSubmit={form.submit((values) => send(values.userEmail))}>
 */
export function useFormState<Values extends { [Field in keyof Values]: string }, Errors extends Partial<Record<keyof Values, unknown>>>(
  initial: Values,
  validate: (values: Values) => Errors,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors: Partial<Errors> = submitted ? validate(values) : {};

  const update = (field: keyof Values, value: string) => setValues((previous) => ({ ...previous, [field]: value }));
  const submit = (onValid: (values: Values) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(values)).length === 0) onValid(values);
  };
  const reset = () => {
    setValues(initial);
    setSubmitted(false);
  };
  return { values, errors, update, submit, reset };
}
