import { join } from 'node:path';
import type { MailConfigDocument } from '@plouf/command-api/mail';
import { loadConfig } from '@plouf/infra';

/** SMTP in production; otherwise each mail is written as an `.eml` file, to be opened by any mail client. */
export type MailTransportConfig = { kind: 'smtp'; url: string } | { kind: 'file'; directory: string };

/**
 * The mail settings, after the spec's default mail config: a sender name, test mode on, a test
 * recipient and an optional bcc recipient.
 */
export interface MailerConfig {
  /** The `From` of every mail: `Plouf <no-reply@plouf.local>`. */
  from: string;
  /** Every mail goes to `testRecipient` instead, the real recipient shown in the subject. */
  testMode: boolean;
  /** `MAIL_TEST_MODE` said "on" plainly: the back-office's settings cannot turn test mode off. */
  testModeForced?: boolean;
  testRecipient: string;
  /** A hidden copy of every mail, when set. */
  bcc: string | undefined;
  /** The steady rate mails leave at, per second (a message to 500 takes 25 s at 20): mail servers throttle bursts. */
  ratePerSecond?: number;
  /** Links in mails are absolute from here (no trailing slash). */
  publicUrl: string;
  /** The clock dates in mails are read on. */
  timeZone: string;
  transport: MailTransportConfig;
}

export const DEFAULT_RATE_PER_SECOND = 20;

/**
 * Reads the mail settings from the environment, with defaults a fresh clone runs on: test mode
 * on, mails written under `<dataDir>/mail-outbox/`.
 *
 * | variable | default |
 * |---|---|
 * | `MAIL_FROM` | `Plouf <no-reply@plouf.local>` |
 * | `MAIL_TEST_MODE` | on; `false` (or `0`, `off`, `no`) sends to the real recipients |
 * | `MAIL_TEST_RECIPIENT` | `test@plouf.local` |
 * | `MAIL_BCC` | none |
 * | `SMTP_URL` | none: the file outbox. `smtp://user:pass@host:587`, `smtps://…:465` |
 * | `MAIL_TIME_ZONE` | `Europe/Paris` |
 * | `MAIL_RATE_PER_SECOND` | 20 |
 * | `PUBLIC_URL` | as the web server reads it (`http://localhost:PORT`) |
 *
 * @example
 * const config = mailerConfigFromEnv(process.env, './data');
 * // { from: 'Plouf <no-reply@plouf.local>', testMode: true, transport: { kind: 'file', directory: 'data/mail-outbox' }, … }
 */
export function mailerConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string): MailerConfig {
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl) {
    const protocol = URL.canParse(smtpUrl) ? new URL(smtpUrl).protocol : undefined;
    if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465');
  }
  const timeZone = env.MAIL_TIME_ZONE?.trim() || 'Europe/Paris';
  const rate = env.MAIL_RATE_PER_SECOND?.trim() ? Number(env.MAIL_RATE_PER_SECOND) : DEFAULT_RATE_PER_SECOND;
  if (!(rate > 0 && rate <= 1000)) throw new Error('MAIL_RATE_PER_SECOND must be a number of mails per second, from 0.1 to 1000');
  if (!Intl.supportedValuesOf('timeZone').includes(timeZone) && timeZone !== 'UTC') throw new Error(`MAIL_TIME_ZONE: unknown time zone ${timeZone}`);
  return {
    from: env.MAIL_FROM?.trim() || 'Plouf <no-reply@plouf.local>',
    // Off only when said plainly: a typo keeps real people out of a test's mail.
    testMode: !/^(false|0|off|no)$/i.test(env.MAIL_TEST_MODE?.trim() ?? ''),
    testModeForced: /^(true|1|on|yes)$/i.test(env.MAIL_TEST_MODE?.trim() ?? ''),
    testRecipient: address('MAIL_TEST_RECIPIENT', env.MAIL_TEST_RECIPIENT) ?? 'test@plouf.local',
    bcc: address('MAIL_BCC', env.MAIL_BCC),
    publicUrl: loadConfig(env).publicUrl.replace(/\/+$/, ''),
    timeZone,
    ...(rate !== DEFAULT_RATE_PER_SECOND && { ratePerSecond: rate }),
    transport: smtpUrl ? { kind: 'smtp', url: smtpUrl } : { kind: 'file', directory: join(dataDir, 'mail-outbox') },
  };
}

/** The server's settings as the back-office shows them until it saves its own. */
export function mailConfigDefaults(config: MailerConfig): MailConfigDocument & { senderAddress: string; testModeForced: boolean } {
  const from = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(config.from);
  return {
    senderName: from?.[1]?.trim() || 'Plouf',
    senderAddress: from?.[2]?.trim() ?? config.from.trim(),
    testMode: config.testMode,
    testModeForced: config.testModeForced ?? false,
    testRecipient: config.testRecipient,
    bcc: config.bcc ?? '',
  };
}

/**
 * The envelope settings in use: the back-office's once saved (the sender's address stays the
 * server's), test mode kept on when the server's environment imposes it.
 *
 * @example
 * envelopeConfig(config, { senderName: 'Piscine Plouf', testMode: false, testRecipient: 't@x.fr', bcc: '' }).from // '"Piscine Plouf" <no-reply@plouf.local>'
 */
export function envelopeConfig(config: MailerConfig, saved: MailConfigDocument | undefined): Pick<MailerConfig, 'from' | 'testMode' | 'testRecipient' | 'bcc'> {
  if (!saved) return config;
  const { senderAddress, testModeForced } = mailConfigDefaults(config);
  return {
    from: `"${saved.senderName.replace(/["\\\r\n]/g, '')}" <${senderAddress}>`,
    testMode: saved.testMode || testModeForced,
    testRecipient: saved.testRecipient,
    bcc: saved.bcc || undefined,
  };
}

function address(name: string, value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (!/^[^\s@]+@[^\s@]+$/.test(trimmed)) throw new Error(`${name} must be one mail address, not ${trimmed}`);
  return trimmed;
}

/** The transport as it may be printed: an SMTP password never reaches a log. */
export function describeTransport(transport: MailTransportConfig): string {
  if (transport.kind === 'file') return `file outbox ${transport.directory}`;
  const url = new URL(transport.url);
  if (url.password) url.password = '***';
  return `SMTP ${url.toString()}`;
}
