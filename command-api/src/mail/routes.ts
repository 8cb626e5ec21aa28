import { Deleted, foldStream, IdParams, ok, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandApiDeps } from '../deps.ts';
import { runCommand } from '../runner.ts';
import { MailConfigInput, MailConfigView, MailPreview, MailPreviewInput, MailSkinInput, MailSkinView, MailTemplateCreateInput, MailTemplateInput, MailTemplateView, MailTestInput, MailTestResult } from './contract.ts';
import { mailSettingsDecider, type MailSettingsCommand, type MailSettingsState } from './decider.ts';
import type { MailSkinDocument, MailTemplateDocument } from './documents.ts';
import { MAIL_SETTINGS_STREAM } from './events.ts';
import { checkSkin, checkTemplate, previewMail } from './render.ts';
import { mailKindOf, type MailKindName } from './kinds.ts';
import { READ_MODELS } from '../read-models.ts';
import { LanguagesRequired, MailSkinNotFound, MailTemplateNotFound, MailTextRefused, TestModeForced } from './errors.ts';

const READ_MODEL = READ_MODELS.mail;
const templateTags = ['MailTemplate'];
const skinTags = ['MailSkin'];

const kindOf = (id: number): MailKindName => {
  const kind = mailKindOf(id);
  if (!kind) throw new MailTemplateNotFound(id);
  return kind;
};

/** French then English, each once. */
function byLanguage<T extends { lg: 'fr' | 'en' }>(lgs: T[]): T[] {
  const fr = lgs.find((item) => item.lg === 'fr');
  const en = lgs.find((item) => item.lg === 'en');
  if (!fr || !en) throw new LanguagesRequired();
  return [fr, en];
}

function templateDocument(id: number, input: MailTemplateInput): MailTemplateDocument {
  const kind = kindOf(id);
  const lgs = byLanguage(input.lgs).map(({ lg, libelle, preheader, mtplTemplate, text }) => ({ lg, libelle: libelle.trim(), preheader: preheader.trim(), mtplTemplate, text }));
  const template = { id, kind, mtpValide: input.mtpValide, mskId: input.mskId, lgs };
  const problems = checkTemplate(template);
  if (Object.keys(problems).length > 0) throw new MailTextRefused(problems);
  return template;
}

