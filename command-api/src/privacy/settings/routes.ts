import { ok, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../../deps.ts';
import { commandContext } from '../../runner.ts';
import { PrivacySettingsInput, PrivacySettingsView } from './contract.ts';
import { privacySettingsDecider, type PrivacySettingsState } from './decider.ts';
import { PRIVACY_SETTINGS_STREAM } from './events.ts';
import { readPrivacySettings } from './store.ts';

const tags = ['Ecole'];
const view = (state: PrivacySettingsState): PrivacySettingsView => ({ ...state.settings, savedAt: state.savedAt });

/**
 * The school's retention periods (issue 25): read from their stream itself (one small document, as
 * the mail settings are), so the answer never waits for a read model.
 */
export const privacySettingsRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  app.get('/Ecole/donnees-personnelles', { config: { access: 'admin' }, schema: { tags, response: replies(PrivacySettingsView) } }, async () => ok(view(await readPrivacySettings(deps.store))));

  app.put(
    '/Ecole/donnees-personnelles',
    { config: { access: 'admin' }, schema: { tags, body: PrivacySettingsInput, response: replies(PrivacySettingsView, { command: true }) } },
    async (request) => {
      const ctx = commandContext(deps, request);
      const { state } = await ctx.handle(PRIVACY_SETTINGS_STREAM, privacySettingsDecider, { type: 'SavePrivacySettings', data: { settings: request.body, now: ctx.now, by: ctx.by } });
      return ok(view(state));
    },
  );
};
