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
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatus>('editing');
  const [touched, setTouched] = useState(false);
  const action = useActionKey();

  const clientErrors = (next: NewContact) =>
    Object.fromEntries(Object.entries(validateContact(next)).map(([field, id]) => [field, intl.formatMessage({ id })]));

  const update = (patch: Partial<NewContact>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (touched) setErrors(clientErrors(next));
  };

  const toggleActivity = (id: number) =>
    update({ acyIds: values.acyIds.includes(id) ? values.acyIds.filter((other) => other !== id) : [...values.acyIds, id] });

  const submit = async () => {
    setTouched(true);
    setFormError(null);
    const found = clientErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus('sending');
    try {
      const contact = { ...values, ctcMail: values.ctcMail.trim() };
      // Sent twice (a double click, a retry after a lost answer), the same message arrives once.
      await sendContact(contact, action.keyFor(contact));
      action.done();
      setStatus('sent');
    } catch (error) {
      setStatus('editing');
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFormError(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'contact.form.failed' }));
    }
  };

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
    setTouched(false);
    setStatus('editing');
  };

  return { values, errors, formError, status, update, toggleActivity, submit, reset };
}
