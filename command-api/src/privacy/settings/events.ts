import type { PrivacySettingsInput } from './contract.ts';

/** The back-office saved the school's retention periods (the whole document). Stored events never change shape. */
export type PrivacySettingsSaved = { type: 'PrivacySettingsSaved'; data: PrivacySettingsInput & { at: string; by: number | null } };
export type PrivacySettingsEvent = PrivacySettingsSaved;
export const PRIVACY_SETTINGS_EVENT_TYPES = ['PrivacySettingsSaved'] as const satisfies readonly PrivacySettingsEvent['type'][];
export const PRIVACY_SETTINGS_STREAM = 'privacy-settings';
