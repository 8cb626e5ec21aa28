import type { PrivacySettings } from './decider.ts';

const DAY_MS = 86_400_000;

/**
 * The moments before which a contact request, a sign-up never validated, a family's last activity
 * is past the school's period.
 *
 * @example
 * retentionLimits(new Date('2026-12-03T02:00:00Z'), { contactMonths: 24, signUpDays: 30, inactiveYears: 3 });
 * // { contactsBefore: 2024-12-03T02:00:00Z, signUpsBefore: 2026-11-03T02:00:00Z, inactiveBefore: 2023-12-03T02:00:00Z }
 */
export function retentionLimits(now: Date, settings: PrivacySettings) {
  const monthsBack = new Date(now);
  monthsBack.setUTCMonth(monthsBack.getUTCMonth() - settings.contactMonths);
  const yearsBack = new Date(now);
  yearsBack.setUTCFullYear(yearsBack.getUTCFullYear() - settings.inactiveYears);
  return { contactsBefore: monthsBack, signUpsBefore: new Date(now.getTime() - settings.signUpDays * DAY_MS), inactiveBefore: yearsBack };
}
