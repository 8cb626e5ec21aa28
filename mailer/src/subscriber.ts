import type { EventStore, RecordedEvent, SqlPool, Subscription } from '@plouf/infra';
import { MailKind, mailForEvent, type MailContext } from './kinds.ts';
import type { MailerLog } from './log.ts';
import { CheckpointMoved, commitMails, readMailerCheckpoint, type NewOutboxMail } from './outbox.ts';
import { renderMail, type TemplateSet } from './render.ts';

export interface MailSubscriberOptions {
  store: EventStore;
  pool: SqlPool;
  context: MailContext;
  /** Loaded once, at start: a broken template stops the start, not the first mail. */
  templates?: TemplateSet;
  log: MailerLog;
  batchSize: number;
  /** Called after each committed batch that added mail: the sender's wake-up. */
  onMail(): void;
}

/**
 * The mails a batch of events asks for, rendered. Rendering happens before the transaction, so the
 * database (PGlite's single connection) is held only for the writes.
 */
export function renderBatch(batch: readonly RecordedEvent[], context: MailContext, templates?: TemplateSet): NewOutboxMail[] {
  return batch.flatMap((event) => {
    const request = mailForEvent(event, context);
    if (!request) return [];
    const { kind, language, recipient, unsubscribeUrl } = request;
    return [{ sourceEventId: event.id, sourcePosition: event.position, kind: MailKind[kind], language, recipient, ...renderMail(request, context.publicUrl, templates), ...(unsubscribeUrl && { unsubscribeUrl }) }];
  });
}

/**
 * Follows `$all` from the mailer's checkpoint and turns each batch into outbox rows, committed with
 * the checkpoint (see `commitMails`). A failing batch is retried after a pause; nothing is skipped.
 */
export function startMailSubscriber(options: MailSubscriberOptions) {
  const { store, pool, log } = options;
  let stopped = false;
  let subscription: Subscription | undefined;

  const follow = async () => {
    while (!stopped) {
      let checkpoint = await readMailerCheckpoint(pool).catch((error: unknown) => {
        log.error({ err: error }, 'cannot read the mailer checkpoint; retrying');
        return undefined;
      });
      if (checkpoint === undefined) {
        await pause(1000);
        continue;
      }
      subscription = store.subscribeToAll({ after: checkpoint, batchSize: options.batchSize }, async (batch) => {
        const position = batch[batch.length - 1]!.position;
        const added = await commitMails(pool, renderBatch(batch, options.context, options.templates), checkpoint!, position);
        checkpoint = position;
        if (added > 0) options.onMail();
      });
      if (stopped) await subscription.stop();
      try {
        await subscription.done;
      } catch (error) {
        if (!(error instanceof CheckpointMoved)) {
          log.error({ err: error }, 'mail batch failed; retrying');
          await pause(1000);
        }
      }
    }
  };
  const loop = follow();

  return {
    async stop() {
      stopped = true;
      await subscription?.stop();
      await loop;
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
