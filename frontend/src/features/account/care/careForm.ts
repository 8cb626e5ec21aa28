/**
 * A member's care details (issue 26) as the family and the desk edit them, and as the instructor's
 * roster flags them. Pure.
 */
import type { MemberCareInput, MemberCareView } from '../../../api/users.ts';

/** The contract's lengths (families/contract.ts MemberCareInput), as the inputs' `maxLength`. */
export const CARE_MAX = { medicalNotes: 2000, allergies: 1000, emergencyName: 120, emergencyPhone: 30 } as const;

/** What the form edits: the whole record. */
export type CareDraft = MemberCareInput;

const BLANK: CareDraft = { medicalNotes: '', allergies: '', emergencyName: '', emergencyPhone: '', photoConsent: false };

/** The form's first values: the record as saved, or blank (never filled in). */
export function careDraft(view: MemberCareView | null | undefined): CareDraft {
  if (!view) return { ...BLANK };
  const { medicalNotes, allergies, emergencyName, emergencyPhone, photoConsent } = view;
  return { medicalNotes, allergies, emergencyName, emergencyPhone, photoConsent };
}

/**
 * The body of `PUT /User/{id}/sante`: each text trimmed.
 *
 * @example
 * careInput({ medicalNotes: ' Asthme ', allergies: '', emergencyName: 'Paul', emergencyPhone: ' 06 12 ', photoConsent: true })
 * // { medicalNotes: 'Asthme', allergies: '', emergencyName: 'Paul', emergencyPhone: '06 12', photoConsent: true }
 */
export function careInput(draft: CareDraft): MemberCareInput {
  return {
    medicalNotes: draft.medicalNotes.trim(),
    allergies: draft.allergies.trim(),
    emergencyName: draft.emergencyName.trim(),
    emergencyPhone: draft.emergencyPhone.trim(),
    photoConsent: draft.photoConsent,
  };
}

/** Whether saving the draft would change the record (an untouched form closes without a call). */
export const careChanged = (view: MemberCareView | null | undefined, draft: CareDraft) => JSON.stringify(careInput(careDraft(view))) !== JSON.stringify(careInput(draft));

/**
 * What the instructor's roster flags about a child: a medical note, an allergy (blank text is none).
 *
 * @example
 * careFlags({ medicalNotes: 'Asthme', allergies: ' ' }) // { medical: true, allergies: false, any: true }
 */
export function careFlags(view: Pick<MemberCareView, 'medicalNotes' | 'allergies'> | undefined) {
  const medical = Boolean(view?.medicalNotes.trim());
  const allergies = Boolean(view?.allergies.trim());
  return { medical, allergies, any: medical || allergies };
}

/**
 * A `tel:` link for a phone number as a family typed it (spaces, dots, dashes and brackets dropped),
 * or null when it has no digit to call.
 *
 * @example
 * telHref('06 12.34-56 (78)') // 'tel:0612345678'
 * telHref('+33 6 12 34 56 78') // 'tel:+33612345678'
 */
export function telHref(phone: string): string | null {
  const number = phone.trim().replace(/[^\d+]/g, '');
  return /\d/.test(number) ? `tel:${number}` : null;
}
