import { ERASED, type PersonalKind } from '@plouf/infra';

/**
 * Erasures (issue 25, docs/adr/0022-personal-data.md): the subjects' keys are deleted first, then the
 * erasure is appended. A projector handling it live leaves its rows as a rebuild would, which reads
 * every earlier event with the erased subjects' values as erased (`ERASED`).
 */
export { ERASURE_EVENT_TYPES } from '@plouf/command-api/privacy';

/**
 * A stored personal value as a rebuild reads it once its subject is erased: what the protected store
 * gives for a sealed value (an absent one, null or undefined, was never sealed and stays as it is).
 *
 * @example
 * erased('memberName', 'Léa'); // 'Membre supprimé'
 * erased('email', null); // null
 */
export function erased<T>(kind: PersonalKind, value: T): T {
  return value === null || value === undefined ? value : (structuredClone(ERASED[kind]) as T);
}
