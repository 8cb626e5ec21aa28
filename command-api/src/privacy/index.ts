export * from './events.ts';
export { PERSONAL_SCHEMA, PERSONAL_EVENT_TYPES } from './personal-fields.ts';