function skinDocument(id: number, input: MailSkinInput): MailSkinDocument {
  const skin = { id, libelle: input.libelle.trim(), mskValide: input.mskValide, lgs: byLanguage(input.lgs).map(({ lg, libelle, text }) => ({ lg, libelle, text })) };
  const problems = checkSkin(skin);
  if (Object.keys(problems).length > 0) throw new MailTextRefused(problems);
  return skin;
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Mail templates (one per kind, its id the kind's number) and skins, edited by the back-office; a
 * template or skin is checked as it will be sent (handlebars, the kind's variables) before it is
 * stored. The preview draws a template being edited; "send me a test" mails it to the asker.
 */
export const mailRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const save = (request: FastifyRequest, reply: FastifyReply, template: MailTemplateDocument, create: boolean) =>
    runCommand(deps, request, reply, {
      readModel: READ_MODEL,
      async act(ctx) {
        await ctx.handle(MAIL_SETTINGS_STREAM, mailSettingsDecider, { type: 'SaveTemplate', data: { template, create, now: ctx.now, by: ctx.by } });
        return template.id;
      },
      answer: (id) => deps.readBack.mailTemplate(id),
      notFound: (id) => new MailTemplateNotFound(id),
    });

  app.post('/MailTemplate', { config: { access: 'admin' }, schema: { tags: templateTags, body: MailTemplateCreateInput, response: replies(MailTemplateView, { command: true }) } }, async (request, reply) =>
    save(request, reply, templateDocument(request.body.id, request.body), true),
  );
  app.put('/MailTemplate/:id', { config: { access: 'admin' }, schema: { tags: templateTags, params: IdParams, body: MailTemplateInput, response: replies(MailTemplateView, { command: true }) } }, async (request, reply) =>
    save(request, reply, templateDocument(request.params.id, request.body), false),
  );
  // A kind always has a template: "deleting" it puts back the text the product comes with.
  app.delete('/MailTemplate/:id', { config: { access: 'admin' }, schema: { tags: templateTags, params: IdParams, response: replies(Deleted, { command: true }) } }, async (request, reply) => {
    const original = deps.mailDefaults.templates.find((template) => template.id === request.params.id);
    if (!original) throw new MailTemplateNotFound(request.params.id);
    return runCommand(deps, request, reply, {
      readModel: READ_MODEL,
      async act(ctx) {
        await ctx.handle(MAIL_SETTINGS_STREAM, mailSettingsDecider, { type: 'SaveTemplate', data: { template: original, create: false, now: ctx.now, by: ctx.by } });
        return original.id;
      },
      answer: async (id) => ({ id }),
    });
  });

  app.post('/MailTemplate/preview', { config: { access: 'admin' }, schema: { tags: templateTags, body: MailPreviewInput, response: replies(MailPreview) } }, async (request) => {
    const { id, lg, mskId, lgs, skin } = request.body;
    const kind = kindOf(id);
    const frame = skin ? { lgs: skin } : await deps.readBack.mailSkin(mskId);
    if (!frame) throw new MailSkinNotFound(mskId, 'mskId');
    const template = { kind, lgs };
    const problems = { ...checkTemplate(template), ...(skin ? checkSkin({ lgs: skin }) : {}) };
    const messages = Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, text[request.language]]));
    try {
      return ok({ ...previewMail(template, frame, lg, originOf(request)), problems: messages });
    } catch {
      return ok({ subject: '', html: '', text: '', problems: messages });
    }
  });

  // From the template editor, in the template's skin; from the skin editor, a template's current
  // text in the skin being edited (`skin`), checked as a skin is when saved.
  app.post('/MailTemplate/:id/test', { config: { access: 'admin' }, schema: { tags: templateTags, params: IdParams, body: MailTestInput, response: replies(MailTestResult, { command: true }) } }, async (request, reply) => {
    const template = templateDocument(request.params.id, request.body);
    const { skin } = request.body;
    if (skin) {
      const problems = checkSkin({ lgs: skin });
      if (Object.keys(problems).length > 0) throw new MailTextRefused(problems);
    }
    const user = request.user!;
    return runCommand(deps, request, reply, {
      readModel: READ_MODEL,
      async act(ctx) {
        const command: MailSettingsCommand = { type: 'RequestTest', data: { template, language: request.body.lg, email: user.usrEmail, name: user.libelle, ...(skin && { skin }), now: ctx.now, by: ctx.by } };
        await ctx.handle(MAIL_SETTINGS_STREAM, mailSettingsDecider, command);
        return user.usrEmail;
      },
      answer: async (sentTo) => ({ sentTo }),
      idOf: () => null,
    });
  });

  app.post('/MailSkin', { config: { access: 'admin' }, schema: { tags: skinTags, body: MailSkinInput, response: replies(MailSkinView, { command: true }) } }, async (request, reply) =>
    runCommand(deps, request, reply, {
      readModel: READ_MODEL,
      async act(ctx) {
        // Skins 1 and 2 come with the product; the ones made here follow them.
        const mskId = 100 + (await ctx.newId('mailSkin'));
        await ctx.handle(MAIL_SETTINGS_STREAM, mailSettingsDecider, { type: 'SaveSkin', data: { skin: skinDocument(mskId, request.body), create: true, now: ctx.now, by: ctx.by } });
        return mskId;
      },
      answer: (id) => deps.readBack.mailSkin(id),
    }),
  );
  app.put('/MailSkin/:id', { config: { access: 'admin' }, schema: { tags: skinTags, params: IdParams, body: MailSkinInput, response: replies(MailSkinView, { command: true }) } }, async (request, reply) =>
    runCommand(deps, request, reply, {
      readModel: READ_MODEL,
      async act(ctx) {
        await ctx.handle(MAIL_SETTINGS_STREAM, mailSettingsDecider, { type: 'SaveSkin', data: { skin: skinDocument(request.params.id, request.body), create: false, now: ctx.now, by: ctx.by } });
        return request.params.id;
      },
      answer: (id) => deps.readBack.mailSkin(id),
      notFound: (id) => new MailSkinNotFound(id),
    }),
  );
  app.delete('/MailSkin/:id', { config: { access: 'admin' }, schema: { tags: skinTags, params: IdParams, response: replies(Deleted, { command: true }) } }, async (request, reply) =>
    runCommand(deps, request, reply, {
      readModel: READ_MODEL,
      async act(ctx) {
        await ctx.handle(MAIL_SETTINGS_STREAM, mailSettingsDecider, { type: 'DeleteSkin', data: { mskId: request.params.id, now: ctx.now, by: ctx.by } });
        return request.params.id;
      },
      answer: async (id) => ({ id }),
    }),
  );

  // The sender's settings: read from the settings stream itself (one small document).
  const mailConfig = async () => {
    const state = await foldStream<never, MailSettingsState>(deps.store, MAIL_SETTINGS_STREAM, mailSettingsDecider as never);
    const { senderAddress, testModeForced, ...defaults } = deps.mailConfigDefaults;
    const config = state.config ?? defaults;
    return { ...config, testMode: config.testMode || testModeForced, senderAddress, testModeForced, updatedAt: state.configSavedAt ?? null };
  };

  app.get('/MailConfig', { config: { access: 'admin' }, schema: { tags: templateTags, response: replies(MailConfigView) } }, async () => ok(await mailConfig()));

  app.put('/MailConfig', { config: { access: 'admin' }, schema: { tags: templateTags, body: MailConfigInput, response: replies(MailConfigView, { command: true }) } }, async (request, reply) => {
    if (!request.body.testMode && deps.mailConfigDefaults.testModeForced) throw new TestModeForced();
    const config = { senderName: request.body.senderName.trim(), testMode: request.body.testMode, testRecipient: request.body.testRecipient.trim(), bcc: request.body.bcc.trim() };
    return runCommand(deps, request, reply, {
      readModel: READ_MODEL,
      async act(ctx) {
        await ctx.handle(MAIL_SETTINGS_STREAM, mailSettingsDecider, { type: 'SaveConfig', data: { config, now: ctx.now, by: ctx.by } });
        return null;
      },
      answer: () => mailConfig(),
      idOf: () => null,
    });
  });
};
