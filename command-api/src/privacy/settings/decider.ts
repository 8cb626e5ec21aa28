import type { Decider } from '@plouf/infra';
import { Value } from '@sinclair/typebox/value';
import { PrivacySettingsInput } from './contract.ts';
import { PrivacySettingsInvalid } from './errors.ts';
import type { PrivacySettingsEvent } from './events.ts';

export type PrivacySettings = PrivacySettingsInput;

/** What the school keeps before it ever saves its own periods. */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = { contactMonths: 24, signUpDays: 30, inactiveYears: 3 };

export type PrivacySettingsCommand = { type: 'SavePrivacySettings'; data: { settings: PrivacySettings; now: string; by: number | null } };
export interface PrivacySettingsState {
  settings: PrivacySettings;
  savedAt: string | null;
}

/**
 * The retention periods: the defaults until the back-office saves its own; each within its bounds
 * (the contract's, checked here too: the sweep acts on them); the same periods again append nothing.
 *
 * @example
 * privacySettingsDecider.decide({ type: 'SavePrivacySettings', data: { settings: { contactMonths: 12, signUpDays: 30, inactiveYears: 3 }, now, by: 1 } }, privacySettingsDecider.initialState());
 * // [{ type: 'PrivacySettingsSaved', data: { contactMonths: 12, signUpDays: 30, inactiveYears: 3, at: now, by: 1 } }]
 */
export const privacySettingsDecider: Decider<PrivacySettingsCommand, PrivacySettingsEvent, PrivacySettingsState> = {
  initialState: () => ({ settings: DEFAULT_PRIVACY_SETTINGS, savedAt: null }),
  decide(command, state) {
    const { settings, now, by } = command.data;
    const { contactMonths, signUpDays, inactiveYears } = settings;
    const document = { contactMonths, signUpDays, inactiveYears };
    if (!Value.Check(PrivacySettingsInput, document)) throw new PrivacySettingsInvalid();
    if (state.savedAt !== null && JSON.stringify(document) === JSON.stringify(state.settings)) return [];
    return [{ type: 'PrivacySettingsSaved', data: { ...document, at: now, by } }];
  },
  evolve(_state, event) {
    const { contactMonths, signUpDays, inactiveYears, at } = event.data;
    return { settings: { contactMonths, signUpDays, inactiveYears }, savedAt: at };
  },
};
