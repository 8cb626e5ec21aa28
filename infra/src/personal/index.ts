export * from './cipher.ts';
export { createSubjectKeys, reapplyErasures, type SubjectKeys, type KeyState } from './keys.ts';
export { protectEventStore, SEALED_FLAG, type PersonalField, type PersonalSchema } from './protect.ts';
