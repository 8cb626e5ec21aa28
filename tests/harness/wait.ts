import { parseMail, type ParsedMail } from '../../mailer/src/testing/parse-mail.ts';
import type { SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';

/** Reads until `check` holds (a background process or a projection catches up), or the time is up: the last value. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first mail the SMTP peer received for `email` whose subject matches; fails, listing what came, when none does in time. */
export async function mailTo(peer: SmtpPeer, email: string, subject: RegExp, timeoutMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = peer.received.filter((mail) => mail.envelopeTo.includes(email)).map((mail) => parseMail(mail.raw)).find((mail) => subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} matching ${subject}; received: ${peer.received.map((mail) => parseMail(mail.raw).subject).join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
