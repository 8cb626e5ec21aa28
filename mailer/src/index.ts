export { startMailer, DEFAULT_TIMING, type Mailer, type MailerOptions, type MailerTiming } from './mailer.ts';
export { mailerConfigFromEnv, mailConfigDefaults, type MailerConfig, type MailTransportConfig } from './config.ts';
export { mailKindName, type Language } from './kinds.ts';
export type { MailerLog } from './log.ts';
export { loadDefaultDocuments, type DefaultDocuments } from './render.ts';
export { forgetMails } from './outbox.ts';
