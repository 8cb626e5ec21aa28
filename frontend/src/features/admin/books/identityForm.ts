import type { IdentityInput, IdentityView } from '../../../api/books.ts';
import { isValidEmail } from '../../../lib/validation.ts';

export type IdentityField = keyof IdentityInput;

/**
 * Each field of the identity in the form's order, with the bounds the contract sets
 * (`books/contract.ts`): whether it must be filled, and its longest length.
 */
export const IDENTITY_FIELDS = {
  name: { required: true, max: 200 },
  legalForm: { required: false, max: 200 },
  street: { required: true, max: 300 },
  postalCode: { required: true, max: 20 },
  city: { required: true, max: 100 },
  country: { required: true, max: 100 },
  siret: { required: true, max: 14 },
  vatNumber: { required: false, max: 15 },
  email: { required: false, max: 200 },
  phone: { required: false, max: 50 },
  footer: { required: false, max: 2000 },
} as const satisfies Record<IdentityField, { required: boolean; max: number }>;

export type IdentityDraft = Record<IdentityField, string>;
export type IdentityError = 'required' | 'tooLong' | 'siret' | 'vat' | 'email';

const FIELDS = Object.keys(IDENTITY_FIELDS) as IdentityField[];

/** The identity as the form shows it. */
export function identityDraft(view: IdentityView): IdentityDraft {
  return Object.fromEntries(FIELDS.map((field) => [field, view[field]])) as IdentityDraft;
}

/**
 * What is sent: every field trimmed; the SIRET and the VAT number without the spaces people type
 * them with (`123 456 789 00012`, `fr 12 345678901`), the VAT number in capitals.
 *
 * @example
 * identityInput({ ...draft, siret: ' 123 456 789 00012 ', vatNumber: 'fr 12 345678901' }) // { …, siret: '12345678900012', vatNumber: 'FR12345678901' }
 */
export function identityInput(draft: IdentityDraft): IdentityInput {
  const input = Object.fromEntries(FIELDS.map((field) => [field, draft[field].trim()])) as IdentityInput;
  input.siret = input.siret.replace(/\s+/g, '');
  input.vatNumber = input.vatNumber.replace(/\s+/g, '').toUpperCase();
  return input;
}

/** The contract's patterns: a SIRET is 14 digits; a VAT number two letters and 2 to 13 letters or digits, or nothing. */
const SIRET = /^[0-9]{14}$/;
const VAT = /^$|^[A-Z]{2}[0-9A-Z]{2,13}$/;

/**
 * Why each field is not taken, on what would be sent.
 *
 * @example
 * identityErrors({ ...draft, siret: '1234' }) // { siret: 'siret' }
 */
export function identityErrors(draft: IdentityDraft): Partial<Record<IdentityField, IdentityError>> {
  const input = identityInput(draft);
  const errors: Partial<Record<IdentityField, IdentityError>> = {};
  for (const field of FIELDS) {
    const value = input[field];
    if (IDENTITY_FIELDS[field].required && value === '') errors[field] = 'required';
    else if (value.length > IDENTITY_FIELDS[field].max) errors[field] = 'tooLong';
  }
  if (!errors.siret && !SIRET.test(input.siret)) errors.siret = 'siret';
  if (!errors.vatNumber && !VAT.test(input.vatNumber)) errors.vatNumber = 'vat';
  if (!errors.email && input.email !== '' && !isValidEmail(input.email)) errors.email = 'email';
  return errors;
}

/** Whether the form differs from what is saved (spaces and capitals aside). */
export const identityChanged = (draft: IdentityDraft, view: IdentityView) => JSON.stringify(identityInput(draft)) !== JSON.stringify(identityInput(identityDraft(view)));
