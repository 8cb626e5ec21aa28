import { MAIL_SETTINGS_STREAM, type MailSettingsEvent, type MessageSent } from '@plouf/command-api/events';
import { MailTemplates, sampleVariables, type MailConfigDocument } from '@plouf/command-api/mail';
import { DEMO_SEED_CORRELATION, startFollower, type EventStore, type Follower, type RecordedEvent, type SqlPool } from '@plouf/infra';
import { MAIL_KINDS } from '@plouf/command-api/mail-kinds';
import { mailForEvent, unsubscribeLinks, type MailAttachment, type MailContext } from './kinds.ts';
import { accountLanguages } from './languages.ts';
import type { MailerLog } from './log.ts';
import { commitMails, readMailerCheckpoint, type NewOutboxMail } from './outbox.ts';
import { mailNames } from './names.ts';
import { erasedSubjects, isAddress, recipientSubject } from './erasure.ts';
import { defaultTemplates, renderMail } from './render.ts';

export interface MailSubscriberOptions {
  store: EventStore;
  pool: SqlPool;
  context: MailContext;
  log: MailerLog;
  batchSize: number;
  /** Called after each committed batch that added mail: the sender's wake-up. */
  onMail(): void;
  /** Called after each committed batch that erased someone: their mails' copies go too. */
  onErased?(): void;
  /** The sender's settings saved by the back-office, as they are met (at start, then in order). */
  onConfig?(config: MailConfigDocument): void;
}

/**
 * Applies a change of the back-office's templates and skins; for "send me a test", the mail it asks
 * for. Other events change nothing here.
 */
function applySettings(event: RecordedEvent, templates: MailTemplates, context: MailContext, onConfig?: (config: MailConfigDocument) => void): NewOutboxMail | null {
  const settings = { type: event.type, data: event.data } as MailSettingsEvent;
  switch (settings.type) {
    case 'MailTemplateSaved':
      templates.setTemplate(settings.data.template);
      return null;
    case 'MailSkinSaved':
      templates.setSkin(settings.data.skin);
      return null;
    case 'MailSkinDeleted':
      templates.deleteSkin(settings.data.mskId);
      return null;
    case 'MailConfigSaved':
      onConfig?.(settings.data.config);
      return null;
    case 'MailTestRequested': {
      const { template, language, email, name, skin } = settings.data;
      const rendered = templates.renderDraft(template, language, sampleVariables(template.kind, language), context.publicUrl, skin);
      const subject = `[${language === 'en' ? 'Test' : 'Essai'}] ${rendered.subject}`;
      return { sourceEventId: event.id, sourcePosition: event.position, kind: template.id, language, recipient: { address: email, name }, ...rendered, subject };
    }
    default:
      return null;
  }
}

/**
 * The mails a batch of events asks for, rendered with the templates of their moment: a template
 * saved in the batch writes the mails of the events after it, with their files made (a level's
 * certificate). Rendering happens before the transaction, so the database (PGlite's single
 * connection) is held only for the writes.
 */
export async function renderBatch(batch: readonly RecordedEvent[], context: MailContext, templates: MailTemplates = defaultTemplates(), onConfig?: (config: MailConfigDocument) => void): Promise<NewOutboxMail[]> {
  // Each mail knows whose address it goes to (forgotten with them); an erased address (an event of an
  // erased person, read again) makes no mail.
  const written = batch.flatMap((event) =>
    mailsOf(event, context, templates, onConfig)
      .filter(({ mail }) => isAddress(mail.recipient.address))
      .map(({ mail, files }) => ({ mail: { ...mail, dataSubject: recipientSubject(event, mail.seq ?? 0) }, files })),
  );
  return Promise.all(written.map(async ({ mail, files }) => (files ? { ...mail, attachments: await madeFiles(files) } : mail)));
}

const madeFiles = (files: readonly MailAttachment[]) => Promise.all(files.map(async ({ filename, contentType, content }) => ({ filename, contentType, content: await content() })));

type Written = { mail: NewOutboxMail; files?: MailAttachment[] };

