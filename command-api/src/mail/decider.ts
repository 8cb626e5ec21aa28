import type { Decider } from '@plouf/infra';
import type { MailConfigDocument, MailSkinDocument, MailTemplateDocument, SkinLanguage } from './documents.ts';
import type { MailSettingsEvent } from './events.ts';
import { MailRefused, MailSkinNotFound, MailTemplateNotFound } from './errors.ts';

export type MailSettingsCommand =
  /** The product's own templates and skins, for those not there yet (first start, a new kind). */
  | { type: 'SeedMailDocuments'; data: { templates: MailTemplateDocument[]; skins: MailSkinDocument[]; now: string } }
  | { type: 'SaveTemplate'; data: { template: MailTemplateDocument; create: boolean; now: string; by: number | null } }
  | { type: 'SaveSkin'; data: { skin: MailSkinDocument; create: boolean; now: string; by: number | null } }
  | { type: 'DeleteSkin'; data: { mskId: number; now: string; by: number | null } }
  | { type: 'SaveConfig'; data: { config: MailConfigDocument; now: string; by: number | null } }
  | { type: 'RequestTest'; data: { template: MailTemplateDocument; language: 'fr' | 'en'; email: string; name: string; skin?: SkinLanguage[]; now: string; by: number | null } };

export interface MailSettingsState {
  templates: Record<string, MailTemplateDocument>;
  skins: Record<string, MailSkinDocument>;
  /** Unset until the back-office saves it: the server's defaults apply. */
  config?: MailConfigDocument;
  /** When `config` was last saved. */
  configSavedAt?: string;
}

const used = (state: MailSettingsState, mskId: number) => Object.values(state.templates).filter((template) => template.mskId === mskId).map((template) => template.id);

/**
 * The templates and skins together. A template names a skin that exists; a kind has one template,
 * created once (then saved); a skin that a template uses is not deleted. The check of what a
 * template says (its handlebars, its variables) is the route's, before this.
 */
export const mailSettingsDecider: Decider<MailSettingsCommand, MailSettingsEvent, MailSettingsState> = {
  initialState: () => ({ templates: {}, skins: {} }),

  decide(command, state) {
    const { now } = command.data;
    switch (command.type) {
      case 'SeedMailDocuments': {
        const skins = command.data.skins.filter((skin) => !state.skins[skin.id]);
        const templates = command.data.templates.filter((template) => !state.templates[template.id]);
        return [
          ...skins.map((skin) => ({ type: 'MailSkinSaved' as const, data: { skin, at: now, by: null } })),
          ...templates.map((template) => ({ type: 'MailTemplateSaved' as const, data: { template, at: now, by: null } })),
        ];
      }
      case 'SaveTemplate': {
        const { template, create, by } = command.data;
        if (create && state.templates[template.id]) throw new MailRefused('MailTemplateExists', { fr: `Le modèle ${template.kind} existe déjà : modifiez-le`, en: `The ${template.kind} template exists already: edit it` });
        if (!create && !state.templates[template.id]) throw new MailTemplateNotFound(template.id);
        if (!state.skins[template.mskId]) throw new MailSkinNotFound(template.mskId, 'mskId');
        return [{ type: 'MailTemplateSaved', data: { template, at: now, by } }];
      }
      case 'SaveSkin': {
        const { skin, create, by } = command.data;
        if (!create && !state.skins[skin.id]) throw new MailSkinNotFound(skin.id);
        if (create && state.skins[skin.id]) throw new MailRefused('MailSkinExists', { fr: `L'habillage ${skin.id} existe déjà`, en: `Mail skin ${skin.id} exists already` });
        return [{ type: 'MailSkinSaved', data: { skin, at: now, by } }];
      }
      case 'DeleteSkin': {
        const { mskId, by } = command.data;
        if (!state.skins[mskId]) throw new MailSkinNotFound(mskId);
        const kinds = used(state, mskId);
        if (kinds.length > 0) throw new MailRefused('MailSkinInUse', { fr: `Cet habillage sert encore aux modèles ${kinds.join(', ')}`, en: `Templates ${kinds.join(', ')} still use this skin` });
        return [{ type: 'MailSkinDeleted', data: { mskId, at: now, by } }];
      }
      case 'SaveConfig': {
        const { config, by } = command.data;
        const current = state.config;
        if (current && JSON.stringify(current) === JSON.stringify(config)) return [];
        return [{ type: 'MailConfigSaved', data: { config, at: now, by } }];
      }
      case 'RequestTest': {
        const { template, language, email, name, skin, by } = command.data;
        // In the skin being edited, or the one the template names, which must exist.
        if (!skin && !state.skins[template.mskId]) throw new MailSkinNotFound(template.mskId, 'mskId');
        return [{ type: 'MailTestRequested', data: { template, language, email, name, ...(skin && { skin }), at: now, by } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'MailTemplateSaved':
        return { ...state, templates: { ...state.templates, [event.data.template.id]: event.data.template } };
      case 'MailSkinSaved':
        return { ...state, skins: { ...state.skins, [event.data.skin.id]: event.data.skin } };
      case 'MailSkinDeleted': {
        const { [event.data.mskId]: _gone, ...skins } = state.skins;
        return { ...state, skins };
      }
      case 'MailConfigSaved':
        return { ...state, config: event.data.config, configSavedAt: event.data.at };
      case 'MailTestRequested':
        return state;
    }
  },
};
