import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransportConfig } from './config.ts';

/** A file a mail carries (a level's certificate). */
export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail with its envelope decided: what a transport hands over. */
export interface OutgoingMail {
  from: string;
  to: { name: string; address: string };
  bcc: string | undefined;
  subject: string;
  html: string;
  text: string;
  /** The same for every attempt at one mail, so a receiver can drop a duplicate after a crash mid-send. */
  messageId: string;
  /** A stable, file-safe name for this mail: the file outbox's file name. */
  reference: string;
  /** A newsletter mail's one-click unsubscribe address (RFC 8058). */
  unsubscribeUrl?: string;
  attachments?: MailFile[];
}

export interface MailTransport {
  /** Resolves once the mail is accepted (by the SMTP server, or written to disk); rejects otherwise. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** The references of the mails it keeps a copy of (the file outbox's files); none for SMTP. */
  kept(): Promise<string[]>;
  /** Deletes its copies of these mails (their recipient was erased); SMTP keeps none. */
  forget(references: readonly string[]): Promise<void>;
  close(): void;
}

/**
 * The transport the config names: nodemailer over SMTP, or the file outbox.
 *
 * @example
 * const transport = createMailTransport({ kind: 'smtp', url: 'smtp://127.0.0.1:2525' });
 * await transport.send(mail);
 */
export function createMailTransport(config: MailTransportConfig): MailTransport {
  return config.kind === 'smtp' ? smtpTransport(config.url) : fileTransport(config.directory);
}

const message = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  ...(mail.bcc ? { bcc: mail.bcc } : {}),
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  messageId: mail.messageId,
  ...(mail.attachments && { attachments: mail.attachments }),
  // A mail client shows its own "unsubscribe" button, which posts to this address (RFC 8058).
  ...(mail.unsubscribeUrl && { headers: { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }),
});

function smtpTransport(url: string): MailTransport {
  // Bounded waits: an SMTP server that hangs fails the attempt, which is then retried later. One
  // connection kept open and reused: a handshake per mail would hold a message to 500 far under
  // its rate (mails leave one at a time anyway).
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: 1, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 });
  return {
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      return { messageId: info.messageId };
    },
    kept: async () => [],
    forget: async () => undefined,
    close: () => transporter.close(),
  };
}

/**
 * Writes each mail as `<directory>/<reference>.eml`, the raw message nodemailer would have sent
 * (Bcc kept, so the file shows every recipient). Written aside then renamed: a crash never leaves
 * half a file, and a retried mail replaces its file rather than adding a second one. The files of
 * mails whose recipient is erased are deleted (`forget`).
 */
function fileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      await mkdir(directory, { recursive: true });
      const file = join(directory, `${mail.reference}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      return { messageId: info.messageId };
    },
    async kept() {
      const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
      return names.filter((name) => name.endsWith('.eml')).map((name) => name.slice(0, -'.eml'.length));
    },
    async forget(references) {
      for (const reference of references) await rm(join(directory, `${reference}.eml`), { force: true });
    },
    close: () => transporter.close(),
  };
}
