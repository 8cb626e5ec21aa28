import { createWakeSignal, type KeyStore, type SqlPool } from '@plouf/infra';
import { DEFAULT_RATE_PER_SECOND, type MailerConfig } from './config.ts';
import { mailKindName } from './kinds.ts';
import type { MailerLog } from './log.ts';
import { claimDueMail, markFailed, markSent, untilNextDue, type OutboxMail } from './outbox.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';

export interface SenderTiming {
  /** Longest sleep between two looks at the outbox; a new mail wakes the sender at once. */
  pollMs: number;
  /** The wait after a first failed attempt; it doubles at each failure… */
  retryFirstMs: number;
  /** …up to this. */
  retryMaxMs: number;
  /** How long a mail being sent is kept from other senders; a crash mid-send retries it after this. */
  leaseMs: number;
}

/** The wait before the next attempt, after `attempts` failed ones: 1 s, 2 s, 4 s… capped. */
export function retryDelay(attempts: number, timing: Pick<SenderTiming, 'retryFirstMs' | 'retryMaxMs'>): number {
  return Math.min(timing.retryMaxMs, timing.retryFirstMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The envelope of a stored mail, decided when it is sent, from the config of the process sending
 * it: a database copied to a test machine, with test mode on, never mails the real recipients.
 *
 * @example
 * addressMail(mail, { ...config, testMode: true }).subject // '[TEST → lea@x.fr] Réinitialisation de votre mot de passe Plouf'
 */
export function addressMail(mail: OutboxMail, config: Pick<MailerConfig, 'from' | 'testMode' | 'testRecipient' | 'bcc'>): OutgoingMail {
  return {
    from: config.from,
    to: config.testMode ? { name: '', address: config.testRecipient } : { name: mail.recipientName, address: mail.recipient },
    bcc: config.bcc,
    subject: config.testMode ? `[TEST → ${mail.recipient}] ${mail.subject}` : mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<${mail.sourceEventId}.${mail.kind}${mail.seq ? `.${mail.seq}` : ''}@${domainOf(config.from)}>`,
    reference: `${mail.createdStamp}-${mailKindName(mail.kind)}-${mail.sourceEventId}${mail.seq ? `-${mail.seq}` : ''}`,
    ...(mail.unsubscribeUrl && { unsubscribeUrl: mail.unsubscribeUrl }),
    ...(mail.attachments && { attachments: mail.attachments }),
  };
}

/**
 * The mail a reference names (`addressMail`'s `reference`: its moment, kind, source event and number):
 * how a kept copy is tied back to its outbox row. Undefined for a name that is no reference of ours.
 *
 * @example
 * mailOfReference('20261203-101500-ForgotPassword-4b1e…-2'); // { sourceEventId: '4b1e…', seq: 2 }
 */
export function mailOfReference(reference: string): { sourceEventId: string; seq: number } | undefined {
  const match = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-(\d+))?$/i.exec(reference);
  return match ? { sourceEventId: match[1]!, seq: Number(match[2] ?? 0) } : undefined;
}

const domainOf = (from: string) => /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'plouf.local';

/** How long a mailed autolog key works, from the moment its mail leaves (ADR 0014). */
export const AUTOLOG_KEY_DAYS = 7;

export interface MailSenderOptions {
  pool: SqlPool;
  transport: MailTransport;
  /** Registers the autolog key of a mail that carries one, as it leaves for its real recipient. */
  keys: Pick<KeyStore, 'registerForAddress'>;
  config: MailerConfig;
  /** The envelope settings at the moment of sending (the back-office's, once saved); `config`'s otherwise. */
  envelope?: () => Pick<MailerConfig, 'from' | 'testMode' | 'testRecipient' | 'bcc'>;
  onSent?: (mail: { kind: number; sourceEventId: string }) => void;
  /** An attempt that failed (the mail is kept and tried again): counted by the metrics. */
  onFailed?: (mail: { kind: number }) => void;
  log: MailerLog;
  timing: SenderTiming;
}

/**
 * Sends due outbox mails one by one. A failed attempt keeps the mail, counts it and schedules the
 * next one with a growing delay: an unreachable SMTP server delays mail, never loses it.
 */
export function startMailSender(options: MailSenderOptions) {
  const { pool, transport, config, log, timing } = options;
  const signal = createWakeSignal();
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const send = async (mail: OutboxMail) => {
    const envelope = options.envelope?.() ?? config;
    const outgoing = addressMail(mail, envelope);
    let messageId: string;
    try {
      // The key in the links works only once the mail goes to the family itself: in test mode,
      // the test recipient gets links that log nobody in (ADR 0014).
      if (mail.autologRequest && mail.autologFam !== null && mail.autologFam !== undefined && !envelope.testMode) {
        await options.keys.registerForAddress('autolog', mail.autologRequest, mail.recipient, mail.autologFam, new Date(Date.now() + AUTOLOG_KEY_DAYS * 86_400_000));
      }
      ({ messageId } = await transport.send(outgoing));
    } catch (error) {
      const delay = retryDelay(mail.attempts, timing);
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: mail.id, kind: mailKindName(mail.kind), attempts: mail.attempts, retryInMs: delay, reason }, 'mail not sent yet; will retry');
      await markFailed(pool, mail.id, delay, reason);
      options.onFailed?.({ kind: mail.kind });
      return;
    }
    if (!(await markSent(pool, mail.id, outgoing.to.address, messageId))) {
      // Its recipient was erased while it was being sent: no copy of it stays either.
      await transport.forget([outgoing.reference]);
      return;
    }
    options.onSent?.({ kind: mail.kind, sourceEventId: mail.sourceEventId });
    log.info({ mailId: mail.id, kind: mailKindName(mail.kind), to: outgoing.to.address }, 'mail sent');
  };

  // A steady rate: each mail starts at least this long after the one before.
  const spacingMs = 1000 / (config.ratePerSecond ?? DEFAULT_RATE_PER_SECOND);
  let lastStart = 0;
  const pass = async () => {
    while (!stopped) {
      // Waited before taking the next mail, not after: a mail is never held idle under its lease.
      const wait = lastStart + spacingMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const mail = await claimDueMail(pool, timing.leaseMs);
      if (!mail) return;
      lastStart = Date.now();
      await send(mail);
    }
  };

  /** Sends every due mail; passes run one after the other, so this also waits for one under way. */
  const drain = () => {
    running = running.catch(() => undefined).then(pass);
    return running;
  };

  const loop = (async () => {
    while (!stopped) {
      let waitMs = timing.pollMs;
      try {
        await drain();
        waitMs = Math.min(timing.pollMs, (await untilNextDue(pool)) ?? timing.pollMs);
      } catch (error) {
        log.error({ err: error }, 'mail sender failed; retrying');
      }
      if (stopped) return;
      await signal.next(Math.max(10, waitMs)).promise;
    }
  })();

  return {
    /** New mail is there: look now rather than at the next poll. */
    wake: () => signal.wake(),
    drain,
    async stop() {
      stopped = true;
      signal.wake();
      await loop;
      await running.catch(() => undefined);
    },
  };
}
