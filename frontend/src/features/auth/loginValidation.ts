import type { MessageId } from '../../i18n/catalogues.ts';
import { isValidEmail } from '../../lib/validation.ts';

export type LoginErrors = Partial<Record<'userEmail' | 'userPass', MessageId>>;

/** Spec §5 client-side rules: both fields required, the email well formed. */
export function validateLogin(values: { userEmail: string; userPass: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.userEmail.trim()) errors.userEmail = 'common.form.required';
  else if (!isValidEmail(values.userEmail)) errors.userEmail = 'common.form.invalidEmail';
  if (!values.userPass) errors.userPass = 'common.form.required';
  return errors;
}
