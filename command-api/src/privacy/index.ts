export * from './events.ts';
export { PERSONAL_SCHEMA, PERSONAL_EVENT_TYPES } from './personal-fields.ts';
export { erasedIds, erasureOnRecord, type ErasureOnFile } from './redo.ts';
export { erasureDecider } from './decider.ts';
