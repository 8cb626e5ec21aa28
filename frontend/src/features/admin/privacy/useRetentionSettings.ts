import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { getPrivacySettings, savePrivacySettings, type PrivacySettingsInput, type PrivacySettingsView } from '../../../api/privacy.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

export type RetentionField = keyof PrivacySettingsInput;
/** Each period's bounds (the contract's) and unit. */
export const RETENTION_FIELDS: Record<RetentionField, { min: number; max: number; unit: 'months' | 'days' | 'years' }> = {
  contactMonths: { min: 1, max: 120, unit: 'months' },
  signUpDays: { min: 1, max: 365, unit: 'days' },
  inactiveYears: { min: 1, max: 20, unit: 'years' },
};
type Draft = Record<RetentionField, string>;

const draftOf = (view: PrivacySettingsView): Draft => ({ contactMonths: String(view.contactMonths), signUpDays: String(view.signUpDays), inactiveYears: String(view.inactiveYears) });

/** A field's value when it is a whole number within its bounds; null otherwise. */
export function periodValue(field: RetentionField, text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  const { min, max } = RETENTION_FIELDS[field];
  return value >= min && value <= max ? value : null;
}

/** The retention periods being edited: read once, the draft, the fields out of bounds once saving was tried. */
export function useRetentionSettings() {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const loaded = useAsync(getPrivacySettings, 'admin:privacy-settings');
  const [view, setView] = useState<PrivacySettingsView | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loaded.state.status !== 'done') return;
    setView(loaded.state.data);
    setDraft(draftOf(loaded.state.data));
  }, [loaded.state]);

  const errors: Partial<Record<RetentionField, string>> = {};
  if (draft && tried) {
    for (const field of Object.keys(RETENTION_FIELDS) as RetentionField[]) {
      if (periodValue(field, draft[field]) === null) errors[field] = intl.formatMessage({ id: 'adminPrivacy.settings.range' }, RETENTION_FIELDS[field]);
    }
  }

  return {
    view,
    draft,
    errors,
    busy,
    status: loaded.state.status,
    reload: loaded.reload,
    set(field: RetentionField, value: string) {
      setDraft((previous) => (previous ? { ...previous, [field]: value } : previous));
    },
    async submit(): Promise<boolean> {
      if (!draft) return false;
      setTried(true);
      const values = Object.fromEntries((Object.keys(RETENTION_FIELDS) as RetentionField[]).map((field) => [field, periodValue(field, draft[field])]));
      if (Object.values(values).some((value) => value === null)) return false;
      const input = values as PrivacySettingsInput;
      setBusy(true);
      try {
        const saved = await savePrivacySettings(input, action.keyFor(input));
        action.done();
        setView(saved);
        setDraft(draftOf(saved));
        setTried(false);
        notify.success(intl.formatMessage({ id: 'adminPrivacy.settings.saved' }));
        return true;
      } catch (error) {
        notify.error(errorText(error, 'adminPrivacy.settings.saveError'));
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
