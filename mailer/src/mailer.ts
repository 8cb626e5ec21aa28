import type { EventStore, KeyStore, SqlPool } from '@plouf/infra';
import { describeTransport, envelopeConfig, type MailerConfig } from './config.ts';
import type { MailConfigDocument } from '@plouf/command-api/mail';
import { consoleLog, type MailerLog } from './log.ts';
import { forgottenMails, readMailerCheckpoint } from './outbox.ts';
import { mailOfReference, startMailSender, type SenderTiming } from './sender.ts';
import { startMailSubscriber } from './subscriber.ts';
import { createMailTransport } from './transport.ts';

export interface MailerTiming extends SenderTiming {
  /** Events read from `$all` per batch (one transaction each). */
  batchSize: number;
}

export const DEFAULT_TIMING: MailerTiming = { batchSize: 200, pollMs: 5_000, retryFirstMs: 1_000, retryMaxMs: 5 * 60_000, leaseMs: 5 * 60_000 };

export interface MailerOptions {
  store: EventStore;
  /** The database holding `mail_outbox` (made by `migrateDatabase`). */
  pool: SqlPool;
  /** Derives the one-time key of each mailed link, and registers a mailed autolog key as it leaves. */
  keys: Pick<KeyStore, 'keyFor' | 'registerForAddress'>;
  config: MailerConfig;
  log?: MailerLog;
  /** The defaults suit production; tests shorten the retry delays. */
  timing?: Partial<MailerTiming>;
  /** Told of each mail that left: a message's progress is shown live from it. */
  onSent?: (mail: { kind: number; sourceEventId: string }) => void;
  /** A sending attempt that failed (kept, tried again later). */
  onFailed?: (mail: { kind: number }) => void;
}

export interface Mailer {
  /**
   * Resolves once every event appended before the call is turned into mail and no pending mail is
   * due: each was sent, or failed and waits for its next attempt. Rejects after `timeoutMs`
   * (30 s by default) or if the mailer is stopped.
   */
  flush(options?: { timeoutMs?: number }): Promise<void>;
  /** Stops following events and sending; a mail being sent is finished first. */
  stop(): Promise<void>;
}

/**
 * Follows the event store and mails what its events ask for (see `kinds.ts`): each batch of events
 * becomes outbox rows in the transaction that moves the mailer's checkpoint, and a sender loop
 * delivers them, retrying with backoff. Its tables come from the migrations (`migrateDatabase`).
 *
 * @example
 * const mailer = startMailer({ store, pool, keys, config: mailerConfigFromEnv(process.env, dataDir), log: app.log });
 * // on shutdown, before closing the store and the pool:
 * await mailer.stop();
 */
export function startMailer(options: MailerOptions): Mailer {
  const { store, pool, config } = options;
  const log = options.log ?? consoleLog;
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const transport = createMailTransport(config.transport);
  let stopped = false;

  /**
   * The copies the transport keeps of forgotten mails (their recipient erased: the file outbox's
   * files, docs/adr/0022-personal-data.md) are deleted: at start, which covers a restore or an
   * erasure made while no mailer ran, and after each batch that erased someone.
   */
  let forgetting: Promise<void> = Promise.resolve();
  const forgetCopies = () => {
    forgetting = forgetting
      .then(async () => {
        const kept = (await transport.kept()).flatMap((reference) => {
          const mail = mailOfReference(reference);
          return mail ? [{ ...mail, reference }] : [];
        });
        const forgotten = new Set((await forgottenMails(pool, kept)).map((mail) => `${mail.sourceEventId}/${mail.seq}`));
        await transport.forget(kept.filter((mail) => forgotten.has(`${mail.sourceEventId}/${mail.seq}`)).map((mail) => mail.reference));
      })
      .catch((error: unknown) => log.error({ err: error }, 'could not delete the copies of erased mails; next erasure or start tries again'));
    return forgetting;
  };
  void forgetCopies();

  // The back-office's settings, once saved and met by the subscriber: the sender reads them at each mail.
  let saved: MailConfigDocument | undefined;
  const sender = startMailSender({ pool, transport, keys: options.keys, config, envelope: () => envelopeConfig(config, saved), onSent: options.onSent, onFailed: options.onFailed, log, timing });
  const subscriber = startMailSubscriber({
    store,
    pool,
    log,
    batchSize: timing.batchSize,
    context: { publicUrl: config.publicUrl, keys: options.keys, timeZone: config.timeZone },
    onMail: sender.wake,
    onErased: () => void forgetCopies(),
    onConfig: (next) => {
      saved = next;
    },
  });
  log.info({ transport: describeTransport(config.transport), testMode: config.testMode }, 'mailer started');

  const caughtUp = async (deadline: number) => {
    const head = await store.headPosition();
    while ((await readMailerCheckpoint(pool)) < head) {
      if (stopped) throw new Error('The mailer was stopped');
      if (Date.now() > deadline) throw new Error(`The mailer has not reached position ${head} yet`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  return {
    async flush({ timeoutMs = 30_000 } = {}) {
      if (stopped) throw new Error('The mailer is stopped');
      const deadline = Date.now() + timeoutMs;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Mailer flush: not done after ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([caughtUp(deadline).then(() => sender.drain()).then(() => forgetting), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async stop() {
      stopped = true;
      await subscriber.stop();
      await sender.stop();
      await forgetting;
      transport.close();
    },
  };
}
