/** The event types other workspaces may read: projections, the mailer. */
export * from './contacts/events.ts';
export * from './newsletter/events.ts';
export * from './mail/events.ts';
export * from './messages/events.ts';
export * from './catalogue/activities/events.ts';
export * from './catalogue/documents/events.ts';
export * from './catalogue/media/events.ts';
export * from './families/events.ts';
export * from './accounts/events.ts';
export { SLUG_EVENT_TYPES, slugStream, type SlugEvent, type SlugClaimed, type SlugReleased } from './catalogue/slugs.ts';
export { KIND_MODEL, documentReferences, type CatalogueModel, type DocumentModel, type Reference } from './catalogue/references.ts';
export * from './orders/events.ts';
export * from './cards/events.ts';
export { CHECKOUT_EVENT_TYPES, checkoutStream, type CheckoutEvent } from './orders/checkout/decider.ts';
export * from './courses/events.ts';
export * from './terms/events.ts';
export * from './enrolments/events.ts';