/** The mails one event asks for, with the files each carries, not made yet. */
function mailsOf(event: RecordedEvent, context: MailContext, templates: MailTemplates, onConfig?: (config: MailConfigDocument) => void): Written[] {
  if (event.streamId === MAIL_SETTINGS_STREAM) {
    const test = applySettings(event, templates, context, onConfig);
    return test ? [{ mail: test }] : [];
  }
  // The demo data stands for made-up people: nobody is mailed for it.
  if (event.metadata?.correlationId === DEMO_SEED_CORRELATION) return [];
  if (event.type === 'MessageSent') return messageMails(event, context, templates).map((mail) => ({ mail }));
  const request = mailForEvent(event, context);
  if (!request) return [];
  const { kind, language, recipient, unsubscribeUrl, autolog, attachments } = request;
  return [
    {
      mail: { sourceEventId: event.id, sourcePosition: event.position, kind: MAIL_KINDS[kind], language, recipient, ...renderMail(request, context.publicUrl, templates), ...(unsubscribeUrl && { unsubscribeUrl }), ...(autolog && { autolog }) },
      ...(attachments && { files: attachments }),
    },
  ];
}

/**
 * A message's mails: one per recipient, numbered, in the recipient's language (or the one it was
 * written in); a newsletter subscriber's with the way out.
 */
function messageMails(event: RecordedEvent, context: MailContext, templates: MailTemplates): NewOutboxMail[] {
  const { data } = event as unknown as MessageSent;
  return data.recipients.map((recipient, seq) => {
    const language = context.accountLanguage?.(recipient.email) ?? recipient.language;
    const text = data.lgs.find((item) => item.lg === language) ?? data.lgs.find((item) => item.lg === recipient.language) ?? data.lgs[0]!;
    const wayOut = recipient.subscriberId ? unsubscribeLinks(recipient.subscriberId, text.lg, context) : undefined;
    const variables = { name: recipient.name, title: text.libelle, message: text.body, messageText: text.text, unsubscribeLink: wayOut?.variables.unsubscribeLink ?? '' };
    const unsubscribeUrl = wayOut?.unsubscribeUrl;
    const rendered = templates.render('Message', text.lg, variables, context.publicUrl);
    return { sourceEventId: event.id, sourcePosition: event.position, kind: MAIL_KINDS.Message, language: text.lg, recipient: { address: recipient.email, name: recipient.name }, ...rendered, seq, ...(unsubscribeUrl && { unsubscribeUrl }) };
  });
}

/**
 * The templates in use at `position`: the back-office's (the settings stream, folded up to there),
 * over the product's own for whatever they do not hold.
 */
export async function storedTemplates(store: EventStore, position: bigint, context: MailContext, onConfig?: (config: MailConfigDocument) => void): Promise<MailTemplates> {
  const templates = new MailTemplates(defaultTemplates());
  for (const event of await store.readStream(MAIL_SETTINGS_STREAM)) if (event.position <= position) applySettings(event, templates, context, onConfig);
  return templates;
}

/**
 * Follows `$all` from the mailer's checkpoint (infra's follower) and turns each batch into outbox
 * rows, committed with the checkpoint (see `commitMails`). A failing batch is retried after a
 * pause; nothing is skipped.
 */
export function startMailSubscriber(options: MailSubscriberOptions): Follower {
  const { store, pool, log } = options;
  let checkpoint = 0n;
  let templates: MailTemplates | undefined;
  return startFollower({
    name: 'mailer',
    store,
    batchSize: options.batchSize,
    log,
    async start() {
      checkpoint = await readMailerCheckpoint(pool);
      // The templates of the checkpoint's moment: those saved later are met in the batches.
      templates = await storedTemplates(store, checkpoint, options.context, options.onConfig);
      return checkpoint;
    },
    async handle(batch) {
      const position = batch[batch.length - 1]!.position;
      // The catalogue's names are read before the transaction, like the templates rendering uses.
      const context = { ...options.context, names: await mailNames(store, batch), accountLanguage: await accountLanguages(pool, batch) };
      const erased = erasedSubjects(batch);
      const added = await commitMails(pool, await renderBatch(batch, context, templates, options.onConfig), checkpoint, position, erased);
      checkpoint = position;
      if (added > 0) options.onMail();
      if (erased.length > 0) options.onErased?.();
    },
    failed(error) {
      log.error({ err: error }, 'mail batch failed; retrying');
      return 1000;
    },
  });
}
