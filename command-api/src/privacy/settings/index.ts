/** What the read side needs of the retention periods (`@plouf/command-api/privacy-settings`). */
export { readPrivacySettings } from './store.ts';
export { retentionLimits } from './limits.ts';
export { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from './decider.ts';
