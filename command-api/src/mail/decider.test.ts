import { given, givenCommands } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { mailSettingsDecider, type MailSettingsCommand, type MailSettingsState } from './decider.ts';
import type { MailConfigDocument, MailSkinDocument, MailTemplateDocument } from './documents.ts';
import type { MailSettingsEvent } from './events.ts';

const now = '2026-11-21T10:00:00.000Z';
const by = 1;
const skin = (id: number): MailSkinDocument => ({ id, libelle: `Habillage ${id}`, mskValide: true, lgs: [{ lg: 'fr', libelle: '<div>{{{body}}}</div>', text: '{{{body}}}' }] });
const template = (id: number, mskId = 2): MailTemplateDocument => ({
  id,
  kind: 'CompteAjoute',
  mtpValide: true,
  mskId,
  lgs: [{ lg: 'fr', libelle: 'Bonjour', preheader: '', mtplTemplate: '<p>Bonjour</p>', text: 'Bonjour' }],
});
const config: MailConfigDocument = { senderName: 'Plouf', testMode: true, testRecipient: 'test@plouf.local', bcc: '' };
const skinSaved = (id: number): MailSettingsEvent => ({ type: 'MailSkinSaved', data: { skin: skin(id), at: now, by } });
const templateSaved = (id: number, mskId = 2): MailSettingsEvent => ({ type: 'MailTemplateSaved', data: { template: template(id, mskId), at: now, by } });
const settings = (...past: MailSettingsEvent[]) => given<MailSettingsCommand, MailSettingsEvent, MailSettingsState>(mailSettingsDecider, ...past);
const seed = (templates: MailTemplateDocument[], skins: MailSkinDocument[]): MailSettingsCommand => ({ type: 'SeedMailDocuments', data: { templates, skins, now } });

describe('mail settings decider', () => {
  it('seeds the skins before the templates that name them, then only what is missing', () => {
    settings().when(seed([template(1)], [skin(2)])).then([
      { type: 'MailSkinSaved', data: { skin: skin(2), at: now, by: null } },
      { type: 'MailTemplateSaved', data: { template: template(1), at: now, by: null } },
    ]);
    givenCommands<MailSettingsCommand, MailSettingsEvent, MailSettingsState>(mailSettingsDecider, seed([template(1)], [skin(2)]))
      .when(seed([template(1), template(3)], [skin(2)]))
      .then([{ type: 'MailTemplateSaved', data: { template: template(3), at: now, by: null } }]);
  });

  it('creates a template once, in a skin that exists, then saves it', () => {
    settings(skinSaved(2)).when({ type: 'SaveTemplate', data: { template: template(1), create: true, now, by } }).then([templateSaved(1)]);
    settings(skinSaved(2), templateSaved(1)).when({ type: 'SaveTemplate', data: { template: template(1), create: true, now, by } }).refuses('MailTemplateExists');
    settings(skinSaved(2), templateSaved(1)).when({ type: 'SaveTemplate', data: { template: template(1), create: false, now, by } }).then([templateSaved(1)]);
    settings(skinSaved(2)).when({ type: 'SaveTemplate', data: { template: template(1), create: false, now, by } }).refuses('MailTemplateNotFound');
    settings(skinSaved(2)).when({ type: 'SaveTemplate', data: { template: template(1, 9), create: true, now, by } }).refuses('MailSkinNotFound');
  });

  it('creates a skin once and saves only one that exists', () => {
    settings().when({ type: 'SaveSkin', data: { skin: skin(4), create: true, now, by } }).then([skinSaved(4)]);
    settings(skinSaved(4)).when({ type: 'SaveSkin', data: { skin: skin(4), create: true, now, by } }).refuses('MailSkinExists');
    settings().when({ type: 'SaveSkin', data: { skin: skin(4), create: false, now, by } }).refuses('MailSkinNotFound');
  });

  it('deletes a skin no template uses, and no other', () => {
    settings(skinSaved(2), skinSaved(4), templateSaved(1, 2)).when({ type: 'DeleteSkin', data: { mskId: 4, now, by } }).then([{ type: 'MailSkinDeleted', data: { mskId: 4, at: now, by } }]);
    settings(skinSaved(2), templateSaved(1, 2)).when({ type: 'DeleteSkin', data: { mskId: 2, now, by } }).refuses('MailSkinInUse');
    settings(skinSaved(2), skinSaved(4), { type: 'MailSkinDeleted', data: { mskId: 4, at: now, by } }).when({ type: 'DeleteSkin', data: { mskId: 4, now, by } }).refuses('MailSkinNotFound');
  });

  it('saves the sender settings only when they change', () => {
    const saved: MailSettingsEvent = { type: 'MailConfigSaved', data: { config, at: now, by } };
    settings().when({ type: 'SaveConfig', data: { config, now, by } }).then([saved]);
    settings(saved).when({ type: 'SaveConfig', data: { config: { ...config }, now, by } }).then([]);
    settings(saved).when({ type: 'SaveConfig', data: { config: { ...config, testMode: false }, now, by } }).then([{ type: 'MailConfigSaved', data: { config: { ...config, testMode: false }, at: now, by } }]);
    expect(settings(saved).state.configSavedAt).toBe(now);
  });

  it("sends a test in the skin being edited, or in the template's skin, which must exist", () => {
    const request = { template: template(1, 2), language: 'fr' as const, email: 'lea@x.fr', name: 'Léa', now, by };
    settings(skinSaved(2)).when({ type: 'RequestTest', data: request }).then([{ type: 'MailTestRequested', data: { template: template(1, 2), language: 'fr', email: 'lea@x.fr', name: 'Léa', at: now, by } }]);
    settings().when({ type: 'RequestTest', data: request }).refuses('MailSkinNotFound');
    settings().when({ type: 'RequestTest', data: { ...request, skin: skin(5).lgs } }).then([
      { type: 'MailTestRequested', data: { template: template(1, 2), language: 'fr', email: 'lea@x.fr', name: 'Léa', skin: skin(5).lgs, at: now, by } },
    ]);
  });
});
