import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ACTIVITIES, ADMIN_CATALOGUE_ROOMS, INSTRUCTORS, POOLS, type ActivityDetailView } from '../../../api/catalogue.ts';
import { useCachedList } from '../../../api/catalogueCache.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { nameIn } from '../../../lib/localized.ts';
import type { CheckOption } from '../kit/CheckList.tsx';
import { minimumAgeText } from './minimumAgeText.ts';

/** Children's activities first, then adults', each in the administrator's order. */
export function activityOrder(a: Pick<ActivityDetailView, 'acyEnfant' | 'acyOrdre' | 'id'>, b: Pick<ActivityDetailView, 'acyEnfant' | 'acyOrdre' | 'id'>): number {
  return Number(b.acyEnfant) - Number(a.acyEnfant) || a.acyOrdre - b.acyOrdre || a.id - b.id;
}

/** The activities to choose from (GET /Activity, cached), grouped children / adults, with their age, named in the screen's language. */
export function useActivityChoices() {
  const intl = useIntl();
  const { locale } = useLocale();
  const list = useCachedList(ACTIVITIES, ADMIN_CATALOGUE_ROOMS.activities);
  const options = useMemo<CheckOption[]>(
    () =>
      [...(list.data ?? [])].sort(activityOrder).map((activity) => ({
        id: activity.id,
        label: nameIn(activity, locale),
        group: intl.formatMessage({ id: activity.acyEnfant ? 'adminCatalogue.group.children' : 'adminCatalogue.group.adults' }),
        hint: minimumAgeText(intl, activity.acyAge),
      })),
    [list.data, intl, locale],
  );
  return { options, status: list.status };
}

/** The MNS to choose from (GET /Mns, cached), by name. */
export function useInstructorChoices() {
  const list = useCachedList(INSTRUCTORS, ADMIN_CATALOGUE_ROOMS.mns);
  const options = useMemo<CheckOption[]>(
    () =>
      (list.data ?? [])
        .map((instructor) => ({ id: instructor.id, label: `${instructor.usrPrenom} ${instructor.usrNom}`.trim(), hint: instructor.ctyName || undefined }))
        .sort((a, b) => a.label.localeCompare(b.label, 'fr', { sensitivity: 'base' })),
    [list.data],
  );
  return { options, status: list.status };
}

/** The pools to choose from (GET /Piscine, cached), by name in the screen's language. */
export function usePoolChoices() {
  const { locale } = useLocale();
  const list = useCachedList(POOLS, ADMIN_CATALOGUE_ROOMS.pools);
  const options = useMemo<CheckOption[]>(
    () =>
      (list.data ?? [])
        .map((pool) => ({ id: pool.id, label: nameIn(pool, locale), hint: pool.address.libelle || undefined }))
        .sort((a, b) => a.label.localeCompare(b.label, locale, { sensitivity: 'base' })),
    [list.data, locale],
  );
  return { options, status: list.status };
}
