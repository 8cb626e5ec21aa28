/** The event types other workspaces may read: projections, the mailer. */
export * from './contacts/events.ts';
export * from './catalogue/activities/events.ts';
export * from './families/events.ts';
export * from './accounts/events.ts';
