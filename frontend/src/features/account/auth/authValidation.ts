import type { MessageId } from '../../../i18n/catalogues.ts';
import { isValidEmail } from '../../../lib/validation.ts';

/** Spec §9: password minimum length. */
export const PASSWORD_MIN_LENGTH = 8;

/** Field → the message of its first broken rule; messages may use `{count}` (the minimum length). */
export type FormErrors<Field extends string> = Partial<Record<Field, MessageId>>;

function emailError(value: string): MessageId | undefined {
  if (!value.trim()) return 'common.form.required';
  return isValidEmail(value) ? undefined : 'common.form.invalidEmail';
}

function required(value: string): MessageId | undefined {
  return value.trim() ? undefined : 'common.form.required';
}

function compact<Field extends string>(errors: Record<Field, MessageId | undefined>): FormErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, id]) => id !== undefined)) as FormErrors<Field>;
}

/** Spec §5 client-side rules: both fields required, the email well formed. */
export function validateLogin(values: { userEmail: string; userPass: string }) {
  return compact({ userEmail: emailError(values.userEmail), userPass: values.userPass ? undefined : 'common.form.required' });
}

export function validateEmailOnly(values: { userEmail: string }) {
  return compact({ userEmail: emailError(values.userEmail) });
}

/** A new password: required, at least 8 characters; its confirmation required and equal. */
export function validateNewPassword(values: { password: string; confirmation: string }) {
  return compact({
    password: !values.password ? 'common.form.required' : values.password.length < PASSWORD_MIN_LENGTH ? 'common.form.minLength' : undefined,
    confirmation: !values.confirmation ? 'common.form.required' : values.confirmation !== values.password ? 'common.form.mismatch' : undefined,
  });
}

/** Spec §5 change password: the old password required, then the new-password rules. */
export function validateChangePassword(values: { oldPassword: string; password: string; confirmation: string }) {
  return { ...compact({ oldPassword: values.oldPassword ? undefined : 'common.form.required' }), ...validateNewPassword(values) };
}

/** A person to sign up or to add to a family: email, last name and first name. */
export function validatePerson(values: { userEmail: string; userNom: string; userPrenom: string }) {
  return compact({ userEmail: emailError(values.userEmail), userNom: required(values.userNom), userPrenom: required(values.userPrenom) });
}
