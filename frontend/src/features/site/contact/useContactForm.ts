import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { sendContact } from '../../../api/contacts.ts';
import type { NewContact } from '../../../api/types.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { validateContact, type ContactField } from './contactValidation.ts';

type FormStatus = 'editing' | 'sending' | 'sent';
const EMPTY: NewContact = { ctcMail: '', ctcMessage: '', acyIds: [] };

/** The contact form's state: values, field errors (client rules, then the server's), sending. */
export function useContactForm() {
  const intl = useIntl();
  const [values, setValues] = useState<NewContact>(EMPTY);
  /** The server's word on the fields of the last send; forgotten as soon as the person types. */
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatus>('editing');
  const [touched, setTouched] = useState(false);
  const action = useActionKey();

  const clientErrors = (next: NewContact) =>
    Object.fromEntries(Object.entries(validateContact(next)).map(([field, id]) => [field, intl.formatMessage({ id })]));

  // From the first send on, the client's rules are checked as the person types.
  const errors: Partial<Record<ContactField, string>> = { ...(touched ? clientErrors(values) : {}), ...serverErrors };

  // Changes apply to the latest values: two made in the same tick (the fields a person filled
  // before the page was hydrated) both land.
  const change = (patch: (previous: NewContact) => Partial<NewContact>) => {
    setValues((previous) => ({ ...previous, ...patch(previous) }));
    setServerErrors({});
  };
  const update = (patch: Partial<NewContact>) => change(() => patch);
  const toggleActivity = (id: number) =>
    change(({ acyIds }) => ({ acyIds: acyIds.includes(id) ? acyIds.filter((other) => other !== id) : [...acyIds, id] }));

  const submit = async () => {
    setTouched(true);
    setFormError(null);
    setServerErrors({});
    if (Object.keys(clientErrors(values)).length > 0) return;
    setStatus('sending');
    try {
      const contact = { ...values, ctcMail: values.ctcMail.trim() };
      // Sent twice (a double click, a retry after a lost answer), the same message arrives once.
      await sendContact(contact, action.keyFor(contact));
      action.done();
      setStatus('sent');
    } catch (error) {
      setStatus('editing');
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      setFormError(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'contact.form.failed' }));
    }
  };

  const reset = () => {
    setValues(EMPTY);
    setServerErrors({});
    setFormError(null);
    setTouched(false);
    setStatus('editing');
  };

  return { values, errors, formError, status, update, toggleActivity, submit, reset };
}
