import { useIntl } from 'react-intl';
import { listActivities } from '../../../api/activities.ts';
import type { Language } from '../../../api/client.ts';
import type { Activity } from '../../../api/types.ts';
import { localizedAll } from '../../../lib/localized.ts';
import { useAsync } from '../../../lib/useAsync.ts';

/** Activities in display order: children's first, then adults', each by `acyOrdre`. */
export function sortActivities(activities: readonly Activity[]): Activity[] {
  return [...activities].sort(
    (a, b) => Number(b.acyEnfant) - Number(a.acyEnfant) || a.acyOrdre - b.acyOrdre || a.libelle.localeCompare(b.libelle),
  );
}

/** The activities, asked again when the language changes (names come from the server). */
export function useActivities() {
  const { locale } = useIntl();
  const { state, reload } = useAsync(async () => sortActivities(localizedAll(await listActivities(), locale as Language)), `activities:${locale}`);
  return { ...state, reload };
}
