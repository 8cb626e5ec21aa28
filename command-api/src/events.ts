/** The event types other workspaces may read: projections, the mailer. */
export * from './contacts/events.ts';
export * from './catalogue/activities/events.ts';
