import type { MessageId } from '../../../i18n/catalogues.ts';

/** Field → message, already worded (the server's, or a client message formatted). */
export type FieldErrors = Readonly<Record<string, string>>;
/** Field → message id, from a form's own checks. */
export type ClientErrors = Partial<Record<string, MessageId>>;

export const blank = (value: string | null | undefined) => !value?.trim();

/** Drops the fields without an error, so `Object.keys(errors).length` says whether a form is valid. */
export function compact(errors: Record<string, MessageId | undefined>): ClientErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, id]) => id !== undefined)) as ClientErrors;
}

/**
 * Splits errors into those a form shows next to a field (`placed`: a field, or a prefix whose
 * sub-fields it shows, `content` covering `content.slug`) and the others, listed above the form.
 *
 * @example
 * placedErrors({ libelle: 'Requis', 'templateCours.usrId': 'Inconnu' }, ['libelle']).others // { 'templateCours.usrId': 'Inconnu' }
 */
export function placedErrors(errors: FieldErrors, placed: readonly string[]): { shown: FieldErrors; others: FieldErrors } {
  const isPlaced = (field: string) => placed.some((name) => field === name || field.startsWith(`${name}.`));
  const entries = Object.entries(errors);
  return {
    shown: Object.fromEntries(entries.filter(([field]) => isPlaced(field))),
    others: Object.fromEntries(entries.filter(([field]) => !isPlaced(field))),
  };
}

/** The error of a field and of its sub-fields, first found: `errorOf(errors, 'address')` reads `address` or `address.libelle`. */
export function errorOf(errors: FieldErrors, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}

/** Spec §5 administration: 'Ce champs est requis', spelled right (issue 41): 'Ce champ est requis'. */
export const required = (value: string | null | undefined): MessageId | undefined => (blank(value) ? 'admin.validation.required' : undefined);

/** What a part of a catalogue form is given: the draft, a way to change it, and the errors by field. */
export interface DraftProps<Draft> {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  errors: FieldErrors;
}
