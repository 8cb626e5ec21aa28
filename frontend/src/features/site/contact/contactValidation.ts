import type { NewContact } from '../../../api/types.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { isValidEmail } from '../../../lib/validation.ts';

export type ContactField = keyof NewContact;

/** Spec §5 client-side rules: email required and valid, message required; activities optional. */
export function validateContact(values: NewContact): Partial<Record<ContactField, MessageId>> {
  const errors: Partial<Record<ContactField, MessageId>> = {};
  if (!values.ctcMail.trim()) errors.ctcMail = 'common.form.required';
  else if (!isValidEmail(values.ctcMail)) errors.ctcMail = 'common.form.invalidEmail';
  if (!values.ctcMessage.trim()) errors.ctcMessage = 'common.form.required';
  return errors;
}
