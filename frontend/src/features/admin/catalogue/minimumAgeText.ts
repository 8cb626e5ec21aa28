import type { IntlShape } from 'react-intl';
import { formatMinimumAge } from '../../../lib/age.ts';

/**
 * An activity's minimum age as the back-office shows it, by the rule the public site uses
 * (lib/age.ts: 0 is "from 6 months").
 *
 * @example
 * minimumAgeText(intl, 0) // 'dès 6 mois'
 * minimumAgeText(intl, 3) // 'dès 3 ans'
 */
export function minimumAgeText(intl: IntlShape, acyAge: number): string {
  return intl.formatMessage({ id: 'adminCatalogue.age.from' }, { age: formatMinimumAge(acyAge, intl.locale) });
}
