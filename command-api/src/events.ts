/** The event types other workspaces may read: projections, the mailer. */
export * from './contacts/events.ts';
export * from './catalogue/activities/events.ts';
export * from './catalogue/documents/events.ts';
export type * from './catalogue/documents/fields.ts';
export * from './catalogue/media/events.ts';
export * from './families/events.ts';
export * from './accounts/events.ts';
