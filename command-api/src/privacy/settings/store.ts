import { foldStream, type EventStore } from '@plouf/infra';
import { privacySettingsDecider, type PrivacySettingsState } from './decider.ts';
import { PRIVACY_SETTINGS_STREAM } from './events.ts';

/** The retention periods as their stream stands (through this process's kept fold). */
export const readPrivacySettings = (store: EventStore): Promise<PrivacySettingsState> => foldStream(store, PRIVACY_SETTINGS_STREAM, privacySettingsDecider);
