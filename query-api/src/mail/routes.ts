import { AppError, IdParams, ok, replies } from '@plouf/infra';
import { MailSkinView, MailTemplateView } from '@plouf/command-api/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { mailQueries } from './queries.ts';

class NotFound extends AppError {
  constructor(what: 'template' | 'skin', id: number) {
    super(
      what === 'template' ? 'MailTemplateNotFound' : 'MailSkinNotFound',
      'FileNotFound',
      what === 'template' ? { fr: `Le modèle de mail ${id} est introuvable`, en: `Mail template ${id} not found` } : { fr: `L'habillage ${id} est introuvable`, en: `Mail skin ${id} not found` },
    );
  }
}

/** The mail templates and skins as the back-office edits them; admin only. */
export const mailQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const mail = mailQueries(deps.db);
  app.get('/MailTemplate', { config: { access: 'admin' }, schema: { tags: ['MailTemplate'], response: replies(Type.Array(MailTemplateView)) } }, async () => ok(await mail.templates()));
  app.get('/MailTemplate/:id', { config: { access: 'admin' }, schema: { tags: ['MailTemplate'], params: IdParams, response: replies(MailTemplateView) } }, async (request) => {
    const template = await mail.template(request.params.id);
    if (!template) throw new NotFound('template', request.params.id);
    return ok(template);
  });
  app.get('/MailSkin', { config: { access: 'admin' }, schema: { tags: ['MailSkin'], response: replies(Type.Array(MailSkinView)) } }, async () => ok(await mail.skins()));
  app.get('/MailSkin/:id', { config: { access: 'admin' }, schema: { tags: ['MailSkin'], params: IdParams, response: replies(MailSkinView) } }, async (request) => {
    const skin = await mail.skin(request.params.id);
    if (!skin) throw new NotFound('skin', request.params.id);
    return ok(skin);
  });
};
