/** What the mailer says as it works; pino's and Fastify's `app.log` fit it. */
export interface MailerLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** The default: quiet about mails sent, loud about mails that wait. */
export const consoleLog: MailerLog = {
  info: () => undefined,
  warn: (details, message) => console.warn(`[mailer] ${message}`, details),
  error: (details, message) => console.error(`[mailer] ${message}`, details),
};
