import { given } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, privacySettingsDecider, type PrivacySettingsCommand, type PrivacySettingsState } from './decider.ts';
import type { PrivacySettingsEvent } from './events.ts';

const now = '2026-12-03T10:00:00.000Z';
const by = 1;

describe('the retention periods', () => {
  const settings = (...past: PrivacySettingsEvent[]) => given<PrivacySettingsCommand, PrivacySettingsEvent, PrivacySettingsState>(privacySettingsDecider, ...past);
  const save = (values: Partial<typeof DEFAULT_PRIVACY_SETTINGS>): PrivacySettingsCommand => ({ type: 'SavePrivacySettings', data: { settings: { ...DEFAULT_PRIVACY_SETTINGS, ...values }, now, by } });
  const saved = (values: Partial<typeof DEFAULT_PRIVACY_SETTINGS>, at = now): PrivacySettingsEvent => ({ type: 'PrivacySettingsSaved', data: { ...DEFAULT_PRIVACY_SETTINGS, ...values, at, by } });

  it('are 24 months, 30 days and 3 years until the school saves its own', () => {
    expect(settings().state).toEqual({ settings: { contactMonths: 24, signUpDays: 30, inactiveYears: 3 }, savedAt: null });
  });

  it('are saved whole, and saving the same again appends nothing', () => {
    settings().when(save({ contactMonths: 12 })).then([saved({ contactMonths: 12 })]);
    // The defaults saved once are the school's own choice: recorded, then not again.
    settings().when(save({})).then([saved({})]);
    const after = settings(saved({ contactMonths: 12 }, '2026-11-01T00:00:00.000Z'));
    expect(after.state).toEqual({ settings: { ...DEFAULT_PRIVACY_SETTINGS, contactMonths: 12 }, savedAt: '2026-11-01T00:00:00.000Z' });
    after.when(save({ contactMonths: 12 })).then([]);
    after.when(save({ contactMonths: 12, inactiveYears: 5 })).then([saved({ contactMonths: 12, inactiveYears: 5 })]);
  });

  it('stay within their bounds', () => {
    for (const wrong of [{ contactMonths: 0 }, { contactMonths: 121 }, { signUpDays: 0 }, { signUpDays: 366 }, { inactiveYears: 0 }, { inactiveYears: 21 }, { signUpDays: 1.5 }]) {
      settings().when(save(wrong)).refuses('PrivacySettingsInvalid');
    }
    settings().when(save({ contactMonths: 1, signUpDays: 365, inactiveYears: 20 })).then([saved({ contactMonths: 1, signUpDays: 365, inactiveYears: 20 })]);
  });
});
