/** Mail templates and skins: their documents, the variables of each kind, their checks and their rendering (the mailer's and the preview's). */
export * from './kinds.ts';
export * from './documents.ts';
export * from './variables.ts';
export * from './render.ts';
