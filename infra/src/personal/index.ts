export * from './cipher.ts';
export { createSubjectKeys, eraseKeys, type SubjectKeys, type KeyState } from './keys.ts';
export { protectEventStore, SEALED_FLAG, type PersonalField, type PersonalSchema } from './protect.ts';
export { erasureLedger, mergeErasures, reasonOf, type ErasureLedger, type ErasureRecord, type ErasureReason } from './ledger.ts';
export { scrubStorage } from './scrub.ts';
