import type { MessageId } from '../../../i18n/catalogues.ts';
import { isValidEmail } from '../../../lib/validation.ts';

/** The add-member form's fields, as typed (an empty birth date is ''). */
export interface MemberFormValues {
  userEmail: string;
  userNom: string;
  userPrenom: string;
  usrDatbirth: string;
}

/** Today as a `YYYY-MM-DD` day of the browser's calendar, what a date input compares with. */
export const localDay = (today: Date) =>
  `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

/**
 * A member to add: both names; an email, which is optional (without one the member never logs in:
 * a child), but well formed when given; and then a birth date, which cannot be to come.
 *
 * @example
 * validateMember({ userEmail: '', userNom: 'Roux', userPrenom: 'Zoé', usrDatbirth: '' }) // { usrDatbirth: 'account.member.birthDateRequired' }
 */
export function validateMember(values: MemberFormValues, today = new Date()) {
  const email = values.userEmail.trim();
  const errors: Partial<Record<keyof MemberFormValues, MessageId>> = {};
  if (!values.userNom.trim()) errors.userNom = 'common.form.required';
  if (!values.userPrenom.trim()) errors.userPrenom = 'common.form.required';
  if (email && !isValidEmail(email)) errors.userEmail = 'common.form.invalidEmail';
  if (!email && !values.usrDatbirth) errors.usrDatbirth = 'account.member.birthDateRequired';
  else if (values.usrDatbirth && values.usrDatbirth > localDay(today)) errors.usrDatbirth = 'account.member.birthDateFuture';
  return errors;
}

/**
 * A member edited: as a new one, and a login address once given stays (it may change, not go:
 * the server never takes it away).
 *
 * @example
 * validateMemberEdit({ userEmail: '', userNom: 'Roux', userPrenom: 'Léa', usrDatbirth: '' }, true) // { userEmail: 'account.member.emailKept' }
 */
export function validateMemberEdit(values: MemberFormValues, hadEmail: boolean, today = new Date()) {
  const errors = validateMember(values, today);
  if (hadEmail && !values.userEmail.trim()) {
    delete errors.usrDatbirth;
    errors.userEmail = 'account.member.emailKept';
  }
  return errors;
}
