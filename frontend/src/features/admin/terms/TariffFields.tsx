import { Button, HTMLSelect } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ADMIN_CATALOGUE_ROOMS, POOLS } from '../../../api/catalogue.ts';
import { useCachedList } from '../../../api/catalogueCache.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { nameIn } from '../../../lib/localized.ts';
import { NumberField } from '../../../ui/NumberField.tsx';
import { useActivityChoices } from '../catalogue/useChoices.ts';
import { Field } from '../kit/Field.tsx';
import { activityTarget, slotTarget, type PriceDraft } from './termForm.ts';
import { weekdayName } from '../../../lib/parisTime.ts';
import { dayOfWeekday, slotTime } from '../../site/terms/termRules.ts';

interface TariffFieldsProps {
  prices: readonly PriceDraft[];
  /** The term's pool (its slots only); null: every pool's. */
  psnId: number | null;
  onChange: (prices: PriceDraft[]) => void;
  errors: Readonly<Record<string, string>>;
}

/**
 * The term's prices (issue 43): each for an activity, or for one slot over its activity's, for the
 * whole term. A family starting later pays the lessons left; a slot with no price is paid by card.
 */
export function TariffFields({ prices, psnId, onChange, errors }: TariffFieldsProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const activities = useActivityChoices();
  const pools = useCachedList(POOLS, ADMIN_CATALOGUE_ROOMS.pools);
  const slots = useMemo(
    () =>
      (pools.data ?? [])
        .filter((pool) => psnId === null || pool.id === psnId)
        .flatMap((pool) =>
          pool.templateCours.map((template) => {
            // A slot as the desk knows it: its activity, its weekday and time, and its own name when it has one.
            const activity = activities.options.find((option) => option.id === template.acyId)?.label ?? '';
            const when = `${weekdayName(dayOfWeekday(template.thrJour), locale)} ${slotTime({ hour: template.thrHeure, minute: template.thrMinute })}`;
            return { value: slotTarget(pool.id, template.tcsId), label: `${nameIn(pool, locale)} — ${[activity, when].filter(Boolean).join(', ')}${template.libelle ? ` (${template.libelle})` : ''}` };
          }),
        )
        .sort((a, b) => a.label.localeCompare(b.label, locale, { sensitivity: 'base' })),
    [pools.data, psnId, locale, activities.options],
  );
  const change = (index: number, patch: Partial<PriceDraft>) => onChange(prices.map((price, at) => (at === index ? { ...price, ...patch } : price)));

  return (
    <fieldset className="plouf-term-moment plouf-term-tariff">
      <legend><FormattedMessage id="adminTerms.field.tariff" /></legend>
      <p className="plouf-muted plouf-term-moment-help"><FormattedMessage id="adminTerms.field.tariffHelp" /></p>
      {prices.length === 0 && <p className="plouf-muted plouf-term-moment-help"><FormattedMessage id="adminTerms.field.noPrice" /></p>}
      {prices.map((price, index) => (
        <div key={index} className="plouf-form-row plouf-form-row--keep plouf-term-price" data-price-row={index}>
          <Field id={`term-price-for-${index}`} labelId="adminTerms.field.priceFor" required error={errors[`prices.${index}`]}>
            <HTMLSelect fill value={price.target} onChange={(event) => change(index, { target: event.currentTarget.value })}>
              <option value="">{intl.formatMessage({ id: 'adminTerms.field.choosePrice' })}</option>
              <optgroup label={intl.formatMessage({ id: 'adminTerms.field.activitiesGroup' })}>
                {activities.options.map((activity) => (
                  <option key={activity.id} value={activityTarget(activity.id)}>{activity.label}</option>
                ))}
              </optgroup>
              {slots.length > 0 && (
                <optgroup label={intl.formatMessage({ id: 'adminTerms.field.slotsGroup' })}>
                  {slots.map((slot) => (
                    <option key={slot.value} value={slot.value}>{slot.label}</option>
                  ))}
                </optgroup>
              )}
            </HTMLSelect>
          </Field>
          <Field id={`term-price-amount-${index}`} labelId="adminTerms.field.priceAmount" required>
            <NumberField value={price.cents} onChange={(cents) => change(index, { cents })} factor={100} positiveOnly suffix="€" />
          </Field>
          <Button
            className="plouf-term-price-remove"
            variant="minimal"
            icon="trash"
            aria-label={intl.formatMessage({ id: 'adminTerms.field.removePrice' })}
            title={intl.formatMessage({ id: 'adminTerms.field.removePrice' })}
            onClick={() => onChange(prices.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <Button variant="minimal" size="small" icon="add" onClick={() => onChange([...prices, { target: '', cents: 0 }])}>
        <FormattedMessage id="adminTerms.field.addPrice" />
      </Button>
    </fieldset>
  );
}
